/**
 * The regulator's rule audit (issue 15, "Beyond hashes"). The hash chain proves that nobody
 * changed an event after it was written; it says nothing about whether the events obey the
 * rules, and an operator who recomputes the chain after editing an event passes it. So the
 * audit replays the stream through the tournament's own evolve (the state the write side
 * decides on) and, around every event, checks the invariants below: the first event that breaks
 * one is named with its line, the invariant in plain words and its article.
 *
 * Pure: no I/O, no clock. `RuleAudit` takes events one at a time (a bundle is read as a stream,
 * see rule-audit-bundle.ts); `auditEvents` audits events held in memory (tests, the API).
 */
import {
  chipsInPlay,
  chipsOnTables,
  initialTournamentState,
  tournamentDecider,
  type TournamentState,
} from '../aggregates/tournament';
import { chipsOf, priceOf, paramsFor } from '../aggregates/tournament/defaults';
import { fmt } from '../aggregates/tournament/guards';
import { ownOrSilent } from '../aggregates/tournament/cite-in-force';
import { computeAward, isAward, type Award } from '../aggregates/tournament/hands/award';
import { poolByItem, poolTotal } from '../aggregates/tournament/prizes/pool';
import { amountOf, engineActionFor } from '../aggregates/tournament/hands/flow';
import { handAt } from '../aggregates/tournament/hands/state';
import { prizesOf } from '../aggregates/tournament/prizes/prizes';
import { tournamentIdOf, type StoredEvent } from '../events/envelope';
import { applyAction, forfeitChips } from '../poker/hand';
import type { StepResult } from '../poker/hand-types';
import type {
  EventData,
  Purchase,
  TournamentEvent,
  TournamentEventType,
} from '../events/tournament-events';
import {
  emptyLedger,
  foldLedger,
  ledgerImbalance,
  type LedgerState,
} from '../projections/ledger/ledger';
import { checkPurchaseSplit, computePrizes, getRuleset, splitShared, type Ruleset } from '../rules';
import { raceChipsAtStake } from '../rules/thresholds';
import { inventoryValue } from '../aggregates/tournament/chips/inventory';

/** An event as stored or exported: an events.jsonl line, or an event read from a store. */
export type AuditedEvent = StoredEvent;

/** The first event that breaks an invariant. */
export interface RuleBreak {
  /** 1-based line of events.jsonl (the event's position in what was audited). */
  readonly line: number;
  readonly revision: number;
  readonly eventId: string;
  readonly type: string;
  /** The invariant, in plain words. */
  readonly invariant: string;
  readonly citation: string;
  /** What the event does that breaks it, with the figures. */
  readonly detail: string;
}

export interface RuleAuditResult {
  readonly ok: boolean;
  readonly eventsAudited: number;
  /** How many invariants of the table watched at least one of the events. */
  readonly invariants: number;
  readonly broken?: RuleBreak;
}

/** What the checks see: the tournament as evolved so far, and its double-entry ledger. */
export interface AuditView {
  readonly state: TournamentState;
  readonly ledger: LedgerState;
  /** The stream of the first event audited. */
  readonly streamId: string;
}

/** A break found by a check: the detail, and the article when it depends on the ruleset. */
type Finding = string | { readonly detail: string; readonly citation: string } | null;

type Typed<T extends TournamentEventType> = AuditedEvent & { readonly data: EventData<T> };

interface InvariantSpec<T extends TournamentEventType> {
  readonly name: string;
  /** The article; a function when it is the ruleset's own citation. */
  readonly citation: string | ((s: TournamentState) => string);
  /** The event types it watches; all of them when absent. */
  readonly on?: readonly T[];
  /** Types it does not watch (with `on` absent). */
  readonly except?: ReadonlySet<string>;
  /** Checked against the state the event follows: evolve updates the state in place. */
  pre?(e: Typed<T>, v: AuditView): Finding;
  /** Checked against the state the event leads to. */
  post?(e: Typed<T>, v: AuditView): Finding;
  /** Checked once the command that wrote the event has all its events applied. */
  end?(v: AuditView): Finding;
}

/** An invariant of the table, its event type erased. */
export interface Invariant {
  readonly name: string;
  readonly citation: string | ((s: TournamentState) => string);
  watches(type: string): boolean;
  pre?(e: AuditedEvent, v: AuditView): Finding;
  post?(e: AuditedEvent, v: AuditView): Finding;
  end?(v: AuditView): Finding;
}

function invariant<T extends TournamentEventType>(spec: InvariantSpec<T>): Invariant {
  const on = spec.on ? new Set<string>(spec.on) : null;
  return {
    name: spec.name,
    citation: spec.citation,
    watches: (type) => (on ? on.has(type) : !spec.except?.has(type)),
    // The type was checked by `watches`: the data is that type's.
    pre: spec.pre && ((e, v) => spec.pre!(e as Typed<T>, v)),
    post: spec.post && ((e, v) => spec.post!(e as Typed<T>, v)),
    end: spec.end,
  };
}

const rulesetOf = (s: TournamentState): Ruleset | undefined =>
  s.config ? getRuleset(s.config.rulesetId) : undefined;

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/**
 * Steps inside a hand: they move chips only within the hand's engine, never a stack on the
 * table (their evolve touches the hand book alone). The stacks a hand leaves reach the table at
 * HandCompleted, checked there; the whole-room count is skipped for these, the bulk of a stream.
 */
const HAND_STEPS: ReadonlySet<string> = new Set([
  'HandPlanned',
  'ForcedBetsPosted',
  'HoleCardsDealt',
  'ActionRecorded',
  'OutOfTurnActionHeld',
  'BoardDealt',
  'ShowdownRecorded',
  'PotsAwarded',
  'TimeCalled',
  'HandDeclaredDead',
  'HiddenChipsDiscovered',
  'BetCorrected',
  'FloorRuling',
  'HandVoided',
]);

