/**
 * Awarding the pots of a hand (FSNP Art. 76-78, 110-115; DECISION-5). Computed from the shown
 * cards when they are known; otherwise the floor declares the winner of each pot and the system
 * checks that each named seat was eligible for that pot (FSNP Art. 77).
 */
import type { AwardedPot } from '../../../events/hand-events';
import type { HandState } from '../../../poker/hand-types';
import { awardPots, buildPots, splitPot, type Pot } from '../../../poker/pots';
import { handStrength } from '../../../poker/showdown';
import { reject, type Decision } from '../../decider';
import type { RulesetCitations } from '../../../rules/types';
import { ruleset } from '../defaults';
import { rulingCite } from '../cite-in-force';
import type { TableHand } from './state';

export interface Award {
  readonly method: 'cards' | 'uncontested' | 'declared';
  readonly pots: readonly AwardedPot[];
  readonly returned: readonly { readonly seat: number; readonly chips: number }[];
  /** Stacks by engine index after the award. */
  readonly finalStacks: readonly number[];
  /** Club Rule 62; FSNP Art. 92: hidden chips of an all-in winner, given back outside the pots. */
  readonly hiddenReturned?: readonly { readonly seat: number; readonly chips: number }[];
}

const live = (h: TableHand, e: HandState, i: number) =>
  !e.players[i].folded && !e.players[i].mucked && !h.dead[i];

/** Each player's stack before the pots are pushed, and what he put in (antes apart). */
function beforeAward(e: HandState): { stacks: number[]; contributions: number[] } {
  if (e.result) {
    const won = e.players.map((_, i) => e.result!.pots.reduce((a, p) => a + p.shares[i], 0));
    const stacks = e.result.finishingStacks.map((s, i) => s - won[i]);
    const contributions = stacks.map(
      (s, i) => e.config.startingStacks[i] - s - (e.config.anteTrimming ? 0 : e.players[i].ante),
    );
    return { stacks, contributions };
  }
  return {
    stacks: e.players.map((p) => p.stack),
    contributions: e.players.map((p) => p.collected + p.bet + (e.config.anteTrimming ? p.ante : 0)),
  };
}

/** True when no more betting can happen and the pots can be pushed. */
export function awardDue(e: HandState): boolean {
  if (e.phase === 'complete' || e.phase === 'showdown') return true;
  if (e.phase !== 'dealing') return false;
  return e.players.filter((p) => !p.folded && !p.mucked && p.stack > 0).length < 2;
}

/** The articles an award's refusals cite under the ruleset in force. */
interface Refs {
  readonly award: RulesetCitations['award'];
  readonly deadHand: string;
  /** The article of the forfeiture the pot's shares follow (the foul hand's ruling). */
  readonly forfeited: string;
}

/** The foul that forfeits the pot (corrections-table WRONG_CARD_COUNT, the sole hand left). */
const FORFEIT = { row: 'FSPR 6.3.9', code: 'WRONG_CARD_COUNT' } as const;

function refsFor(rulesetId: string): Refs {
  const rules = ruleset(rulesetId);
  const c = rules.citations.value;
  return {
    award: c.award,
    deadHand: c.deadHand,
    // The same article the ruling that forfeited the pot cited (RecordIrregularity).
    forfeited: rulingCite(FORFEIT.row, FORFEIT.code, rules),
  };
}

/** The article of a forfeited pot's sharing under the ruleset in force (the forfeiture's). */
export const forfeitedPotCite = (rulesetId: string): string => refsFor(rulesetId).forfeited;

export function computeAward(
  h: TableHand,
  declared: readonly (readonly number[])[] | undefined,
  shares: readonly SeatShare[] | undefined,
  rulesetId: string,
): Decision<never> | Award {
  const award = awardOf(h, declared, shares, refsFor(rulesetId));
  const aside = h.setAside;
  // FSPR 6.5.5: chips set aside by an all-in treatment are his again after the award.
  if (!aside || !isAward(award)) return award;
  return { ...award, finalStacks: award.finalStacks.map((x, i) => x + (aside[i] ?? 0)) };
}

