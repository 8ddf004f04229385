import { fold, given } from '../../support/given';
import {
  createCmd,
  created,
  opened,
  registered,
  registerCmd,
  Scenario,
  scCreate,
  raCreate,
  T,
  pid,
} from '../../support/tournament-fixtures';
import { buttonWinner } from '../../../src/aggregates/tournament/seating/draws';
import { parseCard } from '../../../src/poker/cards';
import { chipsInPlay, chipsOnTables, rolesFor } from '../../../src/aggregates/tournament';
import { tableSizes } from '../../../src/aggregates/tournament/seating/seat-draw';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { flipParameter } from '../../support/flip-parameter';

const start = { type: 'StartTournament', tournamentId: T } as const;
const cards = (...cs: string[]) => cs.map((c, i) => ({ seat: i + 1, card: parseCard(c) }));

describe('start of play: seat draw, button draw, starting stacks', () => {
  it('FSNP Art. 33, 133: 25 players are drawn to 3 tables of 9, 8 and 8, each seat once', () => {
    const sc = new Scenario().setup(raCreate(), 25);
    const tables = Object.values(sc.state.tables);
    expect(tables.map((t) => Object.keys(t.seats).length).sort()).toEqual([8, 8, 9]);
    const seated = tables.flatMap((t) => Object.values(t.seats)).sort();
    expect(seated).toEqual(Array.from({ length: 25 }, (_, i) => pid(i + 1)));
  });

  it('FSNP Art. 133: 20 players at 9-seat tables play two tables of 10 rather than three of 6-7', () => {
    const sc = new Scenario().setup(raCreate(), 20);
    expect(Object.values(sc.state.tables).map((t) => Object.keys(t.seats).length)).toEqual([
      10, 10,
    ]);
  });

  it('FSNP Art. 133: 12 players cannot be seated 7 to 10 a table', () => {
    const sc = new Scenario().setup(raCreate(), 12, false);
    const d = sc.try(start);
    expect(!d.ok && d.rejection).toMatchObject({
      code: 'SEAT_DRAW_IMPOSSIBLE',
      ruleRef: expect.stringContaining('133'),
    });
  });

  it('LNSE II.16: the lottery allows any table size up to 10, so 12 players sit 6 and 6', () => {
    const sc = new Scenario().setup(
      createCmd({ rulesetId: 'lnse', buyIn: { prizeFund: 800, fee: 200 } }),
      12,
    );
    expect(Object.values(sc.state.tables).map((t) => Object.keys(t.seats).length)).toEqual([6, 6]);
  });

  it('FSNP Art. 133 ASSUMPTION: table sizes differ by at most one', () => {
    for (let n = 2; n <= 200; n++)
      for (let t = 1; t <= Math.ceil(n / 2); t++) {
        const sizes = tableSizes(n, t);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
      }
  });

  it('DESIGN: the draw is recorded, so replaying the events seats everyone the same without a random source', () => {
    const sc = new Scenario(3).setup(raCreate(), 25);
    const replayed = fold(sc.events);
    expect(replayed.tables).toEqual(sc.state.tables);
    const draw = sc.events.find((e) => e.type === 'SeatDrawConducted')!;
    expect(draw).toMatchObject({ data: { reason: 'start', method: 'system-rng' } });
  });

  it('FSNP Art. 33: the draw depends on the random source (two seeds, two seatings)', () => {
    const a = new Scenario(1).setup(raCreate(), 25).state.tables;
    const b = new Scenario(2).setup(raCreate(), 25).state.tables;
    expect(a).not.toEqual(b);
  });

  it('FSNP Art. 33(b): a special-needs seat is granted as a recorded exception to the draw', () => {
    const sc = new Scenario().setup(raCreate(), 25, false);
    const events = sc.do({
      ...start,
      accommodations: [{ playerId: 'p05', tableId: 'T2', seat: 1, reason: 'wheelchair access' }],
    });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'SeatingAccommodationGranted',
        data: { playerId: 'p05', tableId: 'T2', seat: 1, reason: 'wheelchair access' },
        ruleRef: expect.stringContaining('FSNP Art. 33(b)'),
      }),
    );
    expect(sc.state.tables.T2.seats[1]).toBe('p05');
  });

  it('FSNP Art. 33(b): an accommodation without the need stated is refused', () => {
    const sc = new Scenario().setup(raCreate(), 25, false);
    const d = sc.try({
      ...start,
      accommodations: [{ playerId: 'p05', tableId: 'T2', seat: 1, reason: ' ' }],
    });
    expect(!d.ok && d.rejection.ruleRef).toBe('FSNP Art. 33(b)');
  });

  it('FSNP Art. 46(a): the first ace dealt takes the button', () => {
    expect(buttonWinner(cards('Kd', 'As', 'Ah', 'Qc'), 'first-ace-else-highest-rank')).toBe(2);
  });

  it('FSNP Art. 46(a): with no ace, the first seat with the highest rank takes it, suits ignored', () => {
    expect(buttonWinner(cards('Qs', 'Kc', '9d', 'Kh'), 'first-ace-else-highest-rank')).toBe(2);
  });

  it('LNSE II.33: the highest card by rank then suit takes it (Kh beats Kc)', () => {
    expect(buttonWinner(cards('Qs', 'Kc', '9d', 'Kh'), 'highest-card-rank-then-suit')).toBe(4);
  });

  it('LNSE II.21, II.33: spades outrank hearts for the button (As beats Ah)', () => {
    expect(buttonWinner(cards('Ah', '2c', 'As'), 'highest-card-rank-then-suit')).toBe(3);
  });

  it('FSNP Art. 46(b); LNSE II.34: every table starts with the button on the drawn seat number', () => {
    const sc = new Scenario().setup(raCreate(), 25);
    const draw = sc.events.find((e) => e.type === 'ButtonDrawConducted') as Extract<
      TournamentEvent,
      { type: 'ButtonDrawConducted' }
    >;
    expect(draw.data.tableId).toBe('T1');
    expect(draw.data.cards.map((c) => c.seat)).toEqual(
      Object.keys(sc.state.tables.T1.seats).map(Number),
    );
    for (const t of Object.values(sc.state.tables)) expect(t.buttonSeat).toBe(draw.data.buttonSeat);
  });

  it('FSNP Art. 134: every player gets the same starting stack and the chips issued match', () => {
    const sc = new Scenario().setup(raCreate(), 25);
    expect(new Set(Object.values(sc.state.entrants).map((e) => e.stack))).toEqual(new Set([2500]));
    expect(chipsInPlay(sc.state)).toBe(25 * 2500);
    expect(chipsOnTables(sc.state)).toBe(25 * 2500);
  });

  it('FSNP Art. 135: a single re-entry event places starting sets at the empty seats', () => {
    const sc = new Scenario().setup(scCreate(), 25);
    const placed = sc.events.find((e) => e.type === 'ReservedSeatStacksPlaced');
    expect(placed).toMatchObject({ data: { chipsEach: 6000 }, ruleRef: 'FSNP Art. 135' });
    expect(chipsOnTables(sc.state)).toBe(27 * 6000);
  });

  it('FSNP Art. 139.3(b): an R+A event places no reserved sets (late players take free seats)', () => {
    const sc = new Scenario().setup(raCreate(), 25);
    expect(sc.events.some((e) => e.type === 'ReservedSeatStacksPlaced')).toBe(false);
  });

  it('FSNP Art. 131: one player is not a tournament', () => {
    given(created(), opened, registered('a'))
      .when(start)
      .rejects('NOT_ENOUGH_PLAYERS', 'FSNP Art. 131');
  });

  it('FSNP Art. 33: starting twice is refused', () => {
    const sc = new Scenario().setup(raCreate(), 25);
    expect(sc.try(start)).toMatchObject({ ok: false, rejection: { code: 'ALREADY_STARTED' } });
  });

  it('DESIGN authority; FSNP Art. 63, 67: office commands name their roles; players and clubs never write', () => {
    const office = ['StartTournament', 'ColorUp', 'BreakTable', 'FormFinalTable', 'ResumeDay'];
    for (const c of office) expect(rolesFor(c)).toEqual(['director']);
    // PauseClock admits the floor too; the ruleset's clock.pauseBy decides (clock.test.ts).
    for (const c of [
      'ReEnter',
      'TopUp',
      'TakeAddOn',
      'MovePlayer',
      'RecordChipCounts',
      'BagChips',
      'PauseClock',
    ])
      expect(rolesFor(c)).toEqual(expect.arrayContaining(['director', 'floor']));
    for (const c of [...office, 'ReEnter', 'MovePlayer', 'TickClock', 'PauseClock'])
      for (const r of ['player', 'club', 'regulator'] as const)
        expect(rolesFor(c)).not.toContain(r);
  });

  it('FSNP Art. 140.2(d): a single-table Turbo has no button draw; the button starts at seat 1', () => {
    const sc = new Scenario().setup(
      createCmd({ tournamentType: 'ST_TURBO', startingStack: 2500, seatsPerTable: 10 }),
      10,
    );
    expect(sc.events.find((e) => e.type === 'ButtonDrawConducted')).toMatchObject({
      data: { cards: [], buttonSeat: 1, rule: 'seat-1' },
      ruleRef: expect.stringContaining('140.2(d)'),
    });
  });
});

