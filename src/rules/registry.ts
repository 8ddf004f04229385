/**
 * The ruleset registry: a tournament is created with one of these ids, and the API lists
 * them with every parameter and its citation (`describeRuleset`).
 */
import { CLUB_TDA } from './rulesets/club-tda';
import { FSNP } from './rulesets/fsnp';
import { FSPR } from './rulesets/fspr';
import { LNSE } from './rulesets/lnse';
import { TOURNAMENT_TYPES } from './tournament-types';
import type { Cited, Ruleset, RulesetId, TournamentTypeCode } from './types';

export const RULESETS: Readonly<Record<RulesetId, Ruleset>> = {
  fsnp: FSNP,
  lnse: LNSE,
  'club-tda': CLUB_TDA,
  fspr: FSPR,
};

export const RULESET_IDS = Object.keys(RULESETS) as RulesetId[];

export const isRulesetId = (id: string): id is RulesetId =>
  Object.prototype.hasOwnProperty.call(RULESETS, id);

export function getRuleset(id: RulesetId): Ruleset;
export function getRuleset(id: string): Ruleset | undefined;
export function getRuleset(id: string): Ruleset | undefined {
  return isRulesetId(id) ? RULESETS[id] : undefined;
}

export interface ParameterRow {
  /** Dotted path, e.g. "reEntry.threshold". */
  readonly key: string;
  /** The value as JSON. */
  readonly value: string;
  readonly cite: string;
  readonly note?: string;
}

const isCited = (v: unknown): v is Cited<unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && 'value' in v && 'cite' in v;

/**
 * Flattens any object of cited parameters into rows. A leaf that is not cited is an error: a
 * parameter without its article must not exist (only `id` and `code` are bare).
 */
export function flattenCited(
  root: object,
  bare: readonly string[] = ['id', 'code'],
): ParameterRow[] {
  const rows: ParameterRow[] = [];
  const walk = (node: unknown, path: string): void => {
    if (isCited(node)) {
      const row = { key: path, value: JSON.stringify(node.value), cite: node.cite };
      rows.push(node.note === undefined ? row : { ...row, note: node.note });
      return;
    }
    if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
      for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
      return;
    }
    if (bare.includes(path)) return;
    throw new TypeError(`parameter "${path}" has no citation`);
  };
  walk(root, '');
  return rows;
}

/** Every parameter of a ruleset as { key, value (JSON), cite }; undefined for an unknown id. */
export function describeRuleset(id: string): ParameterRow[] | undefined {
  const ruleset = getRuleset(id);
  return ruleset ? flattenCited(ruleset) : undefined;
}

/** Every parameter of a tournament type, likewise. */
export function describeTournamentType(code: TournamentTypeCode): ParameterRow[] {
  return flattenCited(TOURNAMENT_TYPES[code]);
}
