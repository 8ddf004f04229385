/**
 * Events whose handlers change only s.hands (hand-lifecycle, hand-corrections, hand-timing):
 * the display read model (display/projection.ts), which still folds the decider's state, keeps
 * its core as stored for them. The operations read model no longer folds that state (issue 17,
 * ops-fold.ts) and handles none of these events.
 */
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
