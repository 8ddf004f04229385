/**
 * Eliminations and final standings (FSNP Art. 31, 127-128, 132, 141; LNSE I.59-61, I.68-72;
 * FSPR 5.10.1; DECISION-4). A player who loses his last chip is out unless he may still re-enter
 * (FSNP Art. 31; DECISION-7): then his elimination waits for the next hand at his table.
 */
import type { PlayerEliminatedData } from '../../events/hand-events';
import type { TournamentEvent } from '../../events/tournament-events';
import { accept, reject, type Decision } from '../decider';
import { TOURNAMENT_TYPES, type TournamentTypeCode } from '../../rules';
import { levelEnded } from './clock';
import { formatFinalists } from './format-end';
import { paramsFor, policyFor } from './defaults';
import { handRunningAt, notRunning } from './guards';
import { bookOf } from './hand-state';
import { event, type Slice } from './slice';
import { unseat } from './state-ops';
import type { Entrant, TournamentState } from './state';

/** Could this busted player still buy back in (FSNP Art. 31-32, 139; LNSE I.48)? */
export function mayStillReEnter(s: TournamentState, e: Entrant, now: string): boolean {
  const r = policyFor(s.config!.tournamentType, s.config!.rulesetId).reEntry;
  if (!r || !s.reEntryOpen) return false;
  if (levelEnded(s, paramsFor(s.config!.rulesetId).purchaseWindowEndsAfterLevel.value, now))
    return false;
  const max =
    s.config!.maxReEntriesPerPlayer !== undefined ? s.config!.maxReEntriesPerPlayer : r.max;
  return max == null || e.purchases['re-entry'] + e.purchases.rebuy < max;
}

/** How many players are still in the tournament: seated or busted but not yet out. */
export function aliveCount(s: TournamentState): number {
  let n = 0;
  for (const e of Object.values(s.entrants))
    if (e.status === 'seated' || e.status === 'busted') n++;
  return n;
}

/** Players still in the tournament: seated or busted but not yet out. */
export function playersAlive(s: TournamentState): string[] {
  const out: string[] = [];
  for (const e of Object.values(s.entrants))
    if (e.status === 'seated' || e.status === 'busted') out.push(e.playerId);
  return out;
}

export interface Leaver {
  readonly playerId: string;
  readonly tableId: string | null;
  readonly handNo: number | null;
  readonly stackAtStart: number;
  readonly eliminatedBy: readonly string[];
}

/** FSNP Art. 141(a): the type's data says whether each player carries a bounty chip. */
const isKnockout = (s: TournamentState) =>
  TOURNAMENT_TYPES[s.config!.tournamentType as TournamentTypeCode]?.bounty.value != null;

/**
 * Places for players leaving together (DECISION-4; FSNP Art. 127-128; LNSE I.70-72): at one
 * table the bigger stack at the start of the hand places higher and equal stacks share; players
 * from different tables (hand-for-hand) share the places.
 */
export function eliminationEvents(
  s: TournamentState,
  group: readonly Leaver[],
  reason: PlayerEliminatedData['reason'],
  now: string,
  chipsRemoved: (playerId: string) => number = () => 0,
): TournamentEvent[] {
  if (!group.length) return [];
  // A busted player another slice already took out (a redraw, FSNP Art. 31(a)) still needs his place.
  const alive =
    aliveCount(s) + group.filter((g) => s.entrants[g.playerId]?.status === 'eliminated').length;
  const first = alive - group.length + 1;
  const tables = new Set(group.map((g) => g.tableId));
  const sorted = [...group].sort((a, b) => b.stackAtStart - a.stackAtStart);
  const events: TournamentEvent[] = [];
  const ruleRef = 'FSNP Art. 132; LNSE I.68-72; DECISION-4';
  for (let k = 0; k < sorted.length;) {
    let j = k + 1;
    if (tables.size > 1) j = sorted.length;
    else while (j < sorted.length && sorted[j].stackAtStart === sorted[k].stackAtStart) j++;
    for (let m = k; m < j; m++) {
      const g = sorted[m];
      events.push(
        event(
          'PlayerEliminated',
          {
            playerId: g.playerId,
            reason,
            tableId: g.tableId,
            handNo: g.handNo,
            place: first + k,
            sharedBy: j - k,
            stackAtStart: g.stackAtStart,
            chipsRemoved: chipsRemoved(g.playerId),
            eliminatedBy: g.eliminatedBy,
            ...(isKnockout(s) ? { bountyTo: g.eliminatedBy[0] ?? null } : {}),
            at: now,
          },
          ruleRef,
        ),
      );
    }
    k = j;
  }
  const out = new Set(group.map((g) => g.playerId));
  // A format may end before one player holds every chip (FSNP Art. 142(a)): format-end.ts.
  const ended = formatFinalists(s, out);
  const winnerId =
    alive - group.length === 1 ? playersAlive(s).find((p) => !out.has(p)) : undefined;
  if (ended) events.push(completion(s, ended.finalists[0], events, now, ended));
  else if (winnerId) {
    events.push(completion(s, winnerId, events, now));
  }
  return events;
}

