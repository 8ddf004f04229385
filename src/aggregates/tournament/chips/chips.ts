/**
 * Colour-up and chip race (FSNP Art. 39-42; LNSE II.12-15, IV.7.2; DECISION-8). Stacks are
 * kept as totals: with every remaining denomination a multiple of the smallest remaining one
 * (D), a holder's unexchangeable chips are exactly `stack mod D`.
 */
import type { ChipRaceConductedData } from '../../../events/tournament-events';
import { accept, reject, type Decision, type RandomSource } from '../../decider';
import { getRuleset } from '../../../rules/registry';
import { raceChipsAtStake } from '../../../rules/thresholds';
import { DEFAULT_CHIP_SET, citationsFor, ruleset } from '../defaults';
import { clockAt } from '../clock/time';
import { anyHandRunning, dayClosed, fmt, notRunning } from '../guards';
import { drawOrder, shuffledDeck } from '../seating/draws';
import type { Suit } from '../../../rules/types';
import { event, type Slice } from '../slice';
import { dealtSeats, openTables } from '../tables/geometry';
import type { CreatedTournament, TableState, TournamentState } from '../state';
import { chipsTakenFrom, colorUpInventory, removeChips, removeValue } from './inventory';
import { setStack, chipsRemoved, chipRaceDelta } from '../state-ops';

type Holder = { seat: number; stack: number };

const holdersAt = (s: TournamentState, t: TableState): Holder[] =>
  dealtSeats(t).map((seat) => ({
    seat,
    stack: t.seats[seat] ? s.entrants[t.seats[seat]].stack : (t.reserved[seat] ?? 0),
  }));

/**
 * The odd chips of `retired` a holder races for: from the dealers' count of his retired chips
 * when there is one (FSNP Art. 40: the chips that cannot be exchanged), else from his stack.
 */
const oddChipsOf = (h: Holder, retired: number, next: number, count?: number): number =>
  count === undefined ? (h.stack % next) / retired : count % (next / retired);

/** One table's race: cards from seat 1 clockwise, all of a player's cards before the next's. */
/** How the race is run, from the ruleset's `chipRace` (FSNP Art. 40; LNSE II.14-15; DECISION-8). */
export interface RaceRules {
  /** Chips one player may win (`chipRace.maxChipsPerPlayer`). */
  readonly maxChipsPerPlayer: number;
  /** Suits from highest to lowest, breaking ties of rank (`chipRace.suitOrder`). */
  readonly suitOrder: readonly Suit[];
  /** The chip that keeps a player in is added to the chips raced, or is one of them. */
  readonly protectionChipIsExtra: boolean;
}

const DEFAULT_RACE: RaceRules = {
  maxChipsPerPlayer: 1,
  suitOrder: ['s', 'h', 'd', 'c'],
  protectionChipIsExtra: true,
};

export const raceRulesOf = (rulesetId: string): RaceRules => {
  const r = ruleset(rulesetId).chipRace;
  return {
    maxChipsPerPlayer: r.maxChipsPerPlayer.value,
    suitOrder: r.suitOrder.value,
    protectionChipIsExtra: r.protectionChipIsExtra.value,
  };
};

export function raceAt(
  tableId: string,
  holders: readonly Holder[],
  retired: number,
  next: number,
  random: RandomSource,
  rounding: 'half-up' | 'down' = 'half-up',
  counts?: ReadonlyMap<number, number>,
  rules: RaceRules = DEFAULT_RACE,
): { table: ChipRaceConductedData['tables'][number]; results: ChipRaceConductedData['results'] } {
  const deck = shuffledDeck(random);
  let dealt = 0;
  const cards: { seat: number; cards: number[] }[] = [];
  let oddValue = 0;
  const oddOf = new Map<number, number>();
  for (const h of holders) {
    const n = oddChipsOf(h, retired, next, counts ? (counts.get(h.seat) ?? 0) : undefined);
    oddOf.set(h.seat, n * retired);
    if (n === 0) continue;
    oddValue += n * retired;
    cards.push({ seat: h.seat, cards: deck.slice(dealt, (dealt += n)) });
  }
  // DECISION-8 / Club Rule 24C: chips raced = odd value ÷ new value, rounded as the ruleset says
  // (half up, or down with the rest removed); one chip per player at most.
  const chipsRaced = raceChipsAtStake(oddValue, next, rounding);
  // The highest cards win, a chip each, in the ruleset's suit order, until a player holds the
  // most one player may win (DECISION-8: one).
  const ranked = cards
    .flatMap((x) => x.cards.map((card) => ({ seat: x.seat, card })))
    .sort((a, b) => drawOrder(a.card, b.card, rules.suitOrder));
  const winners: number[] = [];
  for (const { seat } of ranked) {
    if (winners.length === chipsRaced) break;
    if (winners.filter((w) => w === seat).length < rules.maxChipsPerPlayer) winners.push(seat);
  }
  const wins = (seat: number) => winners.filter((w) => w === seat).length;
  // FSNP Art. 40(b); LNSE II.15: the race eliminates nobody.
  const protectedSeats = holders
    .filter((h) => h.stack > 0 && h.stack - oddOf.get(h.seat)! + wins(h.seat) * next === 0)
    .map((h) => h.seat);
  // Not extra: each protection chip is one of the chips raced, taken from the lowest winners.
  if (!rules.protectionChipIsExtra)
    winners.splice(Math.max(0, winners.length - protectedSeats.length));
  const results = holders.map((h) => {
    let after = h.stack - oddOf.get(h.seat)! + wins(h.seat) * next;
    if (protectedSeats.includes(h.seat)) after = next;
    return { tableId, seat: h.seat, before: h.stack, after };
  });
  return { table: { tableId, cards, oddValue, chipsRaced, winners, protectedSeats }, results };
}

