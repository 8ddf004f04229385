/**
 * Names of hands as a floor person reads them out at showdown: "Full house, kings full of sevens",
 * "Two pair, aces and nines, queen kicker". Kickers are named because they decide ties
 * (FSNP Art. 14).
 */
import { HandCategory } from './hand-rank';

const ONE = [
  'deuce',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'jack',
  'queen',
  'king',
  'ace',
];
const MANY = [
  'deuces',
  'threes',
  'fours',
  'fives',
  'sixes',
  'sevens',
  'eights',
  'nines',
  'tens',
  'jacks',
  'queens',
  'kings',
  'aces',
];

const list = (ranks: readonly number[]): string => ranks.map((r) => ONE[r]).join('-');
const kickers = (ranks: readonly number[]): string =>
  ranks.length === 1 ? `${ONE[ranks[0]]} kicker` : `${list(ranks)} kickers`;
const capital = (s: string): string => s[0].toUpperCase() + s.slice(1);

/** `digits`: the tie-break ranks of the class, most significant first (a straight: its top card). */
const NAMES: Record<HandCategory, (d: readonly number[]) => string> = {
  'straight-flush': (d) => (d[0] === 12 ? 'Royal flush' : `Straight flush, ${ONE[d[0]]} high`),
  'four-of-a-kind': (d) => `Four of a kind, ${MANY[d[0]]}, ${kickers([d[1]])}`,
  'full-house': (d) => `Full house, ${MANY[d[0]]} full of ${MANY[d[1]]}`,
  flush: (d) => `Flush, ${list(d)}`,
  straight: (d) => `Straight, ${ONE[d[0]]} high`,
  'three-of-a-kind': (d) => `Three of a kind, ${MANY[d[0]]}, ${kickers(d.slice(1, 3))}`,
  'two-pair': (d) => `Two pair, ${MANY[d[0]]} and ${MANY[d[1]]}, ${kickers([d[2]])}`,
  pair: (d) => `Pair of ${MANY[d[0]]}, ${kickers(d.slice(1, 4))}`,
  'high-card': (d) => `High card, ${list(d)}`,
};

export const handName = (category: HandCategory, digits: readonly number[]): string =>
  capital(NAMES[category](digits));
