/**
 * LNSE 123/13 I.52 (Annex I, Ch. 2, Art. 15.52): rebuys and add-ons are for the full price and
 * give the full chips. Through the decider under LNSE (lnseCreate: REBUY type, 10,000 start,
 * rebuy 8,000,000 + 2,000,000 centavos for 10,000 chips), and in the regulator's audit, which
 * catches a stored purchase for less.
 */
import type { TournamentCommand } from '../../../src/aggregates/tournament';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { auditEvents } from '../../../src/regulator/rule-audit';
import { storedStream } from '../../support/stored-stream';
import { lnseCreate, Scenario, T } from '../../support/tournament-fixtures';

/** 25 players at minute 20; the floor counts p01 at 3,000 (below half the start: a rebuy is open). */
function short(): Scenario {
  const sc = new Scenario().setup(lnseCreate(), 25).at(20);
  const { tableId, seat } = sc.seatOf('p01');
  const counts = Object.entries(sc.state.tables[tableId].seats).map(([x, pid]) => ({
    seat: +x,
    chips: +x === seat ? 3000 : sc.state.entrants[pid].stack,
  }));
  counts.find((x) => x.seat !== seat)!.chips += 7000;
  sc.do({ type: 'RecordChipCounts', tournamentId: T, tableId, counts });
  return sc;
}
const rebuy: TournamentCommand = { type: 'ReEnter', tournamentId: T, playerId: 'p01' };

describe('LNSE I.52 (Annex I, Ch. 2, Art. 15.52): full price only; no partial purchases', () => {
  it('given p01 at 3,000, when he rebuys, then the purchase is the whole published 8,000,000 + 2,000,000 for the whole 10,000 chips', () => {
    const sc = short();
    const [e] = sc.do(rebuy);
    expect(e).toMatchObject({
      type: 'RebuyTaken',
      data: {
        purchase: { item: 'rebuy', code: 'RB', prizeFund: 8_000_000, fee: 2_000_000, chips: 10000 },
        stackAfter: 13000,
      },
    });
    expect(auditEvents(storedStream(sc.events)).broken).toBeUndefined();
  });

  it('given the same rebuy stored as half the chips for half the price, when the regulator audits, then it is caught on that line citing LNSE I.52 alone', () => {
    const sc = short();
    sc.do(rebuy);
    const events = JSON.parse(JSON.stringify(sc.events)) as TournamentEvent[];
    const i = events.length - 1;
    const e = events[i];
    if (e.type !== 'RebuyTaken') throw new Error('the last event is not the rebuy');
    const p = e.data.purchase as { prizeFund: number; fee: number; chips: number };
    p.prizeFund /= 2;
    p.fee /= 2;
    p.chips /= 2;
    (e.data as { stackAfter: number }).stackAfter = 8000;
    const b = auditEvents(storedStream(events)).broken;
    expect(b).toMatchObject({ line: i + 1, type: 'RebuyTaken' });
    expect(b!.detail).toContain('the published price is 8,000,000 + 2,000,000');
    expect(b!.citation).toContain('LNSE 123/13 I.50, I.52');
    expect(b!.citation).not.toContain('FSNP');
  });
});
