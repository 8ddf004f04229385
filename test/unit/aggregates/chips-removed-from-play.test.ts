/**
 * Chips taken out of play by the floor between hands (citations.chipsRemovedFromPlay): Club
 * Rule 63 (chips kept out of sight, confiscated), Club Rule 64 (found chips of no known owner,
 * removed from the tournament); LNSE 123/13 II.9 confiscates hidden chips too; FSNP Art. 35
 * removes no chips for either reason, and the refusal cites it.
 */
import { dealtSeats } from '../../../src/aggregates/tournament/tables/geometry';
import { getRuleset } from '../../../src/rules/registry';
import { auditEvents } from '../../../src/regulator/rule-audit';
import { storedStream as stored } from '../../support/stored-stream';
import { flipParameter } from '../../support/flip-parameter';
import { createCmd, lnseCreate, Scenario, T } from '../../support/tournament-fixtures';

const FLOOR = { id: 'floor-1', role: 'floor' } as const;

const running = (rulesetId = 'club-tda') =>
  new Scenario(7, FLOOR).setup(
    rulesetId === 'lnse' ? lnseCreate() : createCmd({ rulesetId, tournamentType: 'FZ' }),
    6,
  );
const firstTable = (sc: Scenario) => Object.keys(sc.state.tables)[0];
const seatsOf = (sc: Scenario, tableId: string) =>
  Object.entries(sc.state.tables[tableId].seats).map(([seat, pid]) => ({
    seat: Number(seat),
    pid,
    stack: sc.state.entrants[pid].stack,
  }));
/** Chips in play by the ledger: issued, less removed, with the races' changes. */
const inPlay = (sc: Scenario) =>
  sc.state.chips.issued - sc.state.chips.removed + sc.state.chips.raceDelta;
/** Every stack, the reserved sets at empty seats included (FSNP Art. 135). */
const stacksTotal = (sc: Scenario) =>
  Object.values(sc.state.entrants).reduce((a, e) => a + e.stack, 0) +
  Object.values(sc.state.tables).reduce(
    (a, t) => a + Object.values(t.reserved).reduce((b, x) => b + x, 0),
    0,
  );

const refusal = (sc: Scenario, command: Parameters<Scenario['try']>[0]) => {
  const d = sc.try(command);
  if (d.ok) throw new Error(`accepted: ${JSON.stringify(d.events)}`);
  return d.rejection;
};

describe('Club Rule 63 — hidden chips on the table or in transit are confiscated and leave play', () => {
  it('Club Rule 63: given a player who carried 2,000 chips out of sight, when the floor confiscates them, then his stack and the chips in play fall by exactly 2,000', () => {
    const sc = running();
    const tableId = firstTable(sc);
    const [p] = seatsOf(sc, tableId);
    const before = inPlay(sc);
    const [e, ...rest] = sc.do({
      type: 'RemoveChipsFromPlay',
      tournamentId: T,
      reason: 'hidden',
      tableId,
      playerId: p.pid,
      chips: 2000,
      description: 'Two 1,000 chips in his jacket pocket while moving tables',
    });
    expect(rest).toEqual([]);
    expect(e).toMatchObject({
      type: 'ChipsRemovedFromPlay',
      ruleRef: 'Club Rule 63',
      data: {
        reason: 'hidden',
        playerId: p.pid,
        chips: 2000,
        seats: [{ seat: p.seat, before: p.stack, after: p.stack - 2000 }],
        recordedBy: 'floor-1',
      },
    });
    expect(sc.state.entrants[p.pid].stack).toBe(p.stack - 2000);
    expect(inPlay(sc)).toBe(before - 2000);
    expect(stacksTotal(sc)).toBe(inPlay(sc));
    expect(auditEvents(stored(sc.events)).broken).toBeUndefined();
  });

  it('Club Rule 63: he may also be disqualified, a sanction under the clause Rule 63', () => {
    const sc = running();
    const [p] = seatsOf(sc, firstTable(sc));
    const [v] = sc.do({
      type: 'RecordViolation',
      tournamentId: T,
      playerId: p.pid,
      clause: 'Rule 63',
      description: 'Chips carried out of sight',
    } as never);
    const id = (v.data as { violationId: string }).violationId;
    const d = new Scenario(7, { id: 'td-1', role: 'director' });
    d.state = sc.state;
    const ev = d.do({
      type: 'ImposeSanction',
      tournamentId: T,
      violationId: id,
      kind: 'disqualification-competition',
    } as never);
    expect(ev[0]).toMatchObject({ type: 'SanctionImposed', ruleRef: 'Club Rule 63; Rule 71' });
    expect(ev.map((x) => x.type)).toContain('PlayerEliminated');
  });

  it('Club Rule 63: the chips confiscated are a real part of his stack: more than he holds is refused', () => {
    const sc = running();
    const tableId = firstTable(sc);
    const [p] = seatsOf(sc, tableId);
    expect(
      refusal(sc, {
        type: 'RemoveChipsFromPlay',
        tournamentId: T,
        reason: 'hidden',
        tableId,
        playerId: p.pid,
        chips: p.stack + 1,
      }),
    ).toMatchObject({ code: 'INVALID_CHIP_COUNT', ruleRef: 'Club Rule 63' });
  });

  it('LNSE 123/13 II.9: hidden chips are removed from the tournament under LNSE too, citing II.9', () => {
    const sc = running('lnse');
    const tableId = firstTable(sc);
    const [p] = seatsOf(sc, tableId);
    const [e] = sc.do({
      type: 'RemoveChipsFromPlay',
      tournamentId: T,
      reason: 'hidden',
      tableId,
      playerId: p.pid,
      chips: 500,
    });
    expect(e.ruleRef).toBe('LNSE 123/13 II.9');
  });

  it('FSNP Art. 35: the same confiscation is refused under FSNP, where no command but its own removals takes chips out of play', () => {
    const sc = running('fsnp');
    const tableId = firstTable(sc);
    const [p] = seatsOf(sc, tableId);
    expect(
      refusal(sc, {
        type: 'RemoveChipsFromPlay',
        tournamentId: T,
        reason: 'hidden',
        tableId,
        playerId: p.pid,
        chips: 500,
      }),
    ).toMatchObject({ code: 'NO_CHIP_REMOVAL', ruleRef: 'FSNP Art. 35' });
  });
});