describe('single-table events (FSNP Art. 140; LNSE I.23-24)', () => {
  const sng = () =>
    createCmd({
      rulesetId: 'lnse',
      tournamentType: 'SIT_AND_GO',
      seatsPerTable: 10,
      buyIn: { prizeFund: 800, fee: 200 },
    });

  it('LNSE I.23: an eleventh registration for a Sit & Go is refused', () => {
    const sc = new Scenario().setup(sng(), 10, false);
    const d = sc.try(registerCmd('eleven', { dateOfBirth: '1990-01-01' }));
    expect(!d.ok && d.rejection).toMatchObject({
      code: 'REGISTRATION_FULL',
      ruleRef: expect.stringContaining('I.23'),
    });
  });

  it('LNSE I.24: a Sit & Go does not start below 7 players', () => {
    const sc = new Scenario().setup(sng(), 6, false);
    expect(sc.try(start)).toMatchObject({ ok: false, rejection: { code: 'FIELD_SIZE' } });
  });

  it('LNSE I.23: 8 players sit at one table', () => {
    const sc = new Scenario().setup(sng(), 8);
    expect(Object.values(sc.state.tables).map((t) => Object.keys(t.seats).length)).toEqual([8]);
  });

  it('FSNP Art. 140.1(a): a 50-50 Turbo needs exactly 10 players', () => {
    const sc = new Scenario().setup(
      createCmd({ tournamentType: 'TURBO_50_50', seatsPerTable: 10 }),
      9,
      false,
    );
    expect(sc.try(start)).toMatchObject({ ok: false, rejection: { code: 'FIELD_SIZE' } });
  });
});

