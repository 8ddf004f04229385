/**
 * How the folded tournament state is stored: the hand in progress at each table (s.hands)
 * apart from the rest. Betting events change only the hands part, and they are most of a
 * tournament's events, so a batch of them rewrites a few kilobytes instead of every entrant.
 */
import type { TournamentState } from '../../aggregates/tournament/views';

/** Events whose handlers change only s.hands (hand-lifecycle, hand-corrections, hand-timing). */
export const HAND_ONLY_EVENTS: ReadonlySet<string> = new Set([
  'ForcedBetsPosted',
  'HoleCardsDealt',
  'ActionRecorded',
  'OutOfTurnActionHeld',
  'BoardDealt',
  'ShowdownRecorded',
  'PotsAwarded',
  'FloorRuling',
  'ButtonCorrected',
  'HandDeclaredDead',
  'TimeCalled',
]);

export interface StoredState {
  readonly core: string;
  readonly hands: string;
}

export function encodeCore(s: TournamentState): string {
  const { hands: _hands, version: _version, ...core } = s;
  return JSON.stringify(core);
}

export const encodeHands = (s: TournamentState): string => JSON.stringify(s.hands ?? null);

/** The state after `lastRevision`: its version counts the events folded (revision + 1). */
export function decodeState(core: string, hands: string, lastRevision: number): TournamentState {
  const s = JSON.parse(core) as TournamentState;
  const h = JSON.parse(hands) as TournamentState['hands'] | null;
  if (h) s.hands = h;
  s.version = lastRevision + 1;
  return s;
}