type SeatCount = { readonly tableId: string; readonly seat: number; readonly count: number };

/**
 * The dealers' counts of one denomination, seat by seat: each names a seat holding chips, once,
 * with a whole count whose value the recorded stack holds. Refused otherwise: the count or the
 * stack must be corrected first (FSNP Art. 35).
 */
function countsProblem(
  s: CreatedTournament,
  counts: readonly SeatCount[],
  d: number,
): { ok: true; byTable: Map<string, Map<number, number>> } | { ok: false; no: Decision<never> } {
  const byTable = new Map<string, Map<number, number>>();
  for (const [i, x] of counts.entries()) {
    const t = s.tables[x.tableId];
    const h = t?.open ? holdersAt(s, t).find((y) => y.seat === x.seat) : undefined;
    const seen = byTable.get(x.tableId)?.has(x.seat);
    if (!h || seen || !Number.isSafeInteger(x.count) || x.count < 0 || x.count * d > h.stack)
      return {
        ok: false,
        no: reject(
          'CHIP_COUNT_INCONSISTENT',
          citationsFor(s.config.rulesetId).raceCount,
          `counts[${i}]: ${x.count} chips of ${fmt(d)} at ${x.tableId} seat ${x.seat} cannot be: name each seat in play once, with no more chips than its stack of ${fmt(h?.stack ?? 0)} holds.`,
        ),
      };
    if (!byTable.has(x.tableId)) byTable.set(x.tableId, new Map());
    byTable.get(x.tableId)!.set(x.seat, x.count);
  }
  return { ok: true, byTable };
}

