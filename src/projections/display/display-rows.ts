/**
 * One tournament as the display folds it (issue 17): its facts (one row), its field (a row per
 * entrant and per table), each table's hand in play (a row per table) and the running totals,
 * all from the events alone. After a batch, `collect` says which rows and which parts of the
 * served document changed, so a batch writes those and nothing else.
 */
import { payoutFieldSize, type Payouts } from '../../aggregates/tournament/views';
import type { StoredEvent } from '../../events/envelope';
import { eventFold, type LedgerEventType } from '../kit';
import {
  FIELD_FACTS,
  noField,
  type EntrantRow,
  type FieldRows,
  type TableRow,
} from './field-facts';
import { HAND_ROWS, noHands, tableViewOfRow, type HandRow, type HandRows } from './hand-rows';
import {
  chipsInPlayOf,
  displayHeadFromFacts,
  noTournamentFacts,
  payoutsOfFacts,
  prizePoolOfFacts,
  TOURNAMENT_FACTS,
  type TournamentFacts,
} from './tournament-facts';
import { TouchedMap } from '../touched-map';
import { FieldTotals } from './totals';
import { LEADERBOARD_SIZE, type LeaderLine } from './view';

const field = eventFold(FIELD_FACTS);
const facts = eventFold(TOURNAMENT_FACTS);
const hands = eventFold(HAND_ROWS);

/** Every event type the display folds. */
export const DISPLAY_TYPES: readonly LedgerEventType[] = [
  ...new Set([...field.types, ...facts.types, ...hands.types]),
];

/** A stored row of the fold: [kind, key, body], body null when the row is gone. */
export type RowWrite = [kind: 'entrant' | 'table' | 'hand', key: string, body: string | null];
/** A part of the served document: [kind, key, body], body null when the part is gone. */
export type PartWrite = [
  kind: 'payouts' | 'leaderboard' | 'table',
  key: string,
  body: string | null,
];

export interface Collected {
  readonly rows: RowWrite[];
  readonly parts: PartWrite[];
  /** The document's head (display_view.view). */
  readonly head: string;
  /** The facts and the orbit, as stored (display_view.facts). */
  readonly facts: string;
}

/** What the store holds of one tournament: its facts row, its rows and its parts. */
export interface StoredTournament {
  readonly lastRevision: number;
  readonly position: number;
  readonly facts: string;
  readonly rows: readonly { kind: string; key: string; body: string }[];
  readonly parts: readonly { kind: string; key: string; body: string }[];
}

interface StoredFacts {
  readonly facts: TournamentFacts;
  readonly orbit: number;
}

export class DisplayRows {
  lastRevision = -1;
  position = 0;
  readonly facts: TournamentFacts;
  private readonly entrants = new TouchedMap<EntrantRow>();
  private readonly tables = new TouchedMap<TableRow>();
  private readonly field: FieldRows;
  private readonly hands: HandRows = noHands();
  private readonly totals = new FieldTotals();
  /**
   * The rows as last written, by kind and key: a handler reads more rows than it changes (a
   * hand's start looks at every player of the table), so a row is written again only when its
   * text changed. One map per kind, keyed by the row's own key: no `kind:key` string to build
   * and hash per row (that and the map's growth were a third of collect's cost).
   */
  private readonly written: Record<RowWrite[0], Map<string, string>> = {
    entrant: new Map(),
    table: new Map(),
    hand: new Map(),
  };
  /** The parts as last written: a part is written again only when its text changed. */
  private payouts = '';
  private leaderboard = '';
  private readonly tableViews = new Map<string, string>();
  private fresh = true;
  /** The payout lines and what they were computed from: a hand changes none of it. */
  private payoutMemo: {
    readonly config: unknown;
    readonly table: unknown;
    readonly pool: number;
    readonly field: number;
    readonly value: Payouts;
  } | null = null;
  /** The facts as stored, and whether an event changed them (or the orbit) since. */
  private factsJson = '';
  private factsChanged = true;
  private storedOrbit = -1;

  constructor(
    readonly id: string,
    stored?: StoredTournament,
  ) {
    const s = stored ? (JSON.parse(stored.facts) as StoredFacts) : null;
    this.facts = s?.facts ?? noTournamentFacts();
    this.field = { ...noField(this.facts), entrants: this.entrants, tables: this.tables };
    if (s) this.field.orbit = s.orbit;
    if (!stored) return;
    this.factsJson = stored.facts;
    this.factsChanged = false;
    this.storedOrbit = this.field.orbit;
    this.lastRevision = stored.lastRevision;
    this.position = stored.position;
    for (const r of stored.rows) {
      if (r.kind === 'entrant') this.entrants.set(r.key, JSON.parse(r.body) as EntrantRow);
      else if (r.kind === 'table') this.tables.set(r.key, JSON.parse(r.body) as TableRow);
      else if (r.kind === 'hand') this.hands.tables.set(r.key, JSON.parse(r.body) as HandRow);
      else continue;
      this.written[r.kind].set(r.key, r.body);
    }
    for (const p of stored.parts)
      if (p.kind === 'payouts') this.payouts = p.body;
      else if (p.kind === 'leaderboard') this.leaderboard = p.body;
      else if (p.kind === 'table') this.tableViews.set(p.key, p.body);
    // The totals of the rows read back: counted once here, then row by row.
    this.totals.entrants(this.entrants.takeTouched(), (pid) => this.entrants.peek(pid));
    this.totals.tables(this.tables.takeTouched(), (id) => this.tables.peek(id));
    this.fresh = false;
  }

