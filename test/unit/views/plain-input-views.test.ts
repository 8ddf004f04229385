/**
 * The read side's plain-input derivations (issue 17): payout lines, purchase windows and result
 * lines from the few facts a read model keeps of its own, with no tournament state. Each is
 * checked on its own (inputs in, lines out) and against the state-based rule it stands for.
 */
import { created } from '../../../src/aggregates/tournament/state';
import { lapsesAtNextHand } from '../../../src/aggregates/tournament/standings/standings';
import {
  fieldSize,
  lapsesAtNextHandFrom,
  initialTournamentState,
  payoutFieldSize,
  payoutLinesFrom,
  payoutSource,
  payoutSourceOfConfig,
  purchaseWindowsFrom,
  resultLinesFrom,
  type TournamentState,
} from '../../../src/aggregates/tournament/views';
import type { TournamentCreatedData } from '../../../src/events/tournament-events';
import { fsnpArt131, RULESET_IDS, TOURNAMENT_TYPES } from '../../../src/rules';
import { at, lnseCreate, raCreate, Scenario } from '../../support/tournament-fixtures';

const raConfig = (): TournamentCreatedData => new Scenario().setup(raCreate(), 4).state.config!;

describe('payoutSourceOfConfig / payoutFieldSize', () => {
  it('agree with payoutSource and fieldSize of a state for every type and ruleset', () => {
    const base = raConfig();
    let checked = 0;
    for (const tournamentType of Object.keys(TOURNAMENT_TYPES))
      for (const rulesetId of RULESET_IDS) {
        const config = { ...base, tournamentType, rulesetId };
        const s: TournamentState = {
          ...initialTournamentState(),
          status: 'registration-open',
          config,
          registrations: 7,
        };
        expect(payoutSourceOfConfig(config)).toBe(payoutSource(s));
        // No entrant: fieldSize counts no re-entry, so the two agree with 0 re-entries.
        expect(payoutFieldSize(config, 7, 0)).toBe(fieldSize(s));
        checked++;
      }
    expect(checked).toBeGreaterThan(10);
  });

  it('LNSE I.65: re-entries count as registrants only where the ruleset says so', () => {
    const fsnp = raConfig();
    const lnse = { ...fsnp, rulesetId: 'lnse' };
    expect(payoutFieldSize(fsnp, 20, 3)).toBe(20);
    expect(payoutFieldSize(lnse, 20, 3)).toBe(23);
  });
});

describe('payoutLinesFrom', () => {
  it('no tournament: no lines, no source', () => {
    expect(payoutLinesFrom({ config: null, fixed: null, pool: 5000, field: 10 })).toEqual({
      lines: [],
      source: '',
    });
  });

  it('FSNP Art. 131(b): the provisional table for the field shares the whole pool', () => {
    const config = raConfig();
    const p = payoutLinesFrom({ config, fixed: null, pool: 200_000, field: 20 });
    const scale = fsnpArt131(20);
    if (!scale.ok) throw new Error('FSNP Art. 131 covers 20 players');
    expect(p.lines.map((l) => l.basisPoints)).toEqual(scale.basisPoints);
    expect(p.lines.map((l) => l.place)).toEqual(scale.basisPoints.map((_, i) => i + 1));
    expect(p.lines.reduce((n, l) => n + l.amount, 0)).toBe(200_000);
    expect(p.source).toMatch(/131/);
  });

  it('a fixed table wins over the provisional one, with its own rounding', () => {
    const config = raConfig();
    const fixed = {
      fieldSize: 3,
      uniquePlayers: 3,
      places: 2,
      basisPoints: [7000, 3000],
      source: 'published',
      ticketValue: null,
      fixedAt: '2026-12-05T20:00:00.000Z',
    };
    const p = payoutLinesFrom({ config, fixed, pool: 10_001, field: 500 });
    expect(p.lines).toEqual([
      { place: 1, basisPoints: 7000, amount: 7001 },
      { place: 2, basisPoints: 3000, amount: 3000 },
    ]);
    expect(p.source).toBe('published table, LNSE 123/13 I.65; DECISION-11');
  });

  it('a fixed table with no places (a qualifier): no lines, its source cited', () => {
    const config = raConfig();
    const fixed = {
      fieldSize: 30,
      uniquePlayers: 30,
      places: 0,
      basisPoints: [],
      source: 'qualifier-tickets',
      ticketValue: 50_000,
      fixedAt: '2026-12-05T20:00:00.000Z',
    };
    expect(payoutLinesFrom({ config, fixed, pool: 1_500_000, field: 30 })).toEqual({
      lines: [],
      source: 'qualifier tickets (FSNP Art. 142)',
    });
  });
});

