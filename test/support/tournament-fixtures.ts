import { sampleProcedureSteps } from '../../src/aggregates/tournament/procedures/procedures';
import type { TournamentEvent } from '../../src/events/tournament-events';
import type { CreateTournament, RegisterPlayer } from '../../src/aggregates/tournament/commands';
import { TOURNAMENT_TYPES } from '../../src/rules/tournament-types';
import { getRuleset } from '../../src/rules/registry';
import type { TournamentTypeCode } from '../../src/rules/types';

export const T = 't-1';

/**
 * The stack a tournament of this type and ruleset must be created with: the type's own
 * (FSNP Art. 43, 139-142) where the ruleset fixes it, else a published 20,000.
 */
export const catalogStack = (tournamentType = 'RA', rulesetId = 'fsnp'): number => {
  const fixed = getRuleset(rulesetId)?.registration.startingStackFixedByType.value;
  const stack = TOURNAMENT_TYPES[tournamentType as TournamentTypeCode]?.startingStack.value;
  return fixed && stack != null ? stack : 20000;
};

export const createCmd = (over: Partial<CreateTournament> = {}): CreateTournament => ({
  type: 'CreateTournament',
  tournamentId: T,
  name: 'Cupa Bucureștiului',
  rulesetId: 'fsnp',
  tournamentType: 'RA',
  currency: 'RON',
  clubId: 'club-gpc',
  venue: 'Gentlemen’s Poker Club, Bucharest',
  scheduledStart: '2026-12-05T17:00:00.000Z',
  seatsPerTable: 9,
  startingStack: catalogStack(over.tournamentType, over.rulesetId),
  levels: [
    { level: 1, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 20 },
    { level: 2, smallBlind: 200, bigBlind: 400, ante: 0, durationMinutes: 20 },
  ],
  buyIn: { prizeFund: 40000, fee: 10000 },
  registrationCap: null,
  ...over,
});

/**
 * A TournamentCreated already on the stream. Its default stack stays 20,000 (histories folded
 * without the decider); a test that creates through the decider uses createCmd's catalog stack.
 */
export const created = (over: Partial<CreateTournament> = {}): TournamentEvent => {
  const { type: _t, registrationCap, ...rest } = createCmd({ startingStack: 20000, ...over });
  return {
    type: 'TournamentCreated',
    data: { ...rest, currency: rest.currency ?? 'RON', registrationCap: registrationCap ?? null },
  };
};

export const opened: TournamentEvent = {
  type: 'RegistrationOpened',
  data: { openedAt: '2026-12-01T10:00:00.000Z' },
};

/** The registry's facts the API attaches for a member holding a valid card (FSNP Art. 29). */
export const activeCard = (playerId: string, cardId = `CARD-${playerId}`) =>
  ({ status: 'active', federationId: playerId, cardId, clubId: 'club-gpc' }) as const;

export const registerCmd = (
  playerId = 'ro-1001',
  over: Partial<RegisterPlayer> = {},
): RegisterPlayer => ({
  type: 'RegisterPlayer',
  tournamentId: T,
  playerId,
  fullName: 'Ion Popescu',
  clubId: 'club-gpc',
  idDocument: { type: 'CI', number: 'RX123456' },
  membership: activeCard(playerId),
  ...over,
});

export const registered = (playerId = 'ro-1001', registrationNumber = 1): TournamentEvent => ({
  type: 'PlayerRegistered',
  data: {
    playerId,
    fullName: 'Ion Popescu',
    clubId: 'club-gpc',
    idDocument: { type: 'CI', number: 'RX123456' },
    dateOfBirth: null,
    registrationNumber,
  },
});

// ---- Running tournaments (issue 4): structures, a command runner, common events. ----

import type { LevelSpec } from '../../src/events/tournament-events';
import type { TournamentCommand } from '../../src/aggregates/tournament';
import { tournamentDecider, initialTournamentState } from '../../src/aggregates/tournament';
import type { TournamentState } from '../../src/aggregates/tournament';
import type { Actor } from '../../src/events/envelope';
import { seeded } from './given';

export const START = '2026-12-05T17:00:00.000Z';
/** ISO instant `minutes` after START. */
export const at = (minutes: number): string =>
  new Date(Date.parse(START) + minutes * 60_000).toISOString();

/** FSNP Art. 66 structure A (15-minute levels; break/add-on after L8, break after L16). */
export const STRUCTURE_A: LevelSpec[] = (
  [
    [0, 25, 50],
    [0, 50, 100],
    [0, 75, 150],
    [0, 100, 200],
    [0, 150, 300],
    [0, 200, 400],
    [0, 300, 600],
    [0, 400, 800],
    [100, 500, 1000],
    [100, 600, 1200],
    [100, 800, 1600],
    [200, 1000, 2000],
    [200, 1200, 2400],
    [300, 1500, 3000],
    [400, 2000, 4000],
    [500, 2500, 5000],
    [500, 3000, 6000],
    [500, 4000, 8000],
    [1000, 5000, 10000],
    [1500, 7500, 15000],
    [2000, 10000, 20000],
    [3000, 15000, 30000],
    [4000, 20000, 40000],
    [6000, 30000, 60000],
  ] as const
).map(([ante, sb, bb], i) => ({
  level: i + 1,
  smallBlind: sb,
  bigBlind: bb,
  ante,
  durationMinutes: 15,
  ...(i + 1 === 8 || i + 1 === 16 ? { breakAfterMinutes: 15 } : {}),
}));

