/**
 * Heads-up pyramid (FSNP Art. 140.3): the random draw of pairs with byes, matches won when one
 * player holds every chip at the table (FSPR 5.10.1), winners drawn again, places by the round
 * reached and shared by round (Art. 140.3(f); DECISION-4).
 */
import { fold, given } from '../../support/given';
import {
  catalogStack,
  createCmd,
  created,
  lnseCreate,
  opened,
  raCreate,
  Scenario,
  STRUCTURE_A,
  T,
} from '../../support/tournament-fixtures';
import { chipsInPlay, chipsOnTables, clockAt } from '../../../src/aggregates/tournament';
import type { Actor } from '../../../src/events/envelope';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import {
  bracketSizeFor,
  placesOfRound,
} from '../../../src/aggregates/tournament/heads-up/heads-up';

type Drawn = Extract<TournamentEvent, { type: 'HeadsUpRoundDrawn' }>;
type Done = Extract<TournamentEvent, { type: 'HeadsUpMatchCompleted' }>;
type Completed = Extract<TournamentEvent, { type: 'TournamentCompleted' }>;

const huCreate = () =>
  createCmd({
    tournamentType: 'HU',
    startingStack: 2500,
    levels: STRUCTURE_A,
    buyIn: { prizeFund: 10000, fee: 2000 },
  });

const start = (n: number, seed = 7) => {
  const sc = new Scenario(seed).setup(huCreate(), n, false).at(0);
  const events = sc.do({ type: 'StartHeadsUpBracket', tournamentId: T });
  return { sc, events, drawn: events.find((e): e is Drawn => e.type === 'HeadsUpRoundDrawn')! };
};

const complete = (sc: Scenario, tableId: string) =>
  sc.do({ type: 'CompleteHeadsUpMatch', tournamentId: T, tableId });

/** The seat-1 player of the match takes every chip at the table, then the match is completed. */
function win(sc: Scenario, tableId: string): TournamentEvent[] {
  const m = sc.state.headsUp!.matches.find((x) => x.tableId === tableId)!;
  const [w, l] = m.players;
  const total = sc.state.entrants[w].stack + sc.state.entrants[l].stack;
  sc.playHand(tableId, { [w]: total, [l]: 0 });
  return complete(sc, tableId);
}

/** Plays rounds to the end; returns every event the completions produced. */
function playOut(sc: Scenario): TournamentEvent[] {
  const out: TournamentEvent[] = [];
  while (!sc.state.headsUp!.champion)
    for (const m of sc.state.headsUp!.matches.filter((x) => !x.winnerId))
      out.push(...win(sc, m.tableId));
  return out;
}

