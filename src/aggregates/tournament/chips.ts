/**
 * Colour-up and chip race (FSNP Art. 39-42; LNSE II.12-15, IV.7.2; DECISION-8). Stacks are
 * kept as totals: with every remaining denomination a multiple of the smallest remaining one
 * (D), a holder's unexchangeable chips are exactly `stack mod D`.
 */
import type { ChipRaceConductedData } from '../../events/tournament-events';
import { accept, reject, type RandomSource } from '../decider';
import { getRuleset } from '../../rules/registry';
import { raceChipsAtStake } from '../../rules/thresholds';
import { clockAt } from './clock';
import { anyHandRunning, dayClosed, fmt, notRunning } from './guards';
import { shuffledDeck } from './draws';
import { event, type Slice } from './slice';
import { dealtSeats, openTables } from './table-geometry';
import type { TableState, TournamentState } from './state';

type Holder = { seat: number; stack: number };

const holdersAt = (s: TournamentState, t: TableState): Holder[] =>
  dealtSeats(t).map((seat) => ({
    seat,
    stack: t.seats[seat] ? s.entrants[t.seats[seat]].stack : (t.reserved[seat] ?? 0),
  }));

/** One table's race: cards from seat 1 clockwise, all of a player's cards before the next's. */
export function raceAt(
  tableId: string,
  holders: readonly Holder[],
  retired: number,
  next: number,
  random: RandomSource,
  rounding: 'half-up' | 'down' = 'half-up',
): { table: ChipRaceConductedData['tables'][number]; results: ChipRaceConductedData['results'] } {
  const deck = shuffledDeck(random);
  let dealt = 0;
  const cards: { seat: number; cards: number[] }[] = [];
  let oddValue = 0;
  for (const h of holders) {
    const odd = h.stack % next;
    if (odd === 0) continue;
    oddValue += odd;
    const n = odd / retired;
    cards.push({ seat: h.seat, cards: deck.slice(dealt, (dealt += n)) });
  }
  // DECISION-8 / Club Rule 24C: chips raced = odd value ÷ new value, rounded as the ruleset says
  // (half up, or down with the rest removed); one chip per player at most.
  const chipsRaced = raceChipsAtStake(oddValue, next, rounding);
  const winners = [...cards]
    .sort((a, b) => Math.max(...b.cards) - Math.max(...a.cards))
    .slice(0, chipsRaced)
    .map((x) => x.seat);
  const protectedSeats: number[] = [];
  const results = holders.map((h) => {
    let after = h.stack - (h.stack % next) + (winners.includes(h.seat) ? next : 0);
    // FSNP Art. 40(b); LNSE II.15: the race eliminates nobody.
    if (after === 0 && h.stack > 0) {
      after = next;
      protectedSeats.push(h.seat);
    }
    return { tableId, seat: h.seat, before: h.stack, after };
  });
  return { table: { tableId, cards, oddValue, chipsRaced, winners, protectedSeats }, results };
}

export const chips: Slice = {
  commands: {
    ColorUp: {
      roles: ['director'],
      decide(c, s, ctx) {
        const no = notRunning(s) ?? dayClosed(s) ?? anyHandRunning(s, 'LNSE II.13');
        if (no) return no;
        const view = clockAt(s, ctx.now);
        if (!view.onBreak)
          return reject(
            'COLOR_UP_NOT_AT_BREAK',
            'FSNP Art. 40; LNSE II.13',
            'Chips are coloured up at the break between levels, not during a level.',
          );
        const d = c.denomination;
        const [smallest, next] = s.denominations;
        if (d !== smallest)
          return reject(
            'COLOR_UP_NOT_SMALLEST',
            'FSNP Art. 39',
            `Only the smallest denomination in play (${fmt(smallest)}) can be taken out of play.`,
          );
        if (next == null || s.denominations.slice(1).some((x) => x % next !== 0) || next % d !== 0)
          return reject(
            'COLOR_UP_WOULD_LOSE_CHIPS',
            'FSNP Art. 39; LNSE IV.7.2',
            `The ${fmt(d)} chips cannot be exchanged at equal value into the denominations left in play.`,
          );
        const needed = s.levels
          .slice(Math.max(0, view.level - 1))
          .find((l) => [l.smallBlind, l.bigBlind, l.ante].some((x) => x % next !== 0));
        if (needed)
          return reject(
            'DENOMINATION_STILL_NEEDED',
            'LNSE II.12; FSNP Art. 39',
            `Level ${needed.level} (${fmt(needed.smallBlind)}/${fmt(needed.bigBlind)}, ante ${fmt(needed.ante)}) still needs chips smaller than ${fmt(next)}.`,
          );
        const tables = openTables(s);
        const bad = tables.flatMap((t) => holdersAt(s, t)).find((h) => h.stack % d !== 0);
        if (bad)
          return reject(
            'CHIP_COUNT_INCONSISTENT',
            'FSNP Art. 35',
            `A stack of ${fmt(bad.stack)} cannot be made of chips of ${fmt(d)} and up: recount before the colour-up.`,
          );
        if (tables.some((t) => holdersAt(s, t).reduce((a, h) => a + (h.stack % next) / d, 0) > 52))
          return reject(
            'TOO_MANY_ODD_CHIPS',
            'FSNP Art. 40(a)',
            'More odd chips at one table than cards in a deck.',
          );
        const race = (getRuleset(s.config!.rulesetId) ?? getRuleset('fsnp')).chipRace.raceChips;
        const races = tables.map((t) =>
          raceAt(t.tableId, holdersAt(s, t), d, next, ctx.random, race.value),
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
            },
            race.cite,
          ),
        );
      },
    },
  },
  events: {
    ChipRaceConducted(s, d) {
      for (const r of d.results) {
        const t = s.tables[r.tableId];
        const pid = t.seats[r.seat];
        if (pid) s.entrants[pid].stack = r.after;
        else t.reserved[r.seat] = r.after;
      }
      s.denominations = s.denominations.filter((x) => x !== d.retired);
      s.chips.raceDelta += d.delta;
    },
  },
};