/** Issue 18: each seating.* parameter flipped, the same draw gives another outcome. */
describe('seating.* flipped (issue 18: the ruleset’s data decides)', () => {
  it('FSNP Art. 33, 133: 12 players cannot start 7 to 10 a table; with seating.playersPerTable flipped to 2-10 (LNSE II.16) they sit 6 and 6', () => {
    const sc = new Scenario().setup(raCreate(), 12, false);
    expect(sc.try(start)).toMatchObject({ ok: false, rejection: { code: 'SEAT_DRAW_IMPOSSIBLE' } });
    flipParameter('fsnp', 'seating.playersPerTable', { min: 2, max: 10 }, () => sc.do(start));
    expect(Object.values(sc.state.tables).map((t) => Object.keys(t.seats).length)).toEqual([6, 6]);
  });

  /** The seeded draw's button cards at T1, and the seat each rule gives the button. */
  const drawn = (rulesetId: 'fsnp' | 'lnse', seed: number, flip?: [string, unknown]) => {
    const sc = new Scenario(seed).setup(
      createCmd({ rulesetId, tournamentType: 'FZ', buyIn: { prizeFund: 800, fee: 200 } }),
      10,
      false,
    );
    const run = () => sc.try(start);
    const d = flip ? flipParameter(rulesetId, flip[0], flip[1], run) : run();
    if (!d.ok) throw new Error(JSON.stringify(d.rejection));
    const e = d.events.find((x) => x.type === 'ButtonDrawConducted') as Extract<
      TournamentEvent,
      { type: 'ButtonDrawConducted' }
    >;
    return e.data;
  };

  it('FSNP Art. 46(a): the button goes by the first ace else highest rank; with seating.buttonDraw flipped to rank-then-suit (LNSE II.33) the same cards give the seat that rule names', () => {
    // Seed 5: an ace is dealt before the highest card by rank and suit.
    const fsnp = drawn('fsnp', 5);
    expect(fsnp.rule).toBe('first-ace-else-highest-rank');
    expect(fsnp.buttonSeat).toBe(buttonWinner(fsnp.cards, 'first-ace-else-highest-rank'));
    const flipped = drawn('fsnp', 5, ['seating.buttonDraw', 'highest-card-rank-then-suit']);
    expect(flipped.cards).toEqual(fsnp.cards);
    expect(flipped.rule).toBe('highest-card-rank-then-suit');
    expect(flipped.buttonSeat).toBe(buttonWinner(fsnp.cards, 'highest-card-rank-then-suit'));
    expect(flipped.buttonSeat).not.toBe(fsnp.buttonSeat);
  });

  it('LNSE 123/13 II.21, II.33: spades outrank hearts (As beats Ah); with seating.suitOrder flipped to clubs first the ace of hearts wins', () => {
    const aces = cards('Ah', '2c', 'As');
    expect(buttonWinner(aces, 'highest-card-rank-then-suit', ['s', 'h', 'd', 'c'])).toBe(3);
    expect(buttonWinner(aces, 'highest-card-rank-then-suit', ['c', 'd', 'h', 's'])).toBe(1);
    // Through the decider: the seeded draw has two cards of the top rank, so the suit decides.
    const base = drawn('lnse', 56);
    const flipped = drawn('lnse', 56, ['seating.suitOrder', ['c', 'd', 'h', 's']]);
    expect(flipped.cards).toEqual(base.cards);
    expect(flipped.buttonSeat).toBe(
      buttonWinner(base.cards, 'highest-card-rank-then-suit', ['c', 'd', 'h', 's']),
    );
    expect(flipped.buttonSeat).not.toBe(base.buttonSeat);
  });

  it('FSNP Art. 33(b): a special-needs seat is granted; with seating.specialNeedsException flipped to false it is refused', () => {
    const sc = new Scenario().setup(raCreate(), 25, false);
    const cmd = {
      ...start,
      accommodations: [{ playerId: 'p05', tableId: 'T2', seat: 1, reason: 'wheelchair access' }],
    };
    flipParameter('fsnp', 'seating.specialNeedsException', false, () =>
      expect(sc.try(cmd)).toMatchObject({
        ok: false,
        rejection: { code: 'NO_SEATING_EXCEPTIONS', ruleRef: 'FSNP Art. 33(b)' },
      }),
    );
    expect(sc.try(cmd).ok).toBe(true);
  });
});

describe('seating.startTablesDifferByAtMost flipped (issue 18)', () => {
  it('FSNP Art. 5, 133: eight accommodations at T1 would start 14 players 8 and 6, refused; with seating.startTablesDifferByAtMost flipped to 2 they start so', () => {
    const sc = new Scenario().setup(raCreate(), 14, false);
    const cmd = {
      ...start,
      accommodations: Array.from({ length: 8 }, (_, i) => ({
        playerId: pid(i + 1),
        tableId: 'T1',
        seat: i + 1,
        reason: 'wheelchair access',
      })),
    };
    expect(sc.try(cmd)).toMatchObject({
      ok: false,
      rejection: { code: 'START_TABLES_UNBALANCED', ruleRef: 'FSNP Art. 5, 133' },
    });
    flipParameter('fsnp', 'seating.startTablesDifferByAtMost', 2, () => sc.do(cmd));
    expect(Object.values(sc.state.tables).map((t) => Object.keys(t.seats).length)).toEqual([8, 6]);
  });
});