/**
 * The TournamentCompleted event: places from the eliminations so far (and those pending), the
 * winner first; or, where the format ends with several finalists (`endedBy`), the finalists
 * sharing the top places.
 */
export function completion(
  s: TournamentState,
  winnerId: string,
  pending: readonly TournamentEvent[],
  now: string,
  endedBy?: { readonly ruleRef: string; readonly finalists: readonly string[] },
): TournamentEvent {
  const book = s.hands;
  const places: Record<string, { place: number; sharedBy: number }> = { ...(book?.places ?? {}) };
  const bounties: Record<string, number> = { ...(book?.bounties ?? {}) };
  for (const e of pending)
    if (e.type === 'PlayerEliminated') {
      places[e.data.playerId] = { place: e.data.place, sharedBy: e.data.sharedBy };
      if (e.data.bountyTo) bounties[e.data.bountyTo] = (bounties[e.data.bountyTo] ?? 0) + 1;
    }
  const top = endedBy?.finalists ?? [winnerId];
  for (const p of top) places[p] = { place: 1, sharedBy: top.length };
  const standings = Object.entries(places)
    .map(([playerId, p]) => ({ playerId, ...p, bountiesWon: bounties[playerId] ?? 0 }))
    .sort((a, b) => a.place - b.place || a.playerId.localeCompare(b.playerId));
  return event(
    'TournamentCompleted',
    { winnerId, completedAt: now, standings, ...(endedBy ? { endedBy } : {}) },
    endedBy ? `${endedBy.ruleRef}; FSNP Art. 132` : 'FSPR 5.10.1; FSNP Art. 132',
  );
}

const REMOVAL = {
  withdrawal: {
    roles: ['director', 'floor'],
    ruleRef: 'LNSE I.59-61',
    what: 'withdraws',
  },
  disqualification: {
    roles: ['director'],
    ruleRef: 'FSNP Art. 20; FSPR 7.2',
    what: 'is disqualified',
  },
} as const;

export const standings: Slice = {
  commands: {
    RemovePlayer: {
      roles: ['director', 'floor'],
      decide(c, s, ctx): Decision<TournamentEvent> {
        const no = notRunning(s);
        if (no) return no;
        const rule = REMOVAL[c.reason];
        if (!rule)
          return reject('UNKNOWN_REASON', 'LNSE I.59-61', `Unknown reason ${String(c.reason)}.`);
        if (!(rule.roles as readonly string[]).includes(ctx.actor.role))
          return reject(
            'NOT_AUTHORISED',
            rule.ruleRef,
            `Only the tournament director may rule that a player ${rule.what}.`,
          );
        const e = s.entrants[c.playerId];
        if (!e || (e.status !== 'seated' && e.status !== 'busted'))
          return reject(
            'PLAYER_NOT_IN_PLAY',
            'FSNP Art. 132',
            `${c.playerId} is not in play in this tournament.`,
          );
        if (e.tableId) {
          const busy = handRunningAt(s, e.tableId, rule.ruleRef);
          if (busy) return busy;
        }
        // LNSE I.60-61: the chips of a player who leaves are taken out of play, not shared.
        return accept(
          ...eliminationEvents(
            s,
            [
              {
                playerId: e.playerId,
                tableId: e.tableId,
                handNo: e.tableId ? s.tables[e.tableId].handNo : null,
                stackAtStart: e.stack,
                eliminatedBy: [],
              },
            ],
            c.reason,
            ctx.now,
            () => e.stack,
          ),
        );
      },
    },
  },
  events: {
    PlayerEliminated(s, d) {
      const e = s.entrants[d.playerId];
      const book = bookOf(s);
      book.places[d.playerId] = { place: d.place, sharedBy: d.sharedBy };
      delete book.busts[d.playerId];
      if (d.bountyTo) book.bounties[d.bountyTo] = (book.bounties[d.bountyTo] ?? 0) + 1;
      if (!e) return;
      if (d.chipsRemoved > 0) {
        s.chips.removed += d.chipsRemoved;
        e.stack = 0;
      }
      e.status = 'eliminated';
      e.announced = null;
      unseat(s, e);
    },
    TournamentCompleted(s, d) {
      s.status = 'completed';
      const book = bookOf(s);
      for (const x of d.standings)
        book.places[x.playerId] = { place: x.place, sharedBy: x.sharedBy };
    },
  },
};