const CHIP_PURCHASES = ['PlayerReEntered', 'RebuyTaken', 'ChipsToppedUp', 'AddOnTaken'] as const;
const PURCHASES = ['PlayerRegistered', ...CHIP_PURCHASES] as const;
type PurchaseType = (typeof PURCHASES)[number];

const purchaseIn = (e: Typed<PurchaseType>): Purchase | undefined => e.data.purchase;

/** The award the hand's own engine gives, computed once per PotsAwarded event. */
const awards = new WeakMap<AuditedEvent, ReturnType<typeof computeAward> | null>();
function expectedAward(e: Typed<'PotsAwarded'>, s: TournamentState) {
  if (!awards.has(e)) {
    const h = handAt(s, e.data.tableId);
    const ok = h && h.handNo === e.data.handNo && h.status === 'playing' && h.engine && s.config;
    awards.set(
      e,
      ok
        ? computeAward(
            h,
            e.data.method === 'declared' ? e.data.pots.map((p) => p.winnerSeats) : undefined,
            // FSPR 6.3.9: a forfeited pot's shares are the chief judge's, checked as recorded.
            h.potForfeitedBy !== undefined && e.data.pots.length === 1
              ? e.data.pots[0].shares
              : undefined,
            s.config!.rulesetId,
          )
        : null,
    );
  }
  return awards.get(e)!;
}

const seatList = (xs: readonly number[]): string => [...xs].sort((a, b) => a - b).join(', ');

/** Prizes awarded from the pool so far: receipts (bounties apart) and qualification tickets. */
function awardedFromPool(v: AuditView): number {
  let total = 0;
  for (const r of Object.values(prizesOf(v.state).receipts))
    if (r.kind !== 'bounty') total += r.amount;
  // Tickets are no receipt: the ledger books each one to tickets-payable (a credit).
  return total - v.ledger.balances['tickets-payable'];
}

/**
 * The invariants, in the order they are checked on one event: the first that fails is named.
 * Each is a name a regulator reads, the article it comes from, and its check.
 */
