/**
 * The differential pair of the operations read model (issue 17): the decider's state and the
 * read model's own fold, side by side, every row compared after every event.
 */
import { evolveTournament } from '../../support/decider-fold';
import {
  initialTournamentState,
  type TournamentState,
} from '../../../src/aggregates/tournament/views';
import type { StoredEvent } from '../../../src/events/envelope';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { PLAYER_COLUMNS, TABLE_COLUMNS } from '../../../src/projections/operations/entities';
import {
  foldEvent,
  newFold,
  playerRowOfFold,
  summaryRowOfFold,
  tableRowsOfFold,
  tallyTouched,
  type OpsFold,
} from '../../../src/projections/operations/ops-fold';
import { rowsOf } from '../../support/operations-rows-of-state';
import { at, T } from '../../support/tournament-fixtures';

let position = 0;
const stored = (e: TournamentEvent): StoredEvent => ({
  eventId: `e-${++position}`,
  type: e.type,
  schemaVersion: 1,
  data: e.data,
  metadata: {
    commandId: 'c',
    correlationId: 'c',
    causationId: 'c',
    actor: { id: 'td-1', role: 'director' },
    occurredAt: at(0),
  },
  streamId: `tournament-${T}`,
  revision: position,
  globalPosition: position,
  prevHash: '',
  hash: '',
});

/** The decider's state and the read model's fold, side by side, event by event. */
export class Both {
  state: TournamentState = initialTournamentState();
  readonly fold: OpsFold = newFold(T);
  events = 0;

  apply(events: readonly TournamentEvent[]): this {
    for (const e of events) {
      this.state = evolveTournament(this.state, e);
      foldEvent(this.fold, stored(e));
      // A batch of one event: the tally moves for the keys the event reached.
      const f = this.fold;
      tallyTouched(f, f.field.entrants.takeTouched(), f.field.tables.takeTouched());
      f.ops.players.takeTouched();
      f.ops.tables.takeTouched();
      this.expectSame(e.type);
      this.events++;
    }
    return this;
  }

  /** Every row of the decider's state, and no other, from the fold (its kept columns aside). */
  expectSame(after: string): void {
    const want = rowsOf(T, this.state);
    const f = this.fold;
    const got = {
      summary: [...want.summary.keys()].map(() => summaryRowOfFold(f)),
      tables: new Map<string, unknown>(),
      seats: new Map<string, unknown>(),
      players: new Map<string, unknown>(),
    };
    for (const tableId of f.field.tables.keys()) {
      const r = tableRowsOfFold(f, tableId)!;
      got.tables.set(tableId, r.table.slice(0, TABLE_COLUMNS.length));
      for (const [k, row] of r.seats) got.seats.set(k, row);
    }
    for (const pid of f.ops.players.keys())
      got.players.set(pid, playerRowOfFold(f, pid)!.slice(0, PLAYER_COLUMNS.length));
    const asObject = (m: Map<string, unknown>) => Object.fromEntries(m);
    expect({ after, summary: got.summary }).toEqual({ after, summary: [...want.summary.values()] });
    expect({ after, tables: asObject(got.tables) }).toEqual({
      after,
      tables: asObject(want.tables),
    });
    expect({ after, seats: asObject(got.seats) }).toEqual({ after, seats: asObject(want.seats) });
    expect({ after, players: asObject(got.players) }).toEqual({
      after,
      players: asObject(want.players),
    });
  }
}
