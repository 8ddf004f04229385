/**
 * The regulator's rule audit (issue 15) on a knockout tournament's money (FSNP Art. 141): the
 * bounty fund set apart from the prize pool and bounties paid from it. Honest commands pass; a
 * bounty above the fund, its hash chain recomputed, does not.
 */
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { auditEvents } from '../../../src/regulator/rule-audit';
import { storedStream } from '../../support/stored-stream';
import { createCmd, Scenario, T } from '../../support/tournament-fixtures';

/** Ten KO registrants, the pool fixed with a 2,500 bounty, one bounty split between two winners. */
function knockout() {
  const sc = new Scenario().setup(
    createCmd({ tournamentType: 'KO', buyIn: { prizeFund: 10_000, fee: 2_000 } }),
    10,
    false,
  );
  // Index of the first event of each command after the setup, which writes one event each.
  const starts: number[] = [];
  const run = (c: Parameters<Scenario['do']>[0]) => {
    starts.push(sc.events.length);
    sc.do(c);
  };
  run({ type: 'CloseRegistration', tournamentId: T });
  run({ type: 'FixPayoutTable', tournamentId: T });
  run({ type: 'FixPrizePool', tournamentId: T, bountyValue: 2_500 });
  run({
    type: 'AwardBounty',
    tournamentId: T,
    eliminatedPlayerId: 'p10',
    winnerIds: ['p02', 'p05'],
  });
  const commandOf = (i: number) =>
    i < starts[0] ? i : starts[0] + starts.filter((s) => s <= i).length;
  return { events: sc.events, commandOf };
}

describe('rule audit of knockout bounties (issue 15; FSNP Art. 141)', () => {
  it('FSNP Art. 141(a): the bounty fund set apart and a bounty split between two winners pass the audit', () => {
    const { events, commandOf } = knockout();
    expect(events.filter((e) => e.type === 'BountyAwarded')).toHaveLength(2);
    expect(auditEvents(storedStream(events, commandOf)).broken).toBeUndefined();
  });

  it('FSNP Art. 141(a): a bounty above the bounty fund is caught on its line', () => {
    const { events, commandOf } = knockout();
    const forged = JSON.parse(JSON.stringify(events)) as TournamentEvent[];
    const i = forged.findIndex((e) => e.type === 'BountyAwarded');
    (forged[i].data as { amount: number }).amount = 30_000;
    const b = auditEvents(storedStream(forged, commandOf)).broken;
    expect(b).toMatchObject({ line: i + 1, type: 'BountyAwarded', citation: 'FSNP Art. 141(a)' });
    expect(b!.detail).toContain('the bounty fund is 25,000');
  });
});
