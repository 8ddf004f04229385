/**
 * The regulator's rule audit (issue 15) on a heads-up pyramid (FSNP Art. 140.3) played to its
 * champion with real hands: each round's restack leaves and enters the chip ledger, each match
 * ends with one player holding his table's chips, the final completes the tournament.
 */
import type { Actor } from '../../../src/events/envelope';
import { auditEvents } from '../../../src/regulator/rule-audit';
import { storedStream } from '../../support/stored-stream';
import { createCmd, Scenario, STRUCTURE_A, T } from '../../support/tournament-fixtures';

const huCreate = () =>
  createCmd({
    tournamentType: 'HU',
    startingStack: 2500,
    levels: STRUCTURE_A,
    buyIn: { prizeFund: 10000, fee: 2000 },
  });

/** One all-in hand at the match's table that seat 1 wins, then the match is completed. */
function playMatch(sc: Scenario, tableId: string): void {
  const as = (role: 'dealer' | 'floor' | 'director') =>
    ((sc as { actor: Actor }).actor = { id: role, role });
  as('dealer');
  sc.do({ type: 'StartHand', tournamentId: T, tableId });
  const ref = { tournamentId: T, tableId, handNo: sc.state.tables[tableId].handNo };
  sc.do({ type: 'PostForcedBets', ...ref, absentSeats: [] });
  const first = sc.try({ type: 'RecordAction', ...ref, seat: 1, action: 'all-in' }).ok ? 1 : 2;
  sc.do({ type: 'RecordAction', ...ref, seat: first, action: 'all-in' });
  sc.do({ type: 'RecordAction', ...ref, seat: 3 - first, action: 'call' });
  for (
    let d = sc.try({ type: 'DealBoard', ...ref });
    d.ok;
    d = sc.try({ type: 'DealBoard', ...ref })
  )
    sc.apply(...d.events);
  as('floor');
  sc.do({ type: 'AwardPots', ...ref, winners: [[1]] });
  as('dealer');
  sc.do({ type: 'CompleteHand', ...ref });
  as('director');
  sc.do({ type: 'CompleteHeadsUpMatch', tournamentId: T, tableId });
}

describe('rule audit of a heads-up pyramid (issue 15; FSNP Art. 140.3)', () => {
  it('FSNP Art. 35, 140.3: eight players played to the champion with real hands pass the audit', () => {
    const sc = new Scenario(7).setup(huCreate(), 8, false).at(0);
    sc.do({ type: 'StartHeadsUpBracket', tournamentId: T });
    while (!sc.state.headsUp!.champion)
      for (const m of sc.state.headsUp!.matches.filter((x) => !x.winnerId))
        playMatch(sc, m.tableId);
    expect(sc.state.status).toBe('completed');
    const r = auditEvents(storedStream(sc.events));
    expect(r.broken).toBeUndefined();
    expect(r.ok).toBe(true);
  });
});