  /** Folds one event; false when it was folded already (a redelivered stream revision). */
  apply(e: StoredEvent): boolean {
    if (e.revision <= this.lastRevision) return false;
    // The field first: it reads the tournament's facts as they stood before the event.
    field.apply(this.field, e);
    if (facts.apply(this.facts, e)) this.factsChanged = true;
    hands.apply(this.hands, e);
    this.lastRevision = e.revision;
    this.position = e.globalPosition;
    return true;
  }

  private readonly nameOf = (pid: string): string => this.entrants.peek(pid)?.name ?? pid;

  /** The rows and parts the events folded since the last call changed. */
  collect(): Collected {
    const rows: RowWrite[] = [];
    const parts: PartWrite[] = [];
    const entrants = [...this.entrants.takeTouched()];
    const tables = [...this.tables.takeTouched()];
    const handTables = [...this.hands.changed];
    this.hands.changed.clear();

    const renamed = this.totals.entrants(entrants, (pid) => this.entrants.peek(pid));
    this.totals.tables(tables, (id) => this.tables.peek(id));
    const row = (kind: RowWrite[0], key: string, value: object | undefined) => {
      const json = value ? JSON.stringify(value) : null;
      const written = this.written[kind];
      if (json === (written.get(key) ?? null)) return;
      if (json === null) written.delete(key);
      else written.set(key, json);
      rows.push([kind, key, json]);
    };
    for (const pid of entrants) row('entrant', pid, this.entrants.peek(pid));
    for (const id of tables) row('table', id, this.tables.peek(id));
    for (const id of handTables) row('hand', id, this.hands.tables.get(id));

    // A table's view: its hand, whether it is open, the names dealt in.
    const views = new Set([...tables, ...handTables]);
    if (renamed) for (const id of this.hands.tables.keys()) views.add(id);
    for (const id of views) {
      const view = tableViewOfRow(
        this.hands.tables.get(id),
        this.tables.peek(id)?.open ?? false,
        this.nameOf,
      );
      const json = view ? JSON.stringify(view) : null;
      if (json === (this.tableViews.get(id) ?? null)) continue;
      if (json === null) this.tableViews.delete(id);
      else this.tableViews.set(id, json);
      parts.push(['table', id, json]);
    }

    if (entrants.length || this.fresh) {
      const json = JSON.stringify(this.leaderLines());
      if (json !== this.leaderboard) parts.push(['leaderboard', '', (this.leaderboard = json)]);
    }
    const payouts = this.payoutsNow();
    if (payouts.json !== this.payouts) parts.push(['payouts', '', (this.payouts = payouts.json)]);
    this.fresh = false;

    const head = displayHeadFromFacts(
      this.id,
      this.facts,
      {
        ...this.totals.count(chipsInPlayOf(this.facts)),
        orbit: this.field.orbit,
        nameOf: this.nameOf,
      },
      payouts.value,
    );
    if (this.factsChanged || this.storedOrbit !== this.field.orbit) {
      const stored: StoredFacts = { facts: this.facts, orbit: this.field.orbit };
      this.factsJson = JSON.stringify(stored);
      this.factsChanged = false;
      this.storedOrbit = this.field.orbit;
    }
    return { rows, parts, head: JSON.stringify(head), facts: this.factsJson };
  }

  /** payoutsOfFacts, computed again only when the config, fixed table, pool or field moved. */
  private payoutsNow(): { value: Payouts; json: string } {
    const f = this.facts;
    const pool = prizePoolOfFacts(f);
    const field = f.config ? payoutFieldSize(f.config, f.registrations, f.reEntries) : 0;
    const m = this.payoutMemo;
    if (!m || m.config !== f.config || m.table !== f.table || m.pool !== pool || m.field !== field)
      this.payoutMemo = { config: f.config, table: f.table, pool, field, value: payoutsOfFacts(f) };
    const value = this.payoutMemo!.value;
    return { value, json: m?.value === value ? this.payouts : JSON.stringify(value.lines) };
  }

  /** The leaderboard's lines (test/support/display-of-state.ts leaderboardOf), from the running order of stacks. */
  private leaderLines(): LeaderLine[] {
    return this.totals.order.top(LEADERBOARD_SIZE).map((playerId, i) => {
      const e = this.entrants.peek(playerId)!;
      return {
        rank: i + 1,
        playerId,
        name: e.name,
        stack: e.stack,
        tableId: e.tableId,
        seat: e.seat,
      };
    });
  }
}