export const INVARIANTS: readonly Invariant[] = [
  invariant({
    name: 'every event belongs to the tournament’s own stream, which starts with its creation',
    citation: 'DESIGN.md "Events": one stream per tournament, tournament-<id>',
    pre(e, v) {
      if (e.streamId !== v.streamId)
        return `the event belongs to stream ${e.streamId}, not ${v.streamId}`;
      if (v.state.version === 0 && e.type !== 'TournamentCreated')
        return `the stream starts with ${e.type}, not with TournamentCreated`;
      if (e.type === 'TournamentCreated') {
        const id = (e.data as EventData<'TournamentCreated'>).tournamentId;
        if (v.state.config) return 'the tournament is created a second time';
        if (tournamentIdOf(e.streamId) !== id)
          return `tournament ${id} is created in stream ${e.streamId}`;
      }
      return null;
    },
  }),
  invariant({
    name: 'revisions are contiguous: 0, 1, 2, … without gap or repeat',
    citation: 'DESIGN.md "Events": revision is the 0-based position in the stream',
    pre(e, v) {
      const want = v.state.version;
      if (e.revision === want) return null;
      return e.revision < want
        ? `revision ${e.revision} repeats one already recorded (${want} was next)`
        : `revision ${e.revision} follows ${want - 1}: revision${e.revision - want > 1 ? `s ${want}-${e.revision - 1} are` : ` ${want} is`} missing`;
    },
  }),
  invariant({
    name: 'chips are conserved: chips on the tables equal chips issued − removed ± the colour-up race',
    citation: 'FSNP Art. 35; LNSE 123/13 I.44',
    except: HAND_STEPS,
    post(_e, v) {
      const on = chipsOnTables(v.state);
      const c = v.state.chips;
      const inPlay = chipsInPlay(v.state);
      if (on === inPlay) return null;
      return `${fmt(on)} chips are on the tables but the record accounts for ${fmt(inPlay)} (issued ${fmt(c.issued)} − removed ${fmt(c.removed)} + race ${fmt(c.raceDelta)}): ${fmt(Math.abs(on - inPlay))} chips ${on > inPlay ? 'more' : 'fewer'} than recorded purchases, colour-ups and removals allow`;
    },
  }),
  invariant({
    name: 'the chips in play per denomination add up to the chips in play',
    citation: 'FSNP Art. 35, 43, 44',
    except: HAND_STEPS,
    post(_e, v) {
      const inv = v.state.chips.byDenomination;
      // Unknown (no catalog starting set, or an older stream): nothing to compare.
      if (!inv) return null;
      const bad = Object.entries(inv).find(([, n]) => !Number.isSafeInteger(n) || n < 0);
      if (bad) return `the inventory holds ${bad[1]} chips of ${fmt(Number(bad[0]))}`;
      const value = inventoryValue(inv);
      const inPlay = chipsInPlay(v.state);
      return value === inPlay
        ? null
        : `the chips counted by denomination are worth ${fmt(value)} but ${fmt(inPlay)} chips are in play`;
    },
  }),
  invariant({
    name: 'chips are conserved hand by hand: a hand starts with the stacks on the table and leaves the same total',
    citation: 'FSNP Art. 35, 113; LNSE 123/13 I.44',
    on: ['HandPlanned', 'HandCompleted'],
    pre(e, v) {
      const t = v.state.tables[e.data.tableId];
      if (!t) return `table ${e.data.tableId} is not in play`;
      if (e.type === 'HandPlanned') {
        for (const x of (e.data as EventData<'HandPlanned'>).dealtIn) {
          const pid = t.seats[x.seat] ?? null;
          const stack = pid ? v.state.entrants[pid]?.stack : t.reserved[x.seat];
          if (pid !== x.playerId || stack !== x.stack)
            return `hand ${e.data.handNo} deals seat ${x.seat} in with ${fmt(x.stack)} chips${x.playerId ? ` for ${x.playerId}` : ''}, but the table has ${stack === undefined ? 'nobody there' : `${fmt(stack)}${pid ? ` for ${pid}` : ''}`}`;
        }
        return null;
      }
      const d = e.data as EventData<'HandCompleted'>;
      const h = handAt(v.state, d.tableId);
      if (!h || h.handNo !== d.handNo)
        return `hand ${d.handNo} was never dealt at table ${d.tableId}`;
      if (h.status !== 'awarded' && h.status !== 'voided')
        return `hand ${d.handNo} is completed before its pots were awarded or the hand voided`;
      if (seatList(d.stacks.map((x) => x.seat)) !== seatList(h.seats))
        return `hand ${d.handNo} leaves stacks for seats ${seatList(d.stacks.map((x) => x.seat))}, but seats ${seatList(h.seats)} were dealt in`;
      const start = sum(h.plan.dealtIn.map((x) => x.stack));
      const end = sum(d.stacks.map((x) => x.chips));
      if (end !== start)
        return `hand ${d.handNo} at table ${d.tableId} started with ${fmt(start)} chips and leaves ${fmt(end)}`;
      const expected = h.status === 'awarded' ? h.finalStacks! : h.plan.dealtIn.map((x) => x.stack);
      const wrong = d.stacks.find((x) => expected[h.seats.indexOf(x.seat)] !== x.chips);
      return wrong
        ? `hand ${d.handNo} leaves seat ${wrong.seat} ${fmt(wrong.chips)} chips where the ${h.status === 'awarded' ? 'pots awarded give' : 'voided hand returns'} ${fmt(expected[h.seats.indexOf(wrong.seat)])}`
        : null;
    },
  }),
  invariant({
    name: 'every step of a hand is one the rules allow at that moment, as the hand’s engine replays it',
    citation: 'the engine’s article for the refused step (src/poker/rule-refs.ts)',
    on: ['HoleCardsDealt', 'ActionRecorded', 'BoardDealt', 'ShowdownRecorded'],
    pre(e, v) {
      const h = handAt(v.state, e.data.tableId);
      // A hand may still be shown once its pots are pushed (ShowOrMuck before CompleteHand).
      if (!h || h.handNo !== e.data.handNo || h.status === 'voided' || !h.engine)
        return `hand ${e.data.handNo} at table ${e.data.tableId} is not being played`;
      const engine = h.engine;
      const index = (seat: number) => h.seats.indexOf(seat);
      const refused = (what: string, r: StepResult): Finding =>
        r.ok
          ? null
          : { detail: `${what} is refused: ${r.rejection.message}`, citation: r.rejection.ruleRef };
      switch (e.type) {
        case 'HoleCardsDealt': {
          // Evolve deals in order and keeps each step the engine takes.
          let at = engine;
          for (const x of (e.data as EventData<'HoleCardsDealt'>).hands) {
            const r = applyAction(at, { type: 'dealHole', player: index(x.seat), cards: x.cards });
            if (!r.ok) return refused(`dealing seat ${x.seat}'s hole cards`, r);
            at = r.state;
          }
          return null;
        }
        case 'BoardDealt':
          return refused(
            'the board card(s)',
            applyAction(engine, {
              type: 'dealBoard',
              cards: (e.data as EventData<'BoardDealt'>).cards,
            }),
          );
        case 'ShowdownRecorded': {
          const d = e.data as EventData<'ShowdownRecorded'>;
          const i = index(d.seat);
          return refused(
            `seat ${d.seat} ${d.shown ? 'showing' : 'mucking'}`,
            applyAction(
              engine,
              d.shown
                ? { type: 'show', player: i, ...(d.cards ? { cards: d.cards } : {}) }
                : { type: 'muck', player: i },
            ),
          );
        }
        default: {
          const d = e.data as EventData<'ActionRecorded'>;
          const i = index(d.seat);
          if (i < 0) return `seat ${d.seat} was not dealt into hand ${d.handNo}`;
          // As evolve does: a fold with chips first forfeits them (FSNP Art. 100(b)).
          const f = d.action === 'fold' && d.amount > 0 ? forfeitChips(engine, i, d.amount) : null;
          const what = `seat ${d.seat}'s ${d.action}${d.amount ? ` of ${fmt(d.amount)}` : ''}`;
          if (f && !f.ok) return refused(what, f);
          const from = f?.ok ? f.state : engine;
          const r = applyAction(from, engineActionFor(h, from, i, d.action, d.amount));
          if (!r.ok) return refused(what, r);
          const put = d.action === 'fold' ? d.amount : amountOf(from, i, d.action, d.amount);
          return d.amount === put ? null : `${what} is recorded; the step puts in ${fmt(put)}`;
        }
      }
    },
  }),
  invariant({
    name: 'pots equal contributions: every pot holds exactly what the players put in',
    citation: 'FSNP Art. 76-78; DECISION-5',
    on: ['PotsAwarded'],
    pre(e, v) {
      const d = e.data;
      const award = expectedAward(e, v.state);
      if (!award) return `hand ${d.handNo} at table ${d.tableId} is not being played`;
      if (!isAward(award))
        return `the pots of hand ${d.handNo} are awarded where the hand allows no award: ${award.ok ? '' : award.rejection.message}`;
      const put = sum(award.pots.map((p) => p.amount));
      const total = sum(d.pots.map((p) => p.amount));
      if (total !== put)
        return `the pots of hand ${d.handNo} at table ${d.tableId} total ${fmt(total)} chips but the players put in ${fmt(put)}`;
      if (d.pots.length !== award.pots.length)
        return `hand ${d.handNo} has ${award.pots.length} pot(s) by its bets, not ${d.pots.length}`;
      const k = d.pots.findIndex(
        (p, i) =>
          p.amount !== award.pots[i].amount ||
          seatList(p.eligibleSeats) !== seatList(award.pots[i].eligibleSeats),
      );
      if (k >= 0)
        return `${k === 0 ? 'the main pot' : `side pot ${k}`} of hand ${d.handNo} holds ${fmt(d.pots[k].amount)} chips contested by seats ${seatList(d.pots[k].eligibleSeats)}; the bets give ${fmt(award.pots[k].amount)} contested by seats ${seatList(award.pots[k].eligibleSeats)}`;
      const back = (xs: Award['returned']) => xs.map((x) => `${x.seat}:${x.chips}`).join();
      return back(d.returned) === back(award.returned)
        ? null
        : `hand ${d.handNo} returns uncalled chips ${back(d.returned) || 'none'} where the bets leave ${back(award.returned) || 'none'}`;
    },
  }),
  invariant({
    name: 'awards equal pots: each pot goes whole to the winners the hand gives, odd chips as the rules split them',
    citation: 'FSNP Art. 77, 112-113; DECISION-5',
    on: ['PotsAwarded'],
    pre(e, v) {
      const d = e.data;
      const award = expectedAward(e, v.state);
      if (!award || !isAward(award)) return null;
      for (const [k, p] of d.pots.entries()) {
        const name = k === 0 ? 'the main pot' : `side pot ${k}`;
        const given = sum(p.shares.map((x) => x.chips));
        if (given !== p.amount)
          return `${name} of hand ${d.handNo} holds ${fmt(p.amount)} chips but ${fmt(given)} are awarded from it`;
        const want = award.pots[k];
        const shares = (xs: typeof p.shares) => xs.map((x) => `${x.seat}:${x.chips}`).join();
        if (shares(p.shares) !== shares(want.shares))
          return `${name} of hand ${d.handNo} is awarded ${shares(p.shares)} (seat:chips) where the ${d.method === 'declared' ? 'winners named' : 'cards'} give ${shares(want.shares)}`;
      }
      return null;
    },
  }),
  invariant({
    name: 'a colour-up race gives each holder his stack’s value in the chips left, the race winners one chip more',
    citation: 'FSNP Art. 39-40; LNSE 123/13 II.14-15; DECISION-8',
    on: ['ChipRaceConducted'],
    pre(e, v) {
      const d = e.data;
      const next = d.smallestRemaining;
      // FSNP Art. 40: the odd chips of the dealers' count when the race was run on one.
      const oddOf = (r: (typeof d.results)[number]) => {
        if (!d.retiredCounts) return r.before % next;
        const n = d.retiredCounts.find((x) => x.tableId === r.tableId && x.seat === r.seat);
        return ((n?.count ?? 0) % (next / d.retired)) * d.retired;
      };
      for (const t of d.tables) {
        // DECISION-8 / Club Rule 24C: odd value ÷ new value, rounded as the ruleset says; the highest cards win them.
        const odd = sum(d.results.filter((r) => r.tableId === t.tableId).map(oddOf));
        const rounding =
          (v.state.config && getRuleset(v.state.config.rulesetId)?.chipRace.raceChips.value) ??
          'half-up';
        const raced = raceChipsAtStake(odd, next, rounding);
        const winners = [...t.cards]
          .sort((a, b) => Math.max(...b.cards) - Math.max(...a.cards))
          .slice(0, raced)
          .map((x) => x.seat);
        if (
          t.oddValue !== odd ||
          t.chipsRaced !== raced ||
          seatList(t.winners) !== seatList(winners)
        )
          return `the race at table ${t.tableId} gives ${t.chipsRaced} chip(s) to seats ${seatList(t.winners) || 'none'}; the odd chips (${fmt(odd)}) and the cards dealt give ${raced} to seats ${seatList(winners) || 'none'}`;
      }
      for (const r of d.results) {
        const table = v.state.tables[r.tableId];
        const pid = table?.seats[r.seat];
        const held = pid ? v.state.entrants[pid]?.stack : table?.reserved[r.seat];
        if (held !== r.before)
          return `the race records ${fmt(r.before)} chips at table ${r.tableId} seat ${r.seat}, which holds ${held === undefined ? 'nothing' : fmt(held)}`;
        const won = d.tables.find((t) => t.tableId === r.tableId)?.winners.includes(r.seat);
        let after = r.before - oddOf(r) + (won ? next : 0);
        // FSNP Art. 40(b): the race eliminates nobody.
        if (after === 0 && r.before > 0) after = next;
        if (r.after !== after)
          return `the race leaves table ${r.tableId} seat ${r.seat} ${fmt(r.after)} chips from ${fmt(r.before)}; the exchange gives ${fmt(after)}`;
      }
      const delta = sum(d.results.map((r) => r.after - r.before));
      return d.delta === delta
        ? null
        : `the race records a change of ${fmt(d.delta)} chips in play; its results add up to ${fmt(delta)}`;
    },
  }),
  invariant({
    name: 'retired chips found after the race leave play as the exchange gives, and no more',
    citation: 'FSNP Art. 42',
    on: ['OddChipsRemoved'],
    pre(e, v) {
      const d = e.data;
      for (const x of d.seats) {
        const table = v.state.tables[x.tableId];
        const pid = table?.seats[x.seat];
        const held = pid ? v.state.entrants[pid]?.stack : table?.reserved[x.seat];
        const value = x.count * d.retired;
        const exchanged = Math.floor(value / d.smallestRemaining);
        const removed = value - exchanged * d.smallestRemaining;
        if (held !== x.before || x.exchanged !== exchanged || x.removed !== removed)
          return `table ${x.tableId} seat ${x.seat}: ${x.count} chips of ${fmt(d.retired)} give ${exchanged} of ${fmt(d.smallestRemaining)} and ${fmt(removed)} removed from ${fmt(held ?? 0)}; the event records ${x.exchanged}, ${fmt(x.removed)} from ${fmt(x.before)}`;
        if (x.after !== x.before - x.removed)
          return `table ${x.tableId} seat ${x.seat} is left ${fmt(x.after)} chips; ${fmt(x.before)} less ${fmt(x.removed)} is ${fmt(x.before - x.removed)}`;
      }
      const total = sum(d.seats.map((x) => x.removed));
      return d.chipsRemoved === total
        ? null
        : `the removal records ${fmt(d.chipsRemoved)} chips out of play; its seats add up to ${fmt(total)}`;
    },
  }),
  invariant({
    name: 'chips the floor removes from play leave exactly the stacks the removal records',
    citation: (s) => {
      const c = rulesetOf(s)?.citations.value;
      return [c?.chipsRemovedFromPlay.hidden, c?.chipsRemovedFromPlay.found, c?.chipTotal]
        .filter((x) => !!x)
        .join('; ');
    },
    on: ['ChipsRemovedFromPlay'],
    pre(e, v) {
      const d = e.data;
      const table = v.state.tables[d.tableId];
      for (const x of d.seats) {
        const pid = table?.seats[x.seat];
        const held = pid ? v.state.entrants[pid]?.stack : table?.reserved[x.seat];
        if (held !== x.before)
          return `table ${d.tableId} seat ${x.seat} holds ${held === undefined ? 'nothing' : fmt(held)}; the removal records ${fmt(x.before)}`;
        if (!Number.isSafeInteger(x.after) || x.after < 0)
          return `table ${d.tableId} seat ${x.seat} is left ${String(x.after)} chips, not a whole number of 0 or more`;
      }
      const total = sum(d.seats.map((x) => x.before - x.after));
      return Number.isSafeInteger(d.chips) && d.chips > 0 && d.chips === total
        ? null
        : `the removal records ${fmt(d.chips)} chips out of play; its seats give up ${fmt(total)}`;
    },
  }),
  invariant({
    name: 'a corrected pot award moves whole chips between seats of the hand and adds up to zero',
    citation: (s) => rulesetOf(s)?.game.disputeWindow.cite ?? 'Club Rule 22',
    on: ['PotAwardCorrected'],
    pre(e, v) {
      const d = e.data;
      const bad = d.moves.find((m) => !Number.isSafeInteger(m.chips) || m.chips === 0);
      if (bad)
        return `seat ${bad.seat} is moved ${String(bad.chips)} chips, not a whole number other than 0`;
      const total = sum(d.moves.map((m) => m.chips));
      if (total !== 0)
        return `the correction of hand ${d.handNo} at table ${d.tableId} moves chips adding up to ${fmt(total)}, not 0`;
      const held = d.moves.find((m) => (v.state.entrants[m.playerId]?.stack ?? 0) + m.chips < 0);
      return held
        ? `${held.playerId} holds ${fmt(v.state.entrants[held.playerId]?.stack ?? 0)} chips: ${fmt(-held.chips)} cannot be taken from him`
        : null;
    },
  }),
  invariant({
    name: 'a purchase adds exactly the chips it records to the player’s stack',
    citation: 'FSNP Art. 35; LNSE 123/13 I.50',
    on: CHIP_PURCHASES,
    pre(e, v) {
      const d = e.data;
      const held = v.state.entrants[d.playerId]?.stack;
      if (held === undefined) return `${d.playerId} is not in the tournament`;
      if (d.stackBefore !== held)
        return `the ${d.purchase.item} records a stack of ${fmt(d.stackBefore)} before it, but ${d.playerId} held ${fmt(held)}`;
      // LNSE 123/13 I.53: bought during a hand, the chips join the stack when that hand ends.
      const added = d.chipsFromNextHand ? 0 : d.purchase.chips;
      return d.stackAfter === d.stackBefore + added
        ? null
        : `the ${d.purchase.item} of ${fmt(d.purchase.chips)} chips takes the stack from ${fmt(d.stackBefore)} to ${fmt(d.stackAfter)}`;
    },
  }),
  invariant({
    name: 'players are placed once each, by survival: the winner is the last player holding every chip',
    citation: 'FSNP Art. 132; LNSE 123/13 I.68-72; DECISION-4',
    on: ['PlayerEliminated', 'TournamentCompleted'],
    pre(e, v) {
      const s = v.state;
      const placed = s.hands?.places ?? {};
      if (e.type === 'PlayerEliminated') {
        const d = e.data as EventData<'PlayerEliminated'>;
        if (!s.players[d.playerId]) return `${d.playerId} is not registered in this tournament`;
        const was = placed[d.playerId];
        if (was) return `${d.playerId} is placed ${d.place}, but already finished ${was.place}`;
        return d.place >= 2 && d.place <= s.registrations
          ? null
          : `${d.playerId} is placed ${d.place} of ${s.registrations} players (place 1 is the winner's)`;
      }
      const d = e.data as EventData<'TournamentCompleted'>;
      const seen = new Set<string>();
      for (const x of d.standings) {
        if (seen.has(x.playerId)) return `the final standings list ${x.playerId} twice`;
        seen.add(x.playerId);
        const was = placed[x.playerId];
        if (was && was.place !== x.place)
          return `the final standings place ${x.playerId} ${x.place}; he was eliminated in place ${was.place}`;
      }
      const first = d.standings.find((x) => x.playerId === d.winnerId);
      if (first?.place !== 1 || first.sharedBy !== 1)
        return `the winner ${d.winnerId} is not alone in place 1 of the final standings`;
      const held = s.entrants[d.winnerId]?.stack ?? 0;
      return held === chipsInPlay(s)
        ? null
        : `the winner ${d.winnerId} holds ${fmt(held)} of the ${fmt(chipsInPlay(s))} chips in play`;
    },
  }),
  invariant({
    name: 'the operator’s share of each purchase is within the ruleset’s cap for that item',
    citation: (s) => {
      const f = rulesetOf(s)?.fees;
      return f ? `${f.maxOperatorShareBp.cite}; ${f.minPrizeFundShareBp.cite}` : 'DECISION-2';
    },
    on: PURCHASES,
    pre(e, v) {
      const p = purchaseIn(e);
      const r = rulesetOf(v.state);
      if (!p || !r) return null;
      const gross = p.prizeFund + p.fee;
      const cap = r.fees.maxOperatorShareBp;
      // Checked before the library's split check, whose prize-fund floor (the same limit seen
      // from the other side) would otherwise be named first.
      if (cap.value !== null && BigInt(p.fee) * 10_000n > BigInt(gross) * BigInt(cap.value))
        return {
          detail: `purchase no. ${p.purchaseNo}: the operator's share of the ${p.item} is ${fmt(p.fee)} of ${fmt(gross)}, above ${cap.value / 100} % of the item`,
          citation: cap.cite,
        };
      const bad = checkPurchaseSplit(r, p.item, {
        grossMinor: gross,
        prizeFundMinor: p.prizeFund,
        feeMinor: p.fee,
      });
      return (
        bad && { detail: `purchase no. ${p.purchaseNo}: ${bad.message}`, citation: bad.ruleRef }
      );
    },
  }),
  invariant({
    name: 'every purchase is one numbered line at the item’s published price, code and chips',
    // Cited under the tournament's ruleset (issue 18): FSNP Art. 30, or LNSE I.50, I.52 (full
    // price and full chips only), IV.1.3, IV.6(a); never both.
    citation: (s) => {
      const cite = 'FSNP Art. 30; LNSE 123/13 I.50, I.52, IV.1.3, IV.6(a)';
      const r = rulesetOf(s);
      return r ? ownOrSilent(cite, r) : cite;
    },
    on: PURCHASES,
    pre(e, v) {
      const p = purchaseIn(e);
      const cfg = v.state.config;
      if (!p || !cfg) return null;
      const price = priceOf(cfg, p.item);
      if (p.prizeFund !== price.prizeFund || p.fee !== price.fee)
        return `purchase no. ${p.purchaseNo} (${p.item}) is split ${fmt(p.prizeFund)} prize fund + ${fmt(p.fee)} fee; the published price is ${fmt(price.prizeFund)} + ${fmt(price.fee)}`;
      const code = paramsFor(cfg.rulesetId).transactionCodes.value[p.item];
      if (p.code !== code)
        return `purchase no. ${p.purchaseNo} (${p.item}) is booked as ${p.code}, not ${code}`;
      if (p.currency !== cfg.currency)
        return `purchase no. ${p.purchaseNo} is in ${p.currency}; the tournament is in ${cfg.currency}`;
      if (p.purchaseNo !== v.state.purchases + 1)
        return `purchase no. ${p.purchaseNo} follows no. ${v.state.purchases}: purchase lines are numbered in sequence`;
      const chips = chipsOf(cfg, p.item);
      return p.chips === chips
        ? null
        : `purchase no. ${p.purchaseNo} (${p.item}) gives ${fmt(p.chips)} chips; the published item gives ${fmt(chips)}`;
    },
  }),
  invariant({
    name: 'a late entry gets the starting stack less the chips it records as taken off',
    citation: 'FSNP Art. 135; LNSE 123/13 I.41-42, I.45-46',
    on: ['PlayerRegistered'],
    pre(e, v) {
      const l = e.data.lateEntry;
      const cfg = v.state.config;
      if (!l || !cfg) return null;
      const who = e.data.playerId;
      if (l.claimedReservedStack > 0) {
        const held = v.state.tables[l.tableId]?.reserved[l.seat];
        return held === l.claimedReservedStack && l.stack === held && l.reduction === 0
          ? null
          : `${who} takes over the reserved seat ${l.tableId}/${l.seat} with ${fmt(l.stack)} chips; the seat holds ${held === undefined ? 'no reserved stack' : fmt(held)}`;
      }
      if (l.stack + l.reduction !== cfg.startingStack)
        return `${who} enters late with ${fmt(l.stack)} chips and ${fmt(l.reduction)} taken off: ${fmt(l.stack + l.reduction)}, not the starting stack of ${fmt(cfg.startingStack)}`;
      // LNSE I.45: the director's own figure replaces the computed one, recorded as an override.
      return l.override || !l.computation || l.computation.reduction === l.reduction
        ? null
        : `${who} has ${fmt(l.reduction)} taken off; the levels played make ${fmt(l.computation.reduction)}`;
    },
  }),
  invariant({
    name: 'the prize pool is the prize-fund parts of the purchases, bounties set apart',
    citation: 'FSNP Art. 30, 141(a); LNSE 123/13 I.62, I.64',
    on: ['PrizePoolFixed'],
    pre(e, v) {
      const d = e.data;
      const m = v.state.money;
      if (prizesOf(v.state).pool) return 'the prize pool is fixed a second time';
      // LNSE I.62: a pool determined per item is recomputed from the purchases and the shares.
      const want = d.byItem ? poolTotal(poolByItem(v.state)) : m.prizeFund;
      if (d.amount + d.bountyFund !== want)
        return `the pool is fixed at ${fmt(d.amount)}${d.bountyFund ? ` with ${fmt(d.bountyFund)} of bounties` : ''}, but the purchases put ${fmt(want)} into the prize fund`;
      for (const code of ['IN', 'RB', 'AD'] as const) {
        const got = d.byCode[code];
        const want = m.byCode[code];
        if (
          got.prizeFund !== want.prizeFund ||
          got.fee !== want.fee ||
          got.count !== want.count ||
          got.gross !== want.prizeFund + want.fee
        )
          return `the pool reports ${got.count} ${code} purchases (${fmt(got.prizeFund)} prize fund, ${fmt(got.fee)} fee); the purchases are ${want.count} (${fmt(want.prizeFund)}, ${fmt(want.fee)})`;
      }
      const bounties = (d.bountyValue ?? 0) * m.byCode.IN.count;
      return d.bountyFund === bounties
        ? null
        : `the bounty fund is ${fmt(d.bountyFund)}; ${m.byCode.IN.count} entries at ${fmt(d.bountyValue ?? 0)} make ${fmt(bounties)}`;
    },
  }),
  invariant({
    name: 'payouts equal the fixed prize pool: the prizes awarded add up to the pool, never more',
    citation: (s) => {
      const p = rulesetOf(s)?.prizePool;
      return p
        ? `${p.fixedAfterPurchasePeriods.cite}; ${p.payoutFixedAtRegistrationClose.cite}`
        : 'DECISION-3';
    },
    on: ['PrizeAwarded', 'PrizeRedistributed', 'QualifierTicketAwarded'],
    pre(e, v) {
      const pool = prizesOf(v.state).pool;
      if (!pool) return 'a prize is awarded before the prize pool was fixed';
      let added: number;
      if (e.type === 'PrizeRedistributed') {
        const d = e.data as EventData<'PrizeRedistributed'>;
        added = sum(d.shares.map((x) => x.amount));
        if (added !== d.amount)
          return `the prize of ${d.fromPlayerId} (${fmt(d.amount)}) is shared out as ${fmt(added)}`;
      } else if (e.type === 'QualifierTicketAwarded')
        added = (e.data as EventData<'QualifierTicketAwarded'>).ticketValue;
      else added = (e.data as EventData<'PrizeAwarded'>).amount;
      const awarded = awardedFromPool(v) + added;
      return awarded > pool.amount
        ? `with this award the prizes reach ${fmt(awarded)}, more than the fixed pool of ${fmt(pool.amount)} by ${fmt(awarded - pool.amount)}`
        : null;
    },
    end(v) {
      const pool = prizesOf(v.state).pool!;
      const awarded = awardedFromPool(v);
      return awarded === pool.amount
        ? null
        : `the prizes awarded total ${fmt(awarded)}; the fixed pool is ${fmt(pool.amount)}: ${fmt(pool.amount - awarded)} is left unawarded`;
    },
  }),
  invariant({
    name: 'each prize is its place’s share of the fixed pool by the fixed payout table',
    citation: (s) => rulesetOf(s)?.prizePool.rounding.cite ?? 'DECISION-3',
    on: ['PrizeAwarded'],
    pre(e, v) {
      const d = e.data;
      const { pool, table } = prizesOf(v.state);
      if (!pool || !table)
        return 'a prize is awarded before the prize pool and the payout table were fixed';
      if (d.kind !== 'place' || table.basisPoints.length === 0) return null;
      const amounts = computePrizes(pool.amount, table.basisPoints, table.rounding);
      const places = d.sharedPlaces ?? [d.place];
      const bp = sum(places.map((p) => table.basisPoints[p - 1] ?? 0));
      if (d.pctBp !== bp)
        return `receipt no. ${d.receiptNo} gives place ${places.join('+')} ${d.pctBp / 100} % of the pool; the payout table gives ${bp / 100} %`;
      const allowed = d.sharedPlaces ? splitShared(amounts, places) : [amounts[d.place - 1] ?? 0];
      return allowed.includes(d.amount)
        ? null
        : `receipt no. ${d.receiptNo} pays ${fmt(d.amount)} for place ${places.join('+')}; the table gives ${fmt(allowed[0])} of the ${fmt(pool.amount)} pool`;
    },
  }),
  invariant({
    name: 'bounties are paid from the bounty fund, never beyond it',
    citation: 'FSNP Art. 141(a)',
    on: ['BountyAwarded'],
    post(e, v) {
      const pool = prizesOf(v.state).pool;
      if (!pool) return 'a bounty is awarded before the prize pool was fixed';
      const paid = sum(
        Object.values(prizesOf(v.state).receipts)
          .filter((r) => r.kind === 'bounty')
          .map((r) => r.amount),
      );
      return paid > pool.bountyFund
        ? `bounties reach ${fmt(paid)} with receipt no. ${e.data.receiptNo}; the bounty fund is ${fmt(pool.bountyFund)}`
        : null;
    },
  }),
  invariant({
    name: 'a prize is paid once, to its player, as awarded: paid never exceeds awarded',
    citation: 'LNSE 123/13 I.66-67, IV.9.1(e)',
    on: ['PrizePaid'],
    pre(e, v) {
      const d = e.data;
      const r = prizesOf(v.state).receipts[d.receiptNo];
      if (!r) return `a prize is paid against receipt no. ${d.receiptNo}, which was never issued`;
      if (r.paid) return `receipt no. ${d.receiptNo} is paid a second time`;
      if (r.playerId !== d.playerId)
        return `receipt no. ${d.receiptNo} of ${r.playerId} is paid to ${d.playerId}`;
      if (d.gross !== r.amount)
        return `receipt no. ${d.receiptNo} is paid ${fmt(d.gross)} gross; it awards ${fmt(r.amount)}`;
      if (d.withheld < 0 || d.withheld > d.gross || d.net !== d.gross - d.withheld)
        return `receipt no. ${d.receiptNo} pays ${fmt(d.net)} net of ${fmt(d.gross)} with ${fmt(d.withheld)} withheld`;
      return null;
    },
  }),
  invariant({
    name: 'a refund returns exactly the purchase it names',
    citation: 'LNSE 123/13 I.6, IV.1.4',
    on: ['RefundIssued'],
    pre(e, v) {
      const d = e.data;
      const p = prizesOf(v.state).purchases.find((x) => x.purchaseNo === d.purchaseNo);
      if (!p) return `purchase no. ${d.purchaseNo} refunded was never made`;
      return p.playerId === d.playerId &&
        p.prizeFund === d.prizeFund &&
        p.fee === d.fee &&
        d.amount === d.prizeFund + d.fee
        ? null
        : `the refund of purchase no. ${d.purchaseNo} returns ${fmt(d.amount)} (${fmt(d.prizeFund)} + ${fmt(d.fee)}) to ${d.playerId}; ${p.playerId} paid ${fmt(p.prizeFund)} + ${fmt(p.fee)}`;
    },
  }),
  invariant({
    name: 'the ledger balances: every entry debits what it credits',
    citation: 'FSNP Art. 30; LNSE 123/13 IV.1.3, IV.9.1; DECISION-2',
    post(_e, v) {
      const off = ledgerImbalance(v.ledger);
      return off === 0
        ? null
        : `after this event the ledger's debits exceed its credits by ${fmt(off)} (minor units)`;
    },
  }),
];

