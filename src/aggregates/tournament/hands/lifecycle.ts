/**
 * A hand at a table, step by step (FSNP Art. 45-118; TDA betting and showdown rules): start
 * (button, blinds, antes and who is dealt in, src/poker/button.ts), forced bets, hole cards,
 * each action validated by the engine, board, showdown, pots, completion with eliminations.
 */
import { boardAfterHand } from './board-after-hand';
import { servesInHand } from '../discipline/state';
import { timeCallOf } from './timing';
import type {
  DealtHand,
  FixedLimitTerms,
  HandPlannedData,
  StudTerms,
  HandSeat,
  PotsAwardedData,
} from '../../../events/hand-events';
import type { TournamentEvent } from '../../../events/tournament-events';
import {
  ButtonPlanError,
  handConfigFor,
  planNextHand,
  positionsOf,
  type AnteFormat,
  type BlindLevel,
  type HandPlan,
  type PreviousPositions,
  type SeatedPlayer,
} from '../../../poker/button';
import { applyAction, forfeitChips, startHand } from '../../../poker/hand';
import { STUD_FACE_UP } from '../../../poker/stud';
import type { HandConfig, HandState } from '../../../poker/hand-types';
import { HAND_RULES } from '../../../poker/rule-refs';
import type { Rejection } from '../../../shared/rejection';
import { getRuleset } from '../../../rules/registry';
import type { RulesetCitations } from '../../../rules/types';
import { accept, reject, type DecideContext, type Decision } from '../../decider';
import { clockAt, levelForNewHand } from '../clock/time';
import { citationsFor } from '../defaults';
import { planRefsInForce } from '../cite-in-force';
import { computeAward, forfeitedPotCite, isAward } from './award';
import { amountOf, autoSteps, engineActionFor } from './flow';
import { actReadingRules, outOfTurnPenaltyRule, prematureCallRule, showdownRules } from './reading';
import { killEvents } from './corrections';
import { readAct, type ActReading, type SeenAct } from '../../../poker/chip-push';
import { bigBetOption, completing } from '../../../poker/stud-betting';
import type { HandAction } from '../../../poker/hand-types';
import type { RecordAction } from './commands';
import type { RecordedAction } from '../../../events/hand-events';
import { bookOf, handAt, indexOfSeat, noHand, noHandYet, notPosted, type TableHand } from './state';
import { frozenProblem, handForHandCompletion, handForHandRoundEvents } from './hand-for-hand';
import {
  completion,
  eliminationEvents,
  finalistPlaces,
  lapsesAtNextHand,
  mayStillReEnter,
  type Leaver,
} from '../standings/standings';
import { formatFinalists } from '../formats/end';
import { handStartProblem } from './table-hands';
import { gameRowOf, levelGame, levelStructure } from '../clock/level-game';
import { event, type Slice } from '../slice';
import type { Entrant, TournamentState, CreatedTournament } from '../state';
import { openTableIds } from '../state-ops';

const ANTE_FORMAT: Record<string, AnteFormat> = {
  'every-player': 'standard',
  'big-blind-ante': 'big-blind',
};

function blindLevel(s: CreatedTournament, now: string, level = levelForNewHand(s, now)) {
  const spec = s.levels.find((l) => l.level === level) ?? s.levels[s.levels.length - 1];
  const rs = getRuleset(s.config.rulesetId);
  const game = levelGame(s, spec);
  const stud = gameRowOf(game).forcedBets === 'ante-bring-in';
  // Stud: every player dealt in antes (PHH.md 5 `antes`), whatever the ruleset's Hold'em format.
  const anteFormat: AnteFormat =
    spec.ante > 0
      ? stud
        ? 'standard'
        : (ANTE_FORMAT[rs?.game.anteFormat.value ?? 'every-player'] ?? 'standard')
      : 'none';
  const structure = levelStructure(s, spec);
  return {
    level: spec.level,
    smallBlind: spec.smallBlind,
    bigBlind: spec.bigBlind,
    ante: spec.ante,
    anteFormat,
    // Issue 23: the level's game is part of its forced-bet structure, so a redeal at the
    // misdealt hand's level (Club Rule 23, 35) is dealt in that level's game too.
    game,
    structure,
    ...(structure === 'fixed-limit' ? { fixedLimit: fixedLimitTerms(spec, rs) } : {}),
    ...(stud ? { stud: studTerms(spec, rs) } : {}),
  };
}

/**
 * A stud level's bring-in (validated present at publication, levelShapeProblems) and the
 * ruleset's bring-in suit order and open-pair option (game.stud).
 */
function studTerms(
  spec: TournamentState['levels'][number],
  rs: ReturnType<typeof getRuleset>,
): StudTerms {
  return {
    bringIn: spec.bringIn ?? Math.max(1, Math.floor((spec.smallBet ?? spec.bigBlind) / 2)),
    bringInSuitOrder: rs?.game.stud.bringInSuitOrder.value ?? 'cdhs',
    openPairBigBet: rs?.game.stud.openPairBigBet.value ?? false,
  };
}

/**
 * The engine's stud configuration from a hand's recorded terms: no blinds, the ante from every
 * player dealt in, the bring-in and the ruleset's stud rules (src/poker/stud.ts).
 */
const studConfig = (p: HandPlannedData, st: StudTerms): Partial<HandConfig> => ({
  antes: p.dealtIn.map(() => p.ante),
  blinds: p.dealtIn.map(() => 0),
  bigBlind: p.fixedLimit?.smallBet ?? p.bigBlind,
  blindBeforeAnte: false,
  bringIn: st.bringIn,
  bringInSuitOrder: st.bringInSuitOrder as HandConfig['bringInSuitOrder'] & string,
  ...(st.openPairBigBet ? { studOpenPairBigBet: true } : {}),
});

/**
 * A fixed-limit level's bets (validated present at publication, levelShapeProblems) and the
 * ruleset's cap on bets and raises per round, and whether it is lifted heads-up (game.fixedLimit).
 */
function fixedLimitTerms(
  spec: TournamentState['levels'][number],
  rs: ReturnType<typeof getRuleset>,
): FixedLimitTerms {
  const smallBet = spec.smallBet ?? spec.bigBlind;
  return {
    smallBet,
    bigBet: spec.bigBet ?? 2 * smallBet,
    raiseCap: rs?.game.fixedLimit.raiseCap.value ?? null,
    capLiftedHeadsUp: rs?.game.fixedLimit.capLiftedHeadsUp.value ?? false,
  };
}

/** The engine's fixed-limit configuration from a hand's recorded terms (none: not fixed-limit). */
const fixedLimitConfig = (f: FixedLimitTerms | undefined): Partial<HandConfig> =>
  f
    ? {
        smallBet: f.smallBet,
        bigBet: f.bigBet,
        ...(f.raiseCap !== null ? { raiseCap: f.raiseCap } : {}),
        ...(f.capLiftedHeadsUp ? { capLiftedHeadsUp: true } : {}),
      }
    : {};

const levelOf = (p: HandPlannedData): BlindLevel => ({
  smallBlind: p.smallBlind,
  bigBlind: p.bigBlind,
  ante: p.ante,
  anteFormat: p.anteFormat,
});

