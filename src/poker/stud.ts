import { rankOf, SUITS, suitOf, type Card } from './cards';
import type { HandConfig, HandState, PlayerState } from './hand-types';

/**
 * Seven-card stud's dealing and who opens each round, as pure functions of the hand state (PHH
 * `F7S`, PHH.md 3.1 and 5). Streets are numbered 0 (third street) to 4 (seventh street). The hand
 * engine (hand.ts) calls these; they never change a state.
 */

export const STUD_LAST_STREET = 4;

/** Which cards of each street's deal lie face up: third street down, down, up; seventh down. */
export const STUD_FACE_UP: readonly (readonly boolean[])[] = [
  [false, false, true],
  [true],
  [true],
  [true],
  [false],
];

/** The default bring-in suit order, lowest first (HandConfig.bringInSuitOrder). */
export const DEFAULT_BRING_IN_SUIT_ORDER = 'cdhs';

/** Cards a player holds before street k is dealt (0, 3, 4, 5, 6). */
export const studCardsBefore = (street: number): number => (street === 0 ? 0 : street + 2);

/** Cards one player receives on street k (3 on third street, then 1). */
export const studCardsOnStreet = (street: number): number => STUD_FACE_UP[street]?.length ?? 0;

const live = (p: PlayerState) => !p.folded && !p.mucked;

/** A player's known face-up cards, in the order dealt. */
export function upCards(p: PlayerState): Card[] {
  const hole = p.hole ?? [];
  const up = p.faceUp ?? [];
  return hole.filter((c, k): c is Card => c !== null && up[k] === true);
}

/**
 * The suit order, validated: a permutation of c, d, h, s, lowest first. A ruleset supplies it;
 * a wrong one is refused at the start of the hand rather than deciding a bring-in at random.
 */
export function suitRanks(order: string = DEFAULT_BRING_IN_SUIT_ORDER): number[] {
  const o = order.toLowerCase();
  if (o.length !== 4 || [...SUITS].some((s) => !o.includes(s)))
    throw new RangeError(
      `bringInSuitOrder "${order}" is not an order of the four suits c, d, h, s.`,
    );
  return [...SUITS].map((s) => o.indexOf(s));
}

/**
 * Who is due to bring it in on third street: the lowest up card, aces high; a tie on rank goes
 * to the lowest suit in `bringInSuitOrder` (PHH.md 5; the reference engine's "low card" opening).
 * An all-in player can be the one due: the engine then passes it on (FSPR 6.5.4). -1 when no live
 * player shows a known up card.
 */
export function bringInPlayer(state: HandState): number {
  const suit = suitRanks(state.config.bringInSuitOrder);
  // Razz turns it over: the highest up card, aces low, brings it in; a tie, the highest suit
  // (the reference engine's "high card" opening for its low games).
  const sign = isRazz(state.config) ? -1 : 1;
  const rank = isRazz(state.config) ? aceLowRank : rankOf;
  const key = (c: Card) => sign * (rank(c) * 4 + suit[suitOf(c)]);
  let best = -1;
  let bestKey = Infinity;
  state.players.forEach((p, i) => {
    if (!live(p)) return;
    for (const c of upCards(p)) {
      if (key(c) < bestKey) {
        bestKey = key(c);
        best = i;
      }
    }
  });
  return best;
}

/** Razz (PHH `FR`): stud played for low only, aces low (HandConfig.potEvaluation 'razz'). */
export const isRazz = (config: HandConfig): boolean => config.potEvaluation === 'razz';

/** Ace 0, deuce 1, ..., king 12: the rank order of the low games. */
const aceLowRank = (c: Card) => (rankOf(c) + 1) % 13;

/**
 * Strength of the cards a player shows (at most four up cards: no straight or flush can show):
 * [category, cards shown, ranks by group]. Categories: 0 high card, 1 pair, 2 two pair, 3 three
 * of a kind, 4 four of a kind; ranks of bigger groups first, higher first. Suits never count.
 */
