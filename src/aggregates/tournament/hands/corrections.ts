/**
 * Irregularities and dead hands as commands (FSPR 6.1.1-6.6.7; FSNP Art. 73, 101-104, 114, 118-120;
 * LNSE II.59-60). The ruling is an event citing the rule and naming the official; its effect
 * (void and return every chip, kill a hand, restrict to calling, recall the board) follows it.
 */
import type { TournamentEvent } from '../../../events/tournament-events';
import type { DecideContext, Decision } from '../../decider';
import { accept, reject } from '../../decider';
import { CORRECTIONS, type CorrectionFacts, type CorrectionRule } from './corrections-table';
import { DEAD_HAND_CAUSES, type DeadHandRule } from './dead-hands';
import { citationsFor, ruleset } from '../defaults';
import { autoSteps } from './flow';
import {
  bookOf,
  handAt,
  indexOfSeat,
  liveSeat,
  noHand,
  noHandYet,
  notPosted,
  type TableHand,
} from './state';
import { event, type Slice } from '../slice';
import type { HandState } from '../../../poker/hand-types';
import { returnUnmatchedBet, setAsideStack } from '../../../poker/hand';
import { getRuleset } from '../../../rules/registry';
import { isMisdealDelegate } from './misdeal-delegation';
import { deadHandCite, partsInForce, rulingCite } from '../cite-in-force';
import type { TournamentState, CreatedTournament } from '../state';
import type { Ruleset } from '../../../rules/types';

const JUDGES = ['floor', 'director'];
const TABLE_OFFICIALS = ['dealer', 'floor', 'director'];

function found(
  s: TournamentState,
  c: { tableId: string; handNo: number },
): TableHand | Decision<never> {
  return noHand(s, c.tableId, c.handNo) ?? handAt(s, c.tableId)!;
}
const isHand = (x: TableHand | Decision<never>): x is TableHand => 'plan' in x;

/**
 * Has the ruleset's misdeal cut-off passed? FSPR 6.3.2-6.3.5 (and LNSE 123/13 II.61 as recorded
 * here): the first voluntary action; FSNP Art. 95: the big blind has acted; Club Rule 35-36:
 * substantial action, two consecutive actions that both put chips in, or any three actions.
 */
function misdealClosed(h: TableHand, until: Ruleset['deal']['misdealUntil']['value']): boolean {
  const e = h.engine;
  const voluntary = (e?.actions ?? []).filter(
    (a) => a.type !== 'dealHole' && a.type !== 'dealBoard',
  );
  if (until === 'first-voluntary-action') return voluntary.length > 0;
  if (until === 'big-blind-acted') {
    // Position order: index 1 is the big blind (heads-up, index 0).
    const bbIndex = e?.players.length === 2 ? 0 : 1;
    return (e?.street ?? 0) > 0 || voluntary.some((a) => 'player' in a && a.player === bbIndex);
  }
  const puts = (a: (typeof voluntary)[number]) => a.type === 'call' || a.type === 'raise';
  if (voluntary.length >= 3) return true;
  for (let k = 1; k < voluntary.length; k++)
    if (puts(voluntary[k - 1]) && puts(voluntary[k])) return true;
  return false;
}

/** A misdeal's article in force: the row's, else the ruleset's own misdeal article. */
function citeInForce(rowCite: string, rules: Ruleset): string {
  return partsInForce(rowCite, rules) ?? rules.deal.misdealUntil.cite;
}

