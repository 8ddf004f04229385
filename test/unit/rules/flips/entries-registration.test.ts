/**
 * Flip tests of the entries group's registration and announcement parameters (issue 18; table:
 * ./entries.table.ts): the same facts under the ruleset's value and under the flipped value.
 */
import type { TournamentCommand } from '../../../../src/aggregates/tournament';
import type { TournamentEvent } from '../../../../src/events/tournament-events';
import { given, NOW } from '../../../support/given';
import { flipParameter } from '../../../support/flip-parameter';
import {
  created,
  opened,
  raCreate,
  registerCmd,
  Scenario,
  scCreate,
  T,
} from '../../../support/tournament-fixtures';
import { rejection } from '../../money/prize-fixtures';

type Registered = Extract<TournamentEvent, { type: 'PlayerRegistered' }>;
const late = (id = 'late-1', over = {}) =>
  registerCmd(id, { dateOfBirth: '1990-01-01', idDocument: { type: 'CI', number: id }, ...over });
const tick: TournamentCommand = { type: 'TickClock', tournamentId: T };

describe('registration.lateRegistrationEndsAfterLevel and .emptySeatStacksRemovedAfterLevel', () => {
  it('FSNP Art. 135, 139.3(b), 142(e) (registration.lateRegistrationEndsAfterLevel): a late entry in level 5 is taken; flipped to close after level 4 it is refused', () => {
    expect(new Scenario().setup(raCreate(), 22).at(65).do(late())[0].type).toBe('PlayerRegistered');
    const sc = new Scenario().setup(raCreate(), 22).at(65);
    flipParameter('fsnp', 'registration.lateRegistrationEndsAfterLevel', 4, () =>
      expect(rejection(sc, late())).toMatchObject({
        code: 'LATE_REGISTRATION_OVER',
        ruleRef: expect.stringContaining('FSNP Art. 135, 139.3(b), 142(e)'),
      }),
    );
  });

  it('FSNP Art. 135(b) (registration.emptySeatStacksRemovedAfterLevel): reserved stacks stay in level 5; flipped to leave after level 4 they are removed', () => {
    // Structure B, 20-minute levels, a 10-minute break after level 4: level 5 runs 90-110.
    const inLevel5 = () => new Scenario().setup(scCreate(), 25).at(95);
    const plain = inLevel5().do(tick);
    expect(plain.map((e) => e.type)).not.toContain('ReservedSeatStacksRemoved');
    const sc = inLevel5();
    const events = flipParameter('fsnp', 'registration.emptySeatStacksRemovedAfterLevel', 4, () =>
      sc.do(tick),
    );
    const removed = events.find((e) => e.type === 'ReservedSeatStacksRemoved');
    expect(removed).toMatchObject({ data: { chips: 12_000 }, ruleRef: 'FSNP Art. 135(b)' });
    expect(events.map((e) => e.type)).not.toContain('LateRegistrationClosed');
  });
});

describe('registration.lateStack: the stack of a late entrant', () => {
  it('FSNP Art. 135, 139.3(b) (registration.lateStack): the full 2,500 in level 5; flipped to reduced by the forced bets due, less', () => {
    const entry = (sc: Scenario) => (sc.do(late())[0] as Registered).data.lateEntry!;
    expect(entry(new Scenario().setup(raCreate(), 22).at(65))).toMatchObject({
      stack: 2_500,
      reduction: 0,
    });
    const sc = new Scenario().setup(raCreate(), 22).at(65);
    const reduced = flipParameter(
      'fsnp',
      'registration.lateStack',
      'reduced-by-forced-bets-due',
      () => entry(sc),
    );
    expect(reduced.reduction).toBeGreaterThan(0);
    expect(reduced.stack).toBe(2_500 - reduced.reduction);
  });
});

describe('registration.minimumAge and registration.federationMembershipRequired', () => {
  const fsnpOpen = [created({ buyIn: { prizeFund: 800, fee: 200 } }), opened];
  const kid = registerCmd('kid', { dateOfBirth: '2010-01-01' });

  it('FSNP Art. 138 (registration.minimumAge): no age limit, a 16-year-old registers; flipped to 18 he is refused', () => {
    given(...fsnpOpen)
      .when(kid)
      .then({ type: 'PlayerRegistered' });
    flipParameter('fsnp', 'registration.minimumAge', 18, () =>
      given(...fsnpOpen)
        .when(kid)
        .rejects('UNDER_AGE', 'FSNP Art. 138'),
    );
  });

  it('LNSE 123/13 I.27 (registration.minimumAge): under 18 is refused; flipped to no limit he registers', () => {
    const lnseOpen = [created({ rulesetId: 'lnse', buyIn: { prizeFund: 800, fee: 200 } }), opened];
    given(...lnseOpen)
      .when(kid)
      .rejects('UNDER_AGE', 'LNSE 123/13 I.27');
    flipParameter('lnse', 'registration.minimumAge', null, () =>
      given(...lnseOpen)
        .when(kid)
        .then({ type: 'PlayerRegistered' }),
    );
  });

  it('FSNP Art. 29 (registration.federationMembershipRequired): no card checked, no entry; flipped off the same entry is taken', () => {
    const unchecked = registerCmd('ro-7', { membership: undefined });
    given(...fsnpOpen)
      .when(unchecked)
      .rejects('MEMBERSHIP_NOT_CHECKED', 'FSNP Art. 29');
    flipParameter('fsnp', 'registration.federationMembershipRequired', false, () =>
      given(...fsnpOpen)
        .when(unchecked)
        .then({ type: 'PlayerRegistered' }),
    );
  });
});

