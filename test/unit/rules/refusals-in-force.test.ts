/**
 * Issue 18, the refusals: a citation names the ruleset in force. Each refusal of a hand act (and
 * the rulings and events that go with it) is triggered through the decider under LNSE, the club
 * ruleset and FSNP: under LNSE and the club it cites that ruleset's own catalog and no other;
 * under FSNP it cites FSNP's article. Sibling of citations-in-force.test.ts (the stored events).
 */
import type { Actor } from '../../../src/events/envelope';
import { Scenario, T, createCmd, pid } from '../../support/tournament-fixtures';
import { DEALER, FLOOR, Table, ofType } from '../hands/support';

const DIRECTOR: Actor = { id: 'td-1', role: 'director' };

/** The catalogs a citation may not name under each ruleset (the first word of a citation). */
const FOREIGN: Readonly<Record<string, readonly string[]>> = {
  lnse: ['FSNP', 'FSPR', 'Club', 'TDA'],
  'club-tda': ['FSNP', 'LNSE', 'FSPR', 'TDA'],
  fsnp: ['LNSE', 'Club', 'FSPR'],
};

const foreignIn = (rulesetId: string, ruleRef: string): string[] =>
  FOREIGN[rulesetId].filter((k) => ruleRef.split(/[;,]\s*/).some((p) => p.startsWith(k)));

/** "CODE ruleRef" of a refusal, or "accepted". */
const cite = (r: ReturnType<Scenario['try']>): string =>
  r.ok ? 'accepted' : `${r.rejection.code} ${r.rejection.ruleRef}`;

/** Seats 2, 5, 6, 8 (button 2, blinds 5 and 6): forced bets posted, seat 8 to act first. */
function posted(rulesetId: string, actor: Actor = DEALER): Table {
  const t = new Table({ rulesetId }).as(actor).at(0);
  t.start();
  t.post();
  return t;
}

/** Seat 2 folds, the others call and check down to the showdown; no card recorded. */
function atShowdown(rulesetId: string): Table {
  const t = posted(rulesetId);
  t.act(8, 'call');
  t.act(2, 'fold');
  t.act(5, 'call');
  t.act(6, 'check');
  for (let street = 0; street < 3; street++) {
    t.board();
    for (const seat of [5, 6, 8]) t.act(seat, 'check');
  }
  expect(t.hand.engine!.phase).toBe('showdown');
  return t;
}

type ByRuleset = Readonly<Record<'lnse' | 'club-tda' | 'fsnp', string>>;
const RULESETS = ['lnse', 'club-tda', 'fsnp'] as const;