const planOf = (p: HandPlannedData): HandPlan => ({
  ...p,
  dealtIn: p.dealtIn.map((d) => d.seat),
  posts: [],
});

/** The engine configuration a ForcedBetsPosted event starts (same inputs, same hand). */
export function handConfigOf(
  p: HandPlannedData,
  structure: HandConfig['structure'],
  chipUnit: number,
  reopening?: HandConfig['reopening'],
): HandConfig {
  const seated: SeatedPlayer[] = p.dealtIn.map((d) => ({ seat: d.seat, stack: d.stack }));
  return {
    ...handConfigFor(planOf(p), seated, levelOf(p)),
    // The engine deals Hold'em unless told otherwise: only another game is named in its config.
    ...(gameRowOf(p.game).engine !== 'holdem' ? { game: gameRowOf(p.game).engine } : {}),
    structure,
    ...(structure === 'fixed-limit' ? fixedLimitConfig(p.fixedLimit) : {}),
    ...(p.stud ? studConfig(p, p.stud) : {}),
    chipUnit,
    ...(reopening ? { reopening } : {}),
  };
}

/**
 * Busted players at this table who let the next hand start without buying back in (Art. 31(a)):
 * busted here, or busted elsewhere and moved here by a table break (this hand's start takes them
 * out, so they are placed now, before any later elimination takes a place ahead of them).
 * During hand-for-hand a player out at another table who can no longer re-enter waits for his
 * round to end and is placed with the others out in it (FSNP Art. 127; DECISION-4), not here.
 */
function lapsedBusts(s: CreatedTournament, tableId: string, now: string): Leaver[] {
  const out: Leaver[] = [];
  for (const [playerId, b] of Object.entries(s.hands?.busts ?? {})) {
    const e = s.entrants[playerId];
    if (!e) continue;
    const here = b.tableId === tableId || e.tableId === tableId;
    const lapsed = here && lapsesAtNextHand(s, e, now);
    // Busted at this table in an earlier hand: his round is over, he lapses now.
    if (s.handForHand && b.tableId !== tableId && !mayStillReEnter(s, e, now)) continue;
    if (lapsed || e.status === 'eliminated')
      out.push({
        playerId,
        tableId: b.tableId,
        handNo: b.handNo,
        stackAtStart: b.stackAtStart,
        eliminatedBy: b.eliminatedBy,
      });
  }
  return out;
}

function startHandDecision(
  s: CreatedTournament,
  tableId: string,
  ctx: DecideContext,
): Decision<TournamentEvent> {
  const no = handStartProblem(s, tableId);
  if (no) return no;
  if (clockAt(s, ctx.now).onBreak)
    return reject(
      'ON_BREAK',
      citationsFor(s.config.rulesetId).onBreak,
      'The tournament is on a break: no hand may start until play resumes.',
    );
  const t = s.tables[tableId];
  const lapsed = lapsedBusts(s, tableId, ctx.now);
  const out = eliminationEvents(s, lapsed, 'busted', ctx.now);
  if (out.some((e) => e.type === 'TournamentCompleted')) return accept(...out);
  // A format already over with nobody leaving now (FSNP Art. 142(a)) completes instead of dealing.
  const over = out.length ? null : formatFinalists(s);
  if (over) return accept(completion(s, finalistPlaces(over.finalists), [], ctx.now, over));
  const leaving = new Set(lapsed.map((l) => l.playerId));
  const seated: (SeatedPlayer & { playerId: string | null })[] = [];
  for (const [seatNo, pid] of Object.entries(t.seats)) {
    const e = s.entrants[pid];
    if (!e || leaving.has(pid) || e.stack <= 0) continue;
    seated.push({
      seat: Number(seatNo),
      stack: e.stack,
      newArrival: e.waitsForButton,
      playerId: pid,
    });
  }
  // FSNP Art. 135(a): a reserved seat's starting set posts its blinds like an absent player.
  for (const [seatNo, chips] of Object.entries(t.reserved))
    if (chips > 0 && !t.seats[Number(seatNo)])
      seated.push({ seat: Number(seatNo), stack: chips, playerId: null });
  if (seated.length < 2)
    return reject(
      'NOT_ENOUGH_PLAYERS',
      citationsFor(s.config.rulesetId).handInPlay,
      `Table ${tableId} needs at least two players with chips to deal a hand.`,
    );
  const book = s.hands;
  const redeal = book?.redeal?.[tableId];
  // Club Rule 23, 35: a redeal is an exact replay at the misdealt hand's level, even when the
  // clock has moved on meanwhile; every other hand takes the level in force (FSNP Art. 61).
  const lvl = blindLevel(s, ctx.now, redeal?.level);
  const rulesInForce = getRuleset(s.config.rulesetId) ?? getRuleset('fsnp');
  const newLevel = rulesInForce.clock.newLevelFrom;
  // A redeal is planned again from the hand before the misdeal (HandVoided restored it), so it
  // keeps that hand's dead small blind or dead button (FSNP Art. 48, 49, 57; FSPR 6.3); only a
  // table's first hand starts from the drawn button.
  const previous: PreviousPositions | null = t.handNo > 0 ? (book?.last[tableId] ?? null) : null;
  const drawn = redeal?.buttonSeat ?? t.buttonSeat ?? Math.max(...seated.map((p) => p.seat));
  let plan: HandPlan;
  try {
    plan = planNextHand(t.seatCount, seated, lvl, previous, drawn);
  } catch (err) {
    if (err instanceof ButtonPlanError)
      return reject(err.code, citationsFor(s.config.rulesetId).buttonPlan, err.message);
    throw err;
  }
  const bySeat = new Map(seated.map((p) => [p.seat, p]));
  const handNo = t.handNo + 1;
  const dealtIn: HandSeat[] = plan.dealtIn.map((seat) => ({
    seat,
    playerId: bySeat.get(seat)!.playerId,
    stack: bySeat.get(seat)!.stack,
  }));
  return accept(
    ...out,
    ...handForHandRoundEvents(s, tableId, ctx.now),
    event(
      'HandStarted',
      { tableId, handNo, level: lvl.level, game: lvl.game, startedAt: ctx.now },
      newLevel.cite,
    ),
    event(
      'HandPlanned',
      {
        tableId,
        handNo,
        ...lvl,
        buttonSeat: plan.buttonSeat,
        buttonDead: plan.buttonDead,
        smallBlindSeat: plan.smallBlindSeat,
        smallBlindDead: plan.smallBlindDead,
        bigBlindSeat: plan.bigBlindSeat,
        headsUp: plan.headsUp,
        dealtIn,
        waiting: plan.waiting,
        ruleRefs: planRefsInForce(plan.ruleRefs, plan.headsUp, rulesInForce),
      },
      // Issue 18: the event and its `ruleRefs` cite the ruleset in force, never another's.
      citationsFor(s.config.rulesetId).handPlanned,
    ),
  );
}

function current(
  s: CreatedTournament,
  c: { tableId: string; handNo: number },
): TableHand | Decision<never> {
  // FSNP Art. 126-127: a table frozen by an announced all-in waits its turn.
  const no = noHand(s, c.tableId, c.handNo) ?? frozenProblem(s, c.tableId);
  if (no) return no;
  return handAt(s, c.tableId)!;
}
const isHand = (x: TableHand | Decision<never>): x is TableHand => 'plan' in x;