const APPLIES = 'every event applies to the tournament as recorded before it';
const APPLIES_CITE = 'DESIGN.md "Events": events carry everything needed to rebuild state';

/**
 * Audits one stream event by event, in order. `add` returns the first break (and every later
 * call returns it again); `finish` runs the checks due at the end of the last command.
 */
export class RuleAudit {
  private state = initialTournamentState();
  private ledger: LedgerState | null = null;
  private streamId = '';
  private count = 0;
  private broken: RuleBreak | null = null;
  private last: { e: AuditedEvent; line: number } | null = null;
  /** Invariants with an end-of-command check that the current command's events touched. */
  private due = new Set<Invariant>();
  private held = new Set<Invariant>();

  constructor(private readonly invariants: readonly Invariant[] = INVARIANTS) {}

  get eventsAudited(): number {
    return this.count;
  }

  add(e: AuditedEvent, line: number): RuleBreak | null {
    if (this.broken) return this.broken;
    if (
      this.last &&
      e.metadata?.commandId !== this.last.e.metadata?.commandId &&
      this.endOfCommand()
    )
      return this.broken;
    if (!this.ledger) {
      this.streamId = e.streamId;
      this.ledger = emptyLedger(tournamentIdOf(e.streamId) ?? e.streamId);
    }
    const view: AuditView = { state: this.state, ledger: this.ledger, streamId: this.streamId };
    const watching = this.invariants.filter((x) => x.watches(e.type));
    for (const x of watching) this.held.add(x);
    for (const x of watching)
      if (x.pre && this.failed(x, e, line, () => x.pre!(e, view))) return this.broken;
    try {
      this.state = tournamentDecider.evolve(this.state, {
        type: e.type,
        data: e.data,
      } as TournamentEvent);
      foldLedger(this.ledger, e);
    } catch (err) {
      return this.fail(
        e,
        line,
        APPLIES,
        APPLIES_CITE,
        `the ${e.type} cannot be applied: ${(err as Error).message}`,
      );
    }
    const after: AuditView = { ...view, state: this.state };
    for (const x of watching)
      if (x.post && this.failed(x, e, line, () => x.post!(e, after))) return this.broken;
    for (const x of watching) if (x.end) this.due.add(x);
    this.count += 1;
    this.last = { e, line };
    return null;
  }