describe('Club Rule 64 — found chips whose owner cannot be determined are removed from the tournament', () => {
  const found = (sc: Scenario, tableId: string, chips: number, short: number) => {
    // Every seat in play, a reserved set at an empty seat included (FSNP Art. 135).
    const t = sc.state.tables[tableId];
    const seats = dealtSeats(t).map((seat) => ({
      seat,
      stack: t.seats[seat] ? sc.state.entrants[t.seats[seat]].stack : (t.reserved[seat] ?? 0),
    }));
    return {
      type: 'RemoveChipsFromPlay' as const,
      tournamentId: T,
      reason: 'found' as const,
      tableId,
      chips,
      // The recount: the first seat is short by `short`.
      counts: seats.map((x, i) => ({ seat: x.seat, chips: x.stack - (i === 0 ? short : 0) })),
      description: 'A 1,000 chip found under the table',
    };
  };

  it('Club Rule 64: given a 1,000 chip found under the table and the table recounted 1,000 short, when the floor removes it, then the chips in play fall by exactly 1,000', () => {
    const sc = running();
    const tableId = firstTable(sc);
    const [first] = seatsOf(sc, tableId);
    const before = inPlay(sc);
    const [e] = sc.do(found(sc, tableId, 1000, 1000));
    expect(e).toMatchObject({
      type: 'ChipsRemovedFromPlay',
      ruleRef: 'Club Rule 64',
      data: {
        reason: 'found',
        playerId: null,
        chips: 1000,
        seats: [{ seat: first.seat, before: first.stack, after: first.stack - 1000 }],
      },
    });
    expect(inPlay(sc)).toBe(before - 1000);
    expect(stacksTotal(sc)).toBe(inPlay(sc));
    expect(auditEvents(stored(sc.events)).broken).toBeUndefined();
  });

  it('Club Rule 64: the rule audit names a removal whose seats do not give up the chips it takes out of play', () => {
    const sc = running();
    const tableId = firstTable(sc);
    sc.do(found(sc, tableId, 1000, 1000));
    const events = JSON.parse(JSON.stringify(sc.events)) as typeof sc.events;
    const i = events.findIndex((e) => e.type === 'ChipsRemovedFromPlay');
    (events[i].data as unknown as { chips: number }).chips = 500;
    expect(auditEvents(stored(events)).broken).toMatchObject({
      line: i + 1,
      type: 'ChipsRemovedFromPlay',
      citation: expect.stringContaining('Club Rule 64'),
    });
  });

  it('Club Rule 64: a recount that does not show the table short by the chips found is refused (the ledger would no longer add up)', () => {
    const sc = running();
    const tableId = firstTable(sc);
    expect(refusal(sc, found(sc, tableId, 1000, 0))).toMatchObject({
      code: 'CHIP_TOTAL_CHANGED',
      ruleRef: 'Club Rule 64',
    });
  });

  it('Club Rule 64: not during a hand at that table', () => {
    const sc = running();
    const tableId = firstTable(sc);
    sc.do({ type: 'StartHand', tournamentId: T, tableId });
    expect(refusal(sc, found(sc, tableId, 1000, 1000)).ruleRef).toBe('Club Rule 64');
  });

  it.each([
    ['fsnp', 'FSNP Art. 35'],
    ['lnse', 'LNSE 123/13 I.44'],
  ])(
    'FSNP Art. 35; LNSE 123/13 I.44: under %s found chips are not removed; the refusal cites its conservation article (%s)',
    (rulesetId, cite) => {
      const sc = running(rulesetId);
      const tableId = firstTable(sc);
      expect(refusal(sc, found(sc, tableId, 1000, 1000))).toMatchObject({
        code: 'NO_CHIP_REMOVAL',
        ruleRef: cite,
      });
    },
  );

  it('Club Rule 64: flipped, the club without the rule refuses the same removal, citing its Rule 25', () => {
    const sc = running();
    const tableId = firstTable(sc);
    const without = {
      ...getRuleset('club-tda').citations.value,
      chipsRemovedFromPlay: { hidden: 'Club Rule 63', found: null },
    };
    flipParameter('club-tda', 'citations', without, () =>
      expect(refusal(sc, found(sc, tableId, 1000, 1000))).toMatchObject({
        code: 'NO_CHIP_REMOVAL',
        ruleRef: 'Club Rule 25',
      }),
    );
    expect(sc.try(found(sc, tableId, 1000, 1000)).ok).toBe(true);
  });
});
