/**
 * Issue 17: a batch names the entries of the state it wrote, however deep the write, and the
 * state stays plain data afterwards (no tracking proxy left in it).
 */
import { trackWrites } from '../../../src/projections/write-tracker';

function state() {
  return {
    entrants: {
      p1: { stack: 100, purchases: { 'buy-in': 1 } },
      p2: { stack: 200, purchases: { 'buy-in': 1 } },
      p3: { stack: 300, purchases: { 'buy-in': 1 } },
    } as Record<string, { stack: number; purchases: Record<string, number> }>,
    prizes: { purchases: [{ no: 1 }, { no: 2 }] as { no: number }[] },
    other: 1,
  };
}

describe('write tracker', () => {
  it('given a stack and a nested purchase count changed, when finished, then only those entrants are named', () => {
    const s = state();
    const session = trackWrites(s, [['entrants'], ['prizes', 'purchases']]);
    s.entrants.p1.stack -= 50;
    s.entrants.p3.purchases['re-entry'] = 1;
    const read = Object.values(s.entrants).reduce((n, e) => n + e.stack, 0);
    const w = session.finish();
    expect(read).toBe(550);
    expect([...(w.get('entrants') as Set<string>)].sort()).toEqual(['p1', 'p3']);
    expect([...(w.get('prizes.purchases') as Set<string>)]).toEqual([]);
    expect(s).toEqual({
      ...state(),
      entrants: {
        ...state().entrants,
        p1: { stack: 50, purchases: { 'buy-in': 1 } },
        p3: { stack: 300, purchases: { 'buy-in': 1, 're-entry': 1 } },
      },
    });
  });

  it('given an entrant added from a spread of another and one deleted, then both are named and the state is plain data', () => {
    const s = state();
    const session = trackWrites(s, [['entrants']]);
    s.entrants.p4 = { ...s.entrants.p1, stack: 1 };
    delete s.entrants.p2;
    const w = session.finish();
    expect([...(w.get('entrants') as Set<string>)].sort()).toEqual(['p2', 'p4']);
    // structuredClone refuses a Proxy: it clones only when nothing tracked was left behind.
    expect(structuredClone(s).entrants.p4).toEqual({ stack: 1, purchases: { 'buy-in': 1 } });
  });

  it('given a purchase line pushed and a list replaced by a filter, then the pushed index, or all, is named', () => {
    const s = state();
    let session = trackWrites(s, [['prizes', 'purchases']]);
    s.prizes.purchases.push({ no: 3 });
    expect([...(session.finish().get('prizes.purchases') as Set<string>)].sort()).toEqual([
      '2',
      'length',
    ]);
    session = trackWrites(s, [['prizes', 'purchases']]);
    s.prizes.purchases = s.prizes.purchases.filter((x) => x.no !== 2);
    expect(session.finish().get('prizes.purchases')).toBe('all');
    expect(structuredClone(s).prizes.purchases).toEqual([{ no: 1 }, { no: 3 }]);
  });

  it('given a map absent before and after, then nothing is named; created meanwhile, then all', () => {
    const s: { prizes?: { receipts: Record<string, number> } } = {};
    expect([
      ...(trackWrites(s, [['prizes', 'receipts']])
        .finish()
        .get('prizes.receipts') as Set<string>),
    ]).toEqual([]);
    const session = trackWrites(s, [['prizes', 'receipts']]);
    s.prizes = { receipts: { 1: 5 } };
    expect(session.finish().get('prizes.receipts')).toBe('all');
  });
});