function facts(h: TableHand, i: number, intentional: boolean, rules: Ruleset): CorrectionFacts {
  const e = h.engine;
  const voluntary = (e?.actions ?? []).filter(
    (a) => a.type !== 'dealHole' && a.type !== 'dealBoard',
  );
  const lastBoard = (e?.actions ?? []).map((a) => a.type).lastIndexOf('dealBoard');
  const sinceBoard = (e?.actions ?? []).slice(lastBoard + 1).filter((a) => a.type !== 'dealHole');
  return {
    bettingStarted: voluntary.length > 0,
    misdealClosed: misdealClosed(h, rules.deal.misdealUntil.value),
    streetActionTaken: sinceBoard.length > 0,
    seatActed: i >= 0 && voluntary.some((a) => 'player' in a && a.player === i),
    bettingOpen: e?.phase === 'betting',
    street: e?.street ?? 0,
    stud: e?.config.game === 'stud',
    dealing: e?.phase === 'dealing',
    seatToAct: i >= 0 && e?.toAct === i,
    intentional,
    hasSeat: i >= 0,
    soleRemaining:
      i >= 0 &&
      !!e &&
      e.players.every((p, k) => (k === i) === (!p.folded && !p.mucked && !h.dead[k])),
    potsAwarded: h.status === 'awarded',
    prematureBoardCard: rules.game.prematureBoardCard.value,
    seatIsButton: i >= 0 && !h.plan.buttonDead && h.seats[i] === h.plan.buttonSeat,
    buttonShortCard: {
      rule: rules.deal.buttonShortCard.value,
      cite: rules.deal.buttonShortCard.cite,
    },
    defectiveDeck: { rule: rules.deal.defectiveDeck.value, cite: rules.deal.defectiveDeck.cite },
    faceUpCardInDeck: {
      rule: rules.deal.faceUpCardInDeck.value,
      cite: rules.deal.faceUpCardInDeck.cite,
    },
    exposure: {
      deliberate: {
        rule: rules.game.exposure.deliberate.value,
        cite: rules.game.exposure.deliberate.cite,
      },
      accidental: {
        rule: rules.game.exposure.accidental.value,
        cite: rules.game.exposure.accidental.cite,
      },
    },
    headsUpElection:
      rules.game.headsUpExposure.value !== null &&
      !!e &&
      e.players.filter((p, k) => !p.folded && !p.mucked && !h.dead[k]).length === 2,
  };
}

/** Every chip back where it was at the start of the hand (FSPR 6.2.2; LNSE II.59). */
function voidEvents(
  h: TableHand,
  code: string,
  ruleRef: string,
  redeal: boolean,
  now: string,
): TournamentEvent[] {
  const stacks = h.plan.dealtIn.map((d) => ({ seat: d.seat, chips: d.stack }));
  return [
    event(
      'HandVoided',
      { tableId: h.tableId, handNo: h.handNo, code, ruleRef, stacks, redeal },
      ruleRef,
    ),
    event(
      'HandCompleted',
      { tableId: h.tableId, handNo: h.handNo, completedAt: now, stacks },
      ruleRef,
    ),
  ];
}

/**
 * FSNP Art. 95: substantial action is two or more separate betting actions, and none while play
 * has not passed the big blind in the first round.
 */
function substantialActionArt95(h: TableHand): boolean {
  const e = h.engine;
  if (!e) return false;
  const voluntary = e.actions.filter((a) => a.type !== 'dealHole' && a.type !== 'dealBoard');
  const bb = h.seats.indexOf(h.plan.bigBlindSeat);
  const passedBigBlind = e.street > 0 || voluntary.some((a) => 'player' in a && a.player === bb);
  return voluntary.length >= 2 && passedBigBlind;
}

/** Kills the hand at index i and lets the hand go on (folds due from now on are automatic). */
export function killEvents(
  s: CreatedTournament,
  h: TableHand,
  i: number,
  code: string,
  ruleRef: string,
  ctx: DecideContext,
  /** Club Rule 65: give back the bet of his that nobody has called. */
  returnUnmatched = false,
): TournamentEvent[] {
  const dead = h.dead.map((d, k) => d || k === i);
  const back = h.engine && returnUnmatched ? returnUnmatchedBet(h.engine, i) : null;
  const engine = back?.state ?? h.engine;
  const flow = engine
    ? autoSteps(h, engine, ctx.now, ctx.actor, s.config.rulesetId, dead)
    : { events: [] };
  return [
    event(
      'HandDeclaredDead',
      {
        tableId: h.tableId,
        handNo: h.handNo,
        seat: h.seats[i],
        code,
        ruleRef,
        ...(back?.returned ? { returned: back.returned } : {}),
      },
      ruleRef,
    ),
    ...flow.events,
  ];
}

