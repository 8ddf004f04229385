/**
 * Multi-day play (FSNP Art. 124, 129-130; LNSE I.12, I.15-16, II.32, IV.7.3.2; DECISION-15):
 * the end-of-day card, chips bagged per denomination, and the next day's redraw resuming the
 * interrupted level with its remaining time.
 */
import type { TournamentEvent } from '../../../events/tournament-events';
import { rankOf } from '../../../poker/cards';
import { accept, reject, type Decision } from '../../decider';
import type { BaggedCount } from '../commands';
import { missingReceiptEvents } from '../chips/receipts';
import { clockAt, clockFacts } from '../clock/clock';
import { paramsFor, ruleset } from '../defaults';
import { anyHandRunning, dayClosed, fmt, notRunning } from '../guards';
import { shuffledDeck } from '../seating/draws';
import { drawFreshTables, tableIds } from '../seating/seat-draw';
import { buttonDraw, tablesFor } from '../seating/seating';
import { event, type Slice } from '../slice';
import { openTables, playerCount } from '../tables/geometry';
import type { TournamentState, CreatedTournament } from '../state';

const MIN = 60_000;

const total = (byDenomination: Readonly<Record<string, number>>): number =>
  Object.entries(byDenomination).reduce((a, [d, n]) => a + Number(d) * n, 0);

function bagsProblem(
  s: TournamentState,
  bags: readonly BaggedCount[],
  expected: (playerId: string) => number,
  ref: string,
): Decision<never> | null {
  const holders = Object.values(s.entrants)
    .filter((e) => e.status === 'seated' && e.stack > 0)
    .map((e) => e.playerId)
    .sort();
  const listed = bags.map((b) => b.playerId).sort();
  if (holders.join('|') !== listed.join('|'))
    return reject(
      'BAGS_INCOMPLETE',
      ref,
      `Every player with chips has exactly one bag: ${holders.join(', ')}.`,
    );
  for (const b of bags) {
    for (const [d, n] of Object.entries(b.byDenomination))
      if (!s.denominations.includes(Number(d)) || !Number.isSafeInteger(n) || n < 0)
        return reject(
          'INVALID_BAG',
          ref,
          `${b.playerId}: ${n} chips of ${d} is not a count of a denomination in play.`,
        );
    if (total(b.byDenomination) !== expected(b.playerId))
      return reject(
        'BAG_COUNT_MISMATCH',
        ref,
        `${b.playerId}'s bag holds ${fmt(total(b.byDenomination))} but ${fmt(expected(b.playerId))} is recorded.`,
      );
  }
  return null;
}

/**
 * FSNP Art. 124(a): once the end-of-day count is drawn every table plays exactly that many more
 * hands; a table that has played them deals no more that day.
 */
export function endOfDayHandsProblem(
  s: CreatedTournament,
  tableId: string,
): Decision<never> | null {
  const t = s.tables[tableId];
  if (s.endOfDayHands == null || !t) return null;
  const played = t.handNo - (s.endOfDayBaseline[tableId] ?? 0);
  if (played < s.endOfDayHands) return null;
  return reject(
    'END_OF_DAY_HANDS_PLAYED',
    `${paramsFor(s.config.rulesetId).endOfDayHands.cite}(a)`,
    `Table ${tableId} has played the ${s.endOfDayHands} hands drawn for the end of day ${s.day}: no more hands today; bag the chips once every table has played them.`,
  );
}

