/**
 * The field as the read side counts it (FSNP Art. 35, 60, 135): chips in play, players left,
 * their chips and average, the open tables. One rule for the decider, the office and the hall
 * display.
 */
import type { Entrant, TableState } from '../state';

export { chipsInPlay, chipsOnTables } from '../state';
export { fieldCount, reservedChips, type FieldCount } from '../registration/field-count';
export { openTables, playersLeft } from '../tables/geometry';

/**
 * Whether an entrant counts among the players left (FSNP Art. 60): seated, or busted and still
 * able to re-enter. The rule of playersLeft, one entrant at a time, so a read model can keep
 * the count as entrants change instead of counting the field at every event.
 */
export const countsInField = (e: Entrant): boolean =>
  e.status === 'seated' || e.status === 'busted';

/** Chips of the reserved starting sets at one table's empty seats (FSNP Art. 135). */
export function reservedChipsAt(t: TableState): number {
  let total = 0;
  for (const c of Object.values(t.reserved)) total += c;
  return total;
}
