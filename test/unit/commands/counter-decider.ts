import { accept, reject, type Decider } from '../../../src/aggregates/decider';
import type { DomainEvent, Role } from '../../../src/events/envelope';
import type { AggregateDefinition } from '../../../src/commands/pipeline';

/** A tiny decider for testing the pipeline: a chip counter capped at 100. */
export type CounterCommand =
  | { type: 'Add'; amount: number }
  | { type: 'AddEach'; amounts: number[] }
  | { type: 'Draw' }
  | { type: 'Reset' };
export type CounterEvent =
  | DomainEvent<'Added', { amount: number }>
  | DomainEvent<'CardDrawn', { card: number; at: string }>
  | DomainEvent<'Reset', Record<string, never>>;
export interface CounterState {
  total: number;
  events: number;
}

export const CAP = 100;

export const counterDecider: Decider<CounterCommand, CounterEvent, CounterState> = {
  get initialState() {
    return { total: 0, events: 0 };
  },
  decide(c, s, ctx) {
    switch (c.type) {
      case 'Add':
        if (c.amount <= 0)
          return reject('AMOUNT_NOT_POSITIVE', 'Counter Rule 1', 'Add a positive amount.');
        if (s.total + c.amount > CAP)
          return reject(
            'CAP_EXCEEDED',
            'Counter Rule 2',
            `The counter holds ${s.total}; adding ${c.amount} passes the cap of ${CAP}.`,
          );
        return accept({ type: 'Added', data: { amount: c.amount }, ruleRef: 'Counter Rule 2' });
      case 'AddEach':
        return accept(...c.amounts.map((amount) => ({ type: 'Added' as const, data: { amount } })));
      case 'Draw':
        return accept({ type: 'CardDrawn', data: { card: ctx.random.int(52), at: ctx.now } });
      case 'Reset':
        return accept({ type: 'Reset', data: {} });
    }
  },
  // Evolves in place, like the tournament aggregate does.
  evolve(s, e) {
    if (e.type === 'Added') s.total += e.data.amount;
    if (e.type === 'Reset') s.total = 0;
    s.events += 1;
    return s;
  },
};

const ROLES: Record<CounterCommand['type'], readonly Role[]> = {
  Add: ['floor', 'director'],
  AddEach: ['floor', 'director'],
  Draw: ['dealer', 'floor', 'director'],
  Reset: ['director'],
};

export const counterAggregate: AggregateDefinition<CounterCommand, CounterEvent, CounterState> = {
  decider: counterDecider,
  authority: (c) => ({ roles: ROLES[c.type], ruleRef: 'Counter Rule 9' }),
  snapshots: {
    stateVersion: 1,
    serialize: (s) => s,
    deserialize: (j) => ({ ...(j as CounterState) }),
  },
};
