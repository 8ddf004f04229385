import { parseCard } from '../../../src/poker/cards';
import { applyAction, currentStacks, startHand } from '../../../src/poker/hand';
import type { HandAction, HandConfig, HandState } from '../../../src/poker/hand-types';
import { exportPhh, variantFields } from '../../../src/poker/phh/export';
import { parsePhh } from '../../../src/poker/phh/parse';
import { replayPhh } from '../../../src/poker/phh/replay';

/** Plays the steps through the engine; a refused step fails the test with its reason. */
function play(config: HandConfig, steps: readonly HandAction[]): HandState {
  let s = startHand(config);
  for (const a of steps) {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.rejection.message}`);
    s = r.state;
  }
  return s;
}

const cards = (t: string) => (t.match(/../g) ?? []).map(parseCard);
const hole = (player: number, t: string): HandAction => ({
  type: 'dealHole',
  player,
  cards: cards(t),
});
const board = (t: string): HandAction => ({ type: 'dealBoard', cards: cards(t) });
const act = (type: 'fold' | 'check' | 'call', player: number): HandAction => ({ type, player });
const raise = (player: number, to: number): HandAction => ({ type: 'raise', player, to });
const show = (player: number): HandAction => ({ type: 'show', player });

const config = (stacks: number[], extra: Partial<HandConfig> = {}): HandConfig => ({
  structure: 'no-limit',
  startingStacks: stacks,
  antes: stacks.map(() => 0),
  blinds: stacks.length === 2 ? [100, 50] : [50, 100, ...stacks.slice(2).map(() => 0)],
  bigBlind: 100,
  callFullBigBlind: false,
  ...extra,
});

/** The exported `actions`, as our own parser reads them back (TOML strings, commentary kept). */
function exportedLines(text: string): string[] {
  const line = /^actions = \[(.*)\]$/m.exec(text);
  if (!line) throw new Error('no actions line');
  return [...line[1].matchAll(/'([^']*)'/g)].map((m) => m[1]);
}

/** Our parser and engine read the export back to the stacks the engine played to. */
function roundTrips(s: HandState): string {
  const text = exportPhh({ state: s });
  const [again] = parsePhh(text);
  const out = replayPhh(again);
  if (!out.ok) throw new Error(`${out.rejection.code} at ${out.action}: ${out.rejection.message}`);
  expect(out.finishingStacks).toEqual(currentStacks(s));
  expect(again.finishingStacks).toEqual(currentStacks(s));
  return text;
}

describe('PHH export: files the reference reader accepts as written', () => {
  // p3 moves all-in for 800; p4 covers everyone and moves in for 5,000; the blinds, with 600 and
  // 700 in all, can put in no more than 800; they fold. Simulated hands had this (issue 23).
  const uncallable = () =>
    play(config([600, 700, 800, 5000]), [
      hole(0, '3h7d'),
      hole(1, '8sTd'),
      hole(2, 'KsKh'),
      hole(3, '6s8d'),
      raise(2, 800),
      raise(3, 5000),
      act('fold', 0),
      act('fold', 1),
      board('7sQd2d'),
      board('5c'),
      board('2s'),
      show(2),
      show(3),
    ]);

  it('PHH.md 4.3 [ref], 6.2 step 3: a raise nobody still in can call is written as the call it amounts to', () => {
    const s = uncallable();
    const lines = exportedLines(roundTrips(s));
    expect(lines).toContain('p4 cc');
    expect(lines.some((l) => l.startsWith('p4 cbr'))).toBe(false);
    // p3's kings win the 1,750 main pot; the 4,200 nobody could call goes back to p4.
    expect(currentStacks(s)).toEqual([550, 600, 1750, 4200]);
  });

  it('PHH.md 4.7: in an all-in the shows come where the betting closed, before the rest of the board, in the order tabled', () => {
    const lines = exportedLines(roundTrips(uncallable()));
    expect(lines.slice(-5)).toEqual([
      'p3 sm KsKh',
      'p4 sm 6s8d',
      'd db 7sQd2d',
      'd db 5c',
      'd db 2s',
    ]);
    expect(lines.indexOf('p3 sm KsKh')).toBe(lines.indexOf('p2 f') + 1);
  });

  it('PHH.md 4.7: a showdown after the river is written as played', () => {
    const s = play(config([5000, 5000]), [
      hole(0, 'AhTd'),
      hole(1, 'AsTc'),
      act('call', 1),
      act('check', 0),
      board('KcQdJh'),
      act('check', 0),
      act('check', 1),
      board('4s'),
      act('check', 0),
      act('check', 1),
      board('2c'),
      act('check', 0),
      act('check', 1),
      show(0),
      show(1),
    ]);
    const lines = exportedLines(roundTrips(s));
    expect(lines.slice(-5)).toEqual(['d db 2c', 'p1 cc', 'p2 cc', 'p1 sm AhTd', 'p2 sm AsTc']);
  });

  // p4 calls all-in pre-flop; on the flop p2 folds with nothing to call. Our engine closes the
  // round (p3 has nobody with chips to bet against); the reference still has p3 in turn.
  const foldLeavesOne = () =>
    play(config([2100, 5700, 4800, 40]), [
      hole(0, '2d4d'),
      hole(1, '4hKd'),
      hole(2, 'Td8h'),
      hole(3, 'Ts6c'),
      act('call', 2),
      act('call', 3),
      act('fold', 0),
      raise(1, 1000),
      act('call', 2),
      board('8c3h8d'),
      act('fold', 1),
      show(2),
      show(3),
      board('3c'),
      board('4s'),
    ]);

  it('PHH.md 4.4 [ref]: the check of the player still in turn when a fold leaves him alone with an all-in player is written', () => {
    const lines = exportedLines(roundTrips(foldLeavesOne()));
    const fold = lines.indexOf('p2 f');
    expect(lines.slice(fold, fold + 4)).toEqual(['p2 f', 'p3 cc', 'p3 sm Td8h', 'p4 sm Ts6c']);
  });

  it('PHH.md 7 item 4: on import that check is taken as a no-op, and a file without it replays too', () => {
    const s = foldLeavesOne();
    const text = exportPhh({ state: s });
    const without = text.replace("'p3 cc', 'p3 sm", "'p3 sm");
    expect(without).not.toBe(text);
    for (const t of [text, without]) {
      const out = replayPhh(parsePhh(t)[0]);
      expect(out.ok && out.finishingStacks).toEqual(currentStacks(s));
    }
    // A check by anyone else after the round closed (here the all-in p4) is still refused.
    const wrong = text.replace("'p3 cc', 'p3 sm", "'p4 cc', 'p3 sm");
    const refused = replayPhh(parsePhh(wrong)[0]);
    expect(refused.ok ? null : [refused.action, refused.rejection.code]).toEqual([
      12,
      'ROUND_CLOSED',
    ]);
  });

  it('PHH.md 4.7: when the other hands are mucked at the showdown, the last hand is written as shown, with a commentary, and its import re-exports the same lines', () => {
    const s = play(config([5000, 5000]), [
      hole(0, 'AhTd'),
      hole(1, '7s2c'),
      act('call', 1),
      act('check', 0),
      board('KcQdJh'),
      act('check', 0),
      act('check', 1),
      board('4s'),
      act('check', 0),
      act('check', 1),
      board('2h'),
      act('check', 0),
      act('check', 1),
      { type: 'muck', player: 0 },
    ]);
    const text = roundTrips(s);
    expect(exportedLines(text).slice(-2)).toEqual([
      'p1 sm',
      'p2 sm 7s2c # not tabled: the other hands were mucked',
    ]);
    const again = replayPhh(parsePhh(text)[0]);
    if (!again.ok) throw new Error(again.rejection.message);
    // The show is now in the record, so it is not added twice; the commentary is not kept on import.
    expect(exportPhh({ state: again.state })).toBe(
      text.replace(' # not tabled: the other hands were mucked', ''),
    );
  });
});

describe('PHH export: variants from the hand config (PHH.md 3.1, 5)', () => {
  it('PHH.md 5: a Pot-Limit Omaha hand is written as PO with four hole cards and reads back to the same stacks', () => {
    const s = play({ ...config([3000, 3000, 3000]), game: 'omaha', structure: 'pot-limit' }, [
      hole(0, 'Ah3sKsKh'),
      hole(1, '9c9d8c7d'),
      hole(2, 'QsJsTh2c'),
      raise(2, 350),
      act('call', 0),
      act('call', 1),
      board('Kd9h3c'),
      act('check', 0),
      raise(1, 1050),
      act('fold', 2),
      raise(0, 2650),
      act('call', 1),
      show(0),
      show(1),
      board('5s'),
      board('7h'),
    ]);
    const text = roundTrips(s);
    expect(text).toMatch(/^variant = 'PO'$/m);
    expect(text).toMatch(/^min_bet = 100$/m);
    expect(exportedLines(text).slice(0, 3)).toEqual([
      'd dh p1 Ah3sKsKh',
      'd dh p2 9c9d8c7d',
      'd dh p3 QsJsTh2c',
    ]);
    // p1 check-raises all-in to 2,650, inside the pot limit of 4,200; his kings beat the nines.
    expect(exportedLines(text)).toContain('p1 cbr 2650');
    expect(currentStacks(s)).toEqual([6350, 0, 2650]);
  });

  it("PHH.md 5: a fixed-limit Hold'em hand is written as FT with its small and big bet and reads back to the same stacks", () => {
    const fl = config([10000, 10000, 10000], {
      structure: 'fixed-limit',
      smallBet: 100,
      bigBet: 200,
      raiseCap: 4,
    });
    const s = play(fl, [
      hole(0, 'AcAd'),
      hole(1, '7c2d'),
      hole(2, 'KhKs'),
      raise(2, 200),
      raise(0, 300),
      act('fold', 1),
      raise(2, 400),
      act('call', 0),
      board('Qc9s3d'),
      raise(0, 100),
      raise(2, 200),
      act('call', 0),
      board('5h'),
      act('check', 0),
      raise(2, 200),
      raise(0, 400),
      act('call', 2),
      board('Jd'),
      raise(0, 200),
      act('call', 2),
      show(0),
      show(2),
    ]);
    const text = roundTrips(s);
    expect(text).toMatch(/^variant = 'FT'$/m);
    expect(text).toMatch(/^small_bet = 100$/m);
    expect(text).toMatch(/^big_bet = 200$/m);
    expect(text).not.toMatch(/^min_bet/m);
    // Aces hold: p1 takes the 2,500 pot (1,200 from each of p1 and p3, p2's big blind of 100).
    expect(currentStacks(s)).toEqual([11300, 9900, 8800]);
  });

  it('PHH.md 3.1: each variant writes exactly its own fields: NT and PO min_bet; FT small_bet and big_bet; F7S bring_in and no blinds', () => {
    const base = config([1000, 1000, 1000], { antes: [10, 10, 10] });
    const keys = (c: object) => variantFields(c as HandConfig).map(([k]) => k);
    expect(keys(base)).toEqual(['variant', 'antes', 'blinds_or_straddles', 'min_bet']);
    expect(variantFields({ ...base, game: 'omaha', structure: 'pot-limit' })[0]).toEqual([
      'variant',
      'PO',
    ]);
    const ft: HandConfig = { ...base, structure: 'fixed-limit', smallBet: 100, bigBet: 200 };
    expect(variantFields(ft)).toEqual([
      ['variant', 'FT'],
      ['antes', [10, 10, 10].map((x) => ({ kind: 'number', text: String(x) }))],
      ['blinds_or_straddles', [50, 100, 0].map((x) => ({ kind: 'number', text: String(x) }))],
      ['small_bet', { kind: 'number', text: '100' }],
      ['big_bet', { kind: 'number', text: '200' }],
    ]);
    const stud = { ...ft, game: 'stud', blinds: [0, 0, 0], bringIn: 25 };
    expect(keys(stud)).toEqual(['variant', 'antes', 'bring_in', 'small_bet', 'big_bet']);
    expect(variantFields(stud as unknown as HandConfig)[0]).toEqual(['variant', 'F7S']);
  });

  it('PHH.md 3.1: a fixed-limit config without its bet sizes, or a game PHH has no code for, is refused by name', () => {
    const base = config([1000, 1000]);
    expect(() =>
      variantFields({ ...base, structure: 'fixed-limit', bigBet: 200 } as unknown as HandConfig),
    ).toThrow(/smallBet/);
    expect(() => variantFields({ ...base, game: 'holdem', structure: 'pot-limit' })).toThrow(
      /No PHH variant for holdem pot-limit/,
    );
  });
});