/** `s`: the tournament, whose ruleset's article the refusal cites (issue 18). */
function seatIndex(s: CreatedTournament, h: TableHand, seat: number): number | Decision<never> {
  const i = indexOfSeat(h, seat);
  return i >= 0
    ? i
    : reject(
        'NOT_DEALT_IN',
        citationsFor(s.config.rulesetId).notDealtIn,
        `Seat ${seat} was not dealt into hand ${h.handNo} at table ${h.tableId}.`,
      );
}

/** Eliminations once a hand's stacks are known (FSNP Art. 31, 132; DECISION-4, DECISION-7). */
function completionEvents(
  s: CreatedTournament,
  h: TableHand,
  final: readonly number[],
  now: string,
): TournamentEvent[] {
  const busted: Leaver[] = [];
  h.plan.dealtIn.forEach((d, i) => {
    if (d.playerId && final[i] === 0)
      busted.push({
        playerId: d.playerId,
        tableId: h.tableId,
        handNo: h.handNo,
        stackAtStart: d.stack,
        eliminatedBy: (h.winnersBySeat[d.seat] ?? [])
          .map((x) => h.plan.dealtIn[h.seats.indexOf(x)].playerId!)
          .filter(Boolean),
      });
  });
  // Out but not yet placed: busted at another table, or already taken out of play without a
  // place (a busted player moved by a table break whose new table dealt a hand while his
  // hand-for-hand round was still being played). Each is placed once, with his round.
  const here = new Set(busted.map((b) => b.playerId));
  const pendingElsewhere = Object.entries(s.hands?.busts ?? {})
    .filter(([pid, b]) => {
      const st = s.entrants[pid]?.status;
      return (
        !here.has(pid) && ((st === 'busted' && b.tableId !== h.tableId) || st === 'eliminated')
      );
    })
    .map(([playerId, b]) => ({ playerId, ...b }));
  if (!busted.length && !pendingElsewhere.length) return [];
  const finalOf = new Map(h.plan.dealtIn.map((d, i) => [d.playerId, final[i]]));
  // Only "one player or fewer with chips" matters: stop counting at two. Two in play at this
  // table with chips settle it without walking the whole field (issue 16: cost flat in the field).
  let withChips = 0;
  for (const [pid, chips] of finalOf) {
    const st = pid ? s.entrants[pid]?.status : undefined;
    if ((st === 'seated' || st === 'busted') && chips > 0 && ++withChips > 1) break;
  }
  if (withChips < 2) {
    // Two players in with chips anywhere: first among those seated at the open tables, where
    // they nearly always are, then, only if that finds fewer than two, among every entrant (a
    // 10,000-entry walk; only whether there are two matters, so the order of the search does not).
    const hasChips = (e: Entrant | undefined) =>
      !!e &&
      (e.status === 'seated' || e.status === 'busted') &&
      (finalOf.has(e.playerId) ? finalOf.get(e.playerId)! : e.stack) > 0;
    withChips = 0;
    let first: string | undefined;
    seated: for (const id of openTableIds(s))
      for (const pid of Object.values(s.tables[id].seats))
        if (pid !== first && hasChips(s.entrants[pid])) {
          first = pid;
          if (++withChips > 1) break seated;
        }
    if (withChips < 2) {
      withChips = 0;
      for (const id in s.entrants) if (hasChips(s.entrants[id]) && ++withChips > 1) break;
    }
  }
  const now_ = (l: Leaver) =>
    withChips <= 1 ||
    s.entrants[l.playerId].status === 'eliminated' ||
    !mayStillReEnter(s, s.entrants[l.playerId], now);
  // Hand-for-hand (FSNP Art. 125-128; LNSE I.19-22): the players out in a round are placed together.
  if (s.handForHand && withChips > 1)
    return handForHandCompletion(
      s,
      h.tableId,
      busted.filter(now_),
      pendingElsewhere.filter(now_),
      now,
    );
  const group = [...busted.filter(now_), ...(withChips <= 1 ? pendingElsewhere.filter(now_) : [])];
  // The hand's final stacks rank the survivors where the format ends early (FSNP Art. 140.1(f)).
  return eliminationEvents(s, group, 'busted', now, undefined, (p) =>
    finalOf.has(p) ? finalOf.get(p)! : (s.entrants[p]?.stack ?? 0),
  );
}

/**
 * A refusal of the hand engine, cited by the ruleset in force where its table has the article
 * (issue 18); otherwise the engine's own citation.
 */
function engineRefused(s: CreatedTournament, rejection: Rejection): Decision<never> {
  // Issue 23: a capped fixed-limit round cites the ruleset's own game.fixedLimit.raiseCap.
  const own =
    rejection.code === 'RAISE_CAP_REACHED'
      ? getRuleset(s.config.rulesetId)?.game.fixedLimit.raiseCap.cite
      : citationsFor(s.config.rulesetId).handRefusals[rejection.code];
  return { ok: false, rejection: own ? { ...rejection, ruleRef: own } : rejection };
}

function awardEvent(
  s: CreatedTournament,
  h: TableHand,
  award: Exclude<ReturnType<typeof computeAward>, Decision<never>>,
  now: string,
): TournamentEvent {
  const data: PotsAwardedData = {
    tableId: h.tableId,
    handNo: h.handNo,
    method: award.method,
    pots: award.pots,
    returned: award.returned,
    ...(award.hiddenReturned?.length ? { hiddenReturned: award.hiddenReturned } : {}),
    at: now,
  };
  return event(
    'PotsAwarded',
    data,
    award.method === 'declared'
      ? citationsFor(s.config.rulesetId).potsAwardedDeclared
      : citationsFor(s.config.rulesetId).potsAwardedShowdown,
  );
}