/** Each refusal: how to trigger it under a ruleset, its code, and the article each cites. */
const REFUSALS: readonly (readonly [string, (rulesetId: string) => string, string, ByRuleset])[] = [
  [
    'a hand started before play has started',
    (id) => {
      const sc = new Scenario(5).setup(
        createCmd({ rulesetId: id, seatsPerTable: 9, tournamentType: 'FZ' }),
        4,
        false,
      );
      return cite(sc.try({ type: 'StartHand', tournamentId: T, tableId: 'T1' }));
    },
    'TOURNAMENT_NOT_RUNNING',
    { lnse: 'LNSE 123/13 I.88', 'club-tda': 'Club Rule 7', fsnp: 'FSNP Art. 33' },
  ],
  [
    'a hand started at a table not in play',
    (id) =>
      cite(
        new Table({ rulesetId: id }).try({ type: 'StartHand', tournamentId: T, tableId: 'T99' }),
      ),
    'TABLE_NOT_FOUND',
    { lnse: 'LNSE 123/13 I.88', 'club-tda': 'Club Rule 7', fsnp: 'FSNP Art. 33' },
  ],
  [
    'a hand started while one is in progress',
    (id) => {
      const t = new Table({ rulesetId: id }).as(DEALER).at(0);
      t.start();
      return cite(t.try({ type: 'StartHand', tournamentId: T, tableId: t.tableId }));
    },
    'HAND_IN_PROGRESS',
    { lnse: 'LNSE 123/13 II.48', 'club-tda': 'Club Rule 23', fsnp: 'FSNP Art. 61' },
  ],
  [
    'a hand started during a break of the structure',
    (id) => {
      // Level 1 (20 minutes) is followed by a 10-minute break: minute 25 is on the break.
      const level = (n: number) => ({
        level: n,
        smallBlind: 100 * n,
        bigBlind: 200 * n,
        ante: 0,
        durationMinutes: 20,
        ...(n === 1 ? { breakAfterMinutes: 10 } : {}),
      });
      const t = new Table({ rulesetId: id, levels: [level(1), level(2)] }).as(DEALER);
      return cite(t.at(25).try({ type: 'StartHand', tournamentId: T, tableId: t.tableId }));
    },
    'ON_BREAK',
    { lnse: 'LNSE 123/13 I.1(11)', 'club-tda': 'Club Rule 23', fsnp: 'FSNP Art. 60, 136' },
  ],
  [
    'an action before the forced bets are posted',
    (id) => {
      const t = new Table({ rulesetId: id }).as(DEALER).at(0);
      t.start();
      return cite(t.tryAct(8, 'fold'));
    },
    'FORCED_BETS_NOT_POSTED',
    { lnse: 'LNSE 123/13 II.42', 'club-tda': 'Club Rule 72', fsnp: 'FSNP Art. 9, 52-53, 56' },
  ],
  [
    'the forced bets posted twice',
    (id) => {
      const t = posted(id);
      return cite(t.try({ type: 'PostForcedBets', ...t.ref(), absentSeats: [] }));
    },
    'FORCED_BETS_ALREADY_POSTED',
    { lnse: 'LNSE 123/13 II.42', 'club-tda': 'Club Rule 72', fsnp: 'FSNP Art. 52-53' },
  ],
  [
    'a second action held out of turn',
    (id) => {
      const t = posted(id);
      t.act(2, 'call', undefined, 'verbal');
      return cite(
        t.try({ type: 'RecordAction', ...t.ref(), seat: 2, action: 'fold', outOfTurn: 'verbal' }),
      );
    },
    'ALREADY_HELD',
    { lnse: 'LNSE 123/13 II.91', 'club-tda': 'Club Rule 53', fsnp: 'FSNP Art. 99-100' },
  ],
  [
    'the pots awarded before the betting is over',
    (id) => {
      const t = posted(id).as(FLOOR);
      return cite(t.try({ type: 'AwardPots', ...t.ref() }));
    },
    'SHOWDOWN_NOT_REACHED',
    { lnse: 'LNSE 123/13 II.101', 'club-tda': 'Club Rule 16-17', fsnp: 'FSNP Art. 110, 116' },
  ],
  [
    'a dealer naming the winner of a pot',
    (id) => {
      const t = atShowdown(id);
      return cite(t.try({ type: 'AwardPots', ...t.ref(), winners: [[5]] }));
    },
    'FLOOR_DECIDES',
    { lnse: 'LNSE 123/13 III.3', 'club-tda': 'Club Rule 1', fsnp: 'FSNP Art. 3' },
  ],
  [
    'winners named for two pots where there is one',
    (id) => {
      const t = atShowdown(id).as(FLOOR);
      return cite(t.try({ type: 'AwardPots', ...t.ref(), winners: [[5], [6]] }));
    },
    'AWARD_POT_COUNT',
    { lnse: 'LNSE 123/13 II.103', 'club-tda': 'Club Rule 21', fsnp: 'FSNP Art. 76-77' },
  ],
  [
    'a folded seat named the winner',
    (id) => {
      const t = atShowdown(id).as(FLOOR);
      return cite(t.try({ type: 'AwardPots', ...t.ref(), winners: [[2]] }));
    },
    'WINNER_NOT_ELIGIBLE',
    { lnse: 'LNSE 123/13 II.103', 'club-tda': 'Club Rule 21', fsnp: 'FSNP Art. 77' },
  ],
  [
    'a contested pot awarded with no card tabled',
    (id) => {
      const t = atShowdown(id).as(FLOOR);
      return cite(t.try({ type: 'AwardPots', ...t.ref() }));
    },
    'WINNER_NOT_KNOWN',
    { lnse: 'LNSE 123/13 II.108', 'club-tda': 'Club Rule 13', fsnp: 'FSNP Art. 110-112' },
  ],
  [
    'a table count that changes the chips in play',
    (id) => {
      const t = new Table({ rulesetId: id }).as(DIRECTOR);
      const seats = t.state.tables[t.tableId].seats;
      const counts = Object.entries(seats).map(([seat, p], i) => ({
        seat: Number(seat),
        chips: t.state.entrants[p].stack + (i === 0 ? 1 : 0),
      }));
      return cite(t.try({ type: 'RecordChipCounts', tournamentId: T, tableId: t.tableId, counts }));
    },
    'CHIP_TOTAL_CHANGED',
    { lnse: 'LNSE 123/13 I.44', 'club-tda': 'Club Rule 25', fsnp: 'FSNP Art. 35' },
  ],
  [
    'an irregularity the table does not know',
    (id) => {
      const t = posted(id, FLOOR);
      return cite(
        t.try({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'NO_SUCH' as never }),
      );
    },
    'UNKNOWN_IRREGULARITY',
    { lnse: 'LNSE 123/13 III.2 ¶4', 'club-tda': 'Club Rule 1', fsnp: 'FSNP Art. 3' },
  ],
];

