/**
 * What the tournament needs to know about hands: whether one is in progress at a table (so
 * purchases, moves and colour-ups wait for it, FSNP Art. 32; LNSE I.53) and the stacks it
 * leaves. HandStarted / HandCompleted are emitted by the hand-play slice (issue 5); the floor
 * can record chip counts directly when hands are recorded elsewhere.
 */
import { formatOver as finalistsOver } from '../formats/end';
import { accept, reject, type Decision } from '../../decider';
import { levelForNewHand, orbitMode } from '../clock/time';
import { citationsFor, paramsFor } from '../defaults';
import { formatOver } from '../formats/endings';
import { balancingShortfall } from '../tables/balancing-due';
import { lapsesAtNextHand } from '../standings/standings';
import {
  dayClosed,
  fmt,
  handRunningAt,
  noSuchTournament,
  notRunning,
  unknownTable,
} from '../guards';
import { endOfDayHandsProblem } from '../days/days';
import { handForHandStartProblem } from './hand-for-hand';
import { event, type Slice } from '../slice';
import { openTableIds, setSeatStack, setStatus, unseat } from '../state-ops';
import { dealtSeats, nextHandPositions, playerCount } from '../tables/geometry';
import { type TournamentState, isCreated } from '../state';

/**
 * May a new hand start at this table now? For the hand-play slice's StartHand: balancing
 * (FSNP Art. 80; LNSE I.96), hand-for-hand (FSNP Art. 125; LNSE I.19-20), closed day.
 */
export function handStartProblem(state: TournamentState, tableId: string): Decision<never> | null {
  // Before creation notRunning refuses first (the format checks find no ending).
  if (!isCreated(state)) return noSuchTournament();
  const s = state;
  const no =
    // A format that stopped with finalists (Art. 142(a)) names them; any other, its own article.
    finalistsOver(s) ??
    formatOver(s) ??
    notRunning(s) ??
    dayClosed(s) ??
    unknownTable(s, tableId) ??
    handRunningAt(s, tableId, citationsFor(s.config.rulesetId).handRunning);
  if (no) return no;
  const t = s.tables[tableId];
  const p = paramsFor(s.config.rulesetId);
  const short = balancingShortfall(s, t);
  if (short)
    return reject(
      'BALANCING_REQUIRED',
      short.cite,
      short.reference === 'fullest-table'
        ? `Table ${tableId} has ${short.players} players against ${short.against} at the fullest: play stops until the tables are balanced.`
        : `Table ${tableId} has ${short.players} players, ${short.against - short.players} fewer than the ${short.against} it started with: play stops until the tables are balanced.`,
    );
  const halt = p.haltNonFinalTableAtPlayers.value;
  if (halt != null && playerCount(t) <= halt && severalOpen(s))
    return reject(
      'TABLE_HALTED',
      p.haltNonFinalTableAtPlayers.cite,
      `Table ${tableId} is down to ${playerCount(t)} players and is not the final table: play stops until tables are reorganised.`,
    );
  return endOfDayHandsProblem(s, tableId) ?? handForHandStartProblem(s, tableId);
}

/** More than one table open? (kept by state-ops.ts: this runs before every hand) */
const severalOpen = (s: TournamentState): boolean => openTableIds(s).size > 1;

export { levelForNewHand };

export const tableHands: Slice = {
  commands: {
    RecordChipCounts: {
      roles: ['director', 'floor'],
      decide(c, s) {
        const no =
          notRunning(s) ??
          unknownTable(s, c.tableId) ??
          handRunningAt(s, c.tableId, citationsFor(s.config.rulesetId).chipCounts);
        if (no) return no;
        const t = s.tables[c.tableId];
        const seats = dealtSeats(t);
        const given = c.counts.map((x) => x.seat).sort((a, b) => a - b);
        if (given.join() !== seats.join())
          return reject(
            'CHIP_COUNT_INCOMPLETE',
            citationsFor(s.config.rulesetId).chipCounts,
            `Count every seat in play at table ${c.tableId} once: seats ${seats.join(', ')}.`,
          );
        if (!c.counts.every((x) => Number.isSafeInteger(x.chips) && x.chips >= 0))
          return reject(
            'INVALID_CHIP_COUNT',
            citationsFor(s.config.rulesetId).chipCounts,
            'Chip counts are whole numbers, zero or more.',
          );
        const before = seats.reduce(
          (a, seat) =>
            a + (t.seats[seat] ? s.entrants[t.seats[seat]].stack : (t.reserved[seat] ?? 0)),
          0,
        );
        const after = c.counts.reduce((a, x) => a + x.chips, 0);
        if (after !== before)
          return reject(
            'CHIP_TOTAL_CHANGED',
            citationsFor(s.config.rulesetId).chipTotal,
            `The counts at table ${c.tableId} total ${fmt(after)} but ${fmt(before)} are in play there; chips only move between players through pots.`,
          );
        const busted = c.counts
          .filter(
            (x) =>
              x.chips === 0 && t.seats[x.seat] && s.entrants[t.seats[x.seat]].status === 'seated',
          )
          .map((x) => t.seats[x.seat]);
        return accept(
          event(
            'ChipCountsRecorded',
            { tableId: c.tableId, counts: c.counts, busted },
            citationsFor(s.config.rulesetId).chipCounts,
          ),
        );
      },
    },
  },
  events: {
    HandStarted(s, d) {
      const t = s.tables[d.tableId];
      const pos = nextHandPositions(t);
      // FSNP Art. 140.2(e): the button came round to or past where it was, a new orbit begins.
      if (pos && t.handNo > 0 && t.buttonSeat != null && pos.button <= t.buttonSeat && orbitMode(s))
        s.orbit++;
      if (pos) t.buttonSeat = pos.button;
      t.handInProgress = true;
      t.handNo = d.handNo;
      s.orbitLevel = d.level;
      t.levelHands =
        t.levelHands?.level === d.level
          ? { level: d.level, hands: t.levelHands.hands + 1 }
          : { level: d.level, hands: 1 };
      // FSNP Art. 31(a): a busted player who did not announce a re-entry before this hand is out
      // (reEntry.mustAnnounceBeforeNextHand; else once he can no longer buy back in).
      for (const pid of Object.values(t.seats)) {
        const e = s.entrants[pid];
        if (lapsesAtNextHand(s, e, d.startedAt)) {
          setStatus(s, e, 'eliminated');
          unseat(s, e);
        }
      }
    },
    HandCompleted(s, d) {
      const t = s.tables[d.tableId];
      t.handInProgress = false;
      for (const x of d.stacks) setSeatStack(s, t, x.seat, x.chips);
    },
    ChipCountsRecorded(s, d) {
      const t = s.tables[d.tableId];
      for (const x of d.counts) setSeatStack(s, t, x.seat, x.chips);
    },
  },
};

/** Registered (seat-less) players, eliminated ones excluded: used by the redraws. */
export const activePlayers = (s: TournamentState): string[] =>
  Object.values(s.entrants)
    .filter((e) => e.status === 'seated' || (e.status === 'busted' && e.announced))
    .map((e) => e.playerId)
    .sort();
