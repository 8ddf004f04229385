/**
 * FSNP Art. 141 (bounty tournaments), decided through the real decider at a table of four
 * (seats 2, 5, 6, 8; button 2, small blind 5, big blind 6, seat 8 first to act).
 */
import { T } from '../../support/tournament-fixtures';
import { DEALER, FLOOR, Table, ofType, types } from '../hands/support';

const DIRECTOR = { id: 'td-1', role: 'director' } as const;
const ko = () =>
  new Table({
    tournamentType: 'KO',
    startingStack: 6000,
    buyIn: { prizeFund: 10_000, fee: 2_000 },
  });

/** Seat 8 all-in, seat 2 calls and wins, the blinds fold: seat 8 is out to seat 2. */
function eightOutToTwo(t: Table) {
  t.as(DEALER).start();
  t.post();
  t.act(8, 'all-in');
  t.act(2, 'call');
  t.act(5, 'fold');
  t.act(6, 'fold');
  t.board();
  t.board();
  t.board();
  t.as(FLOOR).do({ type: 'AwardPots', ...t.ref(), winners: [[2]] });
  return t.as(DEALER).complete();
}

const putIn = (t: Table, playerId: string, chipOf?: string) =>
  t.try({ type: 'PutBountyChipInPot', ...t.ref(), playerId, ...(chipOf ? { chipOf } : {}) });

