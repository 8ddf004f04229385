/**
 * Eliminations and final standings (FSNP Art. 31, 127-128, 132, 141; LNSE I.59-61, I.68-72;
 * FSPR 5.10.1; DECISION-4). A player who loses his last chip is out unless he may still re-enter
 * (FSNP Art. 31; DECISION-7): then his elimination waits for the next hand at his table.
 */
import type { PlayerEliminatedData } from '../../../events/hand-events';
import type { TournamentEvent } from '../../../events/tournament-events';
import { getRuleset } from '../../../rules/registry';
import { accept, reject, type Decision } from '../../decider';
import { TOURNAMENT_TYPES, type TournamentTypeCode } from '../../../rules';
import { levelEnded } from '../clock/time';
import { formatFinalists } from '../formats/end';
import { citationsFor, paramsFor, policyFor } from '../defaults';
import {
  completionRef,
  formatEndsWith,
  survivorPlaces,
  type SurvivorPlace,
} from '../formats/endings';
import { handRunningAt, notRunning } from '../guards';
import { bookOf } from '../hands/state';
import { cites } from '../prizes/rules';
import { event, type Slice } from '../slice';
import { chipsRemoved, isStillIn, playersStillIn, setStack, setStatus, unseat } from '../state-ops';
import { type Entrant, type TournamentState, type CreatedTournament, created } from '../state';
import { chipsTakenFrom, removeChips, removeValue } from '../chips/inventory';

/** Could this busted player still buy back in (FSNP Art. 31-32, 139; LNSE I.48)? */
export function mayStillReEnter(state: TournamentState, e: Entrant, now: string): boolean {
  // LNSE 123/13 I.53: a rebuy already paid during the hand keeps him in.
  if ((e.pendingChips ?? 0) > 0) return true;
  const s = created(state);
  const r = policyFor(s.config.tournamentType, s.config.rulesetId).reEntry;
  if (!r || !s.reEntryOpen) return false;
  const end =
    s.config.entryTerms?.rebuyUntilLevel ??
    paramsFor(s.config.rulesetId).purchaseWindowEndsAfterLevel.value;
  if (levelEnded(s, end, now)) return false;
  const max = s.config.maxReEntriesPerPlayer !== undefined ? s.config.maxReEntriesPerPlayer : r.max;
  return max == null || e.purchases['re-entry'] + e.purchases.rebuy < max;
}

/**
 * Does this busted player drop out when the next hand starts at his table (FSNP Art. 31(a);
 * LNSE 123/13 I.54)? Where the ruleset makes the announcement due before the next hand
 * (reEntry.mustAnnounceBeforeNextHand), an unannounced bust lapses then; where it does not, he
 * keeps his seat without chips and lapses only once he can no longer buy back in.
 */
export function lapsesAtNextHand(s: CreatedTournament, e: Entrant, now: string): boolean {
  if (e.status !== 'busted' || e.announced) return false;
  const rule = (getRuleset(s.config.rulesetId) ?? getRuleset('fsnp')).reEntry;
  return rule.mustAnnounceBeforeNextHand.value || !mayStillReEnter(s, e, now);
}

/** How many players are still in the tournament: seated or busted but not yet out. */
export const aliveCount = (s: TournamentState): number => playersStillIn(s);