describe('issue 18: the refusals of a hand act cite the ruleset in force', () => {
  describe.each(REFUSALS)('%s', (_what, trigger, code, byRuleset) => {
    it.each(RULESETS)(`under %s: ${code} cites its own catalog`, (id) => {
      const got = trigger(id);
      expect(got).toBe(`${code} ${byRuleset[id]}`);
      expect(foreignIn(id, got.slice(code.length + 1))).toEqual([]);
    });
  });
});

describe('issue 18: the rulings and events of a hand cite the ruleset in force', () => {
  it.each([
    ['lnse', 'LNSE 123/13 II.91', 'LNSE 123/13 I.38, II.66', 'LNSE 123/13 II.101'],
    ['club-tda', 'Club Rule 53', 'Club Rule 30, 65', 'Club Rule 13, 17'],
    ['fsnp', 'FSNP Art. 96, 99-100; TDA Rule 53', 'FSNP Art. 59, 101', 'FSNP Art. 110-113'],
  ] as const)(
    'under %s an action held out of turn, an absent seat folded at his turn and a hand shown at the showdown cite the ruleset in force',
    (id, held, autoFold, shown) => {
      const t = posted(id);
      const h = t.act(2, 'call', undefined, 'verbal');
      expect(ofType(h, 'OutOfTurnActionHeld').map((e) => e.ruleRef)).toEqual([held]);

      const a = new Table({ rulesetId: id }).as(DEALER).at(0);
      a.start();
      const folded = ofType(a.post([8]), 'ActionRecorded').filter((e) => e.data.auto === 'absent');
      expect(folded.map((e) => [e.data.seat, e.ruleRef])).toEqual([[8, autoFold]]);

      const s = atShowdown(id);
      expect(ofType(s.show(5), 'ShowdownRecorded').map((e) => e.ruleRef)).toEqual([shown]);
    },
  );

  const CAUSES = [
    'left-table',
    'absent',
    'deliberate-delay',
    'cards-touched-muck',
    'refused-to-show',
    'all-in-showed-with-action-pending',
    'deliberate-exposure',
    'wrong-card-count',
    'killed-by-dealer',
    'time-expired',
  ] as const;
  const DEAD: Readonly<Record<string, readonly string[]>> = {
    lnse: [
      'LNSE 123/13 II.72',
      'LNSE 123/13 II.50',
      'LNSE 123/13 II.70',
      'LNSE 123/13 II.66(C)',
      'LNSE 123/13 II.101, II.108',
      'LNSE 123/13 II.66',
      'LNSE 123/13 II.66',
      'LNSE 123/13 II.66',
      'LNSE 123/13 II.65',
      'LNSE 123/13 II.68',
    ],
    'club-tda': [
      'Club Rule 31',
      'Club Rule 30',
      'Club Rule 71',
      'Club Rule 14',
      'Club Rule 17',
      'Club Rule 68',
      'Club Rule 68',
      'Club Rule 35, 38',
      'Club Rule 65',
      'Club Rule 29',
    ],
    fsnp: [
      'FSNP Art. 101',
      'FSNP Art. 70',
      'FSNP Art. 103(b)',
      'FSNP Art. 104',
      'FSNP Art. 114',
      'FSNP Art. 118',
      'FSNP Art. 119',
      'FSNP Art. 95',
      'FSNP Art. 104',
      'FSNP Art. 103',
    ],
    // FSPR borrows FSNP where its excerpt is silent: its own clauses stay, with FSNP's beside them.
    fspr: [
      'FSNP Art. 101',
      'FSPR 6.4.3',
      'FSNP Art. 103(b)',
      'FSNP Art. 104',
      'FSNP Art. 114',
      'FSNP Art. 118',
      'FSNP Art. 119',
      'FSPR 6.3.7-6.3.8',
      'FSNP Art. 104',
      'FSNP Art. 103; FSPR 7.1.7',
    ],
  };

  it.each(Object.keys(DEAD))(
    'under %s every dead-hand cause, its ruling and the kill cite the ruleset in force',
    (id) => {
      const got = CAUSES.map((cause) => {
        const t = posted(id, FLOOR);
        const r = t.try({ type: 'DeclareDeadHand', ...t.ref(), seat: 8, cause });
        if (!r.ok) return r.rejection.ruleRef;
        const dead = ofType(r.events, 'HandDeclaredDead');
        const ruling = ofType(r.events, 'FloorRuling');
        expect(dead.map((e) => e.data.ruleRef)).toEqual([ruling[0].data.ruleRef]);
        expect(dead.map((e) => e.ruleRef)).toEqual([ruling[0].data.ruleRef]);
        return ruling[0].data.ruleRef;
      });
      expect(Object.fromEntries(CAUSES.map((c, i) => [c, got[i]]))).toEqual(
        Object.fromEntries(CAUSES.map((c, i) => [c, DEAD[id][i]])),
      );
      if (id in FOREIGN) expect(got.flatMap((ref) => foreignIn(id, ref))).toEqual([]);
    },
  );

  it.each([
    ['lnse', 'LNSE 123/13 III.2 ¶4'],
    ['club-tda', 'Club Rule 35, 38'],
    ['fsnp', 'FSNP Art. 95'],
    ['fspr', 'FSPR 6.3.9'],
  ])(
    'under %s the sharing of a pot forfeited by a foul hand cites the forfeiture ruling: %s',
    (id, ref) => {
      const t = posted(id);
      t.act(8, 'raise', 600);
      for (const seat of [2, 5, 6]) t.act(seat, 'fold');
      const foul = t.as(DIRECTOR).do({
        type: 'RecordIrregularity',
        ...t.ref(),
        irregularity: 'WRONG_CARD_COUNT',
        seat: 8,
      });
      expect(
        ofType(foul, 'FloorRuling').map((e) => [e.data.outcome, e.data.ruleRef, e.ruleRef]),
      ).toEqual([['pot-forfeited', ref, ref]]);
      expect(cite(t.as(FLOOR).try({ type: 'AwardPots', ...t.ref() }))).toBe(
        `CHIEF_JUDGE_SHARES_POT ${ref}`,
      );
      expect(cite(t.as(DIRECTOR).try({ type: 'AwardPots', ...t.ref() }))).toBe(
        `FORFEITED_POT_SHARES_NOT_NAMED ${ref}`,
      );
      expect(cite(t.try({ type: 'AwardPots', ...t.ref(), winners: [[8]] }))).toBe(
        `WINNER_NOT_ELIGIBLE ${ref}`,
      );
    },
  );
});

