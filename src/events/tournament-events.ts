/**
 * Tournament stream events. Facts in the past tense; data is plain JSON with integer chips
 * and integer minor units of money. Never rename a stored type: add a schema version and an
 * upcaster (src/events/upcasters.ts) instead.
 */

export interface Money {
  /** Integer minor units (e.g. bani, centavos). */
  readonly amount: number;
  /** ISO 4217 code. */
  readonly currency: string;
}

export interface LevelSpec {
  readonly level: number;
  readonly smallBlind: number;
  readonly bigBlind: number;
  readonly ante: number;
  readonly durationMinutes: number;
  /** A break after this level, in minutes (0 = none). */
  readonly breakAfterMinutes?: number;
}

export interface IdentityDocument {
  readonly type: string;
  readonly number: string;
}

export interface TournamentCreatedData {
  readonly tournamentId: string;
  readonly name: string;
  readonly rulesetId: string;
  readonly tournamentType: string;
  readonly currency: string;
  readonly clubId: string;
  readonly venue: string;
  /** ISO-8601 UTC. */
  readonly scheduledStart: string;
  readonly seatsPerTable: number;
  readonly startingStack: number;
  readonly levels: readonly LevelSpec[];
  /** Prize-fund part and organization fee of one buy-in, integer minor units (FSNP Art. 30; DECISION-2). */
  readonly buyIn: { readonly prizeFund: number; readonly fee: number };
  /** Maximum number of entries, if capped (LNSE I.32, I.34). */
  readonly registrationCap: number | null;
}

export interface RegistrationOpenedData {
  readonly openedAt: string;
}

export interface PlayerRegisteredData {
  /** Federation member id: the player's identity across tournaments. */
  readonly playerId: string;
  readonly fullName: string;
  readonly clubId: string;
  readonly idDocument: IdentityDocument;
  /** ISO date, when the ruleset needs it (LNSE I.27 age 18+). */
  readonly dateOfBirth: string | null;
  /** Sequential registration number in this tournament (LNSE IV.1). */
  readonly registrationNumber: number;
}

export interface RegistrationClosedData {
  readonly closedAt: string;
  readonly entries: number;
}

export interface TournamentCancelledData {
  readonly reason: string;
  readonly cancelledAt: string;
}

type TournamentEventBody =
  | { readonly type: 'TournamentCreated'; readonly data: TournamentCreatedData }
  | { readonly type: 'RegistrationOpened'; readonly data: RegistrationOpenedData }
  | { readonly type: 'PlayerRegistered'; readonly data: PlayerRegisteredData }
  | { readonly type: 'RegistrationClosed'; readonly data: RegistrationClosedData }
  | { readonly type: 'TournamentCancelled'; readonly data: TournamentCancelledData };

/** A tournament fact, optionally citing the rule it applies (metadata.ruleRef once stored). */
export type TournamentEvent = TournamentEventBody & {
  readonly ruleRef?: string;
  readonly schemaVersion?: number;
};

export type TournamentEventType = TournamentEvent['type'];
export type EventData<T extends TournamentEventType> = Extract<
  TournamentEvent,
  { type: T }
>['data'];

/** Current schema version of each event type; bump with an upcaster when a shape changes. */
export const TOURNAMENT_SCHEMA_VERSIONS: Record<TournamentEventType, number> = {
  TournamentCreated: 1,
  RegistrationOpened: 1,
  PlayerRegistered: 1,
  RegistrationClosed: 1,
  TournamentCancelled: 1,
};
