/**
 * The display's own facts of one tournament (issue 17), folded from the events alone: the
 * configuration, the lifecycle, the clock's anchors, the purchase windows, the money and the
 * prize state the hall shows. One small row per tournament that an event changes in place; no
 * tournament state, no decider code. The field (entrants, seats, stacks) and the hands in play
 * are rows of their own (not here).
 *
 * Each handler cites the decider's handler it mirrors, so that a change there is found here:
 * the differential test (test/unit/display/tournament-facts.test.ts) folds played tournaments
 * both ways and compares the display document's head. displayProjection (projection.ts,
 * display-rows.ts) keeps it as the tournament's one row.
 */
import {
  advancesByOrbit,
  levelGame,
  payoutFieldSize,
  payoutLinesFrom,
  PLACE_RECEIPT_KINDS,
  policyOf,
  purchaseWindowsFrom,
  resultLinesFrom,
  type PurchaseWindows,
  type Payouts,
} from '../../aggregates/tournament/views';
import type { PayoutTableFixedData, PrizePoolFixedData } from '../../events/prize-events';
import type {
  ChipsPurchasedData,
  LevelSpec,
  TournamentCreatedData,
} from '../../events/tournament-events';
import type { Handlers } from '../kit';
import { LEADERBOARD_SIZE, type ClockAnchors, type DisplayView } from './view';

export interface TournamentFacts {
  config: TournamentCreatedData | null;
  /** The decider's lifecycle words: 'none', 'scheduled', 'registration-open', 'running', ... */
  status: string;
  levels: readonly LevelSpec[];
  startedAt: string | null;
  runningSince: string | null;
  elapsedMs: number;
  recordedLevel: number;
  /** The level of the last hand started (HandStarted), for levels that advance by orbit. */
  orbitLevel: number;
  /** Why the clock was stopped (ClockPaused), until it runs again. */
  pauseReason: string | null;
  lateRegistrationOpen: boolean;
  reEntryOpen: boolean;
  /** The last registration number: the unique players (FSNP Art. 60). */
  registrations: number;
  /** Buy-ins and re-entries sold. */
  entriesSold: number;
  reEntries: number;
  /** Minor units booked to the prize fund, less refunds (FSNP Art. 30; DECISION-2). */
  prizeFund: number;
  /** chipsInPlay's ledger: issued - removed + raced (FSNP Art. 35, 40, 135). */
  chipsIssued: number;
  chipsRemoved: number;
  raceDelta: number;
  pool: PrizePoolFixedData | null;
  table: PayoutTableFixedData | null;
  prizesAwarded: boolean;
  /** Per player, the sum of his place receipts (PLACE_RECEIPT_KINDS). */
  placeAwards: Record<string, number>;
  finalStandings: readonly { playerId: string; place: number; sharedBy: number }[] | null;
}

/** What the tournament state holds before its first event (state.ts initialTournamentState). */
export const noTournamentFacts = (): TournamentFacts => ({
  config: null,
  status: 'none',
  levels: [],
  startedAt: null,
  runningSince: null,
  elapsedMs: 0,
  recordedLevel: 0,
  orbitLevel: 1,
  pauseReason: null,
  lateRegistrationOpen: false,
  reEntryOpen: false,
  registrations: 0,
  entriesSold: 0,
  reEntries: 0,
  prizeFund: 0,
  chipsIssued: 0,
  chipsRemoved: 0,
  raceDelta: 0,
  pool: null,
  table: null,
  prizesAwarded: false,
  placeAwards: {},
  finalStandings: null,
});

/** entries/purchases.ts applyPurchase and prizes/prizes.ts recordPurchase: one purchase of chips. */
function purchased(f: TournamentFacts, d: ChipsPurchasedData): void {
  f.prizeFund += d.purchase.prizeFund;
  f.chipsIssued += d.purchase.chips;
  if (d.purchase.item === 're-entry') {
    f.reEntries += 1;
    f.entriesSold += 1;
  }
}

function award(f: TournamentFacts, playerId: string, amount: number, kind: string): void {
  if (PLACE_RECEIPT_KINDS.has(kind))
    f.placeAwards[playerId] = (f.placeAwards[playerId] ?? 0) + amount;
}

