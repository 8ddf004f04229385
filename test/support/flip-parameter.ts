/**
 * Runs `fn` with one parameter of one ruleset set to another value (issue 18: every listed
 * parameter has a test that flips it and sees the behaviour change). The ruleset is cloned,
 * the parameter's `value` replaced (its citation kept), and the clone put in the registry for
 * the duration of `fn` only, so the code under test reads it exactly as it reads the real one
 * (`getRuleset(config.rulesetId)`). Restored afterwards even when `fn` throws or rejects.
 */
import { RULESETS } from '../../src/rules/registry';
import type { RulesetId } from '../../src/rules/types';

type Registry = Record<RulesetId, unknown>;

function cloneWith(root: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) {
    if (typeof root !== 'object' || root === null || !('value' in root))
      throw new TypeError('flipParameter: the path must end at a cited parameter');
    return { ...(root as object), value };
  }
  if (typeof root !== 'object' || root === null)
    throw new TypeError(`flipParameter: no parameter at "${path.join('.')}"`);
  const [head, ...rest] = path;
  if (!(head in root)) throw new TypeError(`flipParameter: no parameter "${head}"`);
  return {
    ...(root as object),
    [head]: cloneWith((root as Record<string, unknown>)[head], rest, value),
  };
}

export function flipParameter<T>(
  rulesetId: RulesetId,
  key: string,
  value: unknown,
  fn: () => T,
): T {
  const registry = RULESETS as Registry;
  const original = registry[rulesetId];
  registry[rulesetId] = cloneWith(original, key.split('.'), value);
  const restore = () => {
    registry[rulesetId] = original;
  };
  try {
    const out = fn();
    if (out instanceof Promise) return out.finally(restore) as T;
    restore();
    return out;
  } catch (e) {
    restore();
    throw e;
  }
}