export const days: Slice = {
  commands: {
    DrawEndOfDayHands: {
      roles: ['director'],
      decide(_c, s, ctx) {
        const no = notRunning(s) ?? dayClosed(s);
        if (no) return no;
        if (s.endOfDayHands != null)
          return reject(
            'ALREADY_DRAWN',
            ruleset(s.config.rulesetId).multiDay.endOfDayHands.cite,
            `${s.endOfDayHands} hands were already drawn for today.`,
          );
        const p = paramsFor(s.config.rulesetId);
        const at = p.endOfDayDrawAtMinutesLeft.value;
        const range = p.endOfDayHands.value;
        if (at == null || range == null)
          return reject(
            'NO_END_OF_DAY_DRAW',
            p.endOfDayHands.cite,
            'This ruleset has no end-of-day card draw: the day ends on the published schedule; bag the chips when it does.',
          );
        const view = clockAt(s, ctx.now);
        const spec = s.levels[view.level - 1];
        if (view.onBreak || !spec?.endOfDay)
          return reject(
            'NOT_LAST_LEVEL_OF_DAY',
            p.endOfDayDrawAtMinutesLeft.cite,
            `The end-of-day draw is made in the last level scheduled for the day; level ${view.level} is not.`,
          );
        if (view.timeLeftMs > at * MIN)
          return reject(
            'TOO_EARLY_FOR_END_OF_DAY',
            p.endOfDayDrawAtMinutesLeft.cite,
            `The draw is made when ${at} minutes remain in the level; ${Math.ceil(view.timeLeftMs / MIN)} remain.`,
          );
        // FSNP Art. 124: a card between 3 and 7 sets the hands left (ranks 3-7 only).
        const { min, max } = range;
        const card = shuffledDeck(ctx.random).find(
          (x) => rankOf(x) + 2 >= min && rankOf(x) + 2 <= max,
        )!;
        const events: TournamentEvent[] = [];
        if (s.clock.runningSince)
          events.push(
            ...clockFacts(s, ctx.now),
            event(
              'ClockPaused',
              { at: ctx.now, reason: 'end-of-day draw' },
              ruleset(s.config.rulesetId).multiDay.endOfDayHands.cite,
            ),
          );
        events.push(
          event(
            'EndOfDayHandCountDrawn',
            { day: s.day, card, hands: rankOf(card) + 2 },
            p.endOfDayHands.cite,
          ),
        );
        return accept(...events);
      },
    },
    BagChips: {
      roles: ['director', 'floor'],
      decide(c, s, ctx) {
        const no =
          notRunning(s) ??
          dayClosed(s) ??
          anyHandRunning(s, ruleset(s.config.rulesetId).multiDay.bagPerDenomination.cite);
        if (no) return no;
        const drawRule = paramsFor(s.config.rulesetId).endOfDayHands;
        if (s.endOfDayHands == null && drawRule.value != null)
          return reject(
            'END_OF_DAY_NOT_DRAWN',
            drawRule.cite,
            'Draw the hands left for the day before bagging.',
          );
        const short = openTables(s).find(
          (t) =>
            s.endOfDayHands != null &&
            playerCount(t) > 1 &&
            t.handNo - (s.endOfDayBaseline[t.tableId] ?? 0) < s.endOfDayHands,
        );
        if (short)
          return reject(
            'END_OF_DAY_HANDS_NOT_PLAYED',
            `${ruleset(s.config.rulesetId).multiDay.endOfDayHands.cite}(a)`,
            `Every table plays the ${s.endOfDayHands} hands drawn; table ${short.tableId} has played ${short.handNo - (s.endOfDayBaseline[short.tableId] ?? 0)}.`,
          );
        const bad = bagsProblem(
          s,
          c.bags,
          (pid) => s.entrants[pid].stack,
          ruleset(s.config.rulesetId).multiDay.bagPerDenomination.cite,
        );
        if (bad) return bad;
        const view = clockAt(s, ctx.now);
        // LNSE I.16: the day ends on the schedule; the clock stops with the level's time kept.
        const stop = s.clock.runningSince
          ? [
              ...clockFacts(s, ctx.now),
              event('ClockPaused', { at: ctx.now, reason: 'end of day' }, 'DECISION-15'),
            ]
          : [];
        return accept(
          ...stop,
          event(
            'ChipsBagged',
            {
              day: s.day,
              bags: c.bags.map((b) => ({ ...b, total: total(b.byDenomination) })),
            },
            ruleset(s.config.rulesetId).multiDay.bagPerDenomination.cite,
          ),
          event(
            'TournamentDayClosed',
            { day: s.day, at: ctx.now, level: view.level, levelTimeLeftMs: view.timeLeftMs },
            `${ruleset(s.config.rulesetId).multiDay.endOfDayHands.cite}; DECISION-15`,
          ),
        );
      },
    },
    ResumeDay: {
      roles: ['director'],
      decide(c, s, ctx) {
        const no = notRunning(s);
        if (no) return no;
        if (!s.dayClosed)
          return reject(
            'DAY_NOT_CLOSED',
            ruleset(s.config.rulesetId).multiDay.resume.cite,
            `Day ${s.day} is still in play.`,
          );
        const bad = bagsProblem(
          s,
          c.counts,
          (pid) => total(s.bags[pid] ?? {}),
          ruleset(s.config.rulesetId).multiDay.bagPerDenomination.cite,
        );
        if (bad) return bad;
        // multiDay.bagPerDenomination: each denomination must match what was bagged; where the
        // ruleset bags only totals, the totals checked above are the whole check.
        const perDenomination = ruleset(s.config.rulesetId).multiDay.bagPerDenomination;
        for (const b of perDenomination.value ? c.counts : [])
          for (const [d, n] of Object.entries(s.bags[b.playerId]))
            if ((b.byDenomination[d] ?? 0) !== n)
              return reject(
                'BAG_COUNT_MISMATCH',
                perDenomination.cite,
                `${b.playerId}'s bag should hold ${n} chips of ${d}; ${b.byDenomination[d] ?? 0} were found.`,
              );
        const receipts = missingReceiptEvents(s, c, ctx.now);
        if (!Array.isArray(receipts)) return receipts;
        const view = clockAt(s, ctx.now);
        const resumed = event(
          'TournamentDayResumed',
          { day: s.day + 1, at: ctx.now, level: view.level },
          ruleset(s.config.rulesetId).multiDay.resume.cite,
        );
        const clockOn = event(
          'ClockResumed',
          { at: ctx.now },
          ruleset(s.config.rulesetId).multiDay.resume.cite,
        );
        // `multiDay.redrawOnResume` false: every player resumes at the seat he bagged at.
        if (!ruleset(s.config.rulesetId).multiDay.redrawOnResume.value)
          return accept(resumed, ...receipts, clockOn);
        const players = c.counts.map((b) => b.playerId).sort();
        const p = paramsFor(s.config.rulesetId);
        const range = p.seatsPerTable.value;
        const plan = tablesFor(
          players.length,
          Math.min(s.config.seatsPerTable, range.max),
          2,
          range.max,
        );
        if ('problem' in plan)
          return reject('SEAT_DRAW_IMPOSSIBLE', p.seatsPerTable.cite, plan.problem);
        const max = plan.seats;
        const ids = tableIds(plan.count, `D${s.day + 1}-T`);
        const assignments = drawFreshTables(players, ids, max, ctx.random);
        return accept(
          resumed,
          event(
            'SeatDrawConducted',
            {
              reason: 'day-start',
              method: 'system-rng',
              tables: ids.map((tableId) => ({ tableId, seats: max })),
              assignments,
            },
            ruleset(s.config.rulesetId).multiDay.redrawOnResume.cite,
          ),
          buttonDraw(s, ids[0], assignments, ids, ctx.random),
          ...receipts,
          clockOn,
        );
      },
    },
  },
  events: {
    EndOfDayHandCountDrawn(s, d) {
      s.endOfDayHands = d.hands;
      s.endOfDayBaseline = Object.fromEntries(openTables(s).map((t) => [t.tableId, t.handNo]));
    },
    ChipsBagged(s, d) {
      s.bags = Object.fromEntries(d.bags.map((b) => [b.playerId, { ...b.byDenomination }]));
    },
    TournamentDayClosed(s) {
      s.dayClosed = true;
    },
    TournamentDayResumed(s, d) {
      s.day = d.day;
      s.dayClosed = false;
      s.endOfDayHands = null;
      s.endOfDayBaseline = {};
    },
  },
};
