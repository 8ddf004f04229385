/**
 * The room's chip inventory (FSNP Art. 35, 39-44; DECISION-8): how many chips of each
 * denomination are in play. Its value always equals the chip ledger's chips in play
 * (`chipsInPlay`); the rule audit checks it after every event.
 *
 * Known only when the tournament's starting stack is a catalog set (TournamentCreated carries
 * `startingSet`, FSNP Art. 43); unknown (null) otherwise, and for streams recorded before it was
 * kept. It also becomes unknown when an event's chips cannot be expressed in the denominations
 * in play (e.g. Art. 42 leftovers of a retired denomination): never guessed.
 *
 * How chips are attributed to denominations:
 * - a starting stack (at the start, a late entry, a reserved seat) is the starting set;
 * - a purchase (re-entry, rebuy, top-up, add-on) is high-value chips (FSNP Art. 44), largest
 *   denomination in play first, as recorded in the event's `chipsByDenomination`;
 * - a colour-up (Art. 39-41) takes the retired denomination out and puts its value, after the
 *   race, back as chips of the next denomination;
 * - a stack leaving play (elimination, removal) leaves as the largest chips the inventory holds
 *   first: the value is exact, the breakdown is the room's exchange at the cage (a convention,
 *   derived from the recorded value and the inventory, so a replay arrives at the same counts).
 */
import type { ChipCount } from '../../../rules/chip-sets';
import type { TournamentState } from '../state';
import { denominationsUnknown } from '../state-ops';

/** Count per denomination (keys are denominations). */
export type ChipInventory = Record<string, number>;

export const inventoryValue = (inv: ChipInventory): number =>
  Object.entries(inv).reduce((a, [d, n]) => a + Number(d) * n, 0);

/** The inventory as rows, smallest denomination first, zero counts left out. */
export const inventoryRows = (inv: ChipInventory): ChipCount[] =>
  Object.entries(inv)
    .map(([d, n]) => ({ denomination: Number(d), count: n }))
    .filter((x) => x.count > 0)
    .sort((a, b) => a.denomination - b.denomination);

/**
 * FSNP Art. 44: `value` as high-value chips of `denominations`, largest first; null when it
 * cannot be made of them.
 */
export function highValueChips(
  value: number,
  denominations: readonly number[],
): ChipCount[] | null {
  let rest = value;
  const out: ChipCount[] = [];
  for (const d of [...denominations].sort((a, b) => b - a)) {
    const n = Math.floor(rest / d);
    if (n > 0) out.push({ denomination: d, count: n });
    rest -= n * d;
  }
  return rest === 0 ? out.sort((a, b) => a.denomination - b.denomination) : null;
}

/**
 * `value` taken from the chips the inventory holds, largest first (every denomination dividing
 * the next, this finds a breakdown whenever one exists); null when none does.
 */
export function chipsTakenFrom(inv: ChipInventory, value: number): ChipCount[] | null {
  let rest = value;
  const out: ChipCount[] = [];
  for (const { denomination: d, count } of inventoryRows(inv).reverse()) {
    const n = Math.min(count, Math.floor(rest / d));
    if (n > 0) out.push({ denomination: d, count: n });
    rest -= n * d;
  }
  return rest === 0 ? out.reverse() : null;
}

const inventoryOf = (s: TournamentState): ChipInventory | null => s.chips.byDenomination ?? null;

const denominationsOf = (s: TournamentState): readonly number[] =>
  s.denominations.length ? s.denominations : (s.config?.chipSet ?? []);

/** Chips brought into play; an unknown make-up makes the inventory unknown. */
export function addChips(s: TournamentState, chips: readonly ChipCount[] | null | undefined): void {
  const inv = inventoryOf(s);
  if (!inv) return;
  if (!chips) {
    denominationsUnknown(s);
    return;
  }
  for (const { denomination, count } of chips) inv[denomination] = (inv[denomination] ?? 0) + count;
}

/** Chips taken out of play; more than the inventory holds makes it unknown. */
export function removeChips(s: TournamentState, chips: readonly ChipCount[] | null): void {
  const inv = inventoryOf(s);
  if (!inv) return;
  if (!chips || chips.some((x) => (inv[x.denomination] ?? 0) < x.count)) {
    denominationsUnknown(s);
    return;
  }
  for (const { denomination, count } of chips) {
    inv[denomination] -= count;
    if (inv[denomination] === 0) delete inv[denomination];
  }
}

/** `n` starting stacks of `each` chips: the starting set when it makes that stack (Art. 43). */
export function issueStacks(s: TournamentState, n: number, each: number): void {
  if (!inventoryOf(s) || n <= 0 || each <= 0) return;
  const set = s.config?.startingSet;
  const one =
    set && set.reduce((a, x) => a + x.denomination * x.count, 0) === each
      ? set
      : highValueChips(each, denominationsOf(s));
  addChips(s, one && one.map((x) => ({ denomination: x.denomination, count: x.count * n })));
}

/** A value bought in (FSNP Art. 44): the recorded make-up, or high-value chips. */
export function issueValue(
  s: TournamentState,
  value: number,
  recorded?: readonly ChipCount[],
): void {
  if (!inventoryOf(s) || value <= 0) return;
  addChips(s, recorded ?? highValueChips(value, denominationsOf(s)));
}

/** A value leaving play (a stack eliminated or removed), largest chips first. */
export function removeValue(s: TournamentState, value: number): void {
  const inv = inventoryOf(s);
  if (!inv || value <= 0) return;
  removeChips(s, chipsTakenFrom(inv, value));
}

/**
 * FSNP Art. 39-41: every chip of `retired` leaves play; their value, changed by the race's
 * `delta`, comes back as chips of `next`.
 */
export function colorUpInventory(
  s: TournamentState,
  retired: number,
  next: number,
  delta: number,
): void {
  const inv = inventoryOf(s);
  if (!inv) return;
  const value = (inv[retired] ?? 0) * retired + delta;
  delete inv[retired];
  if (value < 0 || value % next !== 0) {
    denominationsUnknown(s);
    return;
  }
  if (value > 0) inv[next] = (inv[next] ?? 0) + value / next;
}
