import { Table } from './support';
import { T, createCmd } from '../../support/tournament-fixtures';

const po = (l: {
  level: number;
  smallBlind: number;
  bigBlind: number;
  ante: number;
  durationMinutes: number;
}) => ({
  ...l,
  game: 'PO' as const,
});

describe('issue 23: the game is a property of the level', () => {
  it('given a PO tournament, when a hand starts, then HandStarted records PO and four hole cards are dealt', () => {
    const t = new Table({ game: 'PO' });
    const ev = t.start();
    expect(ev.find((e) => e.type === 'HandStarted')?.data).toMatchObject({ game: 'PO' });
    t.post();
    expect(t.hand.engine?.config.game).toBe('omaha');
    expect(t.hand.engine?.config.structure).toBe('pot-limit');
    const seats = t.hand.seats;
    const r = t.try({
      type: 'DealHoleCards',
      tournamentId: T,
      tableId: t.tableId,
      handNo: t.handNo,
      hands: [{ seat: seats[0], cards: [0, 1] }],
    });
    expect(r).toMatchObject({ ok: false });
    expect(JSON.stringify(r)).toMatch(/4 hole cards/);
  });

  it('given an NT tournament whose level 1 names PO, when a hand starts, then it is dealt as PO', () => {
    const levels = createCmd({}).levels.map((l, i) => (i === 0 ? po(l) : l));
    const t = new Table({ levels });
    t.start();
    expect(t.hand.plan.game).toBe('PO');
  });

  it("given the default ruleset game, when a hand starts, then it records NT and deals Hold'em", () => {
    const t = new Table();
    t.start();
    t.post();
    expect(t.hand.plan.game).toBe('NT');
    expect(t.hand.engine?.config.game ?? 'holdem').toBe('holdem');
  });
});