function awardOf(
  h: TableHand,
  declared: readonly (readonly number[])[] | undefined,
  shares: readonly SeatShare[] | undefined,
  refs: Refs,
): Decision<never> | Award {
  const e = h.engine!;
  if (h.potForfeitedBy !== undefined) return forfeitedAward(h, e, declared, shares, refs);
  if (shares)
    return reject(
      'SHARES_ONLY_FOR_FORFEITED_POT',
      refs.forfeited,
      'Shares of a pot are recorded only for a pot forfeited by a foul last hand.',
    );
  // FSNP Art. 113: once every other hand is folded or dead, the last live hand takes the pot.
  const soleLive = e.players.filter((_, i) => live(h, e, i)).length === 1;
  if (!awardDue(e) && !soleLive)
    return reject(
      'SHOWDOWN_NOT_REACHED',
      refs.award.notReached,
      `The betting of hand ${h.handNo} is not over: the pots cannot be awarded yet.`,
    );
  const { stacks, contributions } = beforeAward(e);
  let liveFlags = e.players.map((_, i) => live(h, e, i));
  // Everyone else folded to an absent player's blind before his hand was mucked: the last hand
  // in takes the pot (FSNP Art. 113).
  if (!liveFlags.some(Boolean)) liveFlags = e.players.map((p) => !p.folded && !p.mucked);
  if (!liveFlags.some(Boolean))
    return reject('NO_LIVE_HAND', refs.deadHand, 'No live hand is left to award the pot to.');
  const first = settle(h, e, stacks, contributions, liveFlags, declared, refs);
  // Club Rule 62; FSNP Art. 92: an all-in player found with hidden chips who wins is paid only
  // on the chips he put in view; the hidden chips go back to him. If he loses, the hand as bet
  // gives the winner all of his chips his own stack covers (the engine's pots already do).
  // Hidden chips his caller did not cover came back to him already, as his uncalled bet.
  const hiddenAll = Object.entries(h.hiddenChips ?? {})
    .map(([k, chips]) => ({
      i: Number(k),
      chips: Math.max(0, chips - e.uncalledReturned[Number(k)]),
    }))
    .filter((x) => x.chips > 0);
  const adjusted = (hidden: typeof hiddenAll, before?: Award): Decision<never> | Award => {
    const shown = [...contributions];
    const back = [...stacks];
    for (const { i, chips } of hidden) {
      shown[i] -= chips;
      back[i] += chips;
    }
    const again = settle(h, e, back, shown, liveFlags, declared, refs, before);
    return isAward(again)
      ? { ...again, hiddenReturned: hidden.map((x) => ({ seat: h.seats[x.i], chips: x.chips })) }
      : again;
  };
  if (!isAward(first)) {
    // The floor named the winners of the pots as they stand once the hidden chips are taken out.
    const again = hiddenAll.length && declared ? adjusted(hiddenAll) : first;
    const won = (a: Award) => hiddenAll.some((x) => a.finalStacks[x.i] > stacks[x.i] + x.chips);
    return isAward(again) && won(again) ? again : first;
  }
  const hidden = hiddenAll.filter(({ i }) => first.finalStacks[i] > stacks[i]);
  return hidden.length ? adjusted(hidden, first) : first;
}