export const handLifecycle: Slice = {
  commands: {
    StartHand: {
      roles: ['dealer', 'floor', 'director'],
      decide: (c, s, ctx) => startHandDecision(s, c.tableId, ctx),
    },
    PostForcedBets: {
      roles: ['dealer', 'floor', 'director'],
      beforeCreation: noHandYet,
      decide(c, s, ctx) {
        const h = current(s, c);
        if (!isHand(h)) return h;
        if (h.engine)
          return reject(
            'FORCED_BETS_ALREADY_POSTED',
            citationsFor(s.config.rulesetId).forcedBetsPosted,
            `The forced bets of hand ${h.handNo} are already posted.`,
          );
        const absent = c.absentSeats ?? [];
        const stray = absent.filter((x) => indexOfSeat(h, x) < 0);
        if (stray.length)
          return reject(
            'NOT_DEALT_IN',
            citationsFor(s.config.rulesetId).absentSeat,
            `Seat ${stray.join(', ')} is not dealt into this hand.`,
          );
        const rs = getRuleset(s.config.rulesetId);
        // Issue 23: the betting structure recorded at HandPlanned; streams older than it recorded
        // the game only (its row's structure), or nothing (the ruleset's structure).
        const structure =
          h.plan.structure ??
          (h.plan.game
            ? gameRowOf(h.plan.game).structure
            : (rs?.game.bettingStructure.value ?? 'no-limit'));
        const chipUnit = s.denominations[0] ?? 1;
        // Club Rule 47; FSNP Art. 90; DECISION-6: when a short raise reopens the betting.
        const under = rs?.game.underRaise;
        const reopening = under && {
          shortAllInReopens: under.shortAllInReopens.value,
          cumulativeShortAllInsReopen: under.cumulativeShortAllInsReopen.value,
        };
        let engine = startHand(handConfigOf(h.plan, structure, chipUnit, reopening));
        const posts = engine.players.flatMap((p, i) => {
          const seat = h.seats[i];
          const out = [];
          if (p.ante > 0)
            out.push({ seat, kind: 'ante' as const, amount: p.ante, allIn: p.stack === 0 });
          if (p.bet > 0)
            out.push({
              seat,
              kind:
                seat === h.plan.bigBlindSeat ? ('big-blind' as const) : ('small-blind' as const),
              amount: p.bet,
              allIn: p.stack === 0,
            });
          return out;
        });
        const dealt = c.hands ? dealHoles(s, h, engine, c.hands) : null;
        if (dealt && !('players' in dealt)) return dealt;
        if (dealt) engine = dealt;
        // FSPR 6.4.4, 7.1.2 note; Club Rule 71: a player serving a penalty is dealt in, his forced
        // bets posted and his hand killed, whether or not the dealer names him absent.
        const absentSeats = h.plan.dealtIn
          .filter(
            (d) =>
              d.playerId === null ||
              absent.includes(d.seat) ||
              servesInHand(s, d.playerId, h.tableId, h.handNo),
          )
          .map((d) => d.seat);
        const away = h.seats.map((x) => absentSeats.includes(x));
        const dead = absentDead(away, engine);
        const flow = autoSteps(
          { ...h, absent: away, dead },
          engine,
          ctx.now,
          ctx.actor,
          s.config.rulesetId,
          dead,
        );
        return accept(
          event(
            'ForcedBetsPosted',
            {
              tableId: h.tableId,
              handNo: h.handNo,
              posts,
              absentSeats,
              structure,
              chipUnit,
              ...(reopening ? { reopening } : {}),
              at: ctx.now,
            },
            forcedBetsCite(citationsFor(s.config.rulesetId), absentSeats.length > 0, posts),
          ),
          ...(c.hands
            ? [
                event(
                  'HoleCardsDealt',
                  { tableId: h.tableId, handNo: h.handNo, hands: c.hands },
                  citationsFor(s.config.rulesetId).holeCardsDealt,
                ),
              ]
            : []),
          ...flow.events,
        );
      },
    },
    DealHoleCards: {
      roles: ['dealer', 'floor', 'director'],
      beforeCreation: noHandYet,
      decide(c, s, ctx) {
        const h = current(s, c);
        if (!isHand(h)) return h;
        const no = notPosted(h, s.config.rulesetId);
        if (no) return no;
        const dealt = dealHoles(s, h, h.engine!, c.hands);
        if (!('players' in dealt)) return dealt;
        // Stud: the last card of a street opens its betting, where a dead hand folds in turn.
        const flow = autoSteps(h, dealt, ctx.now, ctx.actor, s.config.rulesetId);
        return accept(
          event(
            'HoleCardsDealt',
            { tableId: h.tableId, handNo: h.handNo, hands: c.hands },
            citationsFor(s.config.rulesetId).holeCardsDealt,
          ),
          ...flow.events,
        );
      },
    },
    RecordAction: {
      roles: ['dealer', 'floor', 'director'],
      beforeCreation: noHandYet,
      decide(c, s, ctx) {
        const h = current(s, c);
        if (!isHand(h)) return h;
        const no = notPosted(h, s.config.rulesetId);
        if (no) return no;
        const i = seatIndex(s, h, c.seat);
        if (typeof i !== 'number') return i;
        const e = h.engine!;
        if (h.dead[i])
          return reject(
            'HAND_IS_DEAD',
            citationsFor(s.config.rulesetId).deadHand,
            `The hand at seat ${c.seat} is dead; it takes no further action.`,
          );
        // FSPR 6.5.5 (ASSUMPTION): the last betting round does not reach him before he chooses.
        if (h.seventhCardElection?.player === i)
          return reject(
            'SEVENTH_CARD_ELECTION_PENDING',
            h.seventhCardElection.ruleRef,
            `Seat ${c.seat}'s seventh card was exposed: he chooses first whether he is treated as all-in or plays on.`,
          );
        // FSPR 7.1.6 (note 2): play waits for the opponent's choice after a heads-up exposure.
        if (h.exposureElection)
          return reject(
            'EXPOSURE_ELECTION_PENDING',
            h.exposureElection.ruleRef,
            `Seat ${h.seats[h.exposureElection.exposer]} exposed his cards deliberately: the opponent chooses how play goes on first (or the default applies).`,
          );
        if (h.timeCalled?.seat === c.seat && ctx.now > h.timeCalled.deadline)
          return reject(
            'TIME_EXPIRED',
            timeCallOf(s).cite,
            `Time was called on seat ${c.seat} and it ran out at ${h.timeCalled.deadline}: the ruleset's ruling is applied, not this action.`,
          );
        const amount = c.amount ?? 0;
        if (c.amount !== undefined && !(Number.isSafeInteger(amount) && amount >= 0))
          return reject(
            'INVALID_AMOUNT',
            // A malformed amount is bad input under every ruleset: the engine's design reference.
            HAND_RULES.INVALID_AMOUNT.ruleRef,
            'A bet or raise needs the total amount for the round, in whole chips.',
          );
        const impossible = chipsProblem(s, e, i, c);
        if (impossible) return impossible;
        const word = c.action;
        if (!word && !c.chips)
          return reject(
            'ACTION_REQUIRED',
            'DESIGN: a record must be possible',
            'Record what the player said or the chips he pushed.',
          );
        if (c.outOfTurn && e.phase === 'betting' && e.toAct !== i && !e.players[i].folded) {
          // FSNP Art. 96, 99-100: the action is held and ruled on when the turn reaches him.
          if (h.held[i])
            return reject(
              'ALREADY_HELD',
              citationsFor(s.config.rulesetId).alreadyHeld,
              `Seat ${c.seat} already has an action held out of turn.`,
            );
          const held = word ?? chipsAsAction(e, i, c.chips!);
          const premature = c.premature === true && held === 'call';
          const penalty = outOfTurnPenaltyRule(s.config.rulesetId);
          return accept(
            event(
              'OutOfTurnActionHeld',
              {
                tableId: h.tableId,
                handNo: h.handNo,
                seat: c.seat,
                action: held,
                amount: word ? amount : e.players[i].bet + sum(c.chips!),
                manner: c.outOfTurn,
                ...(premature ? { premature: true } : {}),
                ...(penalty.value !== null
                  ? { penaltyDue: { clause: penalty.value, ruleRef: penalty.cite } }
                  : {}),
                at: ctx.now,
              },
              premature
                ? prematureCallRule(s.config.rulesetId).cite
                : citationsFor(s.config.rulesetId).actionHeld,
            ),
          );
        }
        // FSNP Art. 89, 99-100: out of turn without saying so (the engine refuses it, with its article).
        if (e.phase === 'betting' && e.toAct >= 0 && e.toAct !== i) {
          const r = applyAction(e, { type: 'check', player: i });
          if (!r.ok) return engineRefused(s, r.rejection);
        }
        if (e.phase !== 'betting' || e.toAct < 0) {
          const r = applyAction(e, { type: 'check', player: i });
          if (!r.ok) return engineRefused(s, r.rejection);
        }
        // Stud: the bring-in is a forced bet made in turn (PHH `pb`); the engine says when it is due.
        if (word === 'bring-in') {
          const r = applyAction(e, { type: 'bringIn', player: i });
          if (!r.ok) return engineRefused(s, r.rejection);
          const flow = autoSteps(h, r.state, ctx.now, ctx.actor, s.config.rulesetId);
          return accept(
            event('ActionRecorded', {
              tableId: h.tableId,
              handNo: h.handNo,
              seat: c.seat,
              action: 'bring-in',
              amount: r.state.players[i].bet,
              at: ctx.now,
            }),
            ...flow.events,
          );
        }
        const rules = actReadingRules(s.config.rulesetId);
        const seen = seenAct(c);
        // Stud: the completion of the bring-in goes to the small bet, and an open pair may bet the
        // big bet on fourth street: amounts the chip reading (one bet over the last) does not
        // know, so a named amount goes to the engine as said, which refuses any other.
        const studAmount =
          e.config.game === 'stud' &&
          !c.chips &&
          (word === 'bet' || word === 'raise') &&
          c.amount !== undefined &&
          (e.bringInDue === true || completing(e) || bigBetOption(e));
        const read: ActReading = studAmount
          ? {
              kind: 'action',
              action: { type: 'raise', player: i, to: amount },
              ruling: null,
              toComplete: 0,
              returned: 0,
            }
          : readAct(e, i, seen, rules);
        if (read.kind === 'refused')
          return reject(
            read.code,
            read.ruleRef,
            read.code === 'CANNOT_CHECK'
              ? `Seat ${c.seat} faces ${e.high - e.players[i].bet} to call and cannot check.`
              : `There is no bet to call; seat ${c.seat} may check.`,
          );
        if (read.kind === 'declaration')
          return accept(
            event(
              'FloorRuling',
              {
                tableId: h.tableId,
                handNo: h.handNo,
                code: 'INVALID_DECLARATION',
                ruleRef: read.ruling.ruleRef,
                official: { id: ctx.actor.id, role: ctx.actor.role },
                outcome: 'call-or-fold-this-turn',
                seat: c.seat,
                detail: `Seat ${c.seat} said "check" facing a bet of ${e.high}: he may call or fold, not raise.`,
                at: ctx.now,
              },
              read.ruling.ruleRef,
            ),
          );
        let step = read.action;
        let ruling = read.ruling;
        if (c.allowFold) {
          // Club Rule 51: the floor may let an undercaller fold; the chips he pushed stay in the pot.
          if (ruling?.outcome !== 'completed-to-call')
            return reject(
              'NOT_AN_UNDERCALL',
              rules.undercall.cite,
              `Seat ${c.seat} did not push fewer chips than the call: there is nothing to let him fold from.`,
            );
          if (rules.undercall.value !== 'complete-or-fold-by-ruling')
            return reject(
              'UNDERCALL_MUST_COMPLETE',
              rules.undercall.cite,
              `Under this ruleset chips short of the call are made up to the call; seat ${c.seat} may not fold them back.`,
            );
          if (ctx.actor.role !== 'floor' && ctx.actor.role !== 'director')
            return reject(
              'JUDGE_REQUIRED',
              rules.undercall.cite,
              'Only the floor or the director may let an undercaller fold instead of completing the call.',
            );
          step = { type: 'fold', player: i };
          ruling = { outcome: 'folded-chips-forfeited', ruleRef: rules.undercall.cite };
        }
        const applied = recordedAs(e, i, step);
        const restricted = h.onlyCall[i];
        if (restricted && step.type === 'raise')
          return reject(
            'RESTRICTED_TO_CALL',
            restricted.ruleRef,
            `Seat ${c.seat} may only call or fold ${restricted.scope === 'hand' ? 'for the rest of this hand' : restricted.scope === 'turn' ? 'on this turn' : 'in this betting round'}.`,
          );
        // FSNP Art. 100(b): folding after an out-of-turn raise leaves the bet he faced in the pot;
        // Club Rule 51: an undercaller allowed to fold leaves the chips he pushed.
        const owed =
          step.type === 'fold'
            ? c.allowFold
              ? { chips: sum(c.chips ?? []) || amount, ruleRef: ruling!.ruleRef }
              : h.forfeitOnFold?.[i]
            : undefined;
        const before = owed ? forfeitChips(e, i, Math.min(owed.chips, e.players[i].stack)) : null;
        if (before && !before.ok) return { ok: false, rejection: before.rejection };
        const from = before?.ok ? before.state : e;
        const r = applyAction(from, step);
        if (!r.ok) return engineRefused(s, r.rejection);
        const differs = ruling !== null || c.chips !== undefined || applied.action !== word;
        const recorded = event(
          'ActionRecorded',
          {
            tableId: h.tableId,
            handNo: h.handNo,
            seat: c.seat,
            action: applied.action,
            // A fold carries the chips it forfeits (0 unless Art. 100(b) or Club Rule 51 applies).
            amount: owed ? e.players[i].stack - from.players[i].stack : applied.amount,
            at: ctx.now,
            ...(owed && !c.allowFold
              ? { outOfTurn: { outcome: 'chips-forfeited', ruleRef: owed.ruleRef } }
              : {}),
            ...(differs
              ? {
                  seen: {
                    ...(word ? { action: word } : {}),
                    ...(c.amount !== undefined ? { amount: c.amount } : {}),
                    ...(c.chips ? { chips: c.chips } : {}),
                    ...(c.first ? { first: c.first } : {}),
                  },
                }
              : {}),
            ...(ruling
              ? {
                  ruling: {
                    ...ruling,
                    ...(read.toComplete && !c.allowFold ? { toComplete: read.toComplete } : {}),
                    ...(read.returned ? { returned: read.returned } : {}),
                  },
                }
              : {}),
          },
          ruling?.ruleRef ?? owed?.ruleRef,
        );
        const flow = autoSteps(h, r.state, ctx.now, ctx.actor, s.config.rulesetId);
        return accept(recorded, ...flow.events);
      },
    },
    DealBoard: {
      roles: ['dealer', 'floor', 'director'],
      beforeCreation: noHandYet,
      decide(c, s, ctx) {
        const decided = boardAfterHand(s, c);
        if (decided) return decided;
        const h = current(s, c);
        if (!isHand(h)) return h;
        const no = notPosted(h, s.config.rulesetId);
        if (no) return no;
        const e = h.engine!;
        const want = [3, 1, 1][e.street] ?? 0;
        if (e.street === 0 && c.cards?.length === 4) return fourCardFlop(s, h, c, ctx);
        const cards = c.cards ?? new Array<null>(want).fill(null);
        const r = applyAction(e, { type: 'dealBoard', cards });
        if (!r.ok) return engineRefused(s, r.rejection);
        const flow = autoSteps(h, r.state, ctx.now, ctx.actor, s.config.rulesetId);
        return accept(
          event(
            'BoardDealt',
            { tableId: h.tableId, handNo: h.handNo, street: e.street + 1, cards },
            citationsFor(s.config.rulesetId).boardDealt,
          ),
          ...flow.events,
        );
      },
    },
    ShowOrMuck: {
      roles: ['dealer', 'floor', 'director'],
      beforeCreation: noHandYet,
      decide(c, s, ctx) {
        const h = current(s, c);
        if (!isHand(h)) return h;
        const no = notPosted(h, s.config.rulesetId);
        if (no) return no;
        const i = seatIndex(s, h, c.seat);
        if (typeof i !== 'number') return i;
        if (h.dead[i])
          return reject(
            'HAND_IS_DEAD',
            citationsFor(s.config.rulesetId).deadHand,
            `The hand at seat ${c.seat} is dead and cannot win.`,
          );
        const e = h.engine!;
        const rules = showdownRules(s.config.rulesetId);
        const base = { tableId: h.tableId, handNo: h.handNo, seat: c.seat };
        const said = c.said ? { said: c.said } : {};
        if (c.requestedBy !== undefined) {
          const j = seatIndex(s, h, c.requestedBy);
          if (typeof j !== 'number') return j;
          const q = e.players[j];
          const holding = !q.folded && !q.mucked && !h.dead[j];
          if (!c.show || j === i || (!holding && rules.requestToSee.value !== 'anyone-dealt-in'))
            return reject(
              'NO_RIGHT_TO_SEE',
              rules.requestToSee.cite,
              `Seat ${c.requestedBy} ${holding ? 'cannot ask to see his own hand' : 'no longer holds cards and may not ask to see a hand'}.`,
            );
        }
        const holeCount =
          (e.config.game ?? 'holdem') === 'omaha'
            ? 4
            : e.config.game === 'stud'
              ? (e.players[i].hole?.length ?? 7)
              : 2;
        const partial = c.show && !!c.cards && c.cards.length < holeCount;
        // What the engine would say of a show or a muck now: not at showdown, not his cards...
        const r = applyAction(
          e,
          c.show
            ? { type: 'show', player: i, ...(c.cards ? { cards: c.cards } : {}) }
            : { type: 'muck', player: i },
        );
        // A release is not a muck: a player contesting an all-in pot may throw face down (Club Rule 14, 16).
        if (!r.ok && !(c.released && r.rejection.code === 'MUST_TABLE'))
          return engineRefused(s, r.rejection);
        if (partial) {
          const ruling =
            rules.partialShow.value === 'hand-ineligible'
              ? { outcome: 'hand-ineligible', ruleRef: rules.partialShow.cite }
              : { outcome: 'not-tabled', ruleRef: rules.partialShow.cite };
          const shown = event(
            'ShowdownRecorded',
            { ...base, shown: false, cards: c.cards!, partial: true, ...said, ruling },
            ruling.ruleRef,
          );
          return accept(
            shown,
            ...(ruling.outcome === 'hand-ineligible'
              ? killEvents(s, h, i, 'partial-show', ruling.ruleRef, ctx)
              : []),
          );
        }
        return accept(
          event(
            'ShowdownRecorded',
            {
              ...base,
              shown: c.show,
              ...(c.cards ? { cards: c.cards } : {}),
              ...(!c.show && c.released ? { released: true } : {}),
              ...(c.requestedBy !== undefined ? { requestedBy: c.requestedBy } : {}),
              ...said,
            },
            c.requestedBy !== undefined
              ? rules.requestToSee.cite
              : !c.show && c.released
                ? citationsFor(s.config.rulesetId).handReleased
                : citationsFor(s.config.rulesetId).showdownRecorded,
          ),
        );
      },
    },
    AwardPots: {
      roles: ['dealer', 'floor', 'director'],
      beforeCreation: noHandYet,
      decide(c, s, ctx) {
        const h = current(s, c);
        if (!isHand(h)) return h;
        const no = notPosted(h, s.config.rulesetId);
        if (no) return no;
        if (h.status === 'awarded')
          return reject(
            'POTS_ALREADY_AWARDED',
            citationsFor(s.config.rulesetId).handCompleted,
            `The pots of hand ${h.handNo} are already awarded.`,
          );
        if (c.winners && ctx.actor.role === 'dealer')
          return reject(
            'FLOOR_DECIDES',
            citationsFor(s.config.rulesetId).award.floorDecides,
            'Only the floor or the director declares the winner of a pot when the cards are not recorded.',
          );
        // FSPR 6.3.9: the chief judge records how the forfeited pot is shared.
        if (h.potForfeitedBy !== undefined && ctx.actor.role !== 'director')
          return reject(
            'CHIEF_JUDGE_SHARES_POT',
            forfeitedPotCite(s.config.rulesetId),
            'The chief judge (director) records how a forfeited pot is shared.',
          );
        const award = computeAward(h, c.winners, c.shares, s.config.rulesetId);
        if (!isAward(award)) return award;
        return accept(awardEvent(s, h, award, ctx.now));
      },
    },
    CompleteHand: {
      roles: ['dealer', 'floor', 'director'],
      beforeCreation: noHandYet,
      decide(c, s, ctx) {
        const found = current(s, c);
        if (!isHand(found)) return found;
        let h = found;
        const no = notPosted(h, s.config.rulesetId);
        if (no) return no;
        // Club Rule 53: every action out of turn is penalised; the floor records it before the hand ends.
        const due = Object.entries(h.penaltiesDue ?? {});
        if (due.length)
          return reject(
            'PENALTY_DUE',
            due[0][1].ruleRef,
            `Seat ${h.seats[Number(due[0][0])]} acted out of turn: the floor records the penalty (${due[0][1].ruleRef}, a warning at least) before the hand is completed.`,
          );
        const events: TournamentEvent[] = [];
        let final = h.finalStacks;
        if (h.status !== 'awarded') {
          const award = computeAward(h, undefined, undefined, s.config.rulesetId);
          if (!isAward(award)) return award;
          events.push(awardEvent(s, h, award, ctx.now));
          final = [...award.finalStacks];
          const winnersBySeat = winnersOf(h, award.pots);
          h = { ...h, winnersBySeat };
        }
        const stacks = h.seats.map((seat, i) => ({ seat, chips: final![i] }));
        events.push(
          event(
            'HandCompleted',
            { tableId: h.tableId, handNo: h.handNo, completedAt: ctx.now, stacks },
            citationsFor(s.config.rulesetId).handCompleted,
          ),
          ...completionEvents(s, h, final!, ctx.now),
        );
        return accept(...events);
      },
    },
  },
  events: {
    HandPlanned(s, d) {
      const book = bookOf(s);
      const t = s.tables[d.tableId];
      t.buttonSeat = d.buttonSeat;
      const n = d.dealtIn.length;
      book.tables[d.tableId] = {
        tableId: d.tableId,
        handNo: d.handNo,
        plan: d,
        seats: d.dealtIn.map((x) => x.seat),
        engine: null,
        dead: new Array<boolean>(n).fill(false),
        absent: new Array<boolean>(n).fill(false),
        onlyCall: new Array(n).fill(null),
        held: new Array(n).fill(null),
        beforeBoard: null,
        status: 'planned',
        finalStacks: null,
        winnersBySeat: {},
        lastEventAt: '',
        timeCalled: null,
        previous: book.last[d.tableId] ?? null,
      };
      book.last[d.tableId] = positionsOf(planOf(d));
      if (book.redeal) delete book.redeal[d.tableId];
      for (const [pid, b] of Object.entries(book.busts))
        if (b.tableId === d.tableId && s.entrants[pid]?.status !== 'busted') delete book.busts[pid];
    },
    ForcedBetsPosted(s, d) {
      const h = bookOf(s).tables[d.tableId];
      h.engine = startHand(handConfigOf(h.plan, d.structure, d.chipUnit, d.reopening));
      h.absent = h.seats.map((x) => d.absentSeats.includes(x));
      h.dead = absentDead(h.absent, h.engine);
      h.showdownBasis =
        showdownRules(s.config?.rulesetId).order.value === 'last-aggressor-of-hand'
          ? 'hand'
          : 'final-round';
      h.status = 'playing';
      h.lastEventAt = d.at;
    },
    HoleCardsDealt(s, d) {
      const h = bookOf(s).tables[d.tableId];
      for (const x of d.hands) {
        const r = applyAction(h.engine!, {
          type: 'dealHole',
          player: h.seats.indexOf(x.seat),
          cards: x.cards,
          ...(x.faceUp ? { faceUp: x.faceUp } : {}),
        });
        if (r.ok) h.engine = r.state;
      }
    },
    ActionRecorded(s, d) {
      const h = bookOf(s).tables[d.tableId];
      const i = h.seats.indexOf(d.seat);
      const e = h.engine!;
      // A fold with chips is a forfeit (FSNP Art. 100(b)): the chips go in before the fold.
      const f = d.action === 'fold' && d.amount > 0 ? forfeitChips(e, i, d.amount) : null;
      const from = f?.ok ? f.state : e;
      const r = applyAction(from, engineActionFor(h, from, i, d.action, d.amount));
      if (r.ok) h.engine = r.state;
      h.lastEventAt = d.at;
      // Once he has called (or folded), the Art. 100(b) forfeit is settled.
      if (h.forfeitOnFold?.[i]) delete h.forfeitOnFold[i];
      // Club Rule 55: "check" facing a bet limited only the turn he has now taken.
      if (h.onlyCall[i]?.scope === 'turn') h.onlyCall[i] = null;
      if (d.outOfTurn) {
        h.held[i] = null;
        if (d.action === 'call') h.onlyCall[i] = { scope: 'round', ruleRef: d.outOfTurn.ruleRef };
      }
      if (h.timeCalled?.seat === d.seat) h.timeCalled = null;
      if (h.engine!.street !== e.street) clearRound(h);
    },
    ViolationRecorded(s, d) {
      // Club Rule 53: the penalty due for an action out of turn in this hand is now recorded.
      const h = d.tableId ? s.hands?.tables[d.tableId] : undefined;
      if (!h || h.handNo !== d.handNo || !h.penaltiesDue) return;
      const i = h.plan.dealtIn.findIndex((x) => x.playerId === d.playerId);
      if (h.penaltiesDue[i]?.clause === d.clause) delete h.penaltiesDue[i];
    },
    OutOfTurnActionHeld(s, d) {
      const h = bookOf(s).tables[d.tableId];
      const i = h.seats.indexOf(d.seat);
      h.held[i] = {
        index: i,
        action: d.action,
        amount: d.amount,
        manner: d.manner,
        at: h.engine!,
        ...(d.premature ? { premature: true } : {}),
      };
      if (d.penaltyDue) h.penaltiesDue = { ...h.penaltiesDue, [i]: d.penaltyDue };
    },
    BoardDealt(s, d) {
      const h = bookOf(s).tables[d.tableId];
      h.beforeBoard = h.engine;
      const r = applyAction(h.engine!, { type: 'dealBoard', cards: d.cards });
      if (r.ok) h.engine = r.state;
      clearRound(h);
    },
    ShowdownRecorded(s, d) {
      const h = bookOf(s).tables[d.tableId];
      const i = h.seats.indexOf(d.seat);
      // A partial show is not a tabled hand, and a released hand is not mucked (Club Rule 14-15).
      if (d.partial) return;
      if (d.released) {
        h.released = { ...h.released, [i]: true };
        return;
      }
      if (h.released?.[i]) delete h.released[i];
      const r = applyAction(
        h.engine!,
        d.shown
          ? { type: 'show', player: i, ...(d.cards ? { cards: d.cards } : {}) }
          : { type: 'muck', player: i },
      );
      if (r.ok) h.engine = r.state;
    },
    PotsAwarded(s, d) {
      const book = bookOf(s);
      const h = book.tables[d.tableId];
      const e = h.engine!;
      const won = new Map<number, number>();
      for (const p of d.pots)
        for (const x of p.shares) won.set(x.seat, (won.get(x.seat) ?? 0) + x.chips);
      const before = e.result
        ? e.result.finishingStacks.map(
            (f, i) => f - e.result!.pots.reduce((a, p) => a + p.shares[i], 0),
          )
        : e.players.map((p) => p.stack);
      for (const x of d.hiddenReturned ?? []) won.set(x.seat, (won.get(x.seat) ?? 0) + x.chips);
      // FSPR 6.5.5: chips set aside by an all-in treatment are his again.
      h.finalStacks = before.map((b, i) => b + (won.get(h.seats[i]) ?? 0) + (h.setAside?.[i] ?? 0));
      h.winnersBySeat = winnersOf(h, d.pots);
      h.status = 'awarded';
      h.plan.dealtIn.forEach((x, i) => {
        if (x.playerId && h.finalStacks![i] === 0)
          book.busts[x.playerId] = {
            tableId: h.tableId,
            handNo: h.handNo,
            stackAtStart: x.stack,
            eliminatedBy: (h.winnersBySeat[x.seat] ?? [])
              .map((w) => h.plan.dealtIn[h.seats.indexOf(w)].playerId!)
              .filter(Boolean),
          };
      });
    },
  },
};