export const chips: Slice = {
  commands: {
    ColorUp: {
      roles: ['director'],
      decide(c, s, ctx) {
        const no =
          notRunning(s) ??
          dayClosed(s) ??
          anyHandRunning(s, ruleset(s.config.rulesetId).chipRace.onlyBetweenLevels.cite);
        if (no) return no;
        const view = clockAt(s, ctx.now);
        const between = ruleset(s.config.rulesetId).chipRace.onlyBetweenLevels;
        if (!view.onBreak && between.value)
          return reject(
            'COLOR_UP_NOT_AT_BREAK',
            between.cite,
            'Chips are coloured up at the break between levels, not during a level.',
          );
        const d = c.denomination;
        const [smallest, next] = s.denominations;
        if (d !== smallest)
          return reject(
            'COLOR_UP_NOT_SMALLEST',
            citationsFor(s.config.rulesetId).colorUp,
            `Only the smallest denomination in play (${fmt(smallest)}) can be taken out of play.`,
          );
        if (next == null || s.denominations.slice(1).some((x) => x % next !== 0) || next % d !== 0)
          return reject(
            'COLOR_UP_WOULD_LOSE_CHIPS',
            citationsFor(s.config.rulesetId).colorUp,
            `The ${fmt(d)} chips cannot be exchanged at equal value into the denominations left in play.`,
          );
        const needed = s.levels
          .slice(Math.max(0, view.level - 1))
          .find((l) => [l.smallBlind, l.bigBlind, l.ante].some((x) => x % next !== 0));
        if (needed)
          return reject(
            'DENOMINATION_STILL_NEEDED',
            citationsFor(s.config.rulesetId).colorUp,
            `Level ${needed.level} (${fmt(needed.smallBlind)}/${fmt(needed.bigBlind)}, ante ${fmt(needed.ante)}) still needs chips smaller than ${fmt(next)}.`,
          );
        const tables = openTables(s);
        const counted = c.counts ? countsProblem(s, c.counts, d) : null;
        if (counted && !counted.ok) return counted.no;
        const countsAt = (tableId: string) =>
          counted?.ok ? (counted.byTable.get(tableId) ?? new Map()) : undefined;
        const oddAt = (t: TableState) =>
          holdersAt(s, t).reduce(
            (a, h) =>
              a +
              oddChipsOf(
                h,
                d,
                next,
                countsAt(t.tableId) ? (countsAt(t.tableId)!.get(h.seat) ?? 0) : undefined,
              ),
            0,
          );
        const bad = tables.flatMap((t) => holdersAt(s, t)).find((h) => h.stack % d !== 0);
        if (bad)
          return reject(
            'CHIP_COUNT_INCONSISTENT',
            citationsFor(s.config.rulesetId).chipTotal,
            `A stack of ${fmt(bad.stack)} cannot be made of chips of ${fmt(d)} and up: recount before the colour-up.`,
          );
        if (tables.some((t) => oddAt(t) > 52))
          return reject(
            'TOO_MANY_ODD_CHIPS',
            ruleset(s.config.rulesetId).chipRace.dealFrom.cite,
            'More odd chips at one table than cards in a deck.',
          );
        const race = (getRuleset(s.config.rulesetId) ?? getRuleset('fsnp')).chipRace.raceChips;
        const races = tables.map((t) =>
          raceAt(
            t.tableId,
            holdersAt(s, t),
            d,
            next,
            ctx.random,
            race.value,
            countsAt(t.tableId),
            raceRulesOf(s.config.rulesetId),
          ),
        );
        const results = races.flatMap((r) => r.results);
        return accept(
          event(
            'ChipRaceConducted',
            {
              retired: d,
              smallestRemaining: next,
              tables: races.map((r) => r.table),
              results,
              delta: results.reduce((a, r) => a + r.after - r.before, 0),
              ...(c.counts ? { retiredCounts: c.counts.map((x) => ({ ...x })) } : {}),
            },
            race.cite,
          ),
        );
      },
    },
    RemoveLeftoverChips: {
      roles: ['director'],
      decide(c, s, ctx) {
        const no =
          notRunning(s) ??
          dayClosed(s) ??
          anyHandRunning(s, ruleset(s.config.rulesetId).chipRace.leftoverAfterRace.cite);
        if (no) return no;
        const rule = ruleset(s.config.rulesetId).chipRace.leftoverAfterRace;
        if (rule.value === null)
          return reject(
            'NO_LEFTOVER_PROCEDURE',
            rule.cite,
            'This ruleset has no procedure for small chips found after the race: correct the chip count instead.',
          );
        const d = c.denomination;
        const all = s.config.chipSet ?? DEFAULT_CHIP_SET;
        const smallest = s.denominations[0];
        if (!all.includes(d) || s.denominations.includes(d) || smallest == null)
          return reject(
            'DENOMINATION_NOT_RETIRED',
            rule.cite,
            `denomination: ${fmt(d)} chips have not been taken out of play by a colour-up.`,
          );
        if (!c.found.length)
          return reject('CHIP_COUNT_INCONSISTENT', rule.cite, 'found: name at least one seat.');
        const counted = countsProblem(s, c.found, d);
        if (!counted.ok) return counted.no;
        const seats = c.found.map((x) => {
          const t = s.tables[x.tableId];
          const before = holdersAt(s, t).find((h) => h.seat === x.seat)!.stack;
          const value = x.count * d;
          // FSNP Art. 42: exchanged where they make up a chip still in play, the rest removed.
          const exchanged = Math.floor(value / smallest);
          const removed = value - exchanged * smallest;
          return { ...x, exchanged, removed, before, after: before - removed };
        });
        const chipsRemoved = seats.reduce((a, x) => a + x.removed, 0);
        // FSNP Art. 35: what leaves the room's count, decided once (largest first).
        const taken =
          s.chips.byDenomination && chipsRemoved > 0
            ? chipsTakenFrom(s.chips.byDenomination, chipsRemoved)
            : null;
        return accept(
          event(
            'OddChipsRemoved',
            {
              retired: d,
              smallestRemaining: smallest,
              seats,
              chipsRemoved,
              ...(taken ? { chipsRemovedByDenomination: taken } : {}),
              at: ctx.now,
            },
            rule.cite,
          ),
        );
      },
    },
  },
  events: {
    // The tournament's chip set is in play from the start (FSNP Art. 35, 40).
    TournamentStarted(s) {
      s.denominations = [...(s.config.chipSet ?? DEFAULT_CHIP_SET)];
    },
    OddChipsRemoved(s, d) {
      for (const r of d.seats) {
        const t = s.tables[r.tableId];
        const pid = t.seats[r.seat];
        if (pid) setStack(s.entrants[pid], r.after);
        else t.reserved[r.seat] = r.after;
      }
      chipsRemoved(s, d.chipsRemoved);
      if (d.chipsRemovedByDenomination) removeChips(s, d.chipsRemovedByDenomination);
      else removeValue(s, d.chipsRemoved);
    },
    ChipRaceConducted(s, d) {
      for (const r of d.results) {
        const t = s.tables[r.tableId];
        const pid = t.seats[r.seat];
        if (pid) setStack(s.entrants[pid], r.after);
        else t.reserved[r.seat] = r.after;
      }
      s.denominations = s.denominations.filter((x) => x !== d.retired);
      chipRaceDelta(s, d.delta);
      colorUpInventory(s, d.retired, d.smallestRemaining, d.delta);
    },
  },
};