function ruling(
  h: TableHand,
  code: string,
  ruleRef: string,
  outcome: string,
  detail: string,
  ctx: DecideContext,
  seat?: number,
  cards?: readonly (number | null)[],
) {
  return event(
    'FloorRuling',
    {
      tableId: h.tableId,
      handNo: h.handNo,
      code,
      ruleRef,
      official: { id: ctx.actor.id, role: ctx.actor.role },
      outcome,
      ...(seat !== undefined ? { seat } : {}),
      detail,
      ...(cards?.length ? { cards } : {}),
      at: ctx.now,
    },
    ruleRef,
  );
}

/**
 * Cards recorded with an irregularity (the premature flop, the card exposed) must exist and not
 * be cards already known in this hand: a card that cannot be there cannot have been seen.
 */
function exposedCardsProblem(
  e: HandState | null,
  cards: readonly (number | null)[] | undefined,
  /** The seat the irregularity concerns: his own cards may be the ones exposed (LNSE II.54-55). */
  own = -1,
): string | null {
  const known = (cards ?? []).filter((x): x is number => x !== null);
  const impossible = known.find((x) => !Number.isInteger(x) || x < 0 || x > 51);
  if (impossible !== undefined) return `${impossible} is not a card of the deck.`;
  if (new Set(known).size !== known.length) return 'The same card is recorded twice.';
  const inPlay = new Set(
    [
      ...(e?.board ?? []),
      ...(e?.players ?? []).flatMap((p, k) => (k === own ? [] : (p.hole ?? []))),
    ].filter((x): x is number => x !== null),
  );
  const dup = known.find((x) => inPlay.has(x));
  return dup !== undefined
    ? 'A recorded card is already on the board or in a player\u2019s hand in this hand.'
    : null;
}

/**
 * Club Rule 36: substantial action is two consecutive actions that both put chips in, or any
 * three consecutive actions (blinds and antes do not count).
 */
export function substantialAction(e: HandState | null): boolean {
  if (!e) return false;
  const acts = e.actions.filter((a) => a.type !== 'dealHole' && a.type !== 'dealBoard');
  const chipsIn = (a: (typeof acts)[number]) => a.type === 'call' || a.type === 'raise';
  for (let k = 1; k < acts.length; k++) if (chipsIn(acts[k]) && chipsIn(acts[k - 1])) return true;
  return acts.length >= 3;
}

/** Why a dispute of hand `handNo` at the table comes too late, or null while it may be heard. */
export function disputeTooLate(
  s: CreatedTournament,
  tableId: string,
  handNo: number,
): string | null {
  const window = getRuleset(s.config.rulesetId)?.game.disputeWindow.value ?? null;
  const t = s.tables[tableId];
  if (window === null || t.handNo <= handNo) return null;
  if (window === 'next-deal')
    return `Hand ${t.handNo} has been dealt since: hand ${handNo} can no longer be disputed.`;
  const next = handAt(s, tableId);
  if (t.handNo > handNo + 1 || (next && substantialAction(next.engine)))
    return `The next hand at table ${tableId} has reached substantial action: hand ${handNo} can no longer be disputed.`;
  return null;
}

