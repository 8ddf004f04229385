/**
 * Issue 19, FSNP Art. 143-154 (catalog rules-ro-federation.md, section P): a hand-by-hand
 * training session, Given/When/Then with the catalog's numbers.
 */
import { given, NOW } from '../../support/given';
import { created, createCmd, T } from '../../support/tournament-fixtures';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import type { TrainingCommand } from '../../../src/aggregates/tournament/training/training';

const MIN = 60_000;
const later = (minutes: number) => new Date(Date.parse(NOW) + minutes * MIN).toISOString();
/** FSNP Art. 64: one level, blinds 50/100, 180 min; 5,000 training chips; fee 100, contribution 20. */
const LEVEL = { level: 1, smallBlind: 50, bigBlind: 100, ante: 0, durationMinutes: 180 };
const session = () =>
  created({
    tournamentType: 'TRAINING',
    levels: [LEVEL],
    startingStack: 5_000,
    seatsPerTable: 9,
    buyIn: { prizeFund: 100, fee: 20 },
  });
const opened: TournamentEvent = {
  type: 'TrainingSessionOpened',
  data: {
    smallBlind: 50,
    bigBlind: 100,
    ante: 0,
    levelMinutes: 180,
    chipsPerPlayer: 5_000,
    participationFee: 100,
    clubContribution: 20,
    seats: 9,
    at: NOW,
  },
};
const joined = (playerId: string, seat: number, at = NOW): TournamentEvent => ({
  type: 'PlayerJoinedTrainingTable',
  data: { playerId, fullName: `Player ${playerId}`, seat, at },
});
type Cmd = TrainingCommand extends infer C
  ? C extends unknown
    ? Omit<C, 'tournamentId'>
    : never
  : never;
const cmd = (c: Cmd) => ({ tournamentId: T, ...c }) as TrainingCommand;
const join = (playerId: string, seat: number) =>
  cmd({ type: 'JoinTrainingTable', playerId, fullName: `Player ${playerId}`, seat });