/** The pots from the contributions, and who wins each (by the cards or as the floor declared). */
function settle(
  h: TableHand,
  e: HandState,
  stacks: readonly number[],
  contributions: readonly number[],
  liveFlags: readonly boolean[],
  declaredIn: readonly (readonly number[])[] | undefined,
  refs: Refs,
  /** The award before a hidden-chip adjustment: its winners name the adjusted pots' winners. */
  before?: Award,
): Decision<never> | Award {
  const n = e.players.length;
  const pots: Pot[] = buildPots([...contributions], [...liveFlags], e.deadMoney);
  // After a hidden-chip adjustment the floor's declared winners carry over, pot by pot: a pot
  // only one player contests is his; otherwise the earlier winners of that pot who contest it.
  const declared =
    before && declaredIn
      ? pots.map((p, k) => {
          const eligible = p.eligible.map((i) => h.seats[i]);
          if (eligible.length === 1) return eligible;
          const was = (before.pots[k] ?? before.pots[0]).winnerSeats.filter((x) =>
            eligible.includes(x),
          );
          return was.length ? was : before.pots[0].winnerSeats.filter((x) => eligible.includes(x));
        })
      : declaredIn;
  const game = e.config.game ?? 'holdem';
  const strength = e.players.map((p, i) =>
    liveFlags[i] && p.shown && p.hole ? handStrength(game, p.hole, e.board) : null,
  );
  const contested = pots.filter((p) => p.eligible.length > 1);
  const decidable = contested.every((p) => p.eligible.some((i) => strength[i] !== null));
  // At a showdown with the cards recorded, every live hand must be tabled or mucked first (Art. 112).
  const pendingShow =
    e.phase === 'showdown' && e.players.some((p, i) => liveFlags[i] && !p.shown && p.hole);
  let winners: number[][];
  let method: Award['method'];
  if (declared) {
    if (declared.length !== pots.length)
      return reject(
        'AWARD_POT_COUNT',
        refs.award.potCount,
        `This hand has ${pots.length} pot(s) (main${pots.length > 1 ? ' and side' : ''}); name the winners of each.`,
      );
    winners = [];
    for (const [k, seats] of declared.entries()) {
      const idx = seats.map((s) => h.seats.indexOf(s));
      const bad = seats.filter((_, j) => !pots[k].eligible.includes(idx[j]));
      if (!seats.length || bad.length)
        return reject(
          'WINNER_NOT_ELIGIBLE',
          refs.award.winnerEligible,
          `Seat ${bad.join(', ') || '(none)'} cannot win ${k === 0 ? 'the main pot' : `side pot ${k}`}: only seats ${pots[k].eligible.map((i) => h.seats[i]).join(', ')} contested it.`,
        );
      winners.push([...new Set(idx)].sort((a, b) => a - b));
    }
    if (contested.length && decidable && !pendingShow) {
      const byCards = awardPots(pots, (i) => strength[i], 1, 'one-at-a-time', n);
      if (byCards.some((a, k) => a.winners.join() !== winners[k].join()))
        return reject(
          'AWARD_CONTRADICTS_CARDS',
          refs.award.contradictsCards,
          'The tabled cards give the pot to another hand than the one declared.',
        );
    }
    method = 'declared';
  } else {
    if (contested.length && (!decidable || pendingShow))
      return reject(
        'WINNER_NOT_KNOWN',
        refs.award.winnerNotKnown,
        'The cards of the contested pot are not all tabled: record the showdown, or the floor names the winner of each pot.',
      );
    winners = awardPots(pots, (i) => strength[i], 1, 'one-at-a-time', n).map((a) => a.winners);
    method = contested.length ? 'cards' : 'uncontested';
  }
  const unit = e.config.chipUnit ?? 1;
  const odd = e.config.oddChips ?? 'one-at-a-time';
  const final = [...stacks];
  const awarded: AwardedPot[] = pots.map((p, k) => {
    // DECISION-5: winners in seat order from the first seat left of the button (index order).
    const split = splitPot(p.amount, winners[k], unit, odd);
    winners[k].forEach((w, j) => (final[w] += split[j]));
    return {
      amount: p.amount,
      eligibleSeats: p.eligible.map((i) => h.seats[i]),
      winnerSeats: winners[k].map((i) => h.seats[i]),
      shares: winners[k].map((w, j) => ({ seat: h.seats[w], chips: split[j] })),
    };
  });
  return { method, pots: awarded, returned: returnedOf(h, e), finalStacks: final };
}

const returnedOf = (h: TableHand, e: HandState) =>
  e.uncalledReturned.map((chips, i) => ({ seat: h.seats[i], chips })).filter((r) => r.chips > 0);

/**
 * FSPR 6.3.9: the only hand left was foul at the reveal, so he takes nothing and the whole pot is
 * shared among the other players who took part. Who took part is left open by the catalog (OQ-6),
 * so the floor names them; the pot is split equally among them, odd chips by DECISION-5.
 */
export interface SeatShare {
  readonly seat: number;
  readonly chips: number;
}

/**
 * FSPR 6.3.9 (OQ-6 leaves the split open): the chief judge records each participant's share.
 * The shares go only to the others dealt into the hand, each a positive whole number of chips,
 * and they add up to the pot exactly.
 */