function dealHoles(
  s: CreatedTournament,
  h: TableHand,
  engine: HandState,
  hands: readonly DealtHand[],
): HandState | Decision<never> {
  let e = engine;
  for (const [k, x] of hands.entries()) {
    const i = seatIndex(s, h, x.seat);
    if (typeof i !== 'number') return i;
    const up = upCardProblem(e, x, k);
    if (up) return up;
    const r = applyAction(e, {
      type: 'dealHole',
      player: i,
      cards: x.cards,
      ...(x.faceUp ? { faceUp: x.faceUp } : {}),
    });
    if (!r.ok) return { ok: false, rejection: r.rejection };
    e = r.state;
  }
  return e;
}

/**
 * Stud: an up card decides who brings in and who opens each street (PHH.md 5), so it must be
 * recorded by its face; a down card may stay unknown. `faceUp` is only for the seat's cards.
 */
function upCardProblem(e: HandState, x: DealtHand, k: number): Decision<never> | null {
  if (e.config.game !== 'stud') {
    if (x.faceUp)
      return reject(
        'FACE_UP_NOT_STUD',
        'PHH.md 5',
        `hands[${k}].faceUp: only a stud hand deals cards face up to a player.`,
      );
    return null;
  }
  const street = e.phase === 'dealing' || e.phase === 'betting' ? e.street : 0;
  const up = x.faceUp ?? STUD_FACE_UP[street] ?? [];
  if (x.faceUp && x.faceUp.length !== x.cards.length)
    return reject(
      'FACE_UP_COUNT',
      'PHH.md 5',
      `hands[${k}].faceUp names ${x.faceUp.length} card(s) for the ${x.cards.length} dealt to seat ${x.seat}.`,
    );
  const j = x.cards.findIndex((c, n) => c === null && up[n] === true);
  return j < 0
    ? null
    : reject(
        'UP_CARD_REQUIRED',
        'PHH.md 5',
        `hands[${k}].cards[${j}]: seat ${x.seat}'s up card decides the bring-in and who opens the street; record it by its face.`,
      );
}

