import { legalActions } from '../../../src/poker/hand';
import { parsePhh } from '../../../src/poker/phh/parse';
import { replayPhh } from '../../../src/poker/phh/replay';
import { attempt, board, call, check, fold, play, raise, rejectionOf, table } from './hand-helpers';

/** Fixed-limit 50/100 blinds, bets of 100 pre-flop and on the flop, 200 on the turn and river. */
const fl = (stacks: number[], over: Parameters<typeof table>[1] = {}) =>
  table(stacks, { structure: 'fixed-limit', smallBet: 100, bigBet: 200, ...over });

describe('fixed-limit betting (PHH.md 5: small_bet, big_bet)', () => {
  it('pre-flop a raise is exactly one small bet over the big blind: to 200, nothing else', () => {
    const s = fl([10000, 10000, 10000]);
    expect(legalActions(s)?.raise).toEqual({ min: 200, max: 200 });
    expect(rejectionOf(attempt(s, raise(2, 300)))?.code).toBe('FIXED_LIMIT_AMOUNT');
    expect(rejectionOf(attempt(s, raise(2, 150)))?.code).toBe('RAISE_BELOW_MINIMUM');
    const t = play(s, raise(2, 200));
    expect(legalActions(t)?.raise).toEqual({ min: 300, max: 300 });
  });

  it('the turn and river bet is the big bet: 200, a raise to 400', () => {
    let s = play(fl([10000, 10000]), call(1), check(0), board('AhKd2c'), check(0), check(1));
    expect(legalActions(play(s, board('7s')))?.raise).toEqual({ min: 200, max: 200 });
    s = play(s, board('7s'), raise(0, 200));
    expect(legalActions(s)?.raise).toEqual({ min: 400, max: 400 });
  });

  it('raise cap 4: bet, three raises, and a fourth raise is refused; the player may call', () => {
    const s = play(
      fl([10000, 10000, 10000], { raiseCap: 4 }),
      call(2),
      call(0),
      check(1),
      board('AhKd2c'),
      raise(0, 100),
      raise(1, 200),
      raise(2, 300),
      raise(0, 400),
    );
    expect(legalActions(s)?.raise).toBeNull();
    expect(rejectionOf(attempt(s, raise(1, 500)))?.code).toBe('RAISE_CAP_REACHED');
    expect(legalActions(s)?.callAmount).toBe(200);
  });

  it('capLiftedHeadsUp: with two players in the hand the fifth bet is still allowed', () => {
    const s = play(
      fl([10000, 10000], { raiseCap: 4, capLiftedHeadsUp: true }),
      call(1),
      check(0),
      board('AhKd2c'),
      raise(0, 100),
      raise(1, 200),
      raise(0, 300),
      raise(1, 400),
    );
    expect(legalActions(s)?.raise).toEqual({ min: 500, max: 500 });
  });

  it('an all-in for less than a full bet is allowed, and does not reopen the betting (DECISION-6)', () => {
    // Player 1 has 150 behind after the blind: all-in to 250 over a raise to 200 (short by 50).
    let s = play(fl([10000, 250, 10000]), raise(2, 200), call(0));
    expect(legalActions(s)?.raise).toEqual({ min: 250, max: 250 });
    s = play(s, raise(1, 250));
    // Player 2 raised to 200 and faces only a short all-in: call 50 or fold, no raise.
    expect(legalActions(s)?.raise).toBeNull();
    expect(legalActions(s)?.callAmount).toBe(50);
    s = play(s, call(2), call(0));
    expect(s.phase).toBe('dealing');
    expect(s.players.map((p) => p.collected)).toEqual([250, 250, 250]);
  });

  it('a fold to a bet ends the hand: 100 bet on the flop, the others fold, the pot of 300 + 100 back', () => {
    const s = play(
      fl([1000, 1000, 1000]),
      call(2),
      call(0),
      check(1),
      board('AhKd2c'),
      raise(0, 100),
      fold(1),
      fold(2),
    );
    expect(s.result?.finishingStacks).toEqual([1200, 900, 900]);
  });
});

describe('PHH FT replay', () => {
  it('replays a fixed-limit hand to the stacks the file states', () => {
    const text = `variant = "FT"
ante_trimming_status = false
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
small_bet = 2
big_bet = 4
starting_stacks = [200, 200, 200]
actions = [
  "d dh p1 AcAd", "d dh p2 7c2d", "d dh p3 KhKs",
  "p3 cbr 4", "p1 cbr 6", "p2 f", "p3 cbr 8", "p1 cc",
  "d db Qc9s3d", "p1 cbr 2", "p3 cbr 4", "p1 cc",
  "d db 5h", "p1 cc", "p3 cbr 4", "p1 cbr 8", "p3 cc",
  "d db Jd", "p1 cbr 4", "p3 cc",
  "p1 sm AcAd", "p3 sm KhKs",
]
finishing_stacks = [226, 198, 176]
`;
    const [h] = parsePhh(text);
    const r = replayPhh(h);
    if (!r.ok) throw new Error(r.rejection.message);
    expect(r.finishingStacks).toEqual([226, 198, 176]);
  });

  it('refuses a raise of the wrong size in an FT file, naming the fixed bet', () => {
    const [h] = parsePhh(`variant = "FT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
small_bet = 2
big_bet = 4
starting_stacks = [100, 100]
actions = ["d dh p1 AcAd", "d dh p2 7c2d", "p2 cbr 10"]
`);
    const r = replayPhh(h);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.action, r.rejection.code]).toEqual([3, 'FIXED_LIMIT_AMOUNT']);
  });
});
