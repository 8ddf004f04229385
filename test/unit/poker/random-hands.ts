/**
 * What the fast-check hand properties share (hand-properties, stud-properties): a shuffled deck,
 * a list of random choices, and a driver that applies legal steps and fails on a refused one.
 */
import fc from 'fast-check';
import { applyAction, startHand } from '../../../src/poker/hand';
import type { HandAction, HandConfig, HandState } from '../../../src/poker/hand-types';

export const deckArb = fc.shuffledSubarray(
  Array.from({ length: 52 }, (_, i) => i),
  { minLength: 52, maxLength: 52 },
);
export const choicesArb = fc.array(fc.nat(1000), { minLength: 50, maxLength: 50 });
export const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** A hand played by random legal choices: `pick(m)` is the next choice below m. */
export class RandomHand {
  state: HandState;
  private k = 0;

  constructor(
    config: HandConfig,
    private readonly choices: readonly number[],
  ) {
    this.state = startHand(config);
  }

  pick(m: number): number {
    return this.choices[this.k++ % this.choices.length] % m;
  }

  /** Applies a step the engine offered as legal; a refusal is a failure of the property. */
  step(a: HandAction): void {
    const r = applyAction(this.state, a);
    if (!r.ok)
      throw new Error(
        `legal step refused: ${JSON.stringify(a)} ${r.rejection.code} ${r.rejection.message}`,
      );
    this.state = r.state;
  }
}
