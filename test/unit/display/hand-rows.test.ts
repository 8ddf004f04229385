/**
 * The display's own hand in play per table (issue 17): folded from the hand events with the
 * poker engine alone. Given/when/then on one hand, then a differential check: played
 * tournaments folded both ways (the decider's state, the hand rows) give the same view of every
 * table after every command.
 */
import type { TournamentState } from '../../../src/aggregates/tournament/views';
import type { StoredEvent } from '../../../src/events/envelope';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import {
  HAND_ROWS,
  noHands,
  tableViewOfRow,
  type HandRows,
} from '../../../src/projections/display/hand-rows';
import { tableViewOf } from '../../support/display-of-state';
import { eventFold } from '../../../src/projections/kit';
import { at, raCreate, Scenario, T } from '../../support/tournament-fixtures';
import { playTournament } from '../aggregates/played-tournament';

const hands = eventFold(HAND_ROWS);

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

function fold(r: HandRows, events: readonly TournamentEvent[]): HandRows {
  for (const e of events) hands.apply(r, stored(e));
  return r;
}

const nameIn = (s: TournamentState) => (pid: string) => s.players[pid]?.fullName ?? pid;

/** Every table the decider or the rows know: the same view (or none) on both sides. */
function expectSameTables(r: HandRows, s: TournamentState): void {
  const ids = new Set([...Object.keys(s.tables), ...r.tables.keys()]);
  for (const id of ids) {
    const mine = tableViewOfRow(r.tables.get(id), !!s.tables[id]?.open, nameIn(s));
    expect([id, mine]).toEqual([id, tableViewOf(s, id)]);
  }
}

describe('display hand rows: given hand events, then the table view', () => {
  it('FSNP Art. 52-53: posted blinds are bets in the pot, and the seat after the big blind acts', () => {
    const sc = new Scenario().setup(raCreate(), 20).at(20);
    const table = sc.seatOf('p05').tableId;
    for (const command of [
      { type: 'StartHand', tournamentId: T, tableId: table } as const,
      { type: 'PostForcedBets', tournamentId: T, tableId: table, handNo: 1 } as const,
    ]) {
      const d = sc.try(command);
      expect([command.type, d.ok]).toEqual([command.type, true]);
      if (d.ok) sc.apply(...d.events);
    }
    const r = fold(noHands(), sc.events);
    const view = tableViewOfRow(r.tables.get(table), true, nameIn(sc.state));
    expect(view).toEqual(tableViewOf(sc.state, table));
    expect(view).not.toBeNull();
    expect(view!.pot).toBeGreaterThan(0);
    expect(view!.seats.filter((x) => x.toAct)).toHaveLength(1);
    expect(view!.seats.filter((x) => x.bet > 0).length).toBeGreaterThanOrEqual(2);
  });
});

describe('display hand rows against the decider (differential)', () => {
  it.each([1, 2, 3])(
    'seed %i: a played R+A tournament shows every table as the decider does after every command',
    (seed) => {
      const r = noHands();
      let checked = 0;
      const played = playTournament({
        players: 40,
        seed,
        maxEvents: 1500,
        onEvents: (events, state) => {
          fold(r, events);
          expectSameTables(r, state);
          checked++;
        },
      });
      expect(checked).toBeGreaterThan(100);
      const types = new Set(played.events.map((e) => e.type));
      // The stream reached the hand's steps: blinds, cards, actions, board and the award.
      for (const t of [
        'ForcedBetsPosted',
        'HoleCardsDealt',
        'ActionRecorded',
        'BoardDealt',
      ] as const)
        expect([t, types.has(t)]).toEqual([t, true]);
      expect(types.has('PotsAwarded')).toBe(true);
    },
  );
});
