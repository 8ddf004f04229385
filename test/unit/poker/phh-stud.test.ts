import { parseCards } from '../../../src/poker/cards';
import { applyAction, currentStacks, startHand } from '../../../src/poker/hand';
import type { HandAction, HandConfig, HandState } from '../../../src/poker/hand-types';
import { exportPhh } from '../../../src/poker/phh/export';
import { parsePhh } from '../../../src/poker/phh/parse';
import { replayPhh } from '../../../src/poker/phh/replay';

/**
 * PHH F7S (seven-card stud) and FT import, replay and export (PHH.md 3.1, 4, 5). The two files
 * below were written by our exporter from engine-played hands and replayed by the PHH reference
 * engine (pokerkit) to the same finishing stacks.
 */
const F7S_FILE = `variant = 'F7S'
ante_trimming_status = false
antes = [5, 5]
bring_in = 10
small_bet = 20
big_bet = 40
starting_stacks = [88, 123]
actions = ['d dh p1 Ks7c6s', 'd dh p2 JsQhTs', 'p1 pb', 'p2 cbr 20', 'p1 cc', 'd dh p1 5d', 'd dh p2 3h', 'p2 cc', 'p1 cc', 'd dh p1 Jh', 'd dh p2 7s', 'p1 cbr 40', 'p2 cc', 'd dh p1 7d', 'd dh p2 4c', 'p1 cbr 23', 'p2 cc', 'd dh p1 8h', 'd dh p2 Ad', 'p1 sm Ks7c6s5dJh7d8h', 'p2 sm JsQhTs3h7s4cAd']
_odd_chips = 'first-winner'
finishing_stacks = [176, 35]
`;

const FT_FILE = `variant = 'FT'
ante_trimming_status = false
antes = [5, 5]
blinds_or_straddles = [10, 20]
small_bet = 20
big_bet = 40
starting_stacks = [38, 1682]
actions = ['d dh p1 Jd3s', 'd dh p2 Ts8d', 'p2 cbr 40', 'p1 cc', 'p2 sm Ts8d', 'p1 sm Jd3s', 'd db 6hJc2s', 'd db 3c', 'd db Th']
_odd_chips = 'first-winner'
finishing_stacks = [76, 1644]
`;

function replayed(text: string): HandState {
  const [h] = parsePhh(text);
  const out = replayPhh(h);
  if (!out.ok) throw new Error(`${out.rejection.code} at ${out.action}: ${out.rejection.message}`);
  expect(out.finishingStacks).toEqual(h.finishingStacks);
  return out.state;
}

/** Fixed-limit stud with antes of 5, a bring-in of 10 and bets of 20 and 40 (cap 4). */
const studConfig = (startingStacks: number[]): HandConfig => ({
  game: 'stud',
  structure: 'fixed-limit',
  startingStacks,
  antes: startingStacks.map(() => 5),
  blinds: startingStacks.map(() => 0),
  bigBlind: 20,
  smallBet: 20,
  bigBet: 40,
  bringIn: 10,
  raiseCap: 4,
});
const deal = (player: number, cards: string): HandAction => ({
  type: 'dealHole',
  player,
  cards: parseCards(cards),
});

