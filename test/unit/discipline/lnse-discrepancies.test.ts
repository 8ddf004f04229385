/**
 * LNSE 123/13 I.86, III.4: errors, discrepancies and violations reported by a player or the
 * dealer are entered for the Direction; a report about a hand once the next deal has started is
 * still recorded, marked late: the hand stands (I.87, game.disputeWindow).
 */
import { lnseCreate, raCreate, Scenario, T } from '../../support/tournament-fixtures';
import { flipParameter } from '../../support/flip-parameter';
import type { TournamentCommand } from '../../../src/aggregates/tournament';

const report = (more: object) =>
  ({ type: 'ReportDiscrepancy', tournamentId: T, ...more }) as unknown as TournamentCommand;

function rejection(sc: Scenario, c: TournamentCommand) {
  const d = sc.try(c);
  if (d.ok) throw new Error(`accepted: ${JSON.stringify(d.events)}`);
  return d.rejection;
}

/** 18 LNSE players; table T1 has played hands 1 and 2. */
function twoHandsPlayed(create = lnseCreate()) {
  const sc = new Scenario(7, { id: 'dealer-3', role: 'dealer' }).setup(create, 18).at(10);
  sc.playHand('T1').playHand('T1');
  return sc;
}

describe('LNSE 123/13 I.86 — players must report errors and violations', () => {
  it('LNSE 123/13 I.86: given hand 2 just played at T1, when p01 reports a wrong pot push, the dealer enters it for the Direction, on time', () => {
    const sc = twoHandsPlayed();
    const p = Object.values(sc.state.tables.T1.seats)[0];
    const [e] = sc.do(
      report({
        reportedBy: { role: 'player', playerId: p },
        tableId: 'T1',
        handNo: 2,
        description: 'The side pot was pushed to seat 4; seat 2 had the better hand.',
      }),
    );
    expect(e).toMatchObject({
      type: 'DiscrepancyReported',
      ruleRef: 'LNSE 123/13 I.86, III.4',
      data: {
        reportedBy: { role: 'player', playerId: p },
        tableId: 'T1',
        handNo: 2,
        late: false,
        recordedBy: 'dealer-3',
      },
    });
  });

  it('LNSE 123/13 I.86, I.87: a report on hand 1 after hand 2 was dealt is recorded, marked late: the hand stands', () => {
    const sc = twoHandsPlayed();
    const p = Object.values(sc.state.tables.T1.seats)[0];
    const [e] = sc.do(
      report({
        reportedBy: { role: 'player', playerId: p },
        tableId: 'T1',
        handNo: 1,
        description: 'Hand 1 was paid wrongly.',
      }),
    );
    expect(e).toMatchObject({
      data: { late: true },
      ruleRef: 'LNSE 123/13 I.86, III.4; LNSE 123/13 II.112, I.87',
    });
  });

  it('LNSE 123/13 I.87: game.disputeWindow flipped to null, the same report is never late', () => {
    flipParameter('lnse', 'game.disputeWindow', null, () => {
      const sc = twoHandsPlayed();
      const p = Object.values(sc.state.tables.T1.seats)[0];
      const [e] = sc.do(
        report({
          reportedBy: { role: 'player', playerId: p },
          tableId: 'T1',
          handNo: 1,
          description: 'Hand 1.',
        }),
      );
      expect(e).toMatchObject({ data: { late: false }, ruleRef: 'LNSE 123/13 I.86, III.4' });
    });
  });

  it('LNSE 123/13 I.86: a report needs what was seen, and a hand that was dealt', () => {
    const sc = twoHandsPlayed();
    const p = Object.values(sc.state.tables.T1.seats)[0];
    const by = { role: 'player', playerId: p };
    expect(rejection(sc, report({ reportedBy: by, description: ' ' })).code).toBe(
      'DESCRIPTION_REQUIRED',
    );
    expect(
      rejection(sc, report({ reportedBy: by, tableId: 'T1', handNo: 3, description: 'x' })).code,
    ).toBe('HAND_NOT_FOUND');
    expect(
      rejection(
        sc,
        report({ reportedBy: { role: 'player', playerId: 'nobody' }, description: 'x' }),
      ),
    ).toMatchObject({ code: 'PLAYER_NOT_REGISTERED', ruleRef: 'LNSE 123/13 I.86, III.4' });
  });
});

describe('LNSE 123/13 III.4 — the croupier reports violations and discrepancies to the Direction', () => {
  it('LNSE 123/13 III.4: the dealer’s own report names no player', () => {
    const sc = twoHandsPlayed();
    const [e] = sc.do(
      report({
        reportedBy: { role: 'dealer' },
        tableId: 'T1',
        description: 'Two chips of 25 found under the rack.',
      }),
    );
    expect(e).toMatchObject({
      data: {
        reportedBy: { role: 'dealer', playerId: null },
        tableId: 'T1',
        handNo: null,
        late: false,
      },
      ruleRef: 'LNSE 123/13 I.86, III.4',
    });
  });

  it('FSNP Art. 3: under FSNP the report is recorded under the officials’ residual article, never LNSE', () => {
    const sc = twoHandsPlayed(raCreate());
    const [e] = sc.do(
      report({ reportedBy: { role: 'dealer' }, description: 'A card turned in the stub.' }),
    );
    expect(e.ruleRef).toBe('FSNP Art. 3');
  });
});