describe('heads-up pyramid (FSNP Art. 140.3)', () => {
  it('FSNP Art. 140.3(b): 8 players are drawn into 4 pairs, each at its own table of two', () => {
    const { sc, events, drawn } = start(8);
    expect(events.map((e) => e.type)).toEqual([
      'TournamentStarted',
      'HeadsUpRoundDrawn',
      'ButtonDrawConducted',
      'ButtonDrawConducted',
      'ButtonDrawConducted',
      'ButtonDrawConducted',
    ]);
    expect(drawn.data).toMatchObject({ round: 1, rounds: 3, bracketSize: 8, byes: [] });
    const paired = drawn.data.matches.flatMap((m) => m.players);
    expect(new Set(paired).size).toBe(8);
    for (const m of drawn.data.matches) {
      const t = sc.state.tables[m.tableId];
      expect(t.seatCount).toBe(2);
      expect(t.seats).toEqual({ 1: m.players[0], 2: m.players[1] });
      expect(t.buttonSeat).not.toBeNull();
    }
    expect(chipsOnTables(sc.state)).toBe(8 * 2500);
  });

  it('FSNP Art. 140.3(b): the pairs come from the recorded random draw, never re-rolled on replay', () => {
    const a = start(8, 1).drawn.data.matches.map((m) => m.players);
    const b = start(8, 2).drawn.data.matches.map((m) => m.players);
    expect(a).not.toEqual(b);
    const { sc } = start(8, 1);
    const replayed = fold(sc.events);
    for (const [i, pair] of a.entries())
      expect(Object.values(replayed.tables[`R1-M${i + 1}`].seats)).toEqual([...pair]);
  });

  it('FSNP Art. 140.3 (gap 20, ASSUMPTION): 6 players fill a bracket of 8 with 2 first-round byes', () => {
    const { sc, drawn } = start(6);
    expect(drawn.data).toMatchObject({ bracketSize: 8, players: 6 });
    expect(drawn.data.byes).toHaveLength(2);
    expect(drawn.data.matches).toHaveLength(2);
    for (const p of drawn.data.byes) {
      expect(sc.state.entrants[p]).toMatchObject({ status: 'seated', tableId: null, stack: 2500 });
      expect(drawn.data.matches.flatMap((m) => m.players)).not.toContain(p);
    }
  });

  it('FSNP Art. 140.3(a): a match is not won while both players still have chips', () => {
    const { sc, drawn } = start(8);
    const m = drawn.data.matches[0];
    sc.playHand(m.tableId, { [m.players[0]]: 3000, [m.players[1]]: 2000 });
    const d = sc.try({ type: 'CompleteHeadsUpMatch', tournamentId: T, tableId: m.tableId });
    expect(!d.ok && d.rejection).toMatchObject({
      code: 'MATCH_NOT_DECIDED',
      ruleRef: 'FSNP Art. 140.3(a)',
      message: expect.stringContaining('3,000'),
    });
  });

  it('FSPR 5.10.1: a match is won when one player holds every chip at his table; the loser is out', () => {
    const { sc, drawn } = start(8);
    const m = drawn.data.matches[1];
    sc.playHand(m.tableId, { [m.players[0]]: 0, [m.players[1]]: 5000 });
    const [e] = complete(sc, m.tableId) as Done[];
    expect(e.data).toMatchObject({
      round: 1,
      tableId: m.tableId,
      winnerId: m.players[1],
      loserId: m.players[0],
      winnerChips: 5000,
      loserPlace: 5,
      loserSharedBy: 4,
    });
    expect(sc.state.entrants[m.players[0]]).toMatchObject({ status: 'eliminated', tableId: null });
  });

  it('FSPR 5.10.1: a match decided by a real all-in hand at its table is completed with the round places', () => {
    const { sc, drawn } = start(8);
    const [m] = drawn.data.matches;
    const ref = { tournamentId: T, tableId: m.tableId, handNo: 1 };
    const as = (role: 'dealer' | 'floor' | 'director') =>
      ((sc as { actor: Actor }).actor = { id: role, role });
    as('dealer');
    sc.do({ type: 'StartHand', tournamentId: T, tableId: m.tableId });
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
    const [e] = complete(sc, m.tableId) as Done[];
    expect(e.data).toMatchObject({
      winnerId: m.players[0],
      loserId: m.players[1],
      winnerChips: 5000,
      loserPlace: 5,
      loserSharedBy: 4,
    });
    expect(sc.state.hands?.places[m.players[1]]).toEqual({ place: 5, sharedBy: 4 });
  });

  it('FSPR 5.10.1: a match cannot be closed while a hand is being played at its table', () => {
    const { sc, drawn } = start(8);
    const tableId = drawn.data.matches[0].tableId;
    sc.apply({ type: 'HandStarted', data: { tableId, handNo: 1, level: 1, startedAt: sc.now } });
    const d = sc.try({ type: 'CompleteHeadsUpMatch', tournamentId: T, tableId });
    expect(!d.ok && d.rejection.code).toBe('HAND_IN_PROGRESS');
  });

  it('FSNP Art. 140.3(b): the last match of a round draws the winners again, each with a fresh 2,500', () => {
    const { sc, drawn } = start(8);
    const winners = drawn.data.matches.map((m) => m.players[0]);
    for (const m of drawn.data.matches.slice(0, 3)) expect(win(sc, m.tableId)).toHaveLength(1);
    const events = win(sc, drawn.data.matches[3].tableId);
    const next = events.find((e): e is Drawn => e.type === 'HeadsUpRoundDrawn')!;
    expect(next.data).toMatchObject({ round: 2, players: 4, byes: [] });
    expect(next.data.matches.map((m) => m.tableId)).toEqual(['R2-M1', 'R2-M2']);
    expect(next.data.matches.flatMap((m) => m.players).sort()).toEqual([...winners].sort());
    expect(next.data.restack).toMatchObject({
      stack: 2500,
      chipsRemoved: 20000,
      chipsIssued: 10000,
    });
    for (const w of winners) expect(sc.state.entrants[w].stack).toBe(2500);
    expect(sc.state.tables['R1-M1'].open).toBe(false);
    expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));
  });

  it('FSNP Art. 140.3(f); DECISION-4: 8 players — places 5-8 and 3-4 shared by round, then 2 and 1', () => {
    const { sc } = start(8);
    const events = playOut(sc);
    const done = events.find((e): e is Completed => e.type === 'TournamentCompleted')!;
    const byPlace = (place: number) => done.data.standings.filter((x) => x.place === place);
    expect(byPlace(5)).toHaveLength(4);
    expect(byPlace(5).every((x) => x.sharedBy === 4)).toBe(true);
    expect(byPlace(3)).toHaveLength(2);
    expect(byPlace(3).every((x) => x.sharedBy === 2)).toBe(true);
    expect(byPlace(2)).toEqual([expect.objectContaining({ sharedBy: 1 })]);
    expect(byPlace(1)).toEqual([
      expect.objectContaining({ playerId: done.data.winnerId, sharedBy: 1 }),
    ]);
    expect(done.data.standings).toHaveLength(8);
    expect(sc.state.status).toBe('completed');
    expect(sc.state.prizes?.finalStandings).toHaveLength(8);
  });

  it('FSNP Art. 140.3(e); Art. 131; DECISION-4: the two semi-final losers split the 3rd prize (15 % of 80,000) equally', () => {
    const sc = new Scenario(7).setup(huCreate(), 8, false).at(0);
    sc.do({ type: 'CloseRegistration', tournamentId: T });
    sc.do({ type: 'StartHeadsUpBracket', tournamentId: T });
    sc.do({ type: 'FixPrizePool', tournamentId: T });
    sc.do({ type: 'FixPayoutTable', tournamentId: T });
    playOut(sc);
    const awards = sc
      .do({ type: 'AwardPrizes', tournamentId: T })
      .filter(
        (e): e is Extract<TournamentEvent, { type: 'PrizeAwarded' }> => e.type === 'PrizeAwarded',
      );
    const semiLosers = Object.entries(sc.state.headsUp!.places)
      .filter(([, p]) => p.round === 2)
      .map(([id]) => id)
      .sort();
    expect(awards.map((a) => a.data.amount)).toEqual([44000, 24000, 6000, 6000]);
    expect(
      awards
        .slice(2)
        .map((a) => a.data.playerId)
        .sort(),
    ).toEqual(semiLosers);
    expect(awards[2].data).toMatchObject({ place: 3, sharedPlaces: [3, 4], sharedTotal: 12000 });
  });

  it('FSNP Art. 140.3(f) with byes: of 6, the 2 first-round losers share places 5-6; byes meet the winners in round 2', () => {
    const { sc, drawn } = start(6);
    win(sc, drawn.data.matches[0].tableId);
    const events = win(sc, drawn.data.matches[1].tableId);
    const losers = events.filter((e): e is Done => e.type === 'HeadsUpMatchCompleted');
    expect(losers[0].data).toMatchObject({ loserPlace: 5, loserSharedBy: 2 });
    const next = events.find((e): e is Drawn => e.type === 'HeadsUpRoundDrawn')!;
    const inRound2 = next.data.matches.flatMap((m) => m.players);
    for (const b of drawn.data.byes) expect(inRound2).toContain(b);
    expect(next.data.byes).toEqual([]);
    const done = playOut(sc).find((e): e is Completed => e.type === 'TournamentCompleted')!;
    expect(done.data.standings.map((x) => [x.place, x.sharedBy])).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
      [3, 2],
      [5, 2],
      [5, 2],
    ]);
  });

  it('FSNP Art. 140.3 (gap 20): 3 players — one bye, the first-round loser takes 3rd alone', () => {
    expect(placesOfRound(3, bracketSizeFor(3), 1)).toEqual({ place: 3, sharedBy: 1 });
    const { sc, drawn } = start(3);
    expect(drawn.data.byes).toHaveLength(1);
    const [e] = win(sc, drawn.data.matches[0].tableId) as Done[];
    expect(e.data).toMatchObject({ loserPlace: 3, loserSharedBy: 1 });
  });

  it('FSNP Art. 140.3(a): two players play one match, which is the final', () => {
    const { sc, drawn } = start(2);
    expect(drawn.data).toMatchObject({ rounds: 1, bracketSize: 2, byes: [] });
    const events = win(sc, drawn.data.matches[0].tableId);
    expect(events.map((e) => e.type)).toEqual(['HeadsUpMatchCompleted', 'TournamentCompleted']);
    expect(sc.state.headsUp!.champion).toBe(drawn.data.matches[0].players[0]);
  });

  it('FSNP Art. 140.3(d) (ASSUMPTION): each round plays the levels again from level 1', () => {
    const { sc, drawn } = start(4);
    sc.at(40);
    expect(clockAt(sc.state, sc.now).level).toBe(3);
    for (const m of drawn.data.matches) win(sc, m.tableId);
    expect(clockAt(sc.state, sc.now).level).toBe(1);
    expect(clockAt(sc.state, sc.now).bigBlind).toBe(50);
  });

  it('FSNP Art. 35: chips stay accounted for through every round of a 13-player pyramid', () => {
    const { sc } = start(13);
    while (!sc.state.headsUp!.champion) {
      for (const m of sc.state.headsUp!.matches.filter((x) => !x.winnerId)) {
        win(sc, m.tableId);
        expect(chipsOnTables(sc.state)).toBe(chipsInPlay(sc.state));
      }
    }
    expect(sc.state.headsUp!.rounds).toBe(4);
  });

  it('FSNP Art. 140.3(a): a match already won cannot be completed again', () => {
    const { sc, drawn } = start(8);
    win(sc, drawn.data.matches[0].tableId);
    const d = sc.try({
      type: 'CompleteHeadsUpMatch',
      tournamentId: T,
      tableId: drawn.data.matches[0].tableId,
    });
    expect(!d.ok && d.rejection.code).toBe('MATCH_ALREADY_COMPLETED');
  });

  it('FSNP Art. 140.3(b): a table that holds no match of the round is refused', () => {
    const { sc } = start(8);
    const d = sc.try({ type: 'CompleteHeadsUpMatch', tournamentId: T, tableId: 'T9' });
    expect(!d.ok && d.rejection).toMatchObject({
      code: 'NO_SUCH_MATCH',
      ruleRef: 'FSNP Art. 140.3(b)',
    });
  });

  it('FSNP Art. 139.3: a re-entry tournament is not drawn into heads-up pairs', () => {
    const sc = new Scenario().setup(raCreate(), 8, false).at(0);
    const d = sc.try({ type: 'StartHeadsUpBracket', tournamentId: T });
    expect(!d.ok && d.rejection).toMatchObject({
      code: 'NOT_HEADS_UP',
      ruleRef: expect.stringContaining('FSNP Art. 139.3'),
    });
  });

  it('FSNP Art. 140.3(b): the pyramid is drawn once', () => {
    const { sc } = start(4);
    const d = sc.try({ type: 'StartHeadsUpBracket', tournamentId: T });
    expect(!d.ok && d.rejection.code).toBe('ALREADY_STARTED');
  });

  it('FSNP Art. 29: no draw before registration has opened', () => {
    given(created({ tournamentType: 'HU', startingStack: 2500 }))
      .when({ type: 'StartHeadsUpBracket', tournamentId: T })
      .rejects('REGISTRATION_NOT_OPEN', 'FSNP Art. 29');
  });

  it('FSNP Art. 140.3(a): one registered player cannot be drawn into a pair', () => {
    given(created({ tournamentType: 'HU', startingStack: 2500 }), opened, {
      type: 'PlayerRegistered',
      data: {
        playerId: 'ro-1',
        fullName: 'Ana Ionescu',
        clubId: 'club-gpc',
        idDocument: { type: 'CI', number: 'X1' },
        dateOfBirth: null,
        registrationNumber: 1,
      },
    })
      .when({ type: 'StartHeadsUpBracket', tournamentId: T })
      .rejects('NOT_ENOUGH_PLAYERS', 'FSNP Art. 140.3(a)');
  });
});