describe('PHH F7S: seven-card stud files (PHH.md 3.1, 5)', () => {
  it("PHH.md 5: given an F7S file with pb, a completion (cbr 20) and seven-card shows, when replayed, then the stacks are the file's finishing_stacks", () => {
    const s = replayed(F7S_FILE);
    expect(s.config).toMatchObject({ game: 'stud', structure: 'fixed-limit', bringIn: 10 });
    // p1's pair of sevens (7c 7d) beats p2's ace high.
    expect(s.players[0].hole).toHaveLength(7);
    expect(s.players[0].faceUp).toEqual([false, false, true, true, true, true, false]);
  });

  it('PHH.md 9: given that F7S file, when its replay is exported, then the text is the file again', () => {
    expect(exportPhh({ state: replayed(F7S_FILE) })).toBe(F7S_FILE);
  });

  it('PHH.md 3.1: given an engine-played stud hand, when exported, then it is F7S with bring_in and no blinds, `pN pb` for the bring-in, and it reads back to the same stacks', () => {
    const config = studConfig([1000, 1000, 1000]);
    let s = startHand(config);
    for (const a of [
      deal(0, 'AsKd7h'),
      deal(1, 'AdQc2c'),
      deal(2, 'KsQs2s'),
      { type: 'bringIn', player: 1 },
      { type: 'raise', player: 2, to: 20 },
      { type: 'fold', player: 0 },
      { type: 'call', player: 1 },
      deal(1, '9c'),
      deal(2, 'Kc'),
      { type: 'raise', player: 2, to: 20 },
      { type: 'fold', player: 1 },
    ] as HandAction[]) {
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.rejection.message);
      s = r.state;
    }
    const text = exportPhh({ state: s });
    expect(text).toMatch(/^variant = 'F7S'$/m);
    expect(text).toMatch(/^bring_in = 10$/m);
    expect(text).not.toMatch(/blinds_or_straddles|min_bet|_call_full_big_blind/);
    expect(text).toContain("'p2 pb', 'p3 cbr 20', 'p1 f', 'p2 cc', 'd dh p2 9c', 'd dh p3 Kc'");
    const back = replayPhh(parsePhh(text)[0]);
    expect(back.ok && back.finishingStacks).toEqual(currentStacks(s));
    // p3 takes the antes and the two 20s; his fourth-street bet of 20 comes back uncalled.
    expect(currentStacks(s)).toEqual([995, 975, 1030]);
  });

  it('PHH.md 3.1: given an F7S file without bring_in, when replayed, then the hand setup is refused by name', () => {
    const out = replayPhh(parsePhh(F7S_FILE.replace('bring_in = 10\n', ''))[0]);
    expect(out.ok).toBe(false);
    expect(!out.ok && out.rejection.code).toBe('INVALID_HAND_SETUP');
    expect(!out.ok && out.rejection.message).toMatch(/bring-in/);
  });

  it('PHH.md 5: given the bring-in posted by the wrong player, when replayed, then the step is refused as out of turn', () => {
    const out = replayPhh(
      parsePhh(F7S_FILE.replace("'p1 pb', 'p2 cbr 20', 'p1 cc'", "'p2 pb'"))[0],
    );
    expect(!out.ok && out.rejection.code).toBe('NOT_YOUR_TURN');
    expect(!out.ok && out.action).toBe(3);
  });
});

describe("PHH FT: fixed-limit Hold'em files (PHH.md 5)", () => {
  it('PHH.md 4.7, 5: given an FT file with an all-in and shows before the board, when replayed and exported, then stacks agree and the text is the file again', () => {
    expect(exportPhh({ state: replayed(FT_FILE) })).toBe(FT_FILE);
  });
});

describe('PHH F7S export: shows in an all-in run-out (PHH.md 4.7)', () => {
  it('given shows tabled while the stud run-out is dealt, when exported, then they are written after the last card, with all seven cards, and read back to the same stacks', () => {
    const config = studConfig([40, 1000]);
    let s = startHand(config);
    for (const a of [
      deal(0, 'AsKd7h'),
      deal(1, 'AdQc2c'),
      { type: 'bringIn', player: 1 },
      { type: 'raise', player: 0, to: 20 },
      { type: 'call', player: 1 },
      deal(0, '9c'),
      deal(1, 'Kc'),
      { type: 'raise', player: 1, to: 20 },
      { type: 'call', player: 0 },
      { type: 'show', player: 0 },
      { type: 'show', player: 1 },
      deal(0, 'Th'),
      deal(1, 'Kh'),
      deal(0, 'Tc'),
      deal(1, 'Qd'),
      deal(0, '9d'),
      deal(1, '3h'),
    ] as HandAction[]) {
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.rejection.message);
      s = r.state;
    }
    expect(s.phase).toBe('complete');
    const text = exportPhh({ state: s });
    expect(text).toContain("'d dh p2 3h', 'p1 sm AsKd7h9cThTc9d', 'p2 sm AdQc2cKcKhQd3h']");
    const back = replayPhh(parsePhh(text)[0]);
    expect(back.ok && back.finishingStacks).toEqual(currentStacks(s));
    // p2's kings and queens beat p1's tens and nines: p2 takes the 80 pot.
    expect(currentStacks(s)).toEqual([0, 1040]);
  });
});