describe('purchaseWindowsFrom', () => {
  it('before creation: nothing for sale', () => {
    expect(
      purchaseWindowsFrom({
        config: null,
        status: 'created',
        lateRegistrationOpen: false,
        reEntryOpen: false,
      }),
    ).toEqual({ registration: { open: false, untilEndOfLevel: null }, reEntry: null, addOn: null });
  });

  it('FSNP Art. 135, 139: R+A sells entries while registration or late registration is open', () => {
    const config = raConfig();
    const w = (status: string, late: boolean, reEntry: boolean) =>
      purchaseWindowsFrom({ config, status, lateRegistrationOpen: late, reEntryOpen: reEntry });
    expect(w('registration-open', false, false).registration.open).toBe(true);
    expect(w('running', true, true).registration.open).toBe(true);
    expect(w('running', false, true).registration.open).toBe(false);
    expect(w('running', false, true).reEntry).toMatchObject({ open: true, item: 're-entry' });
    // Re-entry is sold in play only.
    expect(w('registration-open', true, true).reEntry?.open).toBe(false);
    expect(w('completed', true, true).registration.open).toBe(false);
  });

  it('a rebuy tournament names its item a rebuy', () => {
    const config = new Scenario().setup(lnseCreate(), 4).state.config!;
    const w = purchaseWindowsFrom({
      config,
      status: 'running',
      lateRegistrationOpen: true,
      reEntryOpen: true,
    });
    expect(w.reEntry?.item).toBe('rebuy');
  });
});

describe('resultLinesFrom', () => {
  const names: Record<string, string> = { a: 'Ana', b: 'Bea', c: 'Cid', d: 'Dan' };
  const nameOf = (pid: string): string => names[pid] ?? pid;
  const standings = [
    { playerId: 'd', place: 3, sharedBy: 2 },
    { playerId: 'a', place: 1, sharedBy: 1 },
    { playerId: 'c', place: 3, sharedBy: 2 },
    { playerId: 'b', place: 2, sharedBy: 1 },
  ];

  it('DECISION-4: players sharing a place split its prizes equally, best first', () => {
    const lines = resultLinesFrom({
      standings,
      prizesAwarded: false,
      awarded: new Map(),
      amounts: [5000, 3000, 2001],
      nameOf,
      limit: 60,
    });
    // Places 3 and 4 pooled: 2001 + 0 shared by two.
    expect(lines.map((l) => [l.place, l.playerId, l.name, l.amount])).toEqual([
      [1, 'a', 'Ana', 5000],
      [2, 'b', 'Bea', 3000],
      [3, 'd', 'Dan', expect.any(Number)],
      [3, 'c', 'Cid', expect.any(Number)],
    ]);
    expect((lines[2].amount ?? 0) + (lines[3].amount ?? 0)).toBe(2001);
    expect(lines[2].sharedBy).toBe(2);
  });

  it('once awarded, the amounts are the place receipts; a zero shows as no cash', () => {
    const lines = resultLinesFrom({
      standings,
      prizesAwarded: true,
      awarded: new Map([
        ['a', 6000],
        ['b', 0],
      ]),
      amounts: [5000, 3000, 2000],
      nameOf,
      limit: 60,
    });
    expect(lines.map((l) => l.amount)).toEqual([6000, null, null, null]);
  });

  it('places past the table pay nothing; the page keeps `limit` lines', () => {
    const lines = resultLinesFrom({
      standings,
      prizesAwarded: false,
      awarded: new Map(),
      amounts: [10_000],
      nameOf,
      limit: 2,
    });
    expect(lines.map((l) => [l.playerId, l.amount])).toEqual([
      ['a', 10_000],
      ['b', null],
    ]);
  });
});

describe('lapsesAtNextHandFrom', () => {
  it('FSNP Art. 31(a): agrees with the decider rule for a busted player, announced or not, early and late', () => {
    const sc = new Scenario().setup(raCreate(), 20).at(20);
    const table = sc.seatOf('p05').tableId;
    const [winner, loser] = Object.values(sc.state.tables[table].seats);
    const e = sc.state.entrants;
    sc.playHand(table, { [winner]: e[winner].stack + e[loser].stack, [loser]: 0 });
    const s = created(sc.state);
    const busted = s.entrants[loser];
    expect(busted.status).toBe('busted');
    const results: boolean[] = [];
    for (const minutes of [21, 60, 200, 2000])
      for (const announced of [null, 're-entry'] as const) {
        const now = at(minutes);
        const entrant = { ...busted, announced };
        const plain = lapsesAtNextHandFrom(
          {
            config: s.config,
            reEntryOpen: s.reEntryOpen,
            clock: {
              levels: s.levels,
              startedAt: s.clock.startedAt,
              runningSince: s.clock.runningSince,
              elapsedMs: s.clock.elapsedMs,
              recordedLevel: s.clock.recordedLevel,
              orbitLevel: s.orbitLevel,
              tournamentType: s.config.tournamentType,
            },
            entrant: {
              status: entrant.status,
              announced: !!entrant.announced,
              pendingChips: entrant.pendingChips ?? 0,
              bought: entrant.purchases['re-entry'] + entrant.purchases.rebuy,
            },
          },
          now,
        );
        expect(plain).toBe(lapsesAtNextHand(s, entrant, now));
        results.push(plain);
      }
    // Both answers occur: the check is not vacuous.
    expect(results).toContain(true);
    expect(results).toContain(false);
  });
});