describe('issue 18: a heads-up pyramid under LNSE cites LNSE (I.1(1) lists the format; FSNP Art. 140.3 specifies it)', () => {
  it('LNSE 123/13 III.2 ¶4: the draw, an undecided match and a won match cite no FSNP article', () => {
    const sc = new Scenario(7)
      .setup(
        lnseCreate({
          tournamentType: 'HU',
          startingStack: catalogStack('HU', 'lnse'),
          prices: {},
          levels: STRUCTURE_A,
        }),
        4,
        false,
      )
      .at(0);
    const events = sc.do({ type: 'StartHeadsUpBracket', tournamentId: T });
    const drawn = events.find((e): e is Drawn => e.type === 'HeadsUpRoundDrawn')!;
    expect(drawn.ruleRef).toBe('LNSE 123/13 III.2 ¶4');
    const m = drawn.data.matches[0];
    const d = sc.try({ type: 'CompleteHeadsUpMatch', tournamentId: T, tableId: m.tableId });
    expect(!d.ok && d.rejection).toMatchObject({
      code: 'MATCH_NOT_DECIDED',
      ruleRef: 'LNSE 123/13 III.2 ¶4',
    });
    const won = win(sc, m.tableId);
    const foreign = [...events, ...won].filter((e) => /FSNP|FSPR|Club/.test(e.ruleRef ?? ''));
    expect(foreign.map((e) => `${e.type}: ${e.ruleRef}`)).toEqual([]);
  });
});