/** Levels of 20 minutes; a 10-minute break after level 1 when `withBreak`. */
const levels = (withBreak: boolean) =>
  [1, 2, 3].map((n) => ({
    level: n,
    smallBlind: 100 * n,
    bigBlind: 200 * n,
    ante: 0,
    durationMinutes: 20,
    ...(withBreak && n === 1 ? { breakAfterMinutes: 10 } : {}),
  }));

/** A table of four under the ruleset, the director acting, with the given levels. */
const tableUnder = (id: string, withBreak = false) =>
  new Table({ rulesetId: id, levels: levels(withBreak) }).as(DIRECTOR);

/** A tournament of `n` registered under the ruleset, registration closed, not started. */
function notStarted(id: string, n: number): Scenario {
  const sc = new Scenario(5).setup(
    createCmd({ rulesetId: id, seatsPerTable: 9, tournamentType: 'FZ' }),
    n,
    false,
  );
  sc.do({ type: 'CloseRegistration', tournamentId: T });
  return sc.at(0);
}

const SLICES: readonly (readonly [string, (rulesetId: string) => string, string, ByRuleset])[] = [
  [
    'an irregularity that needs a seat recorded without one',
    (id) => {
      const t = posted(id, FLOOR);
      return cite(
        t.try({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'WRONG_CARD_COUNT' }),
      );
    },
    'SEAT_REQUIRED',
    // The row's LNSE part (II.60(F)) is LNSE's; the club and FSNP cite their own article for it.
    { lnse: 'LNSE II.60(F)', 'club-tda': 'Club Rule 35, 38', fsnp: 'FSNP Art. 95' },
  ],
  [
    'the clock ticked with no level crossed',
    (id) => cite(tableUnder(id).try({ type: 'TickClock', tournamentId: T })),
    'NOTHING_TO_RECORD',
    { lnse: 'LNSE 123/13 II.45', 'club-tda': 'Club Rule 23', fsnp: 'FSNP Art. 60' },
  ],
  [
    'the clock stopped without a reason',
    (id) => cite(tableUnder(id).try({ type: 'PauseClock', tournamentId: T, reason: ' ' })),
    'REASON_REQUIRED',
    { lnse: 'LNSE 123/13 III.2', 'club-tda': 'Club Rule 1', fsnp: 'FSNP Art. 62' },
  ],
  [
    'the clock stopped twice',
    (id) => {
      const t = tableUnder(id);
      t.do({ type: 'PauseClock', tournamentId: T, reason: 'dealer change' });
      return cite(t.try({ type: 'PauseClock', tournamentId: T, reason: 'again' }));
    },
    'CLOCK_ALREADY_PAUSED',
    { lnse: 'LNSE 123/13 III.2', 'club-tda': 'Club Rule 1', fsnp: 'FSNP Art. 62' },
  ],
  [
    'the clock started while running',
    (id) => cite(tableUnder(id).try({ type: 'ResumeClock', tournamentId: T })),
    'CLOCK_RUNNING',
    { lnse: 'LNSE 123/13 III.2', 'club-tda': 'Club Rule 1', fsnp: 'FSNP Art. 62' },
  ],
  [
    'the structure changed without a reason',
    (id) =>
      cite(
        tableUnder(id).try({
          type: 'ModifyLevelStructure',
          tournamentId: T,
          levels: levels(false),
          reason: ' ',
        }),
      ),
    'REASON_REQUIRED',
    {
      lnse: 'LNSE 123/13 II.47, III.2 ¶5',
      'club-tda': 'Club Rule 1',
      fsnp: 'FSNP Art. 67',
    },
  ],
  [
    'the structure "changed" to the one in force',
    (id) =>
      cite(
        tableUnder(id).try({
          type: 'ModifyLevelStructure',
          tournamentId: T,
          levels: levels(false),
          reason: 'field',
        }),
      ),
    'NOTHING_CHANGED',
    {
      lnse: 'LNSE 123/13 II.47, III.2 ¶5',
      'club-tda': 'Club Rule 1',
      fsnp: 'FSNP Art. 67',
    },
  ],
  [
    'a level already played changed',
    (id) => {
      const changed = levels(false).map((l) => (l.level === 1 ? { ...l, ante: 25 } : l));
      return cite(
        tableUnder(id)
          .at(25)
          .try({ type: 'ModifyLevelStructure', tournamentId: T, levels: changed, reason: 'x' }),
      );
    },
    'LEVEL_ALREADY_PLAYED',
    { lnse: 'LNSE 123/13 II.46-47', 'club-tda': 'Club Rule 23', fsnp: 'FSNP Art. 61, 67' },
  ],
  [
    'a start with one player',
    (id) => cite(notStarted(id, 1).try({ type: 'StartTournament', tournamentId: T })),
    'NOT_ENOUGH_PLAYERS',
    { lnse: 'LNSE 123/13 I.68', 'club-tda': 'Club Rule 7', fsnp: 'FSNP Art. 131' },
  ],
  [
    'a second start',
    (id) => cite(tableUnder(id).try({ type: 'StartTournament', tournamentId: T })),
    'ALREADY_STARTED',
    { lnse: 'LNSE 123/13 I.88', 'club-tda': 'Club Rule 7', fsnp: 'FSNP Art. 33' },
  ],
  [
    'two accommodations on one seat',
    (id) =>
      cite(
        notStarted(id, 4).try({
          type: 'StartTournament',
          tournamentId: T,
          accommodations: [1, 2].map((i) => ({
            playerId: pid(i),
            tableId: 'T1',
            seat: 1,
            reason: 'wheelchair access',
          })),
        }),
      ),
    'SEAT_TAKEN',
    { lnse: 'LNSE 123/13 I.88', 'club-tda': 'Club Rule 7', fsnp: 'FSNP Art. 33(a)' },
  ],
  [
    'an accommodation on a seat not in play',
    (id) =>
      cite(
        notStarted(id, 4).try({
          type: 'StartTournament',
          tournamentId: T,
          accommodations: [{ playerId: pid(1), tableId: 'T1', seat: 99, reason: 'wheelchair' }],
        }),
      ),
    'NO_SUCH_SEAT',
    { lnse: 'LNSE 123/13 I.90', 'club-tda': 'Club Rule 9', fsnp: 'FSNP Art. 33(b)' },
  ],
  [
    'the button drawn at a table not drawn',
    (id) =>
      cite(
        notStarted(id, 4).try({
          type: 'StartTournament',
          tournamentId: T,
          buttonDrawTableId: 'T99',
        }),
      ),
    'TABLE_NOT_FOUND',
    { lnse: 'LNSE 123/13 II.32-33', 'club-tda': 'Club Rule 7', fsnp: 'FSNP Art. 46' },
  ],
  [
    'a table broken during a hand',
    (id) => {
      const t = tableUnder(id).as(DEALER).at(0);
      t.start();
      return cite(t.as(DIRECTOR).try({ type: 'BreakTable', tournamentId: T, tableId: t.tableId }));
    },
    'HAND_IN_PROGRESS',
    { lnse: 'LNSE 123/13 I.93-94', 'club-tda': 'Club Rule 10', fsnp: 'FSNP Art. 81-82' },
  ],
  [
    'a colour-up of a denomination that is not the smallest',
    (id) => {
      // On the break after level 1 (minute 25), when a colour-up may be held.
      const t = tableUnder(id, true).at(25);
      const d = [...t.state.denominations].sort((a, b) => a - b)[1];
      return cite(t.try({ type: 'ColorUp', tournamentId: T, denomination: d }));
    },
    'COLOR_UP_NOT_SMALLEST',
    { lnse: 'LNSE 123/13 II.12', 'club-tda': 'Club Rule 24', fsnp: 'FSNP Art. 39' },
  ],
  [
    'a count of chips to race at a seat not in play',
    (id) => {
      const t = tableUnder(id, true).at(25);
      const d = Math.min(...t.state.denominations);
      const counts = [{ tableId: t.tableId, seat: 99, count: 1 }];
      return cite(t.try({ type: 'ColorUp', tournamentId: T, denomination: d, counts }));
    },
    'CHIP_COUNT_INCONSISTENT',
    { lnse: 'LNSE 123/13 IV.7.2', 'club-tda': 'Club Rule 24', fsnp: 'FSNP Art. 35, 40' },
  ],
  [
    'a bounty awarded in a tournament without bounties',
    (id) =>
      cite(
        tableUnder(id).try({ type: 'AwardBounty', tournamentId: T, eliminatedPlayerId: pid(1) }),
      ),
    'NO_BOUNTIES',
    { lnse: 'LNSE 123/13 I.1(1)', 'club-tda': 'Club Rule 1', fsnp: 'FSNP Art. 141' },
  ],
  [
    'a purchase announced for a player not seated',
    (id) =>
      cite(
        tableUnder(id).try({
          type: 'AnnouncePurchase',
          tournamentId: T,
          playerId: 'nobody',
          item: 're-entry',
        }),
      ),
    'PLAYER_NOT_IN_PLAY',
    { lnse: 'LNSE 123/13 I.51', 'club-tda': 'Club Rule 8, 27', fsnp: 'FSNP Art. 31' },
  ],
];