  /** Ends the audit: the last command's end checks. */
  finish(): RuleAuditResult {
    if (!this.broken) this.endOfCommand();
    return this.result();
  }

  result(): RuleAuditResult {
    return {
      ok: !this.broken,
      eventsAudited: this.count,
      invariants: this.held.size,
      ...(this.broken ? { broken: this.broken } : {}),
    };
  }

  /** True when a check due at the end of the command just ended fails (at its last event). */
  private endOfCommand(): boolean {
    const due = [...this.due];
    this.due.clear();
    const last = this.last;
    if (!last || !this.ledger) return false;
    const view: AuditView = { state: this.state, ledger: this.ledger, streamId: this.streamId };
    return due.some((x) => this.failed(x, last.e, last.line, () => x.end!(view)));
  }

  private failed(x: Invariant, e: AuditedEvent, line: number, check: () => Finding): boolean {
    let found: Finding;
    try {
      found = check();
    } catch (err) {
      // Data a check cannot even read is itself the break: no honest event has that shape.
      this.fail(
        e,
        line,
        APPLIES,
        APPLIES_CITE,
        `the ${e.type} data cannot be read: ${(err as Error).message}`,
      );
      return true;
    }
    if (found === null) return false;
    const citation = typeof found === 'string' ? this.citationOf(x) : found.citation;
    this.fail(e, line, x.name, citation, typeof found === 'string' ? found : found.detail);
    return true;
  }

  private citationOf(x: Invariant): string {
    return typeof x.citation === 'string' ? x.citation : x.citation(this.state);
  }

  private fail(
    e: AuditedEvent,
    line: number,
    name: string,
    citation: string,
    detail: string,
  ): RuleBreak {
    this.broken = {
      line,
      revision: e.revision,
      eventId: e.eventId,
      type: e.type,
      invariant: name,
      citation,
      detail,
    };
    return this.broken;
  }
}

/** Audits events held in memory, line n being events[n − 1]. */
export function auditEvents(
  events: Iterable<AuditedEvent>,
  invariants: readonly Invariant[] = INVARIANTS,
): RuleAuditResult {
  const audit = new RuleAudit(invariants);
  let line = 0;
  for (const e of events) if (audit.add(e, ++line)) return audit.result();
  return audit.finish();
}