/** FSNP Art. 66 structure B with 20-minute levels (SC, Art. 139.2(f)); breaks after 4, 8, 12, 16. */
export const STRUCTURE_B_20: LevelSpec[] = (
  [
    [0, 25, 50],
    [0, 50, 100],
    [0, 75, 150],
    [0, 100, 200],
    [25, 100, 200],
    [25, 150, 300],
    [50, 200, 400],
    [75, 400, 800],
    [100, 600, 1200],
    [100, 800, 1600],
    [200, 1000, 2000],
    [300, 1500, 3000],
    [400, 2000, 4000],
    [500, 3000, 6000],
    [500, 4000, 8000],
    [1000, 6000, 12000],
  ] as const
).map(([ante, sb, bb], i) => ({
  level: i + 1,
  smallBlind: sb,
  bigBlind: bb,
  ante,
  durationMinutes: 20,
  ...((i + 1) % 4 === 0 ? { breakAfterMinutes: 10 } : {}),
}));

export const raCreate = (over: Partial<CreateTournament> = {}) =>
  createCmd({
    tournamentType: 'RA',
    startingStack: catalogStack(over.tournamentType ?? 'RA', over.rulesetId),
    levels: STRUCTURE_A,
    buyIn: { prizeFund: 10000, fee: 2000 },
    prices: {
      're-entry': { prizeFund: 10000, fee: 2000 },
      'top-up': { prizeFund: 10000, fee: 2000 },
      'add-on': { prizeFund: 15000, fee: 3000 },
    },
    ...over,
  });

export const scCreate = (over: Partial<CreateTournament> = {}) =>
  createCmd({ tournamentType: 'SC', startingStack: 6000, levels: STRUCTURE_B_20, ...over });

export const lnseCreate = (over: Partial<CreateTournament> = {}) =>
  createCmd({
    rulesetId: 'lnse',
    tournamentType: 'REBUY',
    currency: 'ARS',
    startingStack: 10000,
    levels: STRUCTURE_B_20,
    buyIn: { prizeFund: 8_000_000, fee: 2_000_000 },
    prices: {
      rebuy: { prizeFund: 8_000_000, fee: 2_000_000 },
      'add-on': { prizeFund: 7_000_000, fee: 3_000_000 },
    },
    seatsPerTable: 9,
    ...over,
  });

/**
 * Runs commands through the decider, folding the events, the way the pipeline would. Throws
 * on a rejection so a scenario cannot silently skip a step.
 */
export class Scenario {
  readonly events: TournamentEvent[] = [];
  state: TournamentState = initialTournamentState();
  now = at(-60);
  readonly random;
  constructor(
    seed = 7,
    readonly actor: Actor = { id: 'td-1', role: 'director' },
  ) {
    this.random = seeded(seed);
  }
  at(minutes: number): this {
    this.now = at(minutes);
    return this;
  }
  apply(...events: TournamentEvent[]): this {
    for (const e of events) {
      this.events.push(e);
      this.state = tournamentDecider.evolve(this.state, e);
    }
    return this;
  }
  try(command: TournamentCommand) {
    return tournamentDecider.decide(command, this.state, {
      actor: this.actor,
      now: this.now,
      random: this.random,
    });
  }
  do(command: TournamentCommand): TournamentEvent[] {
    const d = this.try(command);
    if (!d.ok) throw new Error(`${command.type} rejected: ${JSON.stringify(d.rejection)}`);
    this.apply(...d.events);
    return [...d.events];
  }
  /** Creates, opens and registers `n` players (p01, p02, …), optionally starts at START. */
  setup(create: CreateTournament, n: number, start = true): this {
    this.do(create);
    // LNSE 123/13 I.1, IV.11(a): the regulator's gates, where the ruleset sets them.
    const gates = sampleProcedureSteps(create);
    for (const step of gates.beforeSale) this.do(step);
    this.do({ type: 'OpenRegistration', tournamentId: T });
    for (let i = 1; i <= n; i++)
      this.do(
        registerCmd(pid(i), {
          dateOfBirth: '1990-01-01',
          idDocument: { type: 'CI', number: `ID${i}` },
        }),
      );
    if (start) {
      for (const step of gates.beforeStart) this.do(step);
      this.at(0).do({ type: 'StartTournament', tournamentId: T });
    }
    return this;
  }
  /** A hand at a table from its start to the given end stacks (by player or seat). */
  playHand(tableId: string, stacks: Record<string, number> = {}): this {
    const t = this.state.tables[tableId];
    const handNo = t.handNo + 1;
    this.apply({ type: 'HandStarted', data: { tableId, handNo, level: 1, startedAt: this.now } });
    const t2 = this.state.tables[tableId];
    const bySeat = Object.entries(stacks).map(([k, chips]) => ({
      seat: /^\d+$/.test(k) ? Number(k) : this.state.entrants[k].seat!,
      chips,
    }));
    this.apply({
      type: 'HandCompleted',
      data: { tableId: t2.tableId, handNo, completedAt: this.now, stacks: bySeat },
    });
    return this;
  }
  seatOf(playerId: string) {
    const e = this.state.entrants[playerId];
    return { tableId: e.tableId!, seat: e.seat! };
  }
}

export const pid = (i: number): string => `p${String(i).padStart(2, '0')}`;