describe('issue 18: the refusals of the clock, the seating, the tables and the chips cite the ruleset in force', () => {
  describe.each(SLICES)('%s', (_what, trigger, code, byRuleset) => {
    it.each(RULESETS)(`under %s: ${code} cites its own catalog`, (id) => {
      const got = trigger(id);
      expect(got).toBe(`${code} ${byRuleset[id]}`);
      expect(foreignIn(id, got.slice(code.length + 1))).toEqual([]);
    });
  });

  it.each([
    ['lnse', 'LNSE 123/13 II.46', 'LNSE 123/13 I.1(11)', 'LNSE 123/13 III.2', 'LNSE 123/13 I.90'],
    ['club-tda', 'Club Rule 23', 'Club Rule 23', 'Club Rule 1', 'Club Rule 9'],
    ['fsnp', 'FSNP Art. 61', 'FSNP Art. 136', 'FSNP Art. 62', 'FSNP Art. 33(b)'],
  ])(
    'under %s a level started, a break started, the clock stopped and started, and a seat accommodated cite the ruleset in force',
    (id, level, brk, pause, accommodated) => {
      const t = tableUnder(id, true);
      const ticked = t.at(31).do({ type: 'TickClock', tournamentId: T });
      expect(ofType(ticked, 'BreakStarted').map((e) => e.ruleRef)).toEqual([brk]);
      expect(ofType(ticked, 'LevelStarted').map((e) => e.ruleRef)).toEqual([level]);
      const paused = t.do({ type: 'PauseClock', tournamentId: T, reason: 'dealer change' });
      expect(ofType(paused, 'ClockPaused').map((e) => e.ruleRef)).toEqual([pause]);
      const resumed = t.do({ type: 'ResumeClock', tournamentId: T });
      expect(ofType(resumed, 'ClockResumed').map((e) => e.ruleRef)).toEqual([pause]);

      const started = notStarted(id, 4).do({
        type: 'StartTournament',
        tournamentId: T,
        accommodations: [{ playerId: pid(1), tableId: 'T1', seat: 1, reason: 'wheelchair' }],
      });
      expect(ofType(started, 'SeatingAccommodationGranted').map((e) => e.ruleRef)).toEqual([
        accommodated,
      ]);
      for (const e of [...ticked, ...paused, ...resumed, ...started])
        if (e.ruleRef && id in FOREIGN) expect(foreignIn(id, e.ruleRef)).toEqual([]);
    },
  );
});
