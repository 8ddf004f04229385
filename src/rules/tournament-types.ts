/**
 * Tournament types (FSNP Art. 139-142; LNSE 123/13 I.23-26) with their parameters. The
 * compiled table under FSNP Art. 139 in the catalog is the source; its "structure" column is
 * inferred from the Art. 66 headers, so those cites say ASSUMPTION.
 */
import type { ChipSetId } from './chip-sets';
import type { LevelStructureId } from './level-structures';
import { cited as c, type Cited, type PayoutTableId, type TournamentTypeCode } from './types';

export interface ReEntryRule {
  /** Re-entries after the first entry; 'unlimited' within the period. */
  readonly max: number | 'unlimited';
  readonly untilEndOfLevel: number;
  readonly seat: 'same' | 'redraw';
}

export interface TournamentTypeSpec {
  readonly code: TournamentTypeCode;
  readonly name: Cited<string>;
  readonly startingStack: Cited<number | null>;
  readonly chipSet: Cited<ChipSetId | null>;
  readonly levelStructure: Cited<LevelStructureId | null>;
  readonly levelMinutes: Cited<number | null>;
  readonly levelAdvance: Cited<'time' | 'orbit'>;
  readonly freezeBlindsAtPlayers: Cited<number | null>;
  readonly reEntry: Cited<ReEntryRule | null>;
  readonly topUp: Cited<{
    readonly untilEndOfLevel: number;
    readonly belowStartingStackRatio: { readonly num: number; readonly den: number };
    readonly amountStartingStackMultiple: number;
  } | null>;
  readonly addOn: Cited<{
    readonly atBreakAfterLevel: number;
    readonly startingStackMultiple: number;
    readonly maxPerPlayer: number;
  } | null>;
  readonly lateRegistration: Cited<
    'reserved-stacks-until-level-8' | 'free-seats-until-level-8' | 'none'
  >;
  readonly singleTable: Cited<boolean>;
  readonly field: Cited<{ readonly min: number; readonly max: number | null }>;
  readonly endsWhen: Cited<
    | 'one-player-left'
    | 'half-field-out'
    | 'players-equal-tickets'
    | 'bracket-decided'
    | 'session-time-runs-out'
  >;
  readonly buttonStart: Cited<'draw' | 'seat-1'>;
  readonly standings: Cited<
    | 'elimination-order'
    | 'elimination-order-then-chips-for-last-5'
    | 'matches-won'
    | 'tickets-then-elimination-order'
  >;
  readonly payout: Cited<PayoutTableId | 'qualifier-tickets'>;
  readonly bounty: Cited<{
    readonly ownChipOnlyWhenAllIn: boolean;
    readonly ownChipNeverPaid: boolean;
  } | null>;
  readonly pairing: Cited<'random-pairs-each-round' | null>;
  /** A hand-by-hand training session (FSNP Art. 143-155), run by the training slice. */
  readonly trainingSession?: Cited<{ readonly levels: 1 }>;
}

const none = <T>(cite: string, note?: string): Cited<T | null> => c<T | null>(null, cite, note);

const R_A_PERIOD = 8;

