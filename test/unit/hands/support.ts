import type { Actor } from '../../../src/events/envelope';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import type { StoredEvent } from '../../../src/events/envelope';
import type { CreateTournament } from '../../../src/aggregates/tournament/commands';
import type { RecordedAction } from '../../../src/events/hand-events';
import { handAt } from '../../../src/aggregates/tournament/hands/state';
import { parseCards } from '../../../src/poker/cards';
import { Scenario, T, createCmd } from '../../support/tournament-fixtures';

export const FLOOR: Actor = { id: 'floor-1', role: 'floor' };
export const DEALER: Actor = { id: 'dealer-7', role: 'dealer' };

/**
 * One table of four (seats 2, 5, 6, 8 with the seeded draw; button on 2): hands driven through the
 * real decider, one command at a time, with the actor and clock of a real table.
 */
export class Table extends Scenario {
  tableId = 'T1';
  handNo = 0;
  constructor(create: Partial<CreateTournament> = {}, players = 4, seed = 3) {
    super(seed);
    // A freezeout: every seat starts with the type's 15,000 (FSNP Art. 139.1(c), 43); registration
    // closes before the start, so no reserved sets are placed at the empty seats (Art. 135).
    // A test that names its type gets that type's own start (e.g. FZ with its reserved sets).
    this.setup(createCmd({ seatsPerTable: 9, tournamentType: 'FZ', ...create }), players, false);
    if (create.tournamentType === undefined)
      this.do({ type: 'CloseRegistration', tournamentId: T });
    this.at(0).do({ type: 'StartTournament', tournamentId: T });
    this.tableId = Object.keys(this.state.tables)[0];
  }
  as(actor: Actor): this {
    (this as { actor: Actor }).actor = actor;
    return this;
  }
  get hand() {
    return handAt(this.state, this.tableId)!;
  }
  start(): TournamentEvent[] {
    const ev = this.do({ type: 'StartHand', tournamentId: T, tableId: this.tableId });
    this.handNo = this.state.tables[this.tableId].handNo;
    return ev;
  }
  post(absentSeats: number[] = []): TournamentEvent[] {
    return this.do({ type: 'PostForcedBets', ...this.ref(), absentSeats });
  }
  ref() {
    return { tournamentId: T, tableId: this.tableId, handNo: this.handNo };
  }
  deal(hands: Record<number, string>): TournamentEvent[] {
    return this.do({
      type: 'DealHoleCards',
      ...this.ref(),
      hands: Object.entries(hands).map(([seat, cards]) => ({
        seat: Number(seat),
        cards: parseCards(cards),
      })),
    });
  }
  act(seat: number, action: RecordedAction, amount?: number, outOfTurn?: 'physical' | 'verbal') {
    return this.do({ type: 'RecordAction', ...this.ref(), seat, action, amount, outOfTurn });
  }
  tryAct(seat: number, action: RecordedAction, amount?: number) {
    return this.try({ type: 'RecordAction', ...this.ref(), seat, action, amount });
  }
  board(cards?: string) {
    return this.do({
      type: 'DealBoard',
      ...this.ref(),
      ...(cards ? { cards: parseCards(cards) } : {}),
    });
  }
  show(seat: number) {
    return this.do({ type: 'ShowOrMuck', ...this.ref(), seat, show: true });
  }
  complete() {
    return this.do({ type: 'CompleteHand', ...this.ref() });
  }
  /** Sets the stacks by seat before a hand (the floor's count, LNSE IV.7.1). */
  stacks(bySeat: Record<number, number>): this {
    const t = this.state.tables[this.tableId];
    const counts = Object.keys(t.seats).map((s) => ({
      seat: Number(s),
      chips: bySeat[Number(s)] ?? this.state.entrants[t.seats[Number(s)]].stack,
    }));
    const total = counts.reduce((a, c) => a + c.chips, 0);
    const before = Object.values(t.seats).reduce((a, p) => a + this.state.entrants[p].stack, 0);
    // Chips only move through pots: the test moves the difference onto the last unnamed seat.
    const free = counts.find((c) => !(c.seat in bySeat))!;
    free.chips += before - total;
    const prev = this.actor;
    this.as({ id: 'td-1', role: 'director' });
    this.do({ type: 'RecordChipCounts', tournamentId: T, tableId: this.tableId, counts });
    this.as(prev);
    return this;
  }
  playerAt(seat: number): string {
    return this.state.tables[this.tableId].seats[seat];
  }
}

export const types = (events: readonly TournamentEvent[]) => events.map((e) => e.type);
export const ofType = <K extends TournamentEvent['type']>(
  events: readonly TournamentEvent[],
  type: K,
) => events.filter((e): e is Extract<TournamentEvent, { type: K }> => e.type === type);

/** The rejection of a command expected to be refused (throws with the events if accepted). */
export const rejected = (r: ReturnType<Table['try']>) => {
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(r.events)}`);
  return r.rejection;
};

/** A table of four under `rulesetId`, forced bets posted, nobody acted (8, 2 the button, 5, 6). */
export function posted(rulesetId: string, actor: Actor = DEALER): Table {
  const t = new Table({ rulesetId }).as(actor).at(0);
  t.start();
  t.post();
  return t;
}

/** The scenario's events as the store would hand them to a projection. */
export const storedEvents = (events: readonly TournamentEvent[]): StoredEvent[] =>
  events.map((e, revision) => ({
    eventId: `e${revision}`,
    streamId: `tournament-${T}`,
    revision,
    globalPosition: revision + 1,
    type: e.type,
    schemaVersion: 1,
    data: e.data,
    metadata: {
      commandId: 'c',
      correlationId: 'c',
      causationId: 'c',
      actor: DEALER,
      occurredAt: '',
    },
    prevHash: '',
    hash: '',
  }));
