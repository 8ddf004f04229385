import {
  chipsInPlay,
  countsInField,
  reservedChipsAt,
  type FieldCount,
  type TournamentState,
} from '../aggregates/tournament/views';

/**
 * The field count kept up to date entrant by entrant and table by table (the rule of
 * fieldCount, FSNP Art. 60, 135), so a batch counts only what it changed. The display read model keeps one.
 */
export class FieldTally {
  private readonly inField = new Map<string, boolean>();
  private readonly reservedAt = new Map<string, number>();
  private left = 0;
  private reserved = 0;

  constructor(s: TournamentState) {
    this.update(s, Object.keys(s.entrants), Object.keys(s.tables));
  }

  update(s: TournamentState, entrants: Iterable<string>, tables: Iterable<string>): void {
    for (const pid of entrants) {
      const e = s.entrants[pid];
      const now = !!e && countsInField(e);
      const was = this.inField.get(pid) ?? false;
      if (now !== was) this.left += now ? 1 : -1;
      if (now) this.inField.set(pid, true);
      else this.inField.delete(pid);
    }
    for (const tableId of tables) {
      const t = s.tables[tableId];
      const now = t ? reservedChipsAt(t) : 0;
      this.reserved += now - (this.reservedAt.get(tableId) ?? 0);
      this.reservedAt.set(tableId, now);
    }
  }

  countOf(s: TournamentState): FieldCount {
    const playerChips = chipsInPlay(s) - this.reserved;
    const left = this.left;
    return {
      playersLeft: left,
      playerChips,
      averageStack: left ? Math.floor(playerChips / left) : 0,
    };
  }
}