describe('FSNP Art. 141: bounty tournaments', () => {
  it("FSNP Art. 141(a): given a knockout of four, when it starts, then each player's own bounty chip is issued at his seat", () => {
    const t = ko();
    const issued = ofType(t.events, 'BountyChipIssued');
    expect(issued.map((e) => e.data.playerId).sort()).toEqual(['p01', 'p02', 'p03', 'p04']);
    for (const e of issued) {
      expect(e.ruleRef).toBe('FSNP Art. 141(a)');
      expect(t.state.entrants[e.data.playerId]).toMatchObject({
        tableId: e.data.tableId,
        seat: e.data.seat,
      });
    }
  });

  it('FSNP Art. 141: given a freezeout, when it starts, then no bounty chip is issued', () => {
    const t = new Table({ tournamentType: 'FZ', startingStack: 15_000 });
    expect(types(t.events)).not.toContain('BountyChipIssued');
  });

  it('FSNP Art. 141(a)-(b): given a player all-in, when his own bounty chip goes into the pot, then it is recorded', () => {
    const t = ko();
    t.as(DEALER).start();
    t.post();
    t.act(8, 'all-in');
    const d = putIn(t, t.playerAt(8));
    expect(d.ok && d.events).toMatchObject([
      {
        type: 'BountyChipPutInPot',
        ruleRef: 'FSNP Art. 141(a)-(b)',
        data: { playerId: t.playerAt(8) },
      },
    ]);
  });

  it('FSNP Art. 141(a): given a player not all-in, when his own bounty chip is put into the pot, then it is recorded as given back to him', () => {
    const t = ko();
    t.as(DEALER).start();
    t.post();
    const d = putIn(t, t.playerAt(8));
    expect(d.ok && d.events).toMatchObject([
      { type: 'BountyChipReturned', ruleRef: 'FSNP Art. 141(a)', data: { reason: 'not-all-in' } },
    ]);
  });

  it('FSNP Art. 141(b): given a player holding a chip he won, when he puts that chip into the pot, then it is recorded as given back: only his own chip plays', () => {
    const t = ko();
    const [eight, two] = [t.playerAt(8), t.playerAt(2)];
    eightOutToTwo(t);
    t.as(DEALER).start();
    t.post();
    const d = putIn(t, two, eight);
    expect(d.ok && d.events).toMatchObject([
      {
        type: 'BountyChipReturned',
        ruleRef: 'FSNP Art. 141(b)',
        data: { playerId: two, chipOf: eight, reason: 'won-chip' },
      },
    ]);
  });

  it('FSNP Art. 141(a): a bounty chip the player does not hold cannot be put into the pot (refused)', () => {
    const t = ko();
    t.as(DEALER).start();
    t.post();
    t.act(8, 'all-in');
    const d = putIn(t, t.playerAt(8), t.playerAt(2));
    expect(!d.ok && d.rejection).toMatchObject({
      code: 'BOUNTY_CHIP_NOT_HELD',
      ruleRef: 'FSNP Art. 141(a)',
    });
  });

  it('FSNP Art. 141(f): given a player who won a bounty and finished out of the money, when prizes are awarded, then his bounty is paid with them; the winner is never paid his own chip', () => {
    const t = ko();
    const [eight, two] = [t.playerAt(8), t.playerAt(2)];
    eightOutToTwo(t);
    // No late registration in a knockout (Art. 141): registration closed at the start.
    t.as(DIRECTOR).do({ type: 'FixPayoutTable', tournamentId: T });
    t.do({ type: 'FixPrizePool', tournamentId: T, bountyValue: 2_000 });
    // Play to the end: seat 2 loses everything next, then the last two decide it.
    const standings = [
      { playerId: t.playerAt(5), place: 1, sharedBy: 1 },
      { playerId: t.playerAt(6), place: 2, sharedBy: 1 },
      { playerId: two, place: 3, sharedBy: 1 },
      { playerId: eight, place: 4, sharedBy: 1 },
    ];
    const awards = t.do({ type: 'AwardPrizes', tournamentId: T, standings });
    const bounties = ofType(awards, 'BountyAwarded');
    expect(bounties.map((e) => e.data)).toEqual([
      {
        receiptNo: ofType(awards, 'PrizeAwarded').length + 1,
        eliminatedPlayerId: eight,
        playerId: two,
        amount: 2_000,
        currency: 'RON',
      },
    ]);
    expect(bounties[0].ruleRef).toContain('FSNP Art. 141(a)(f)');
    // Already paid: awarding again at the cashier is refused.
    const again = t.try({ type: 'AwardBounty', tournamentId: T, eliminatedPlayerId: eight });
    expect(!again.ok && again.rejection.code).toBe('BOUNTY_ALREADY_PAID');
  });

  it('FSNP Art. 141(f): a bounty already paid at the cashier is not paid again with the prizes', () => {
    const t = ko();
    const eight = t.playerAt(8);
    eightOutToTwo(t);
    // No late registration in a knockout (Art. 141): registration closed at the start.
    t.as(DIRECTOR).do({ type: 'FixPayoutTable', tournamentId: T });
    t.do({ type: 'FixPrizePool', tournamentId: T, bountyValue: 2_000 });
    t.do({ type: 'AwardBounty', tournamentId: T, eliminatedPlayerId: eight });
    const standings = [5, 6, 2, 8].map((seat, i) => ({
      playerId: t.playerAt(seat) ?? eight,
      place: i + 1,
      sharedBy: 1,
    }));
    const awards = t.do({ type: 'AwardPrizes', tournamentId: T, standings });
    expect(ofType(awards, 'BountyAwarded')).toEqual([]);
  });
});

describe('issue 18: a knockout under the club rules (FSNP Art. 141 inherited) cites no FSNP article', () => {
  it('Club Rule 1: the bounty chips issued and put in the pot cite where the club TD rules on what its rules do not cover', () => {
    const t = new Table({
      rulesetId: 'club-tda',
      tournamentType: 'KO',
      startingStack: 6000,
      buyIn: { prizeFund: 10_000, fee: 2_000 },
    });
    const issued = ofType(t.events, 'BountyChipIssued');
    expect(issued.length).toBe(4);
    expect(new Set(issued.map((e) => e.ruleRef))).toEqual(new Set(['Club Rule 1']));
    t.as(DEALER).start();
    t.post();
    t.act(8, 'all-in');
    const d = putIn(t, t.playerAt(8));
    expect(d.ok && d.events.map((e) => [e.type, e.ruleRef])).toEqual([
      ['BountyChipPutInPot', 'Club Rule 1'],
    ]);
  });
});
