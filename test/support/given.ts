import type { Actor } from '../../src/events/envelope';
import type { TournamentEvent } from '../../src/events/tournament-events';
import type { DecideContext, Decision } from '../../src/aggregates/decider';
import {
  initialTournamentState,
  tournamentDecider,
  type TournamentCommand,
  type TournamentState,
} from '../../src/aggregates/tournament';

export const DIRECTOR: Actor = { id: 'td-1', role: 'director' };
export const NOW = '2026-11-29T18:00:00.000Z';

/** A seeded random source (mulberry32) so draws are reproducible in tests. */
export function seeded(seed = 42): DecideContext['random'] {
  let a = seed >>> 0;
  return {
    int(n: number) {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
    },
  };
}

export function fold(events: readonly TournamentEvent[]): TournamentState {
  return events.reduce((s, e) => tournamentDecider.evolve(s, e), initialTournamentState());
}

/** given(events).when(command).then(events) | .rejects(code, ruleRef) — Emmett style. */
export function given(...history: TournamentEvent[]) {
  return {
    when(command: TournamentCommand, ctx: Partial<DecideContext> = {}) {
      const state = fold(history);
      const decision: Decision<TournamentEvent> = tournamentDecider.decide(command, state, {
        actor: DIRECTOR,
        now: NOW,
        random: seeded(),
        ...ctx,
      });
      return {
        decision,
        then(...expected: Partial<TournamentEvent>[]) {
          if (!decision.ok) throw new Error(`rejected: ${JSON.stringify(decision.rejection)}`);
          expect(decision.events).toHaveLength(expected.length);
          expected.forEach((e, i) => expect(decision.events[i]).toMatchObject(e));
          return decision.events;
        },
        rejects(code: string, ruleRef?: string) {
          if (decision.ok) throw new Error(`accepted: ${JSON.stringify(decision.events)}`);
          expect(decision.rejection.code).toBe(code);
          if (ruleRef) expect(decision.rejection.ruleRef).toContain(ruleRef);
          expect(decision.rejection.message.length).toBeGreaterThan(10);
          return decision.rejection;
        },
      };
    },
  };
}