export const TOURNAMENT_TYPES: Readonly<Record<TournamentTypeCode, TournamentTypeSpec>> = {
  FZ: {
    code: 'FZ',
    name: c('Freezeout', 'FSNP Art. 139.1'),
    startingStack: c(15_000, 'FSNP Art. 139.1(c)'),
    chipSet: c('fsnp-start-15000', 'FSNP Art. 43'),
    levelStructure: c(
      'fsnp-b',
      'FSNP Art. 66',
      'ASSUMPTION: inferred from the structure B header (15,000 start).',
    ),
    levelMinutes: c(40, 'FSNP Art. 139.1(e)'),
    levelAdvance: c('time', 'FSNP Art. 139.1(e)'),
    freezeBlindsAtPlayers: none('FSNP Art. 139.1'),
    reEntry: none('FSNP Art. 139.1(a), (c)'),
    topUp: none('FSNP Art. 139.1(c)'),
    addOn: none('FSNP Art. 139.1(c)'),
    lateRegistration: c('reserved-stacks-until-level-8', 'FSNP Art. 139.1(d), 135'),
    singleTable: c(false, 'FSNP Art. 133'),
    field: c({ min: 2, max: null }, 'FSNP Art. 133'),
    endsWhen: c('one-player-left', 'FSNP Art. 18, 139.1(b)'),
    buttonStart: c('draw', 'FSNP Art. 46'),
    standings: c('elimination-order', 'FSNP Art. 139.1(g), 132'),
    payout: c('fsnp-art-131', 'FSNP Art. 139.1(f), 131(b)'),
    bounty: none('FSNP Art. 139.1'),
    pairing: none('FSNP Art. 139.1'),
  },
  SC: {
    code: 'SC',
    name: c('Single re-entry', 'FSNP Art. 139.2'),
    startingStack: c(6_000, 'FSNP Art. 139.2(c)'),
    chipSet: c('fsnp-start-6000', 'FSNP Art. 43'),
    levelStructure: c(
      'fsnp-b',
      'FSNP Art. 66',
      'ASSUMPTION: inferred from the structure B header (6,000 start).',
    ),
    levelMinutes: c(
      20,
      'FSNP Art. 139.2(f)',
      'Contradicts the 30/40 of the Art. 66 header (gap 16): the type article prevails.',
    ),
    levelAdvance: c('time', 'FSNP Art. 139.2(f)'),
    freezeBlindsAtPlayers: none('FSNP Art. 139.2'),
    reEntry: c(
      { max: 1, untilEndOfLevel: 8, seat: 'redraw' },
      'FSNP Art. 139.2(a)-(b)',
      'Registration, fees and seat draw again.',
    ),
    topUp: none('FSNP Art. 139.2', 'Only after busting.'),
    addOn: none('FSNP Art. 139.2(c)'),
    lateRegistration: c('reserved-stacks-until-level-8', 'FSNP Art. 139.2(e), 135'),
    singleTable: c(false, 'FSNP Art. 133'),
    field: c({ min: 2, max: null }, 'FSNP Art. 133'),
    endsWhen: c('one-player-left', 'FSNP Art. 18'),
    buttonStart: c('draw', 'FSNP Art. 46'),
    standings: c('elimination-order', 'FSNP Art. 139.2(h)'),
    payout: c('fsnp-art-131', 'FSNP Art. 139.2(g), 131(b)'),
    bounty: none('FSNP Art. 139.2'),
    pairing: none('FSNP Art. 139.2'),
  },
  RA: {
    code: 'RA',
    name: c('Re-entry + add-on (R+A)', 'FSNP Art. 139.3'),
    startingStack: c(2_500, 'FSNP Art. 139.3(c)'),
    chipSet: c('fsnp-start-2500', 'FSNP Art. 43'),
    levelStructure: c('fsnp-a', 'FSNP Art. 66', 'Structure A header: 2,500 start, 5,000 add-on.'),
    levelMinutes: c(15, 'FSNP Art. 139.3(g)'),
    levelAdvance: c('time', 'FSNP Art. 139.3(g)'),
    freezeBlindsAtPlayers: none('FSNP Art. 139.3'),
    reEntry: c(
      { max: 'unlimited', untilEndOfLevel: R_A_PERIOD, seat: 'same' },
      'FSNP Art. 139.3(a)',
    ),
    topUp: c(
      {
        untilEndOfLevel: R_A_PERIOD,
        belowStartingStackRatio: { num: 1, den: 2 },
        amountStartingStackMultiple: 1,
      },
      'FSNP Art. 139.3(e); DECISION-7',
      'Below 1,250 a player may add exactly 2,500, between hands only.',
    ),
    addOn: c(
      { atBreakAfterLevel: R_A_PERIOD, startingStackMultiple: 2, maxPerPlayer: 1 },
      'FSNP Art. 139.3(d)',
      'One per player: ASSUMPTION (gap 17).',
    ),
    lateRegistration: c('free-seats-until-level-8', 'FSNP Art. 139.3(b)'),
    singleTable: c(false, 'FSNP Art. 133'),
    field: c({ min: 2, max: null }, 'FSNP Art. 133'),
    endsWhen: c('one-player-left', 'FSNP Art. 18'),
    buttonStart: c('draw', 'FSNP Art. 46'),
    standings: c('elimination-order', 'FSNP Art. 139.3(i)'),
    payout: c('fsnp-art-131', 'FSNP Art. 139.3(h), 131(b)'),
    bounty: none('FSNP Art. 139.3'),
    pairing: none('FSNP Art. 139.3'),
  },
  TURBO_50_50: {
    code: 'TURBO_50_50',
    name: c('50-50 Turbo', 'FSNP Art. 140.1'),
    startingStack: c(2_500, 'FSNP Art. 140.1(b)'),
    chipSet: c('fsnp-start-2500', 'FSNP Art. 43'),
    levelStructure: c(
      'fsnp-a',
      'FSNP Art. 66',
      'ASSUMPTION: not stated; structure A (2,500 start).',
    ),
    levelMinutes: c(15, 'FSNP Art. 140.1(d)'),
    levelAdvance: c('time', 'FSNP Art. 140.1(d)'),
    freezeBlindsAtPlayers: none('FSNP Art. 140.1'),
    reEntry: none('FSNP Art. 140.1(b)'),
    topUp: none('FSNP Art. 140.1(b)'),
    addOn: none('FSNP Art. 140.1(b)'),
    lateRegistration: c('none', 'FSNP Art. 140.1(a)'),
    singleTable: c(true, 'FSNP Art. 140'),
    field: c(
      { min: 10, max: 10 },
      'FSNP Art. 140, 140.1(a)',
      'Minimum 10 at a table of at most 10.',
    ),
    endsWhen: c('half-field-out', 'FSNP Art. 140.1(a)'),
    buttonStart: c('draw', 'FSNP Art. 46'),
    standings: c('elimination-order-then-chips-for-last-5', 'FSNP Art. 140.1(f)'),
    payout: c(
      'fifty-fifty-equal-and-chips',
      'FSNP Art. 140.1(a); DECISION-10',
      'Alternative parameter: fifty-fifty-45-25-15-10-5 (Art. 140.1(e)).',
    ),
    bounty: none('FSNP Art. 140.1'),
    pairing: none('FSNP Art. 140.1'),
  },
  ST_TURBO: {
    code: 'ST_TURBO',
    name: c('Single-table Turbo', 'FSNP Art. 140.2'),
    startingStack: c(2_500, 'FSNP Art. 140.2(b)'),
    chipSet: c('fsnp-start-2500', 'FSNP Art. 43'),
    levelStructure: c(
      'fsnp-a',
      'FSNP Art. 66',
      'ASSUMPTION (gap 19): structure A blinds, without a timer.',
    ),
    levelMinutes: none('FSNP Art. 140.2(e)', 'Levels advance per orbit, not on time.'),
    levelAdvance: c('orbit', 'FSNP Art. 140.2(e)'),
    freezeBlindsAtPlayers: c(3, 'FSNP Art. 140.2(e)'),
    reEntry: none('FSNP Art. 140.2(b)-(c)'),
    topUp: none('FSNP Art. 140.2(b)'),
    addOn: none('FSNP Art. 140.2(b)'),
    lateRegistration: c('none', 'FSNP Art. 140.2'),
    singleTable: c(true, 'FSNP Art. 140'),
    field: c({ min: 10, max: 10 }, 'FSNP Art. 140, 140.2(a)'),
    endsWhen: c('one-player-left', 'FSNP Art. 140.2(a)'),
    buttonStart: c('seat-1', 'FSNP Art. 140.2(d)'),
    standings: c('elimination-order', 'FSNP Art. 140.2(g)'),
    payout: c('fsnp-art-131', 'FSNP Art. 140.2(f)', 'For 10 players: 55/30/15.'),
    bounty: none('FSNP Art. 140.2'),
    pairing: none('FSNP Art. 140.2'),
  },
  HU: {
    code: 'HU',
    name: c('Heads-up (pyramid)', 'FSNP Art. 140.3'),
    startingStack: c(2_500, 'FSNP Art. 140.3(c)'),
    chipSet: c('fsnp-start-2500', 'FSNP Art. 43'),
    levelStructure: c(
      'fsnp-a',
      'FSNP Art. 66',
      'ASSUMPTION: not stated; structure A (2,500 start).',
    ),
    levelMinutes: c(10, 'FSNP Art. 140.3(d)'),
    levelAdvance: c('time', 'FSNP Art. 140.3(d)'),
    freezeBlindsAtPlayers: none('FSNP Art. 140.3'),
    reEntry: none('FSNP Art. 140.3(c)'),
    topUp: none('FSNP Art. 140.3(c)'),
    addOn: none('FSNP Art. 140.3(c)'),
    lateRegistration: c('none', 'FSNP Art. 140.3(b)'),
    singleTable: c(
      true,
      'FSNP Art. 140.3(a)',
      'Each match is played at one table between two players.',
    ),
    field: c({ min: 2, max: null }, 'FSNP Art. 140.3(b)'),
    endsWhen: c('bracket-decided', 'FSNP Art. 140.3(b)'),
    buttonStart: c('draw', 'FSNP Art. 46'),
    standings: c(
      'matches-won',
      'FSNP Art. 140.3(f)',
      'Byes and equal win counts are not covered (gap 20).',
    ),
    payout: c('fsnp-art-131', 'FSNP Art. 140.3(e)'),
    bounty: none('FSNP Art. 140.3'),
    pairing: c('random-pairs-each-round', 'FSNP Art. 140.3(b)'),
  },
  KO: {
    code: 'KO',
    name: c('Knockout bounty', 'FSNP Art. 141'),
    startingStack: c(6_000, 'FSNP Art. 141(c)'),
    chipSet: c(
      'fsnp-start-6000',
      'FSNP Art. 43',
      "Plus the player's own bounty chip (Art. 141(a)).",
    ),
    levelStructure: c(
      'fsnp-b',
      'FSNP Art. 66',
      'ASSUMPTION: inferred from the structure B header (6,000 start).',
    ),
    levelMinutes: c(30, 'FSNP Art. 141(d)'),
    levelAdvance: c('time', 'FSNP Art. 141(d)'),
    freezeBlindsAtPlayers: none('FSNP Art. 141'),
    reEntry: none(
      'FSNP Art. 141(c)',
      'Art. 141(g) mentions re-entry, contradicting (c) (gap 21): (c) prevails.',
    ),
    topUp: none('FSNP Art. 141(c)'),
    addOn: none('FSNP Art. 141(c)'),
    lateRegistration: c('none', 'FSNP Art. 141'),
    singleTable: c(false, 'FSNP Art. 133'),
    field: c({ min: 2, max: null }, 'FSNP Art. 133'),
    endsWhen: c('one-player-left', 'FSNP Art. 18'),
    buttonStart: c('draw', 'FSNP Art. 46'),
    standings: c('elimination-order', 'FSNP Art. 141(e)'),
    payout: c(
      'fsnp-art-131',
      'FSNP Art. 141(f)',
      'Bounties are paid separately, whatever the place.',
    ),
    bounty: c({ ownChipOnlyWhenAllIn: true, ownChipNeverPaid: true }, 'FSNP Art. 141(a)-(b), (f)'),
    pairing: none('FSNP Art. 141'),
  },
  QUALIFIER: {
    code: 'QUALIFIER',
    name: c('Qualifier (tickets)', 'FSNP Art. 142'),
    startingStack: c(2_500, 'FSNP Art. 142(c)'),
    chipSet: c('fsnp-start-2500', 'FSNP Art. 43'),
    levelStructure: c('fsnp-a', 'FSNP Art. 66', 'Structure A header: 2,500 start, 5,000 add-on.'),
    levelMinutes: c(15, 'FSNP Art. 142(d)'),
    levelAdvance: c('time', 'FSNP Art. 142(d)'),
    freezeBlindsAtPlayers: none('FSNP Art. 142'),
    reEntry: c(
      { max: 'unlimited', untilEndOfLevel: 8, seat: 'same' },
      'FSNP Art. 142(e)',
      'The number is not stated: unlimited as in R+A (ASSUMPTION).',
    ),
    topUp: none('FSNP Art. 142'),
    addOn: c(
      { atBreakAfterLevel: 8, startingStackMultiple: 2, maxPerPlayer: 1 },
      'FSNP Art. 142(c)',
      'Timing not stated: the R+A break after level 8 (ASSUMPTION).',
    ),
    lateRegistration: c('free-seats-until-level-8', 'FSNP Art. 142(e)'),
    singleTable: c(false, 'FSNP Art. 133'),
    field: c({ min: 2, max: null }, 'FSNP Art. 133'),
    endsWhen: c('players-equal-tickets', 'FSNP Art. 142(a)'),
    buttonStart: c('draw', 'FSNP Art. 46'),
    standings: c(
      'tickets-then-elimination-order',
      'FSNP Art. 142(a)',
      'Qualifiers share the ticket places whatever their chips.',
    ),
    payout: c('qualifier-tickets', 'FSNP Art. 142(f); DECISION-12'),
    bounty: none('FSNP Art. 142'),
    pairing: none('FSNP Art. 142'),
  },
  SIT_AND_GO: {
    code: 'SIT_AND_GO',
    name: c('Sit & Go', 'LNSE 123/13 I.23'),
    startingStack: none('LNSE 123/13 I.1(5), I.25', 'Published per event.'),
    chipSet: none('LNSE 123/13 I.25'),
    levelStructure: none('LNSE 123/13 I.1(11)', 'Published per event.'),
    levelMinutes: none('LNSE 123/13 I.1(11)'),
    levelAdvance: c('time', 'LNSE 123/13 II.44'),
    freezeBlindsAtPlayers: none('LNSE 123/13 I.25'),
    reEntry: none(
      'LNSE 123/13 IV.11.4 (conflict 17)',
      'Only buy-ins are accounted for: no rebuy or add-on.',
    ),
    topUp: none('LNSE 123/13 IV.11.4'),
    addOn: none('LNSE 123/13 IV.11.4'),
    lateRegistration: c('none', 'LNSE 123/13 I.24', 'Starts when the quota is filled.'),
    singleTable: c(true, 'LNSE 123/13 I.23'),
    field: c({ min: 7, max: 10 }, 'LNSE 123/13 I.23-24, IV.11(c)'),
    endsWhen: c('one-player-left', 'LNSE 123/13 I.25, I.68'),
    buttonStart: c('draw', 'LNSE 123/13 II.32'),
    standings: c('elimination-order', 'LNSE 123/13 I.68'),
    payout: c('lnse-sit-and-go', 'LNSE 123/13 I.26'),
    bounty: none('LNSE 123/13 I.25'),
    pairing: none('LNSE 123/13 I.25'),
  },
  REBUY: {
    code: 'REBUY',
    name: c('Multi-table with rebuys and add-on (as published)', 'LNSE 123/13 I.1(6)-(7), I.47-50'),
    startingStack: none('LNSE 123/13 I.1(5)', 'Published per event.'),
    chipSet: none('LNSE 123/13 I.1(5)'),
    levelStructure: none('LNSE 123/13 I.1(11)', 'Published per event.'),
    levelMinutes: none('LNSE 123/13 I.1(11)'),
    levelAdvance: c('time', 'LNSE 123/13 II.44'),
    freezeBlindsAtPlayers: none('LNSE 123/13 I.47'),
    reEntry: c(
      { max: 'unlimited', untilEndOfLevel: 8, seat: 'same' },
      'LNSE 123/13 I.48, I.54',
      'Number and window are published (I.48); unlimited until the end of level 8 is the default.',
    ),
    topUp: c(
      {
        untilEndOfLevel: 8,
        belowStartingStackRatio: { num: 1, den: 2 },
        amountStartingStackMultiple: 1,
      },
      'LNSE 123/13 I.48, III.6 (Rebuy); DECISION-7',
      'A rebuy may top up; the stack condition is published, below half is the default.',
    ),
    addOn: c(
      { atBreakAfterLevel: 8, startingStackMultiple: 2, maxPerPlayer: 1 },
      'LNSE 123/13 I.49-50, III.6 (Add-on)',
      'Moment and chips are published; these are the defaults.',
    ),
    lateRegistration: c(
      'free-seats-until-level-8',
      'LNSE 123/13 I.29, I.34',
      'Until the published close; level 8 is the default.',
    ),
    singleTable: c(false, 'LNSE 123/13 I.7'),
    field: c({ min: 2, max: null }, 'LNSE 123/13 I.1(8)', 'Up to the published player cap.'),
    endsWhen: c('one-player-left', 'LNSE 123/13 I.68'),
    buttonStart: c('draw', 'LNSE 123/13 II.32'),
    standings: c('elimination-order', 'LNSE 123/13 I.68-72'),
    payout: c('published', 'LNSE 123/13 I.65'),
    bounty: none('LNSE 123/13 I.47'),
    pairing: none('LNSE 123/13 I.47'),
  },
  TRAINING: {
    code: 'TRAINING',
    name: c('Hand-by-hand training session', 'FSNP Art. 143'),
    startingStack: none('FSNP Art. 146', 'The same training chips for everyone, set per session.'),
    chipSet: none('FSNP Art. 41', 'A separate training chip set with the club emblem.'),
    levelStructure: none('FSNP Art. 64', 'One level with constant blinds by category.'),
    levelMinutes: none('FSNP Art. 154', 'Set and announced by the TD per category.'),
    levelAdvance: c('time', 'FSNP Art. 64, 154'),
    freezeBlindsAtPlayers: none('FSNP Art. 64'),
    reEntry: c({ max: 'unlimited', untilEndOfLevel: 1, seat: 'same' }, 'FSNP Art. 148'),
    topUp: none('FSNP Art. 148'),
    addOn: none('FSNP Art. 148'),
    lateRegistration: c(
      'free-seats-until-level-8',
      'FSNP Art. 147',
      'For the whole (single) level, while seats are free.',
    ),
    singleTable: c(true, 'FSNP Art. 143'),
    field: c({ min: 1, max: null }, 'FSNP Art. 143, 147'),
    endsWhen: c('session-time-runs-out', 'FSNP Art. 143'),
    buttonStart: c('draw', 'FSNP Art. 46'),
    standings: c('elimination-order', 'FSNP Art. 155', 'No standings: chips decide the payout.'),
    payout: c('published', 'FSNP Art. 155', 'By the chips at leaving (ASSUMPTION: pro rata).'),
    bounty: none('FSNP Art. 143'),
    pairing: none('FSNP Art. 143'),
    trainingSession: c({ levels: 1 }, 'FSNP Art. 64, 143'),
  },
};

export const getTournamentType = (code: TournamentTypeCode): TournamentTypeSpec =>
  TOURNAMENT_TYPES[code];
