/**
 * A ruleset that is silent on a subject takes another ruleset's parameter, and says so: every
 * inherited leaf keeps its original citation and gains a note naming the silent source.
 */
import type { Cited } from '../types';

const isCited = (v: unknown): v is Cited<unknown> =>
  typeof v === 'object' && v !== null && 'value' in v && 'cite' in v;

/** Deep-copies `base`, annotating every cited leaf with `silentNote`. */
export function inheritDefaults<T extends object>(base: T, silentNote: string): T {
  const walk = (node: unknown): unknown => {
    if (isCited(node)) {
      const note = node.note === undefined ? silentNote : `${silentNote} ${node.note}`;
      return { value: node.value, cite: node.cite, note };
    }
    if (Array.isArray(node) || typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
  };
  return walk(base) as T;
}