function recordedShares(
  h: TableHand,
  e: HandState,
  shares: readonly SeatShare[],
  others: readonly number[],
  amount: number,
  ref: string,
): Decision<never> | Award {
  const foul = h.seats[h.potForfeitedBy!];
  const seats = shares.map((x) => x.seat);
  const bad = seats.filter((seat) => !others.includes(seat));
  if (!shares.length || bad.length)
    return reject(
      'SHARE_NOT_ELIGIBLE',
      ref,
      bad.includes(foul)
        ? `Seat ${foul} forfeited the pot: his share is nothing.`
        : `Seat ${bad.join(', ') || '(none)'} cannot share the forfeited pot: only the other players dealt into the hand (seats ${others.join(', ')}) can.`,
    );
  if (new Set(seats).size !== seats.length)
    return reject('SHARE_SEAT_TWICE', ref, 'Name each seat once with its share.');
  if (shares.some((x) => !Number.isSafeInteger(x.chips) || x.chips <= 0))
    return reject('SHARE_NOT_WHOLE_CHIPS', ref, 'Each share is a positive whole number of chips.');
  const total = shares.reduce((a, x) => a + x.chips, 0);
  if (total !== amount)
    return reject(
      'SHARES_DO_NOT_SUM_TO_POT',
      ref,
      `The shares add up to ${total}, the forfeited pot is ${amount}: they must add up to the pot.`,
    );
  const { stacks } = beforeAward(e);
  const ordered = [...shares].sort((a, b) => h.seats.indexOf(a.seat) - h.seats.indexOf(b.seat));
  const final = [...stacks];
  for (const x of ordered) final[h.seats.indexOf(x.seat)] += x.chips;
  const pot: AwardedPot = {
    amount,
    eligibleSeats: [...others],
    winnerSeats: ordered.map((x) => x.seat),
    shares: ordered.map((x) => ({ seat: x.seat, chips: x.chips })),
  };
  return { method: 'declared', pots: [pot], returned: returnedOf(h, e), finalStacks: final };
}

function forfeitedAward(
  h: TableHand,
  e: HandState,
  declared: readonly (readonly number[])[] | undefined,
  shares: readonly SeatShare[] | undefined,
  refs: Refs,
): Decision<never> | Award {
  const foul = h.potForfeitedBy!;
  const others = h.seats.filter((_, i) => i !== foul);
  const { stacks, contributions } = beforeAward(e);
  const amount = contributions.reduce((a, c) => a + c, 0) + e.deadMoney;
  if (shares) return recordedShares(h, e, shares, others, amount, refs.forfeited);
  if (!declared)
    return reject(
      'FORFEITED_POT_SHARES_NOT_NAMED',
      refs.forfeited,
      `Seat ${h.seats[foul]} forfeited the pot: the floor names the players who took part in the hand (from seats ${others.join(', ')}), who share it.`,
    );
  if (declared.length !== 1)
    return reject(
      'AWARD_POT_COUNT',
      refs.forfeited,
      'A forfeited pot is shared as one pot: name its recipients once.',
    );
  const bad = declared[0].filter((seat) => !others.includes(seat));
  if (!declared[0].length || bad.length)
    return reject(
      'WINNER_NOT_ELIGIBLE',
      refs.forfeited,
      `Seat ${bad.join(', ') || '(none)'} cannot share the forfeited pot: only the other players dealt into the hand (seats ${others.join(', ')}) can.`,
    );
  const winners = [...new Set(declared[0].map((seat) => h.seats.indexOf(seat)))].sort(
    (a, b) => a - b,
  );
  // DECISION-5: the odd chips go in seat order from the first seat left of the button (index order).
  const split = splitPot(
    amount,
    winners,
    e.config.chipUnit ?? 1,
    e.config.oddChips ?? 'one-at-a-time',
  );
  const final = [...stacks];
  winners.forEach((w, j) => (final[w] += split[j]));
  const pot: AwardedPot = {
    amount,
    eligibleSeats: others,
    winnerSeats: winners.map((i) => h.seats[i]),
    shares: winners.map((w, j) => ({ seat: h.seats[w], chips: split[j] })),
  };
  return { method: 'declared', pots: [pot], returned: returnedOf(h, e), finalStacks: final };
}

export const isAward = (x: Decision<never> | Award): x is Award => 'finalStacks' in x;