export const TOURNAMENT_FACTS: Handlers<TournamentFacts> = {
  // registration/registration.ts
  TournamentCreated(f, d) {
    f.status = 'scheduled';
    f.config = d;
    f.levels = d.levels;
  },
  RegistrationOpened(f) {
    f.status = 'registration-open';
  },
  PlayerRegistered(f, d) {
    f.registrations = d.registrationNumber;
    if (d.purchase) {
      f.prizeFund += d.purchase.prizeFund;
      f.entriesSold += 1;
    }
    const l = d.lateEntry;
    // LNSE I.46: chips taken off a late stack are out; a claimed reserved set was issued already.
    if (l && l.claimedReservedStack <= 0) {
      f.chipsIssued += l.stack + l.reduction;
      f.chipsRemoved += l.reduction;
    }
  },
  RegistrationClosed(f) {
    if (f.status === 'running') f.lateRegistrationOpen = false;
    else f.status = 'registration-closed';
  },
  TournamentCancelled(f) {
    f.status = 'cancelled';
  },
  // seating/seating.ts
  TournamentStarted(f, d) {
    f.status = 'running';
    f.lateRegistrationOpen = d.lateRegistration;
    const policy = f.config ? policyOf(f.config) : null;
    f.reEntryOpen = !!policy && (policy.reEntry != null || policy.topUp != null);
    f.startedAt = d.startedAt;
    f.runningSince = d.startedAt;
    f.elapsedMs = 0;
    f.recordedLevel = 1;
    f.chipsIssued += d.entries * d.startingStack;
  },
  ReservedSeatStacksPlaced(f, d) {
    f.chipsIssued += d.seats.length * d.chipsEach;
  },
  // clock/clock.ts
  ClockPaused(f, d) {
    f.elapsedMs = elapsedAt(f, d.at);
    f.runningSince = null;
    f.pauseReason = d.reason ?? null;
  },
  ClockResumed(f, d) {
    f.runningSince = d.at;
    f.pauseReason = null;
  },
  LevelStructureModified(f, d) {
    f.levels = d.levels;
  },
  LevelStarted(f, d) {
    f.recordedLevel = d.level;
  },
  LateRegistrationClosed(f) {
    f.lateRegistrationOpen = false;
    f.reEntryOpen = false;
  },
  ReservedSeatStacksRemoved(f, d) {
    f.chipsRemoved += d.chips;
  },
  // hands/table-hands.ts
  HandStarted(f, d) {
    f.orbitLevel = d.level;
  },
  // entries/purchases.ts, prizes/prizes.ts
  PlayerReEntered: purchased,
  RebuyTaken: purchased,
  ChipsToppedUp: purchased,
  AddOnTaken: purchased,
  // registration/entry-rules.ts
  RegistrationRefunded(f, d) {
    f.prizeFund -= d.prizeFund;
  },
  AbsentPlayerStackRemoved(f, d) {
    f.chipsRemoved += d.chips;
  },
  // chips/chips.ts
  OddChipsRemoved(f, d) {
    f.chipsRemoved += d.chipsRemoved;
  },
  // chips/removal.ts
  ChipsRemovedFromPlay(f, d) {
    f.chipsRemoved += d.chips;
  },
  ChipRaceConducted(f, d) {
    f.raceDelta += d.delta;
  },
  // heads-up/heads-up.ts
  HeadsUpRoundDrawn(f, d) {
    if (d.restack) {
      f.chipsRemoved += d.restack.chipsRemoved;
      f.chipsIssued += d.restack.chipsIssued;
    }
    if (d.clockRestartedAt) {
      f.elapsedMs = 0;
      f.runningSince = d.clockRestartedAt;
      f.recordedLevel = 1;
    }
  },
  // standings/standings.ts
  PlayerEliminated(f, d) {
    if (d.chipsRemoved > 0) f.chipsRemoved += d.chipsRemoved;
  },
  TournamentCompleted(f, d) {
    f.status = 'completed';
    f.finalStandings = d.standings.map((x) => ({
      playerId: x.playerId,
      place: x.place,
      sharedBy: x.sharedBy,
    }));
  },
  // prizes/ties.ts: players out at different tables whose order is unknown share the places,
  // in the completed standings too (LNSE 123/13 I.71, IV.9.1(c); DECISION-4).
  EliminationOrderUndeterminable(f, d) {
    if (!f.finalStandings) return;
    const order = new Map(d.playerIds.map((id, i) => [id, i]));
    f.finalStandings = f.finalStandings
      .map((l) => (order.has(l.playerId) ? { ...l, place: d.place, sharedBy: d.sharedBy } : l))
      .sort(
        (a, b) => a.place - b.place || (order.get(a.playerId) ?? 0) - (order.get(b.playerId) ?? 0),
      );
  },
  // prizes/prizes.ts
  PrizePoolFixed(f, d) {
    f.pool = d;
  },
  PayoutTableFixed(f, d) {
    f.table = d;
  },
  PrizeAwarded(f, d) {
    award(f, d.playerId, d.amount, d.kind);
    f.prizesAwarded = true;
  },
  QualifierTicketAwarded(f) {
    f.prizesAwarded = true;
  },
  PrizeRedistributed(f, d) {
    for (const x of d.shares) award(f, x.playerId, x.amount, 'redistribution');
    f.prizesAwarded = true;
  },
};