export const handCorrections: Slice = {
  commands: {
    DisputeHand: {
      roles: ['floor', 'director'],
      // Before creation no hand was dealt (the refusal it has always given then).
      beforeCreation: (c) =>
        reject(
          'HAND_NOT_FOUND',
          'FSNP Art. 45',
          `Hand ${c.handNo} was not dealt at table ${c.tableId}.`,
        ),
      decide(c, s, ctx) {
        const t = s.tables[c.tableId];
        if (!t || c.handNo < 1 || c.handNo > t.handNo)
          return reject(
            'HAND_NOT_FOUND',
            citationsFor(s.config.rulesetId).handInPlay,
            `Hand ${c.handNo} was not dealt at table ${c.tableId}.`,
          );
        const rule = getRuleset(s.config.rulesetId)?.game.disputeWindow;
        const ruleRef = rule?.cite ?? 'FSNP Art. 3';
        if (!c.description?.trim())
          return reject('DESCRIPTION_REQUIRED', ruleRef, 'Say what is disputed.');
        const late = disputeTooLate(s, c.tableId, c.handNo);
        return accept(
          event(
            'FloorRuling',
            {
              tableId: c.tableId,
              handNo: c.handNo,
              code: late ? 'DISPUTE_TIME_BARRED' : 'HAND_DISPUTED',
              ruleRef,
              official: { id: ctx.actor.id, role: ctx.actor.role },
              outcome: late ? 'dispute-refused-too-late' : 'dispute-open',
              ...(c.seat !== undefined ? { seat: c.seat } : {}),
              detail: late ? `${c.description.trim()} — refused: ${late}` : c.description.trim(),
              at: ctx.now,
            },
            ruleRef,
          ),
        );
      },
    },
    RecordIrregularity: {
      // The federation's official may be the chief judge's misdeal delegate (FSPR 6.3); any
      // other irregularity is recorded by the table's officials (below).
      roles: ['dealer', 'floor', 'director', 'federation'],
      beforeCreation: noHandYet,
      decide(c, s, ctx) {
        const h = found(s, c);
        if (!isHand(h)) return h;
        const row: CorrectionRule | undefined = (CORRECTIONS as Record<string, CorrectionRule>)[
          c.irregularity
        ];
        if (!row) {
          // FSPR 6 is the excerpt's error table; elsewhere the officials rule on what is not listed.
          const rules = ruleset(s.config.rulesetId);
          return reject(
            'UNKNOWN_IRREGULARITY',
            partsInForce('FSPR 6', rules) ?? rules.citations.value.irregularities.silent,
            `Unknown irregularity ${c.irregularity}.`,
          );
        }
        const i = c.seat !== undefined ? indexOfSeat(h, c.seat) : -1;
        const rules = getRuleset(s.config.rulesetId) ?? getRuleset('fsnp');
        if (row.needsSeat && i < 0)
          return reject(
            'SEAT_REQUIRED',
            row.citeInForce?.(rules.citations.value) ??
              rulingCite(row.ruleRef, c.irregularity, rules),
            `Name the seat (dealt into hand ${h.handNo}) this irregularity concerns.`,
          );
        const deal = rules.deal;
        const f = facts(h, i, c.intentional ?? false, rules);
        const verdict = row.decide(f);
        // A misdeal and its late refusal cite the ruleset in force (Club Rule 35-36, FSPR 6.3.x, ...).
        const misdealRow = row.decide({ ...f, misdealClosed: false });
        const aboutMisdeal = 'outcome' in misdealRow && misdealRow.outcome === 'misdeal';
        // The ruleset's own article for this irregularity, where its citation table has one.
        const own = row.citeInForce?.(rules.citations.value);
        if ('refuse' in verdict)
          return reject(
            'PROCEDURE_NOT_APPLICABLE',
            aboutMisdeal
              ? citeInForce(row.ruleRef, rules)
              : (own ?? rulingCite(row.ruleRef, c.irregularity, rules)),
            verdict.refuse,
          );
        const ruleRef =
          verdict.outcome === 'misdeal'
            ? citeInForce(verdict.ruleRef ?? row.ruleRef, rules)
            : (own ?? rulingCite(verdict.ruleRef ?? row.ruleRef, c.irregularity, rules));
        const voids = verdict.outcome === 'misdeal' || verdict.outcome === 'hand-void';
        const tableOfficial = TABLE_OFFICIALS.includes(ctx.actor.role);
        const delegate = isMisdealDelegate(s, ctx.actor.id);
        if (verdict.outcome !== 'misdeal' && !tableOfficial)
          return reject(
            'TABLE_OFFICIAL_REQUIRED',
            ruleRef,
            'Only the dealer or a floor official records this irregularity; a misdeal delegate declares misdeals only.',
          );
        if (
          verdict.outcome === 'misdeal' &&
          !deal.misdealDeclaredBy.value.includes(ctx.actor.role) &&
          !delegate
        )
          return reject(
            'MISDEAL_NOT_YOURS_TO_DECLARE',
            deal.misdealDeclaredBy.cite,
            `A misdeal is declared by ${deal.misdealDeclaredBy.value.join(', ')} under this ruleset: call the floor.`,
          );
        if (
          (row.judgeOnly || verdict.judgeOnly) &&
          !JUDGES.includes(ctx.actor.role) &&
          !(delegate && verdict.outcome === 'misdeal')
        )
          return reject(
            'JUDGE_REQUIRED',
            ruleRef,
            'A floor official or the director must confirm this ruling.',
          );
        const bad = exposedCardsProblem(h.engine, c.cards, i);
        if (bad) return reject('CARD_NOT_POSSIBLE', ruleRef, bad);
        const events: TournamentEvent[] = [
          ruling(h, c.irregularity, ruleRef, verdict.outcome, verdict.detail, ctx, c.seat, c.cards),
        ];
        if (voids) {
          // The ruling cites the cause; the void, the ruleset's article on a misdeal's void
          // where it has one apart from the causes (LNSE 123/13 II.59; the causes II.60).
          const misdeal = verdict.outcome === 'misdeal';
          const voidCite = (misdeal && rules.citations.value.misdealVoid) || ruleRef;
          events.push(...voidEvents(h, c.irregularity, voidCite, misdeal, ctx.now));
        } else if (verdict.outcome === 'kill-hand' || verdict.outcome === 'pot-forfeited') {
          const no = notPosted(h, s.config.rulesetId);
          if (no) return no;
          events.push(...killEvents(s, h, i, verdict.deadCode ?? c.irregularity, ruleRef, ctx));
        }
        return accept(...events);
      },
    },
    RecordMisplacedButton: {
      roles: ['dealer', 'floor', 'director'],
      beforeCreation: noHandYet,
      decide(c, s, ctx) {
        const h = found(s, c);
        if (!isHand(h)) return h;
        const rule = ruleset(s.config.rulesetId).game.misplacedButton;
        const seatCount = s.tables[c.tableId].seatCount;
        if (!Number.isSafeInteger(c.seat) || c.seat < 1 || c.seat > seatCount)
          return reject(
            'SEAT_NOT_FOUND',
            rule.cite,
            `seat: table ${c.tableId} has seats 1 to ${seatCount}.`,
          );
        if (c.seat === h.plan.buttonSeat)
          return reject(
            'BUTTON_WAS_RIGHT',
            rule.cite,
            `Seat ${c.seat} is where the button belongs in hand ${h.handNo}: it was not misplaced.`,
          );
        const after = substantialActionArt95(h);
        const official = { id: ctx.actor.id, role: ctx.actor.role };
        const facts = {
          tableId: h.tableId,
          handNo: h.handNo,
          misplacedSeat: c.seat,
          buttonSeat: h.plan.buttonSeat,
          foundAfterSubstantialAction: after,
          official,
          at: ctx.now,
        };
        if (!after) {
          // Before substantial action the hand is cancelled and dealt again with the button on
          // its right seat (FSNP Art. 58; LNSE II.38: a misdeal).
          if (h.status === 'awarded')
            return reject(
              'POTS_ALREADY_AWARDED',
              citationsFor(s.config.rulesetId).handCompleted,
              'The pots are already awarded.',
            );
          return accept(
            event(
              'ButtonCorrected',
              { ...facts, outcome: 'hand-voided', nextHandFrom: null, ruleRef: rule.cite },
              rule.cite,
            ),
            ...voidEvents(
              h,
              'BUTTON_MISPLACED',
              citationsFor(s.config.rulesetId).misdealVoid ?? rule.cite,
              true,
              ctx.now,
            ),
          );
        }
        // After substantial action the hand goes on (FSNP Art. 51; LNSE II.37). The next hand
        // is planned from the right positions (the blind order restored), or from the seat the
        // button was on, moving on clockwise and never back.
        const right = h.plan.buttonSeat;
        const seats = [...h.seats].sort((a, b) => a - b);
        const after1 = (from: number) => seats.find((x) => x > from) ?? seats[0];
        const nextHandFrom =
          rule.value === 'restore-blind-order'
            ? {
                buttonSeat: right,
                smallBlindSeat: h.plan.smallBlindSeat,
                bigBlindSeat: h.plan.bigBlindSeat,
              }
            : {
                buttonSeat: c.seat,
                smallBlindSeat: after1(c.seat),
                bigBlindSeat: after1(after1(c.seat)),
              };
        return accept(
          event(
            'ButtonCorrected',
            { ...facts, outcome: 'play-on', nextHandFrom, ruleRef: rule.cite },
            rule.cite,
          ),
        );
      },
    },
    RecordHiddenChips: {
      roles: ['floor', 'director'],
      beforeCreation: noHandYet,
      decide(c, s, ctx) {
        const h = found(s, c);
        if (!isHand(h)) return h;
        const no = notPosted(h, s.config.rulesetId);
        if (no) return no;
        const cite = citationsFor(s.config.rulesetId).hiddenChips;
        const live = liveSeat(h, c.seat, cite, cite);
        if ('ok' in live) return live;
        const { i, p } = live;
        const e = h.engine!;
        // All-in: nothing behind but the part of his all-in nobody covered (returned uncalled).
        if (p.stack > e.uncalledReturned[i])
          return reject(
            'NOT_ALL_IN',
            cite,
            `Seat ${c.seat} is not all-in: chips found with him are simply his stack.`,
          );
        const put = p.collected + p.bet + e.uncalledReturned[i];
        const earlier = h.hiddenChips?.[i] ?? 0;
        if (!Number.isInteger(c.chips) || c.chips <= 0 || earlier + c.chips >= put)
          return reject(
            'HIDDEN_CHIPS_OUT_OF_RANGE',
            cite,
            `The hidden chips are part of seat ${c.seat}'s all-in of ${put}: a whole number above 0 and below what he showed${earlier ? ` (${earlier} already recorded)` : ''}.`,
          );
        return accept(
          event(
            'HiddenChipsDiscovered',
            {
              tableId: h.tableId,
              handNo: h.handNo,
              seat: c.seat,
              chips: c.chips,
              official: { id: ctx.actor.id, role: ctx.actor.role },
              at: ctx.now,
            },
            cite,
          ),
        );
      },
    },
    ChooseExposureOption: {
      roles: ['dealer', 'floor', 'director'],
      beforeCreation: noHandYet,
      decide(c, s, ctx) {
        const h = found(s, c);
        if (!isHand(h)) return h;
        const rule = (getRuleset(s.config.rulesetId) ?? getRuleset('fsnp')).game.headsUpExposure;
        const pending = h.exposureElection;
        if (!pending || !rule.value)
          return reject(
            'NO_EXPOSURE_ELECTION',
            rule.cite,
            "No deliberate heads-up exposure is waiting for the opponent's choice.",
          );
        const e = h.engine!;
        const opponent = e.players.findIndex(
          (p, k) => k !== pending.exposer && !p.folded && !p.mucked && !h.dead[k],
        );
        if (indexOfSeat(h, c.seat) !== opponent)
          return reject(
            'NOT_THE_OPPONENT',
            rule.cite,
            `The choice is the opponent's (seat ${h.seats[opponent]}), not seat ${c.seat}'s.`,
          );
        // No choice made: the rule's default (FSPR 7.1.6 note 2; OQ-12 ASSUMPTION: general rules).
        const option = c.option ?? rule.value.default;
        if (!rule.value.options.includes(option))
          return reject('UNKNOWN_OPTION', rule.cite, `${option} is not one of the options.`);
        const chosen = event(
          'ExposureOptionChosen',
          {
            tableId: h.tableId,
            handNo: h.handNo,
            seat: c.seat,
            exposerSeat: h.seats[pending.exposer],
            option,
            chosenBy: c.option ? 'player' : 'default',
            at: ctx.now,
          },
          rule.cite,
        );
        // Note 1, the general rules: the exposer's cards are folded.
        if (option === 'general-rules')
          return accept(
            chosen,
            ...killEvents(s, h, pending.exposer, 'deliberate-exposure', rule.cite, ctx),
          );
        return accept(chosen);
      },
    },
    ChooseSeventhCardOption: {
      roles: ['dealer', 'floor', 'director'],
      beforeCreation: noHandYet,
      decide(c, s, ctx) {
        const h = found(s, c);
        if (!isHand(h)) return h;
        const pending = h.seventhCardElection;
        if (!pending)
          return reject(
            'NO_SEVENTH_CARD_ELECTION',
            rulingCite(
              CORRECTIONS.STUD_SEVENTH_CARD_EXPOSED.ruleRef,
              'STUD_SEVENTH_CARD_EXPOSED',
              getRuleset(s.config.rulesetId) ?? getRuleset('fsnp'),
            ),
            'No exposed seventh card is waiting for its player\u2019s choice.',
          );
        if (indexOfSeat(h, c.seat) !== pending.player)
          return reject(
            'NOT_THE_EXPOSED_PLAYER',
            pending.ruleRef,
            `The choice is the player's whose seventh card was exposed (seat ${h.seats[pending.player]}), not seat ${c.seat}'s.`,
          );
        const option = c.option ?? 'play-on';
        if (option !== 'all-in-treatment' && option !== 'play-on')
          return reject(
            'UNKNOWN_OPTION',
            pending.ruleRef,
            `${String(option)} is not one of the options.`,
          );
        const aside =
          option === 'all-in-treatment' ? setAsideStack(h.engine!, pending.player) : null;
        if (aside && !aside.ok) return { ok: false, rejection: aside.rejection };
        const chosen = event(
          'SeventhCardElectionMade',
          {
            tableId: h.tableId,
            handNo: h.handNo,
            seat: c.seat,
            option,
            chosenBy: c.option ? 'player' : 'default',
            setAside: aside ? aside.aside : 0,
            at: ctx.now,
          },
          pending.ruleRef,
        );
        if (!aside) return accept(chosen);
        // The betting may be over for everyone once he puts in no more: the automatic steps follow.
        const flow = autoSteps(h, aside.state, ctx.now, ctx.actor, s.config.rulesetId, h.dead);
        return accept(chosen, ...flow.events);
      },
    },
    DeclareDeadHand: {
      roles: ['floor', 'director'],
      beforeCreation: noHandYet,
      decide(c, s, ctx) {
        const h = found(s, c);
        if (!isHand(h)) return h;
        const no = notPosted(h, s.config.rulesetId);
        if (no) return no;
        const rule: DeadHandRule | undefined = (DEAD_HAND_CAUSES as Record<string, DeadHandRule>)[
          c.cause
        ];
        if (!rule)
          return reject(
            'UNKNOWN_CAUSE',
            citationsFor(s.config.rulesetId).deadHand,
            `Unknown dead-hand cause ${c.cause}.`,
          );
        const cites = citationsFor(s.config.rulesetId);
        const live = liveSeat(h, c.seat, cites.deadHand, cites.handCompleted);
        if ('ok' in live) return live;
        const { i, p } = live;
        const rules = ruleset(s.config.rulesetId);
        const ruleRef =
          rule.citeInForce?.(rules.citations.value) ?? deadHandCite(rule.ruleRef, c.cause, rules);
        const why = rule.refuse({ engine: h.engine!, index: i });
        if (why) return reject('DEAD_HAND_NOT_APPLICABLE', ruleRef, why);
        // LNSE II.106: a hand properly tabled at the showdown cannot be killed; the error is
        // corrected and the pot awarded on the cards (the fact recorded, the hand left live).
        const tabled = rules.game.showdown.tabledHandKilled;
        const atShowdown = h.engine!.phase === 'showdown' || h.engine!.phase === 'complete';
        if (p.shown && atShowdown && tabled.value === 'hand-stands')
          return accept(
            ruling(
              h,
              c.cause,
              tabled.cite,
              'tabled-hand-stands',
              `Seat ${c.seat}'s hand was properly tabled: it cannot be killed; it stays live and the pot is awarded on the cards.`,
              ctx,
              c.seat,
            ),
          );
        return accept(
          ruling(
            h,
            c.cause,
            ruleRef,
            'kill-hand',
            `Seat ${c.seat} ${rule.label}: the hand is dead.`,
            ctx,
            c.seat,
          ),
          ...killEvents(s, h, i, c.cause, ruleRef, ctx, c.cause === 'killed-by-dealer'),
        );
      },
    },
  },
  events: {
    FloorRuling(s, d) {
      const h = bookOf(s).tables[d.tableId];
      if (!h || h.handNo !== d.handNo) return;
      const i = d.seat !== undefined ? h.seats.indexOf(d.seat) : -1;
      if (d.outcome === 'only-call' && i >= 0)
        h.onlyCall[i] = { scope: 'hand', ruleRef: d.ruleRef };
      if (d.outcome === 'call-or-fold' && i >= 0)
        h.onlyCall[i] = { scope: 'round', ruleRef: d.ruleRef };
      if (d.outcome === 'call-or-fold-this-turn' && i >= 0)
        h.onlyCall[i] = { scope: 'turn', ruleRef: d.ruleRef };
      if (d.code === 'OUT_OF_TURN' && i >= 0) {
        const held = h.held[i];
        // FSNP Art. 100(b): a fold from here on leaves in the pot the bet he faced when he acted.
        const faced = held ? Math.max(0, held.at.high - held.at.players[i].bet) : 0;
        if (d.outcome === 'call-or-fold' && faced > 0)
          h.forfeitOnFold = { ...h.forfeitOnFold, [i]: { chips: faced, ruleRef: d.ruleRef } };
        h.held[i] = null;
      }
      if (d.outcome === 'pot-forfeited' && i >= 0) h.potForfeitedBy = i;
      if (d.outcome === 'heads-up-election' && i >= 0)
        h.exposureElection = { exposer: i, ruleRef: d.ruleRef };
      if (d.outcome === 'seventh-card-election' && i >= 0)
        h.seventhCardElection = { player: i, ruleRef: d.ruleRef };
      if (d.outcome === 'board-recalled' && h.beforeBoard) {
        h.engine = h.beforeBoard;
        h.beforeBoard = null;
      }
    },
    HiddenChipsDiscovered(s, d) {
      const h = bookOf(s).tables[d.tableId];
      if (!h || h.handNo !== d.handNo) return;
      const i = h.seats.indexOf(d.seat);
      if (i >= 0) h.hiddenChips = { ...h.hiddenChips, [i]: (h.hiddenChips?.[i] ?? 0) + d.chips };
    },
    ExposureOptionChosen(s, d) {
      const h = bookOf(s).tables[d.tableId];
      if (!h || h.handNo !== d.handNo) return;
      h.exposureElection = undefined;
      const i = h.seats.indexOf(d.seat);
      // OQ-12 default: his own bet is treated as all-in: no further betting by him this hand.
      if (d.option === 'bet-as-all-in' && i >= 0)
        h.onlyCall[i] = { scope: 'hand', ruleRef: 'FSPR 7.1.6 (note 2)' };
    },
    SeventhCardElectionMade(s, d) {
      const h = bookOf(s).tables[d.tableId];
      if (!h || h.handNo !== d.handNo) return;
      const i = h.seats.indexOf(d.seat);
      h.seventhCardElection = undefined;
      if (d.option !== 'all-in-treatment' || i < 0 || !h.engine) return;
      const r = setAsideStack(h.engine, i);
      if (r.ok) {
        h.engine = r.state;
        h.setAside = { ...h.setAside, [i]: d.setAside };
      }
    },
    HandDeclaredDead(s, d) {
      const h = bookOf(s).tables[d.tableId];
      const i = h.seats.indexOf(d.seat);
      if (i >= 0) h.dead[i] = true;
      if (i >= 0 && d.returned && h.engine) h.engine = returnUnmatchedBet(h.engine, i).state;
    },
    ButtonCorrected(s, d) {
      if (d.nextHandFrom) bookOf(s).last[d.tableId] = { ...d.nextHandFrom };
    },
    HandVoided(s, d) {
      const book = bookOf(s);
      const h = book.tables[d.tableId];
      h.status = 'voided';
      if (d.redeal) {
        // FSPR 6.3: the redeal keeps the button and starts with the same player.
        book.redeal = {
          ...(book.redeal ?? {}),
          [d.tableId]: { buttonSeat: h.plan.buttonSeat, level: h.plan.level },
        };
        if (h.previous) book.last[d.tableId] = h.previous;
        else delete book.last[d.tableId];
      }
    },
  },
};