describe('reEntry.announcingIsBinding and reEntry.requiresElimination', () => {
  const busted = (stack = 0) => {
    const sc = new Scenario().setup(raCreate(), 25).at(20);
    const { tableId } = sc.seatOf('p01');
    const mate = Object.values(sc.state.tables[tableId].seats).find((p) => p !== 'p01')!;
    const e = sc.state.entrants;
    return sc.playHand(tableId, { p01: stack, [mate]: e[mate].stack + e.p01.stack - stack });
  };
  const announce: TournamentCommand = {
    type: 'AnnouncePurchase',
    tournamentId: T,
    playerId: 'p01',
    item: 're-entry',
  };
  const withdraw: TournamentCommand = {
    type: 'CancelAnnouncement',
    tournamentId: T,
    playerId: 'p01',
  };
  const reEnter: TournamentCommand = { type: 'ReEnter', tournamentId: T, playerId: 'p01' };

  it('FSNP Art. 31 (reEntry.announcingIsBinding): an announced re-entry may be withdrawn; flipped to binding the withdrawal is refused', () => {
    const sc = busted();
    sc.do(announce);
    expect(sc.try(withdraw).ok).toBe(true);
    flipParameter('fsnp', 'reEntry.announcingIsBinding', true, () =>
      expect(rejection(sc, withdraw)).toMatchObject({
        code: 'ANNOUNCEMENT_BINDING',
        ruleRef: 'FSNP Art. 31',
      }),
    );
  });

  it('FSNP Art. 32 (reEntry.requiresElimination): a player with 1,000 chips may re-enter; flipped, only a player who lost all his chips may', () => {
    expect(busted(1_000).try(reEnter).ok).toBe(true);
    flipParameter('fsnp', 'reEntry.requiresElimination', true, () => {
      expect(rejection(busted(1_000), reEnter)).toMatchObject({
        code: 'REENTRY_NOT_ELIGIBLE',
        ruleRef: 'FSNP Art. 32',
      });
      expect(busted(0).do(reEnter)[0].type).toBe('PlayerReEntered');
    });
  });
});

describe('training.minimumStayMinutes: leaving a training table with chips', () => {
  const MIN = 60_000;
  const later = (minutes: number) => new Date(Date.parse(NOW) + minutes * MIN).toISOString();
  const history: TournamentEvent[] = [
    created({
      tournamentType: 'TRAINING',
      levels: [{ level: 1, smallBlind: 50, bigBlind: 100, ante: 0, durationMinutes: 180 }],
      startingStack: 5_000,
      seatsPerTable: 9,
      buyIn: { prizeFund: 100, fee: 20 },
    }),
    {
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
    },
    {
      type: 'PlayerJoinedTrainingTable',
      data: { playerId: 'a', fullName: 'Player a', seat: 1, at: NOW },
    },
  ];
  const leave = {
    type: 'LeaveTrainingTable',
    tournamentId: T,
    playerId: 'a',
    chips: 6_200,
  } as TournamentCommand;

  it('FSNP Art. 145 (training.minimumStayMinutes): leaving with chips after 61 minutes is refused; flipped to 60 minutes it is recorded', () => {
    given(...history)
      .when(leave, { now: later(61) })
      .rejects('MINIMUM_STAY_NOT_REACHED', 'FSNP Art. 145');
    flipParameter('fsnp', 'training.minimumStayMinutes', 60, () =>
      given(...history)
        .when(leave, { now: later(61) })
        .then({ type: 'PlayerLeftTrainingTable', data: expect.objectContaining({ chips: 6_200 }) }),
    );
  });
});

describe('registration.identityRequired: entry on an identity document', () => {
  it('FSNP Art. 29 (registration.identityRequired): no document number, no entry; flipped off the entry is taken', () => {
    const history = [created({ buyIn: { prizeFund: 800, fee: 200 } }), opened];
    const noDoc = registerCmd('ro-8', { idDocument: { type: 'CI', number: ' ' } });
    given(...history)
      .when(noDoc)
      .rejects('IDENTITY_DOCUMENT_REQUIRED', 'FSNP Art. 29');
    flipParameter('fsnp', 'registration.identityRequired', false, () =>
      given(...history)
        .when(noDoc)
        .then({ type: 'PlayerRegistered' }),
    );
  });
});