/** clock/clock.ts elapsedAt: play time at `at`, pauses excluded. */
function elapsedAt(f: TournamentFacts, at: string): number {
  if (!f.runningSince) return f.elapsedMs;
  return f.elapsedMs + Math.max(0, Date.parse(at) - Date.parse(f.runningSince));
}

export function windowsOf(f: TournamentFacts): PurchaseWindows {
  return purchaseWindowsFrom({
    config: f.config,
    status: f.status,
    lateRegistrationOpen: f.lateRegistrationOpen,
    reEntryOpen: f.reEntryOpen,
  });
}

/** The chips on the tables (state.ts chipsInPlay). */
export const chipsInPlayOf = (f: TournamentFacts): number =>
  f.chipsIssued - f.chipsRemoved + f.raceDelta;

/** The prize pool shown: the fixed pool less its bounty fund, else the prize fund so far. */
export const prizePoolOfFacts = (f: TournamentFacts): number =>
  f.pool ? f.pool.amount - f.pool.bountyFund : f.prizeFund;

export function payoutsOfFacts(f: TournamentFacts): Payouts {
  return payoutLinesFrom({
    config: f.config,
    fixed: f.table,
    pool: prizePoolOfFacts(f),
    field: f.config ? payoutFieldSize(f.config, f.registrations, f.reEntries) : 0,
  });
}

/** The clock's anchors as the page reads them (view.ts ClockAnchors). */
export function clockOfFacts(f: TournamentFacts, orbit: number): ClockAnchors {
  const byOrbit = !!f.config && advancesByOrbit(f.config.tournamentType);
  return {
    startedAt: f.startedAt,
    runningSince: f.runningSince,
    elapsedMs: f.elapsedMs,
    recordedLevel: f.recordedLevel,
    orbitLevel: byOrbit ? f.orbitLevel : null,
    orbit: byOrbit ? orbit : null,
    tournamentType: f.config?.tournamentType ?? null,
  };
}

/** Each level with its game as played (issue 23), as the document lists them. */
export const levelsOfFacts = (f: TournamentFacts): LevelSpec[] =>
  f.levels.map((l) => ({ ...l, game: levelGame({ config: f.config }, l) }));

/** What the head takes from the field's rows (field-facts.ts): its counts, the orbit, names. */
export interface FieldFacts {
  readonly playersLeft: number;
  readonly averageStack: number;
  /** The orbit of the button in play (levels by orbit, FSNP Art. 140.2(e)). */
  readonly orbit: number;
  readonly nameOf: (playerId: string) => string;
}

/**
 * The display document's head (test/support/display-of-state.ts displayHeadOf) from the facts: everything but the
 * payout lines, the leaderboard and the tables, which are parts of their own.
 */
export function displayHeadFromFacts(
  tournamentId: string,
  f: TournamentFacts,
  field: FieldFacts,
  payouts: Payouts = payoutsOfFacts(f),
): DisplayView {
  return {
    tournamentId,
    name: f.config?.name ?? tournamentId,
    status: f.status,
    currency: f.config?.currency ?? '',
    levels: levelsOfFacts(f),
    clock: clockOfFacts(f, field.orbit),
    playersLeft: field.playersLeft,
    entries: Math.max(f.entriesSold, f.registrations),
    uniquePlayers: f.registrations,
    chipsInPlay: chipsInPlayOf(f),
    averageStack: field.averageStack,
    pauseReason: f.runningSince === null && f.status === 'running' ? f.pauseReason : null,
    purchases: windowsOf(f),
    results:
      f.status === 'completed' && f.finalStandings
        ? resultLinesFrom({
            standings: f.finalStandings,
            prizesAwarded: f.prizesAwarded,
            awarded: new Map(Object.entries(f.placeAwards)),
            amounts: payouts.lines.map((l) => l.amount),
            nameOf: field.nameOf,
            limit: LEADERBOARD_SIZE,
          })
        : [],
    prizesAwarded: f.prizesAwarded,
    prizePool: prizePoolOfFacts(f),
    prizePoolFixed: !!f.pool,
    payouts: [],
    payoutSource: payouts.source,
    leaderboard: [],
    tables: [],
  };
}