export function boardKey(cards: readonly Card[], rank: (c: Card) => number = rankOf): number[] {
  const counts = new Map<number, number>();
  for (const c of cards) counts.set(rank(c), (counts.get(rank(c)) ?? 0) + 1);
  const groups = [...counts].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const shape = groups.map(([, n]) => n);
  const category =
    shape[0] === 4
      ? 4
      : shape[0] === 3
        ? 3
        : shape[0] === 2 && shape[1] === 2
          ? 2
          : shape[0] === 2
            ? 1
            : 0;
  return [category, cards.length, ...groups.map(([r]) => r)];
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let k = 0; k < Math.max(a.length, b.length); k++) {
    const d = (a[k] ?? -1) - (b[k] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Who opens the betting from fourth street on: the best hand showing; on a tie, the first of them
 * in position order from the dealer's left, as the PHH reference engine does ("high hand"
 * opening; in razz the best low showing, aces low, pairs against it: "low hand"). As with the
 * bring-in, an all-in player can be the one; the action then moves on.
 */
export function bestBoardPlayer(state: HandState): number {
  const razz = isRazz(state.config);
  let best = -1;
  let bestKey: number[] = [];
  state.players.forEach((p, i) => {
    if (!live(p)) return;
    const k = razz ? boardKey(upCards(p), aceLowRank) : boardKey(upCards(p));
    const better = razz ? compareKeys(k, bestKey) < 0 : compareKeys(k, bestKey) > 0;
    if (best < 0 || better) {
      best = i;
      bestKey = k;
    }
  });
  return best;
}

/** Fourth street shows an open pair in a live hand (HandConfig.studOpenPairBigBet). */
export function openPairShowing(state: HandState): boolean {
  return state.players.some((p) => live(p) && boardKey(upCards(p).slice(0, 2))[0] === 1);
}

/** Cards dealt in this hand so far, folded hands included (a card dealt again counts twice). */
const cardsDealt = (state: HandState) =>
  state.players.reduce((n, p) => n + (p.hole?.length ?? 0), 0) + state.board.length;

/**
 * Cards left in the stub while street k is dealt: 52 less the cards dealt and one burn before
 * each street after the third (the reference engine burns none on third street; ASSUMPTION: one
 * burn a street, as the catalogs never count burns).
 */
export const studStub = (state: HandState): number =>
  52 - cardsDealt(state) - Math.min(state.street, STUD_LAST_STREET);

/**
 * FSPR 6.5.3 ('replenish'): when the stub is down to its last card, which is never dealt, the
 * burn cards and then the muck are shuffled and dealt; so a card of a folded hand may come again.
 */
export const mayRedealMuck = (state: HandState): boolean =>
  (state.config.studDeckExhausted ?? 'replenish') === 'replenish' && studStub(state) <= 1;

/**
 * 'community-card': on seventh street, when the stub cannot give each player still in a card, one
 * card is dealt face up in the middle and plays in every hand (ASSUMPTION, see StudDeckExhausted).
 */
export function communityCardDue(state: HandState): boolean {
  if (state.config.studDeckExhausted !== 'community-card') return false;
  if (state.street !== STUD_LAST_STREET || state.board.length > 0) return false;
  const players = state.players.filter(live);
  if (players.some((p) => (p.hole?.length ?? 0) > studCardsBefore(STUD_LAST_STREET))) return false;
  return studStub(state) < players.length;
}

/** Every player still in has this street's cards (or shares the community card). */
export function studStreetDealt(state: HandState): boolean {
  const want = studCardsBefore(state.street) + studCardsOnStreet(state.street);
  const have = state.board.length > 0 ? want - 1 : want;
  return state.players.filter(live).every((p) => (p.hole?.length ?? 0) === have);
}

/** A stud config's own checks (PHH.md 3.1: bring_in with small_bet and big_bet, no blinds). */
export function checkStudConfig(config: HandConfig): void {
  if (config.structure !== 'fixed-limit')
    throw new RangeError('Seven-card stud is played fixed-limit here (PHH F7S).');
  if (config.blinds.some((b) => b !== 0))
    throw new RangeError('Stud has no blinds: its forced bets are antes and the bring-in.');
  const bringIn = config.bringIn ?? 0;
  const small = config.smallBet ?? config.bigBlind;
  if (!Number.isSafeInteger(bringIn) || bringIn <= 0 || bringIn > small)
    throw new RangeError(`The bring-in ${bringIn} must be a whole number from 1 to the small bet.`);
  suitRanks(config.bringInSuitOrder);
}

export const isStud = (config: HandConfig): boolean => config.game === 'stud';

export const studFaceUp = (street: number, given?: readonly boolean[]): readonly boolean[] =>
  given ?? STUD_FACE_UP[street] ?? [];