/** Players still in the tournament: seated or busted but not yet out. */
export function playersAlive(s: TournamentState): string[] {
  const out: string[] = [];
  for (const e of Object.values(s.entrants)) if (isStillIn(e.status)) out.push(e.playerId);
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
const isKnockout = (s: CreatedTournament) =>
  TOURNAMENT_TYPES[s.config.tournamentType as TournamentTypeCode]?.bounty.value != null;

/**
 * Seats clockwise from the button of the hand the player left in (0 = first seat to its left),
 * for who takes an indivisible unit of a shared prize first (DECISION-4).
 */
function seatsFromButton(s: CreatedTournament, l: Leaver): number {
  const h = l.tableId ? s.hands?.tables[l.tableId] : undefined;
  const seat =
    h?.handNo === l.handNo ? h.plan.dealtIn.find((d) => d.playerId === l.playerId) : null;
  if (!h || !seat) return Number.MAX_SAFE_INTEGER;
  const n = s.tables[l.tableId!].seatCount;
  return (seat.seat - h.plan.buttonSeat - 1 + 2 * n) % n;
}

const byTableNumber = (a: string | null, b: string | null) =>
  (a ?? '').localeCompare(b ?? '', 'en', { numeric: true });

/**
 * Places for players leaving together (FSNP Art. 127-128; LNSE I.70-72; DECISION-4), with the
 * ruleset's citations (Club Rule 75 for the club). At each table the bigger stack at the start of
 * the hand places higher (Art. 128) and equal stacks share; across tables the k-th player out at
 * each table leaves at the same moment, so they share the place, numbered the better (Art. 127).
 */
export function eliminationEvents(
  state: TournamentState,
  group: readonly Leaver[],
  reason: PlayerEliminatedData['reason'],
  now: string,
  chipsRemoved: (playerId: string) => number = () => 0,
  /** Chips of the players still in once this happens (the hand's final stacks, if any). */
  stackOf: (playerId: string) => number = (p) => state.entrants[p]?.stack ?? 0,
): TournamentEvent[] {
  if (!group.length) return [];
  const s = created(state);
  // A busted player another slice already took out (a redraw, a table break: FSNP Art. 31(a))
  // still needs his place, whether he is placed now or waits for his hand-for-hand round to end
  // (FSNP Art. 127): until then he counts among the players left, or two would share a number.
  const takenOut = new Set<string>();
  for (const g of group)
    if (s.entrants[g.playerId]?.status === 'eliminated') takenOut.add(g.playerId);
  for (const p of Object.keys(s.hands?.busts ?? {}))
    if (s.entrants[p]?.status === 'eliminated') takenOut.add(p);
  const alive = aliveCount(s) + takenOut.size;
  const first = alive - group.length + 1;
  // Tier = how many players of his own table left with a smaller starting stack.
  const tierOf = (g: Leaver) =>
    group.filter((x) => x.tableId === g.tableId && x.stackAtStart < g.stackAtStart).length;
  const tiers = [...new Set(group.map(tierOf))].sort((a, b) => b - a);
  const t = (getRuleset(s.config.rulesetId) ?? getRuleset('fsnp')).tables;
  // LNSE 123/13 I.57: a bust is an elimination once no rebuy right is left or it was not used.
  const when = reason === 'busted' ? citationsFor(s.config.rulesetId).eliminated : undefined;
  const base = when ? cites(when, t.placeByElimination.cite) : t.placeByElimination.cite;
  const sameTable = group.some((g) => group.some((x) => x !== g && x.tableId === g.tableId));
  const events: TournamentEvent[] = [];
  let better = 0;
  // FSNP Art. 35: the chips each stack leaving play takes out of the room's count, decided here
  // (largest first, chips/inventory.ts) and recorded, so a replay never decides it again.
  const inventory = s.chips.byDenomination ? { ...s.chips.byDenomination } : null;
  const leavingChips = (value: number) => {
    const taken = inventory && value > 0 ? chipsTakenFrom(inventory, value) : null;
    for (const x of taken ?? []) inventory![x.denomination] -= x.count;
    return taken ? { chipsRemovedByDenomination: taken } : {};
  };
  for (const tier of tiers) {
    const members = group
      .filter((g) => tierOf(g) === tier)
      .sort(
        (a, b) =>
          seatsFromButton(s, a) - seatsFromButton(s, b) || byTableNumber(a.tableId, b.tableId),
      );
    const acrossTables = new Set(members.map((g) => g.tableId)).size > 1;
    const ruleRef = cites(
      base,
      ...(sameTable ? [t.sameHandSameTable.cite] : []),
      ...(members.length > 1 && !acrossTables ? [t.equalStartStacks.cite] : []),
      ...(acrossTables ? [t.sameHandDifferentTables.cite, t.sharedPlaceNumber.cite] : []),
    );
    members.forEach((g, i) =>
      events.push(
        event(
          'PlayerEliminated',
          {
            playerId: g.playerId,
            reason,
            tableId: g.tableId,
            handNo: g.handNo,
            place: first + better,
            sharedBy: members.length,
            ...(members.length > 1 ? { splitOrder: i + 1 } : {}),
            stackAtStart: g.stackAtStart,
            chipsRemoved: chipsRemoved(g.playerId),
            ...leavingChips(chipsRemoved(g.playerId)),
            eliminatedBy: g.eliminatedBy,
            ...(isKnockout(s) ? { bountyTo: g.eliminatedBy[0] ?? null } : {}),
            at: now,
          },
          ruleRef,
        ),
      ),
    );
    better += members.length;
  }
  const out = new Set(group.map((g) => g.playerId));
  // A format may end before one player holds every chip: with several finalists (FSNP Art. 142(a),
  // formats/end.ts), or at a number of players left (FSNP Art. 18, 140.1(a): formats/endings.ts).
  const ended = formatFinalists(s, out);
  if (ended) {
    events.push(completion(s, finalistPlaces(ended.finalists), events, now, ended));
  } else if (formatEndsWith(s, alive - group.length)) {
    const survivors = playersAlive(s)
      .filter((p) => !out.has(p))
      .map((playerId) => ({ playerId, chips: stackOf(playerId) }));
    events.push(completion(s, survivorPlaces(s, survivors), events, now));
  }
  return events;
}

/** Finalists of a format that stops with several (FSNP Art. 142(a)) share the top place. */
export const finalistPlaces = (finalists: readonly string[]): SurvivorPlace[] =>
  finalists.map((playerId) => ({ playerId, place: 1, sharedBy: finalists.length }));

/**
 * The TournamentCompleted event: places from the eliminations so far (and those pending), the
 * winner first; or, where the format ends with several finalists (`endedBy`), the finalists
 * sharing the top places.
 */
export function completion(
  s: CreatedTournament,
  survivors: readonly SurvivorPlace[],
  pending: readonly TournamentEvent[],
  now: string,
  endedBy?: { readonly ruleRef: string; readonly finalists: readonly string[] },
): TournamentEvent {
  const winnerId = survivors.find((x) => x.place === 1)!.playerId;
  const book = s.hands;
  const places: Record<string, { place: number; sharedBy: number; splitOrder?: number }> = {
    ...(book?.places ?? {}),
  };
  const bounties: Record<string, number> = { ...(book?.bounties ?? {}) };
  for (const e of pending)
    if (e.type === 'PlayerEliminated') {
      places[e.data.playerId] = {
        place: e.data.place,
        sharedBy: e.data.sharedBy,
        splitOrder: e.data.splitOrder,
      };
      if (e.data.bountyTo) bounties[e.data.bountyTo] = (bounties[e.data.bountyTo] ?? 0) + 1;
    }
  const chips = new Map<string, number>();
  for (const x of survivors) {
    places[x.playerId] = { place: x.place, sharedBy: x.sharedBy };
    if (x.chips !== undefined) chips.set(x.playerId, x.chips);
  }
  // DECISION-4: inside a shared place the standings keep the order of the indivisible units.
  const standings = Object.entries(places)
    .map(([playerId, p]) => ({ playerId, ...p }))
    .sort(
      (a, b) =>
        a.place - b.place ||
        (a.splitOrder ?? 0) - (b.splitOrder ?? 0) ||
        a.playerId.localeCompare(b.playerId),
    )
    .map(({ playerId, place, sharedBy }) => ({
      playerId,
      place,
      sharedBy,
      bountiesWon: bounties[playerId] ?? 0,
      ...(chips.has(playerId) ? { chips: chips.get(playerId)! } : {}),
    }));
  return event(
    'TournamentCompleted',
    { winnerId, completedAt: now, standings, ...(endedBy ? { endedBy } : {}) },
    endedBy
      ? `${endedBy.ruleRef}; ${citationsFor(s.config.rulesetId).tournamentCompleted}`
      : [citationsFor(s.config.rulesetId).tournamentCompleted, completionRef(s)]
          .filter(Boolean)
          .join('; '),
  );
}

/**
 * Who may take a player out, and the article: a withdrawal (LNSE I.59-61); a disqualification
 * by the officials the ruleset in force lets disqualify, under its article (issue 20: LNSE
 * 123/13 II.41, III.5 lets a Supervisor disqualify; FSNP Art. 20 only the TD).
 */
function removalRule(
  s: CreatedTournament,
  reason: string,
): { roles: readonly string[]; ruleRef: string; what: string } | null {
  if (reason === 'withdrawal')
    return {
      roles: ['director', 'floor'],
      ruleRef: citationsFor(s.config.rulesetId).withdrawal,
      what: 'withdraws',
    };
  if (reason !== 'disqualification') return null;
  const a = getRuleset(s.config.rulesetId as never).discipline.authority;
  return {
    roles: a.value['disqualification-competition'] ?? ['director'],
    ruleRef: a.cite,
    what: 'is disqualified',
  };
}

export const standings: Slice = {
  commands: {
    RemovePlayer: {
      roles: ['director', 'floor'],
      decide(c, s, ctx): Decision<TournamentEvent> {
        const no = notRunning(s);
        if (no) return no;
        const rule = removalRule(s, c.reason);
        if (!rule)
          return reject(
            'UNKNOWN_REASON',
            citationsFor(s.config.rulesetId).withdrawal,
            `Unknown reason ${String(c.reason)}: a player withdraws or is disqualified.`,
          );
        if (!(rule.roles as readonly string[]).includes(ctx.actor.role))
          return reject(
            'NOT_AUTHORISED',
            rule.ruleRef,
            `Only the ${rule.roles.join(' or ')} may rule that a player ${rule.what}.`,
          );
        const e = s.entrants[c.playerId];
        if (!e || (e.status !== 'seated' && e.status !== 'busted'))
          return reject(
            'PLAYER_NOT_IN_PLAY',
            citationsFor(s.config.rulesetId).tournamentCompleted,
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
      book.places[d.playerId] = {
        place: d.place,
        sharedBy: d.sharedBy,
        ...(d.splitOrder ? { splitOrder: d.splitOrder } : {}),
        ...(d.reason === 'disqualification' ? { disqualified: true as const } : {}),
      };
      delete book.busts[d.playerId];
      if (d.bountyTo) book.bounties[d.bountyTo] = (book.bounties[d.bountyTo] ?? 0) + 1;
      if (!e) return;
      if (d.chipsRemoved > 0) {
        chipsRemoved(s, d.chipsRemoved);
        if (d.chipsRemovedByDenomination) removeChips(s, d.chipsRemovedByDenomination);
        else removeValue(s, d.chipsRemoved);
        setStack(e, 0);
      }
      setStatus(s, e, 'eliminated');
      e.announced = null;
      unseat(s, e);
    },
    // FSNP Art. 140: the loser of a heads-up match is placed by his round; the standings' book
    // keeps that place for the tournament's completion, and he is no longer a pending bust.
    HeadsUpMatchCompleted(s, d) {
      if (!s.hands) return;
      const book = bookOf(s);
      book.places[d.loserId] = { place: d.loserPlace, sharedBy: d.loserSharedBy };
      delete book.busts[d.loserId];
    },
    TournamentCompleted(s, d) {
      const book = bookOf(s);
      for (const x of d.standings)
        book.places[x.playerId] = {
          place: x.place,
          sharedBy: x.sharedBy,
          ...(book.places[x.playerId]?.disqualified ? { disqualified: true as const } : {}),
        };
    },
  },
};
