/**
 * Issue 19, FSNP Art. 143-155 (catalog rules-ro-federation.md, section P), the parts played hand
 * by hand: re-entry at the same seat (Art. 148), the independent hand with the button moving and
 * the new player waiting for it (Art. 45, 150, 152), showing cards (Art. 151), the end of the
 * session and its prizes by chips (Art. 143, 155). Given/When/Then with the catalog's numbers
 * where it has them (2 hours, Art. 145); 50/100 blinds, 5,000 chips, fee 100, contribution 20.
 */
import { given, NOW } from '../../support/given';
import { created, T } from '../../support/tournament-fixtures';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import type { TrainingCommand } from '../../../src/aggregates/tournament/training/training';
import { trainingShares } from '../../../src/aggregates/tournament/training/training';
import { parseCards } from '../../../src/poker/cards';
import { flipParameter } from '../../support/flip-parameter';

const MIN = 60_000;
const later = (minutes: number) => new Date(Date.parse(NOW) + minutes * MIN).toISOString();
const LEVEL = { level: 1, smallBlind: 50, bigBlind: 100, ante: 0, durationMinutes: 180 };
const session = (rulesetId = 'fsnp') =>
  created({
    rulesetId,
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
/** A player at the table with his chips issued and fee paid. */
const at = (playerId: string, seat: number, fund: number, when = NOW): TournamentEvent[] => [
  {
    type: 'PlayerJoinedTrainingTable',
    data: { playerId, fullName: `Player ${playerId}`, seat, at: when },
  },
  { type: 'TrainingFeeCollected', data: { playerId, amount: 100, prizeFund: fund } },
  { type: 'TrainingChipsIssued', data: { playerId, chips: 5_000, reEntry: false } },
];
type Cmd = TrainingCommand extends infer C
  ? C extends unknown
    ? Omit<C, 'tournamentId'>
    : never
  : never;
const cmd = (c: Cmd) => ({ tournamentId: T, ...c }) as TrainingCommand;
/** Seats 1, 4, 7: a, b, c. */
const table = (): TournamentEvent[] => [
  session(),
  opened,
  ...at('a', 1, 100),
  ...at('b', 4, 200),
  ...at('c', 7, 300),
];
const hand1 = (): Extract<TournamentEvent, { type: 'TrainingHandStarted' }> => ({
  type: 'TrainingHandStarted',
  data: {
    handNo: 1,
    buttonSeat: 1,
    smallBlindSeat: 4,
    bigBlindSeat: 7,
    dealtIn: [
      { playerId: 'b', seat: 4 },
      { playerId: 'c', seat: 7 },
      { playerId: 'a', seat: 1 },
    ],
    notDealtIn: [],
    at: NOW,
  },
});
const cards = (t: string) => parseCards(t);

describe('training sessions, hand by hand (FSNP Art. 143-155)', () => {
  describe('FSNP Art. 148: unlimited re-entry, keeping the seat', () => {
    it('FSNP Art. 148: a player who lost his chips re-enters at his seat, pays the fee into the fund and gets the same 5,000 chips', () => {
      given(...table())
        .when(cmd({ type: 'ReEnterTrainingTable', playerId: 'b' }), { now: later(60) })
        .then(
          { type: 'TrainingFeeCollected', data: { playerId: 'b', amount: 100, prizeFund: 400 } },
          {
            type: 'TrainingChipsIssued',
            data: { playerId: 'b', chips: 5_000, reEntry: true, seat: 4 },
            ruleRef: 'FSNP Art. 148; FSNP Art. 146',
          },
        );
    });

    it('FSNP Art. 148: as many times as he likes, for the whole session, then refused', () => {
      const again: TournamentEvent = {
        type: 'TrainingChipsIssued',
        data: { playerId: 'b', chips: 5_000, reEntry: true, seat: 4 },
      };
      given(...table(), again, again)
        .when(cmd({ type: 'ReEnterTrainingTable', playerId: 'b' }), { now: later(179) })
        .then({ type: 'TrainingFeeCollected' }, { type: 'TrainingChipsIssued' });
      given(...table())
        .when(cmd({ type: 'ReEnterTrainingTable', playerId: 'b' }), { now: later(180) })
        .rejects('TRAINING_LEVEL_OVER', 'FSNP Art. 148');
    });

    it('LNSE 123/13 II.1: with training.reEntry flipped off (the LNSE ruleset has no training tables) re-entry is refused', () => {
      given(session('lnse'), opened, ...at('b', 4, 100))
        .when(cmd({ type: 'ReEnterTrainingTable', playerId: 'b' }))
        .rejects('REENTRY_NOT_ALLOWED', 'LNSE 123/13 II.1');
    });

    it('FSNP Art. 148: a player not at the table cannot re-enter', () => {
      given(...table())
        .when(cmd({ type: 'ReEnterTrainingTable', playerId: 'z' }))
        .rejects('NOT_AT_TRAINING_TABLE', 'FSNP Art. 148');
    });
  });

  describe('FSNP Art. 45, 150, 152: each hand stands alone', () => {
    it('FSNP Art. 46: the first hand starts from the seat the button was drawn to', () => {
      given(...table())
        .when(cmd({ type: 'StartTrainingHand' }))
        .rejects('BUTTON_SEAT_REQUIRED', 'FSNP Art. 46');
      given(...table())
        .when(cmd({ type: 'StartTrainingHand', buttonSeat: 1 }))
        .then({ type: 'TrainingHandStarted', data: hand1().data });
    });

    it('FSNP Art. 45: the button then moves clockwise to the next player; another seat is refused', () => {
      given(...table(), hand1())
        .when(cmd({ type: 'StartTrainingHand' }))
        .then({
          type: 'TrainingHandStarted',
          data: expect.objectContaining({
            handNo: 2,
            buttonSeat: 4,
            smallBlindSeat: 7,
            bigBlindSeat: 1,
          }),
        });
      given(...table(), hand1())
        .when(cmd({ type: 'StartTrainingHand', buttonSeat: 7 }))
        .rejects('BUTTON_OUT_OF_ORDER', 'FSNP Art. 45');
    });

    it('FSNP Art. 59, 150: a player away is not dealt in and posts nothing', () => {
      const d = given(...table(), hand1(), {
        type: 'PlayerAbsenceRecorded',
        data: { playerId: 'c', at: NOW },
      })
        .when(cmd({ type: 'StartTrainingHand' }))
        .then({ type: 'TrainingHandStarted' });
      expect(d[0].data).toMatchObject({
        buttonSeat: 4,
        smallBlindSeat: 4,
        bigBlindSeat: 1,
        notDealtIn: [{ playerId: 'c', seat: 7, reason: 'absent' }],
      });
    });

    it('FSNP Art. 152: a new player seated between the button and the small blind gets no cards that hand, counted absent; he plays once the button has passed him', () => {
      // Given hand 1 had the button on seat 1; d joins at seat 5, between the next button (4)
      // and the next small blind (7).
      const newcomer = [...at('d', 5, 400, later(10))];
      const [h2] = given(...table(), hand1(), ...newcomer)
        .when(cmd({ type: 'StartTrainingHand' }), { now: later(11) })
        .then({ type: 'TrainingHandStarted' });
      expect(h2.data).toMatchObject({
        buttonSeat: 4,
        smallBlindSeat: 7,
        notDealtIn: [{ playerId: 'd', seat: 5, reason: 'waiting-for-button' }],
      });
      // Hand 3: the button moves on to him (seat 5): he is no longer between the button and the
      // small blind, and is dealt in.
      given(...table(), hand1(), ...newcomer, h2)
        .when(cmd({ type: 'StartTrainingHand' }), { now: later(12) })
        .then({
          type: 'TrainingHandStarted',
          data: expect.objectContaining({
            buttonSeat: 5,
            smallBlindSeat: 7,
            bigBlindSeat: 1,
            dealtIn: expect.arrayContaining([{ playerId: 'd', seat: 5 }]),
            notDealtIn: [],
          }),
        });
    });

    it('FSNP Art. 152: a new player who is not between the button and the small blind is dealt in at once', () => {
      const newcomer = at('d', 2, 400, later(10));
      given(...table(), hand1(), ...newcomer)
        .when(cmd({ type: 'StartTrainingHand' }), { now: later(11) })
        .then({
          type: 'TrainingHandStarted',
          data: expect.objectContaining({
            dealtIn: expect.arrayContaining([{ playerId: 'd', seat: 2 }]),
            notDealtIn: [],
          }),
        });
    });

    it('FSNP Art. 143: no hand once the session time has run out', () => {
      given(...table(), hand1())
        .when(cmd({ type: 'StartTrainingHand' }), { now: later(180) })
        .rejects('TRAINING_TIME_UP', 'FSNP Art. 143');
    });
  });

  describe('FSNP Art. 151: showing cards at a training table', () => {
    // Board 2h 7d 9s Jc Kd: a holds Ks Qs (a pair of kings with the K alone), b 9h 9c (trips).
    const board = cards('2h7d9sJcKd');
    const table1 = (
      c: Omit<
        Extract<TrainingCommand, { type: 'TableTrainingHand' }>,
        'type' | 'tournamentId' | 'handNo' | 'board'
      >,
    ) => cmd({ type: 'TableTrainingHand', handNo: 1, board, ...c });

    it('FSNP Art. 151: one card is enough when it already makes the winning combination', () => {
      given(...table(), hand1())
        .when(
          table1({
            tabled: [
              { playerId: 'a', cards: cards('Ks') },
              { playerId: 'c', cards: cards('Qh3c') },
            ],
            winners: ['a'],
          }),
        )
        .then({
          type: 'TrainingHandTabled',
          ruleRef: 'FSNP Art. 150, 151',
          data: expect.objectContaining({ winners: ['a'] }),
        });
    });

    it('FSNP Art. 151: one card that does not win on its own is not enough: the second is shown', () => {
      given(...table(), hand1())
        .when(
          table1({
            tabled: [
              { playerId: 'a', cards: cards('Ks') },
              { playerId: 'b', cards: cards('9h9c') },
            ],
            winners: ['a'],
          }),
        )
        .rejects('SHOW_SECOND_CARD', 'FSNP Art. 151');
    });

    it('FSNP Art. 151: the second card is shown when the opponent asks', () => {
      given(...table(), hand1())
        .when(
          table1({
            tabled: [
              { playerId: 'a', cards: cards('Ks') },
              { playerId: 'c', cards: cards('Qh3c') },
            ],
            winners: ['a'],
            secondCardAskedBy: 'c',
          }),
        )
        .rejects('SECOND_CARD_ASKED', 'FSNP Art. 151');
      given(...table(), hand1())
        .when(
          table1({
            tabled: [
              { playerId: 'a', cards: cards('KsQs') },
              { playerId: 'c', cards: cards('Qh3c') },
            ],
            winners: ['a'],
            secondCardAskedBy: 'c',
          }),
        )
        .then({ type: 'TrainingHandTabled' });
    });

    it('FSNP Art. 151: a player may refuse to show at his turn, and so gives up the hand', () => {
      const [e] = given(...table(), hand1())
        .when(
          table1({
            tabled: [
              { playerId: 'a', cards: [] },
              { playerId: 'c', cards: cards('Qh3c') },
            ],
            winners: ['c'],
          }),
        )
        .then({ type: 'TrainingHandTabled' });
      expect(e.data).toMatchObject({
        tabled: [{ playerId: 'a', gaveUp: true }, { gaveUp: false }],
      });
      given(...table(), hand1())
        .when(
          table1({
            tabled: [
              { playerId: 'a', cards: [] },
              { playerId: 'c', cards: cards('Qh3c') },
            ],
            winners: ['a'],
          }),
        )
        .rejects('GAVE_UP_THE_HAND', 'FSNP Art. 151');
    });

    it('FSNP Art. 151: all-in players need not have shown while the board was dealt: the tabling is recorded once, at the end', () => {
      given(...table(), hand1())
        .when(
          table1({
            tabled: [
              { playerId: 'a', cards: cards('KsQs') },
              { playerId: 'b', cards: cards('9h9c') },
            ],
            winners: ['b'],
          }),
        )
        .then({ type: 'TrainingHandTabled' });
    });

    it('FSNP Art. 151: only players dealt in to the hand are tabled', () => {
      given(...table(), hand1())
        .when(table1({ tabled: [{ playerId: 'z', cards: cards('KsQs') }], winners: ['z'] }))
        .rejects('NOT_IN_THIS_HAND', 'FSNP Art. 151');
    });
  });

  describe('FSNP Art. 143, 155: the end of the session and its prizes by chips', () => {
    // a left after 2 hours with 7,000; b and c are counted when the time runs out.
    const aLeft: TournamentEvent = {
      type: 'PlayerLeftTrainingTable',
      data: { playerId: 'a', chips: 7_000, minutesPlayed: 120, at: later(120) },
    };
    const close = (counts: { playerId: string; chips: number }[]) =>
      cmd({ type: 'CloseTrainingSession', counts });

    it('FSNP Art. 143: the session is not closed before its time runs out', () => {
      given(...table(), aLeft)
        .when(close([]), { now: later(179) })
        .rejects('TRAINING_TIME_NOT_OVER', 'FSNP Art. 143');
    });

    it('FSNP Art. 155: the fund of 300 is paid by the chips built up, whenever each left: 7,000, 6,000 and 2,000 of 15,000 make 140, 120 and 40', () => {
      const ev = given(...table(), aLeft)
        .when(
          close([
            { playerId: 'b', chips: 6_000 },
            { playerId: 'c', chips: 2_000 },
          ]),
          { now: later(180) },
        )
        .then(
          { type: 'PlayerLeftTrainingTable', data: expect.objectContaining({ playerId: 'b' }) },
          { type: 'PlayerLeftTrainingTable', data: expect.objectContaining({ playerId: 'c' }) },
          { type: 'TrainingSessionClosed', data: expect.objectContaining({ chipsIssued: 15_000 }) },
          { type: 'TrainingPrizesDistributed', ruleRef: 'FSNP Art. 155' },
        );
      expect(ev[3].data).toEqual({
        prizeFund: 300,
        rule: 'pro-rata-chips',
        shares: [
          { playerId: 'a', chips: 7_000, amount: 140 },
          { playerId: 'b', chips: 6_000, amount: 120 },
          { playerId: 'c', chips: 2_000, amount: 40 },
        ],
      });
    });

    it('FSNP Art. 155: the order of leaving does not change the payouts', () => {
      const cLeft: TournamentEvent = {
        type: 'PlayerLeftTrainingTable',
        data: { playerId: 'c', chips: 2_000, minutesPlayed: 125, at: later(125) },
      };
      const ev = given(...table(), cLeft)
        .when(
          close([
            { playerId: 'a', chips: 7_000 },
            { playerId: 'b', chips: 6_000 },
          ]),
          { now: later(180) },
        )
        .then({}, {}, {}, {});
      const shares = (ev[3].data as unknown as { shares: { playerId: string; amount: number }[] })
        .shares;
      expect(Object.fromEntries(shares.map((x) => [x.playerId, x.amount]))).toEqual({
        a: 140,
        b: 120,
        c: 40,
      });
    });

    it('FSNP Art. 146, 155: counts that do not add up to the chips issued are refused; every player at the table is counted', () => {
      given(...table(), aLeft)
        .when(
          close([
            { playerId: 'b', chips: 6_000 },
            { playerId: 'c', chips: 2_500 },
          ]),
          { now: later(180) },
        )
        .rejects('TRAINING_CHIPS_DO_NOT_BALANCE', 'FSNP Art. 146, 155');
      given(...table(), aLeft)
        .when(close([{ playerId: 'b', chips: 8_000 }]), { now: later(180) })
        .rejects('COUNTS_INCOMPLETE', 'FSNP Art. 155');
    });

    it('FSNP Art. 143: once closed, the session takes no more commands', () => {
      const closed: TournamentEvent = {
        type: 'TrainingSessionClosed',
        data: { at: later(180), chipsIssued: 15_000, prizeFund: 300 },
      };
      given(...table(), closed)
        .when(cmd({ type: 'StartTrainingHand' }), { now: later(181) })
        .rejects('TRAINING_SESSION_CLOSED', 'FSNP Art. 143');
    });

    it('LNSE 123/13 II.1: with training.prizeDistribution flipped off no share is computed', () => {
      const ev = given(session('lnse'), opened, ...at('b', 4, 100))
        .when(close([{ playerId: 'b', chips: 5_000 }]), { now: later(180) })
        .then({}, {}, { type: 'TrainingPrizesDistributed', ruleRef: 'LNSE 123/13 II.1' });
      expect(ev[2].data).toMatchObject({ rule: null, shares: [] });
    });

    it('DECISION-3: the shares are whole minor units summing to the fund, the extra unit to the bigger stack', () => {
      const s = trainingShares(100, [
        { playerId: 'x', chips: 1 },
        { playerId: 'y', chips: 2 },
      ]);
      expect(s).toEqual([
        { playerId: 'x', chips: 1, amount: 33 },
        { playerId: 'y', chips: 2, amount: 67 },
      ]);
      expect(s.reduce((a, x) => a + x.amount, 0)).toBe(100);
    });
  });
});

describe('FSNP Art. 149: the straddle at a training table', () => {
  // Seats 1, 4, 7, 9: a, b, c, d; button 1, SB 4 (b), BB 7 (c), d after the big blind.
  const four = () => [...table(), ...at('d', 9, 400)];

  it('FSNP Art. 149: the player after the big blind straddles double the big blind (200)', () => {
    given(...four())
      .when(cmd({ type: 'StartTrainingHand', buttonSeat: 1, straddlers: ['d'] }))
      .then({
        type: 'TrainingHandStarted',
        ruleRef: 'FSNP Art. 45, 59, 149, 150, 152',
        data: expect.objectContaining({ straddles: [{ playerId: 'd', seat: 9, amount: 200 }] }),
      });
  });

  it('FSNP Art. 149: the button may not straddle', () => {
    given(...four())
      .when(cmd({ type: 'StartTrainingHand', buttonSeat: 1, straddlers: ['d', 'a'] }))
      .rejects('INVALID_STRADDLE', 'FSNP Art. 149');
  });

  it('LNSE 123/13 II.42: with game.straddle flipped to not-allowed, no straddle is taken', () => {
    given(
      session('lnse'),
      opened,
      ...at('a', 1, 100),
      ...at('b', 4, 200),
      ...at('c', 7, 300),
      ...at('d', 9, 400),
    )
      .when(cmd({ type: 'StartTrainingHand', buttonSeat: 1, straddlers: ['d'] }))
      .rejects('STRADDLE_NOT_ALLOWED', 'LNSE 123/13 II.42');
  });

  it('FSNP Art. 149 (game.straddle flipped to not-allowed): the same straddle of d is refused, citing the article', () => {
    flipParameter('fsnp', 'game.straddle', 'not-allowed', () =>
      given(...four())
        .when(cmd({ type: 'StartTrainingHand', buttonSeat: 1, straddlers: ['d'] }))
        .rejects('STRADDLE_NOT_ALLOWED', 'FSNP Art. 149'),
    );
  });
});
