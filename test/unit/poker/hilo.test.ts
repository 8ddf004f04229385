import { parseCards } from '../../../src/poker/cards';
import { startHand } from '../../../src/poker/hand';
import type { HandConfig } from '../../../src/poker/hand-types';
import { exportPhh } from '../../../src/poker/phh/export';
import { parsePhh } from '../../../src/poker/phh/parse';
import { replayPhh } from '../../../src/poker/phh/replay';
import { awardSplitPots } from '../../../src/poker/split-award';

/**
 * Hi/lo eight-or-better in the engine's showdown (PHH `FO/8`, `F7S/8`, PHH.md 3.1): one code,
 * HandConfig.potEvaluation 'high-low-8', for Omaha and stud. The two files were written by our
 * exporter from engine-played hands and replayed by the PHH reference engine (pokerkit) to the
 * same finishing stacks.
 */
const F7S8_FILE = `variant = 'F7S/8'
ante_trimming_status = false
antes = [5, 5]
bring_in = 10
small_bet = 20
big_bet = 40
starting_stacks = [496, 50]
actions = ['d dh p1 Kc5dQh', 'd dh p2 Kh3hJh', 'p2 cbr 20', 'p1 cbr 40', 'p2 cbr 45', 'p1 cc', 'd dh p1 3s', 'd dh p2 7s', 'd dh p1 7c', 'd dh p2 Qs', 'd dh p1 2h', 'd dh p2 As', 'd dh p1 8d', 'd dh p2 Td', 'p2 sm Kh3hJh7sQsAsTd', 'p1 sm Kc5dQh3s7c2h8d']
_odd_chips = 'first-winner'
finishing_stacks = [496, 50]
`;

const FO8_FILE = `variant = 'FO/8'
ante_trimming_status = false
antes = [5, 5]
blinds_or_straddles = [10, 20]
small_bet = 20
big_bet = 40
starting_stacks = [1200, 1106]
actions = ['d dh p1 9s8d5h6c', 'd dh p2 5d3c7hKs', 'p2 cbr 40', 'p1 cc', 'd db Tc2dJs', 'p1 cc', 'p2 cc', 'd db Ah', 'p1 cc', 'p2 cc', 'd db 3s', 'p1 cc', 'p2 cc', 'p2 sm 5d3c7hKs', 'p1 sm 9s8d5h6c']
_odd_chips = 'first-winner'
finishing_stacks = [1200, 1106]
`;

function replayed(text: string) {
  const [h] = parsePhh(text);
  const out = replayPhh(h);
  if (!out.ok) throw new Error(`${out.rejection.code} at ${out.action}: ${out.rejection.message}`);
  return { h, out };
}

describe('hi/lo eight-or-better: PHH FO/8 and F7S/8 (PHH.md 3.1)', () => {
  it('given F7S/8 where p2 has the straight and p1 the 8-7-5-3-2 low, when replayed, then the 100 pot is halved 50/50 as in the file, and the export is the file again', () => {
    const { h, out } = replayed(F7S8_FILE);
    expect(out.finishingStacks).toEqual(h.finishingStacks);
    expect(out.state.result?.pots[0]).toMatchObject({ amount: 100, winners: [0, 1] });
    expect(exportPhh({ state: out.state })).toBe(F7S8_FILE);
  });

  it('given the same stud hand played for high only (potEvaluation flipped), when replayed, then p2 scoops: the parameter changes the award', () => {
    const { h } = replayed(F7S8_FILE);
    const out = replayPhh({ ...h, variant: 'F7S' });
    expect(out.ok && out.finishingStacks).toEqual([446, 100]);
  });

  it('given FO/8 where both hands play their low and high, when replayed, then stacks match the file and the export is the file again', () => {
    const { h, out } = replayed(FO8_FILE);
    expect(out.state.config).toMatchObject({ game: 'omaha', potEvaluation: 'high-low-8' });
    expect(out.finishingStacks).toEqual(h.finishingStacks);
    expect(exportPhh({ state: out.state })).toBe(FO8_FILE);
  });

  it('given potEvaluation razz outside stud, when the hand starts, then it is refused by name (PHH FR is stud)', () => {
    const config: HandConfig = {
      game: 'omaha',
      structure: 'fixed-limit',
      startingStacks: [100, 100],
      antes: [0, 0],
      blinds: [2, 1],
      bigBlind: 2,
      potEvaluation: 'razz',
    };
    expect(() => startHand(config)).toThrow(/Razz is a stud game/);
  });
});

describe('awardSplitPots (DECISION-5: each pot separately; split-pot.ts: odd unit high)', () => {
  const stud = (text: string) => parseCards(text);
  // Seat 0: A-K-Q-J-T straight, no low. Seat 1: 8-7-5-3-2 low, king high.
  const high = stud('AsKhQcJdTs9h9c');
  const low = stud('8d7c5h3s2dKcKd');
  const noLow = stud('QsQhJcJh9d9sTc');

  it('given an odd pot of 101, when halved, then the high hand gets 51 and the low 50', () => {
    const [r] = awardSplitPots([{ amount: 101, eligible: [0, 1] }], {
      game: 'stud',
      evaluation: 'high-low-8',
      cards: [high, low],
      board: [],
      chipUnit: 1,
    });
    expect(r.shares).toEqual([51, 50]);
  });

  it('given a chip unit of 25 and a pot of 125, when halved, then the halves are whole units: 75 high, 50 low', () => {
    const [r] = awardSplitPots([{ amount: 125, eligible: [0, 1] }], {
      game: 'stud',
      evaluation: 'high-low-8',
      cards: [high, low],
      board: [],
      chipUnit: 25,
    });
    expect(r.shares).toEqual([75, 50]);
  });

  it('given a side pot whose players have no qualifying low, when awarded, then its high hand scoops it, while the main pot is halved', () => {
    const pots = [
      { amount: 300, eligible: [0, 1, 2] },
      { amount: 200, eligible: [0, 2] },
    ];
    const r = awardSplitPots(pots, {
      game: 'stud',
      evaluation: 'high-low-8',
      cards: [high, low, noLow],
      board: [],
      chipUnit: 1,
    });
    expect(r[0].shares).toEqual([150, 150, 0]);
    expect(r[1].shares).toEqual([200, 0, 0]);
  });
});
