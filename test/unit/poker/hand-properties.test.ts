import fc from 'fast-check';
import { RandomHand, choicesArb, deckArb, sum } from './random-hands';
import { currentStacks, legalActions } from '../../../src/poker/hand';
import type { HandAction, HandConfig, HandState } from '../../../src/poker/hand-types';
import { exportPhh } from '../../../src/poker/phh/export';
import { parsePhh } from '../../../src/poker/phh/parse';
import { replayPhh } from '../../../src/poker/phh/replay';
import { bettingClosedForHand, showdownOrder } from '../../../src/poker/showdown';

const configArb: fc.Arbitrary<HandConfig> = fc
  .record({
    n: fc.integer({ min: 2, max: 7 }),
    stacks: fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 7, maxLength: 7 }),
    bb: fc.integer({ min: 2, max: 200 }),
    ante: fc.integer({ min: 0, max: 60 }),
    bigBlindAnte: fc.boolean(),
    trimming: fc.boolean(),
    potLimit: fc.boolean(),
    tournamentRules: fc.boolean(),
  })
  .map(({ n, stacks, bb, ante, bigBlindAnte, trimming, potLimit, tournamentRules }) => {
    const sb = Math.floor(bb / 2);
    const blinds = n === 2 ? [bb, sb] : [sb, bb, ...new Array<number>(n - 2).fill(0)];
    const antes = new Array<number>(n).fill(bigBlindAnte ? 0 : ante);
    if (bigBlindAnte) antes[n === 2 ? 0 : 1] = ante;
    return {
      structure: potLimit ? 'pot-limit' : 'no-limit',
      startingStacks: stacks.slice(0, n),
      antes,
      blinds,
      bigBlind: bb,
      anteTrimming: trimming,
      // TDA Rule 72 and Conventions D (blind first, full blind to call) or the PHH reference's habits.
      callFullBigBlind: tournamentRules,
      blindBeforeAnte: tournamentRules && bigBlindAnte,
      enforceTabling: false,
    } satisfies HandConfig;
  });

/** Plays a whole hand choosing among the legal actions with the given random numbers. */
function playRandomHand(config: HandConfig, deck: number[], choices: number[]): HandState {
  const hand = new RandomHand(config, choices);
  let s = hand.state;
  const pick = (m: number) => hand.pick(m);
  const step = (a: HandAction) => {
    hand.step(a);
    s = hand.state;
  };
  let next = 0;
  for (let i = 0; i < config.startingStacks.length; i++)
    step({ type: 'dealHole', player: i, cards: deck.slice(next, (next += 2)) });
  for (let guard = 0; s.phase !== 'complete' && guard < 500; guard++) {
    const legal = legalActions(s);
    if (legal) {
      const options: HandAction[] = [{ type: 'fold', player: legal.player }];
      options.push(
        legal.canCheck
          ? { type: 'check', player: legal.player }
          : { type: 'call', player: legal.player },
      );
      if (legal.raise) {
        const { min, max } = legal.raise;
        options.push(
          { type: 'raise', player: legal.player, to: min },
          { type: 'raise', player: legal.player, to: max },
        );
        options.push({ type: 'raise', player: legal.player, to: min + pick(max - min + 1) });
      }
      // Folding is rarer so that showdowns happen.
      step(options[pick(8) < 2 ? 0 : 1 + pick(options.length - 1)]);
    } else if (s.phase === 'dealing' && (!bettingClosedForHand(s) || pick(3) > 0)) {
      const want = s.street === 0 ? 3 : 1;
      step({ type: 'dealBoard', cards: deck.slice(next, (next += want)) });
    } else {
      const order = showdownOrder(s).filter((i) => !s.players[i].shown);
      if (order.length === 0 && s.phase === 'dealing') {
        step({ type: 'dealBoard', cards: deck.slice(next, (next += s.street === 0 ? 3 : 1)) });
        continue;
      }
      const who = order[0];
      step(
        pick(5) === 0 && order.length > 1
          ? { type: 'muck', player: who }
          : { type: 'show', player: who },
      );
    }
  }
  return s;
}

describe('random hands with random legal actions (fast-check)', () => {
  it('FSNP Art. 35, 76-77: chips are conserved and every hand ends with its pots awarded', () => {
    fc.assert(
      fc.property(configArb, deckArb, choicesArb, (config, deck, choices) => {
        const s = playRandomHand(config, deck, choices);
        expect(s.phase).toBe('complete');
        expect(sum(s.result!.finishingStacks)).toBe(sum(config.startingStacks));
      }),
      { numRuns: 400 },
    );
  });

  it('FSNP Art. 77-78: every pot is paid out in full, and only to players eligible for it', () => {
    fc.assert(
      fc.property(configArb, deckArb, choicesArb, (config, deck, choices) => {
        const s = playRandomHand(config, deck, choices);
        const r = s.result!;
        for (const pot of r.pots) {
          expect(sum(pot.shares)).toBe(pot.amount);
          pot.shares.forEach((x, i) => {
            if (x > 0) expect(pot.eligible).toContain(i);
          });
          for (const w of pot.winners)
            expect(s.players[w].folded || s.players[w].mucked).toBe(false);
        }
        const won = config.startingStacks.map((_, i) => sum(r.pots.map((p) => p.shares[i])));
        // Each player's final stack = start - everything he put in + returned + won.
        const putIn = config.startingStacks.map((st, i) => st + won[i] - r.finishingStacks[i]);
        expect(sum(putIn)).toBe(sum(r.pots.map((p) => p.amount)));
      }),
      { numRuns: 300 },
    );
  });

  it('PHH.md 9: the exported PHH of any hand replays to the same stacks', () => {
    fc.assert(
      // PHH has no pot-limit Hold'em code (PHH.md 3.1): export the no-limit hands.
      fc.property(configArb, deckArb, choicesArb, (potOrNoLimit, deck, choices) => {
        const s = playRandomHand({ ...potOrNoLimit, structure: 'no-limit' }, deck, choices);
        const [again] = parsePhh(exportPhh({ state: s }));
        const out = replayPhh(again);
        if (!out.ok)
          throw new Error(`${out.rejection.code} at ${out.action}: ${out.rejection.message}`);
        expect(out.finishingStacks).toEqual(currentStacks(s));
        expect(again.finishingStacks).toEqual(currentStacks(s));
      }),
      { numRuns: 300 },
    );
  });
});