describe('training sessions (FSNP Art. 143-154)', () => {
  it('FSNP Art. 64, 143: a training session with more than one level is refused at creation', () => {
    const r = given()
      .when(
        createCmd({
          tournamentType: 'TRAINING',
          levels: [LEVEL, { ...LEVEL, level: 2, bigBlind: 200 }],
        }),
      )
      .rejects('TRAINING_ONE_LEVEL', 'FSNP Art. 64');
    expect(r.message).toMatch(/^levels:/);
  });

  it('FSNP Art. 64, 143, 146: opening records the one constant level and the training chips per player', () => {
    given(session())
      .when(cmd({ type: 'OpenTrainingSession' }))
      .then({
        type: 'TrainingSessionOpened',
        data: expect.objectContaining({
          smallBlind: 50,
          bigBlind: 100,
          levelMinutes: 180,
          chipsPerPlayer: 5_000,
        }),
      });
  });

  it('FSNP Art. 143: training commands are refused on a competition', () => {
    given(created())
      .when(cmd({ type: 'OpenTrainingSession' }))
      .rejects('NOT_A_TRAINING_SESSION', 'FSNP Art. 143');
  });

  it('FSNP Art. 144, 145, 146, 152, 153: a player joins at the seat he chose, pays the fee into the session fund and the contribution to the club, gets the training chips, and posts the big blind with no option', () => {
    const aPaid: TournamentEvent = {
      type: 'TrainingFeeCollected',
      data: { playerId: 'a', amount: 100, prizeFund: 100 },
    };
    given(session(), opened, joined('a', 1), aPaid)
      .when(join('b', 5))
      .then(
        {
          type: 'PlayerJoinedTrainingTable',
          data: expect.objectContaining({ playerId: 'b', seat: 5 }),
        },
        {
          type: 'TrainingFeeCollected',
          data: { playerId: 'b', amount: 100, prizeFund: 200 },
          ruleRef: 'FSNP Art. 144',
        },
        {
          type: 'ClubContributionCollected',
          data: { playerId: 'b', amount: 20 },
          ruleRef: 'FSNP Art. 145',
        },
        { type: 'TrainingChipsIssued', data: { playerId: 'b', chips: 5_000, reEntry: false } },
        {
          type: 'EntryBlindPosted',
          data: { playerId: 'b', seat: 5, amount: 100, option: false, reason: 'joined' },
        },
      );
  });

  it('FSNP Art. 144: the participation fee is not a competition fee — the tournament prize fund stays empty', () => {
    const d = given(session(), opened).when(join('a', 1));
    expect(d.decision.ok && d.decision.events.map((e) => e.type)).not.toContain('PlayerRegistered');
  });

  it('FSNP Art. 153: a taken seat cannot be chosen', () => {
    given(session(), opened, joined('a', 3))
      .when(join('b', 3))
      .rejects('SEAT_TAKEN', 'FSNP Art. 147, 153');
  });

  it('FSNP Art. 147: late registration runs for the whole level, then is refused', () => {
    given(session(), opened)
      .when(join('late', 2), { now: later(179) })
      .then(
        { type: 'PlayerJoinedTrainingTable' },
        { type: 'TrainingFeeCollected' },
        { type: 'ClubContributionCollected' },
        { type: 'TrainingChipsIssued' },
        { type: 'EntryBlindPosted' },
      );
    given(session(), opened)
      .when(join('late', 2), { now: later(180) })
      .rejects('TRAINING_LEVEL_OVER', 'FSNP Art. 147');
  });

  it('FSNP Art. 147: with every seat taken, no one more can join', () => {
    const full = Array.from({ length: 9 }, (_, i) => joined(`p${i + 1}`, i + 1));
    given(session(), opened, ...full)
      .when(join('p10', 1))
      .rejects('SEAT_TAKEN', 'FSNP Art. 147');
  });

  it('FSNP Art. 150: a player away for a short time is recorded absent; on return he posts the big blind with no option', () => {
    given(session(), opened, joined('a', 1))
      .when(cmd({ type: 'RecordTrainingAbsence', playerId: 'a' }))
      .then({ type: 'PlayerAbsenceRecorded', ruleRef: 'FSNP Art. 59, 150' });
    given(session(), opened, joined('a', 1), {
      type: 'PlayerAbsenceRecorded',
      data: { playerId: 'a', at: NOW },
    })
      .when(cmd({ type: 'ReturnToTrainingTable', playerId: 'a' }))
      .then(
        { type: 'PlayerReturned' },
        {
          type: 'EntryBlindPosted',
          data: { playerId: 'a', seat: 1, amount: 100, option: false, reason: 'returned' },
        },
      );
  });

  it('FSNP Art. 153: changing seat posts the big blind again, with no option, each time', () => {
    given(session(), opened, joined('a', 1))
      .when(cmd({ type: 'ChangeTrainingSeat', playerId: 'a', seat: 7 }))
      .then(
        { type: 'SeatChanged', data: expect.objectContaining({ fromSeat: 1, toSeat: 7 }) },
        {
          type: 'EntryBlindPosted',
          data: expect.objectContaining({
            seat: 7,
            amount: 100,
            option: false,
            reason: 'seat-changed',
          }),
        },
      );
  });

  describe('FSNP Art. 154: level length and blinds change only with every player’s agreement', () => {
    const raise = (agreedBy: string[]) =>
      cmd({
        type: 'ChangeTrainingLevel',
        smallBlind: 100,
        bigBlind: 200,
        ante: 0,
        levelMinutes: 240,
        agreedBy,
      });
    const table = () => [session(), opened, joined('a', 1), joined('b', 2), joined('c', 3)];

    it('FSNP Art. 154: refused while a player present has not agreed, naming him', () => {
      const r = given(...table())
        .when(raise(['a', 'b']))
        .rejects('ALL_PLAYERS_MUST_AGREE', 'FSNP Art. 154');
      expect(r.message).toContain('c');
    });

    it('FSNP Art. 154: with every player present agreeing the level is extended and the blinds raised, the agreement recorded', () => {
      given(...table())
        .when(raise(['a', 'b', 'c']))
        .then({
          type: 'TrainingLevelChangedByConsent',
          data: expect.objectContaining({
            bigBlind: 200,
            levelMinutes: 240,
            agreedBy: ['a', 'b', 'c'],
          }),
        });
    });

    it('FSNP Art. 154: the blinds cannot be lowered nor the level shortened', () => {
      given(...table())
        .when(
          cmd({
            type: 'ChangeTrainingLevel',
            smallBlind: 25,
            bigBlind: 50,
            ante: 0,
            levelMinutes: 180,
            agreedBy: ['a', 'b', 'c'],
          }),
        )
        .rejects('TRAINING_LEVEL_ONLY_EXTENDED_OR_RAISED', 'FSNP Art. 154');
    });

    it('FSNP Art. 150, 154: the raised blind is what a returning player then posts', () => {
      const changed: TournamentEvent = {
        type: 'TrainingLevelChangedByConsent',
        data: {
          smallBlind: 100,
          bigBlind: 200,
          ante: 0,
          levelMinutes: 240,
          agreedBy: ['a'],
          at: NOW,
        },
      };
      given(session(), opened, joined('a', 1), changed, {
        type: 'PlayerAbsenceRecorded',
        data: { playerId: 'a', at: NOW },
      })
        .when(cmd({ type: 'ReturnToTrainingTable', playerId: 'a' }))
        .then(
          { type: 'PlayerReturned' },
          { type: 'EntryBlindPosted', data: expect.objectContaining({ amount: 200 }) },
        );
    });
  });

  it('FSNP Art. 145: leaving with chips before 2 hours is refused; after 2 hours, or with no chips, it is recorded', () => {
    const at = [session(), opened, joined('a', 1)];
    given(...at)
      .when(cmd({ type: 'LeaveTrainingTable', playerId: 'a', chips: 6_200 }), { now: later(119) })
      .rejects('MINIMUM_STAY_NOT_REACHED', 'FSNP Art. 145');
    given(...at)
      .when(cmd({ type: 'LeaveTrainingTable', playerId: 'a', chips: 0 }), { now: later(30) })
      .then({
        type: 'PlayerLeftTrainingTable',
        data: expect.objectContaining({ chips: 0, minutesPlayed: 30 }),
      });
    given(...at)
      .when(cmd({ type: 'LeaveTrainingTable', playerId: 'a', chips: 6_200 }), { now: later(120) })
      .then({
        type: 'PlayerLeftTrainingTable',
        data: expect.objectContaining({ chips: 6_200, minutesPlayed: 120 }),
      });
  });
});
