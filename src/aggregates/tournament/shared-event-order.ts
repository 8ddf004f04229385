/**
 * The order in which slices fold an event that several of them follow (issue 16: "an explicit
 * handler order for shared events"). Each entry names every follower (slice-registry.ts refuses
 * to load otherwise), first to last. Changing an order changes how stored streams fold, so it is
 * a change of the state's meaning: replay the suites' streams (state-shape and replay tests)
 * before touching one. The orders below are the ones the slices folded in when this table was
 * written (their listed order in index.ts), so no stored stream folds differently.
 */
export const SHARED_EVENT_ORDER: Readonly<Record<string, readonly string[]>> = {
  PlayerRegistered: ['registration', 'prizePool'],
  TournamentCancelled: ['registration', 'sanctions'],
  // The lifecycle word first, the denominations before the stacks are issued from them, then the
  // clock and the entry windows: the order these writes had inside seating's handler before each
  // part of the state got its one owner.
  TournamentStarted: ['registration', 'chips', 'seating', 'clock', 'entryRules'],
  // The configuration first, then the levels from it.
  TournamentCreated: ['registration', 'clock'],
  // Either the status or, once running, the late window: they never both change.
  RegistrationClosed: ['registration', 'entryRules'],
  HandStarted: ['tableHands', 'handForHand'],
  // The round's seats first; then the clock restarts, as it did at the end of headsUp's handler.
  HeadsUpRoundDrawn: ['headsUp', 'clock'],
  // The bracket first, then the standings' book, as headsUp's handler wrote it last.
  HeadsUpMatchCompleted: ['headsUp', 'standings'],
  // The table's hand ends first; then chips bought during it reach the stack (purchases:
  // releasePendingChips, LNSE 123/13 I.53-54).
  HandCompleted: ['tableHands', 'purchases', 'sanctions'],
  PlayerReEntered: ['purchases', 'prizePool'],
  RebuyTaken: ['purchases', 'prizePool'],
  ChipsToppedUp: ['purchases', 'prizePool'],
  AddOnTaken: ['purchases', 'prizePool'],
  TournamentDayResumed: ['entryRules', 'days'],
  QualifierTicketAwarded: ['prizePool', 'qualifier'],
  PlayerEliminated: ['prizePool', 'standings', 'bounty'],
  // The lifecycle word is written just before the standings, as standings wrote it first.
  TournamentCompleted: ['prizePool', 'registration', 'standings', 'sanctions', 'formatEnd'],
  ViolationRecorded: ['handLifecycle', 'sanctions'],
  PotsAwarded: ['handLifecycle', 'potAwardCorrections'],
  FloorRuling: ['handCorrections', 'potAwardCorrections'],
};