/** FSPR 6.4.3: an absent hand is killed, unless his forced bets put him all-in (OQ-7 read so). */
const absentDead = (away: readonly boolean[], e: HandState): boolean[] =>
  away.map((a, i) => a && e.players[i].stack > 0);

function clearRound(h: TableHand): void {
  h.onlyCall = h.onlyCall.map((x) => (x?.scope === 'hand' ? x : null));
  delete h.forfeitOnFold;
}

/** The winners of the last pot each seat contested: who eliminated him (FSNP Art. 141(a)). */
function winnersOf(h: TableHand, pots: PotsAwardedData['pots']): Record<number, number[]> {
  const out: Record<number, number[]> = {};
  for (const p of pots)
    for (const seat of p.eligibleSeats) out[seat] = p.winnerSeats.filter((w) => w !== seat);
  return out;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** The command as the dealer saw it: the word (with the amount named) and the chips pushed. */
function seenAct(c: RecordAction): SeenAct {
  const named = c.action === 'bet' || c.action === 'raise';
  return {
    ...(c.action && c.action !== 'bring-in' ? { word: c.action } : {}),
    ...(named && c.amount !== undefined && c.amount > 0 ? { wordAmount: c.amount } : {}),
    ...(c.chips ? { chips: c.chips } : {}),
    ...(c.first ? { first: c.first } : {}),
  };
}

/** Chips pushed out of turn without a word: a call, or a raise to what they make (FSNP Art. 99-100). */
function chipsAsAction(e: HandState, i: number, chips: readonly number[]): RecordedAction {
  const p = e.players[i];
  const to = p.bet + sum(chips);
  if (to >= p.bet + p.stack) return 'all-in';
  return to > e.high ? (e.high === 0 ? 'bet' : 'raise') : 'call';
}

/** The recorded action and amount an engine step stands for (ActionRecorded's `amount`). */
function recordedAs(
  e: HandState,
  i: number,
  step: HandAction,
): { action: RecordedAction; amount: number } {
  const p = e.players[i];
  if (step.type === 'raise') {
    const action: RecordedAction =
      step.to === p.bet + p.stack ? 'all-in' : e.high === 0 ? 'bet' : 'raise';
    return { action, amount: step.to };
  }
  const a = step.type as 'fold' | 'check' | 'call';
  return { action: a, amount: amountOf(e, i, a, 0) };
}

/** Records that cannot be true: a chip not in play, more chips than the player has. */
function chipsProblem(
  s: CreatedTournament,
  e: HandState,
  i: number,
  c: RecordAction,
): Decision<never> | null {
  if (!c.chips) return null;
  const bad = c.chips.find((x) => !Number.isSafeInteger(x) || x <= 0);
  if (bad !== undefined || c.chips.length === 0)
    return reject(
      'INVALID_CHIPS',
      'DESIGN: chips are integers',
      'Name each chip pushed by its value, in whole chips.',
    );
  const inPlay = s.denominations;
  const stray = inPlay.length ? c.chips.find((x) => !inPlay.includes(x)) : undefined;
  if (stray !== undefined)
    return reject(
      'CHIP_NOT_IN_PLAY',
      'DESIGN: a record must be possible',
      `There is no ${stray} chip in play in this tournament (${inPlay.join(', ')}).`,
    );
  if (sum(c.chips) > e.players[i].stack)
    return reject(
      'CHIPS_EXCEED_STACK',
      'DESIGN: a record must be possible',
      `Seat ${c.seat} has ${e.players[i].stack} behind, not the ${sum(c.chips)} recorded as pushed.`,
    );
  return null;
}

/** Four cards came on the flop (Club Rule 39; FSPR 6.6.3; FSNP Art. 123; LNSE II.63): as the ruleset says. */
function fourCardFlop(
  s: CreatedTournament,
  h: TableHand,
  c: { cards?: readonly (number | null)[]; removed?: number },
  ctx: DecideContext,
): Decision<TournamentEvent> {
  const e = h.engine!;
  const rule = (getRuleset(s.config.rulesetId) ?? getRuleset('fsnp')).game.fourCardFlop;
  const four = c.cards!;
  const base = { tableId: h.tableId, handNo: h.handNo };
  if (rule.value === 'flop-redealt') {
    // The four go back into the stub; the dealer deals the flop again (checked as any flop then).
    const seen = applyAction(e, { type: 'dealBoard', cards: four.slice(0, 3) });
    if (!seen.ok) return { ok: false, rejection: seen.rejection };
    return accept(
      event(
        'FloorRuling',
        {
          ...base,
          code: 'TOO_MANY_FLOP_CARDS',
          ruleRef: rule.cite,
          official: { id: ctx.actor.id, role: ctx.actor.role },
          outcome: 'flop-redealt',
          detail:
            'Four cards came on the flop: they go back into the stub and the flop is dealt again.',
          cards: four,
          at: ctx.now,
        },
        rule.cite,
      ),
    );
  }
  const k = c.removed === undefined ? -1 : four.indexOf(c.removed);
  if (k < 0)
    return reject(
      'REMOVED_CARD_REQUIRED',
      rule.cite,
      'Four cards came on the flop: name the one the floor drew at random from them (it becomes the next burn card).',
    );
  const flop = four.filter((_, j) => j !== k);
  const r = applyAction(e, { type: 'dealBoard', cards: flop });
  if (!r.ok) return engineRefused(s, r.rejection);
  const flow = autoSteps(h, r.state, ctx.now, ctx.actor, s.config.rulesetId);
  return accept(
    event(
      'BoardDealt',
      {
        ...base,
        street: 1,
        cards: flop,
        exposed: [four[k]],
        ruling: { outcome: 'fourth-card-burned', ruleRef: rule.cite },
      },
      rule.cite,
    ),
    ...flow.events,
  );
}

/**
 * The forced bets' article: everyone present, or an absent player's stack posting too; and where
 * the ruleset has one, the article that makes a stack too short for its forced bet all-in for
 * what it has (LNSE 123/13 II.43).
 */
function forcedBetsCite(
  cites: RulesetCitations,
  absent: boolean,
  posts: readonly { readonly allIn: boolean }[],
): string {
  const base = absent ? cites.forcedBetsAbsent : cites.forcedBets;
  return cites.forcedBetsShort && posts.some((p) => p.allIn)
    ? `${base}; ${cites.forcedBetsShort}`
    : base;
}
