/**
 * When a table is short enough that play stops for balancing (tables.balanceWhenShortBy,
 * tables.balanceReference): short of the fullest table (Club Rule 11; LNSE 123/13 I.91), or
 * short of the players it started with (FSNP Art. 80: "at least three fewer players than it
 * started the competition with"). Play stops "so the TD can balance the tables": a table
 * whose shortfall no move can reduce (every table as short, none two fuller) plays on.
 */
import { getRuleset } from '../../../rules/registry';
import { type TableState, type TournamentState, created } from '../state';
import { playerCount } from './geometry';
import { fullestOpenTable, openTableIds } from '../state-ops';

/** What a shortfall is measured against: how many tables are open, and the fullest's count. */
export interface OpenField {
  readonly tables: number;
  readonly fullest: number;
}

/** Kept by state-ops.ts as seats change and tables close: no pass over the tables. */
export function openField(s: TournamentState): OpenField {
  return { tables: openTableIds(s).size, fullest: fullestOpenTable(s) };
}

export interface Shortfall {
  readonly reference: 'starting-count' | 'fullest-table';
  /** The count the table is compared with: the fullest table's, or its own at the draw. */
  readonly against: number;
  readonly players: number;
  readonly cite: string;
}

export function balancingShortfall(
  s: TournamentState,
  t: TableState,
  /** The open tables' count and the fullest one's players, when the caller asks for many tables. */
  given?: OpenField,
): Shortfall | null {
  const rules = getRuleset(created(s).config.rulesetId)!.tables;
  const margin = rules.balanceWhenShortBy.value;
  const players = playerCount(t);
  const fromStart = rules.balanceReference.value === 'starting-count' && t.startedWith != null;
  // Measured against its own start and not short of it: no shortfall, whatever the other tables
  // hold. Telling it first spares the pass over every table before most hands (issue 16).
  if (fromStart && t.startedWith! - players < margin) return null;
  const field = given ?? openField(s);
  if (field.tables < 2) return null;
  const fullest = field.fullest;
  const against = fromStart ? t.startedWith! : fullest;
  const cite =
    rules.balanceReference.cite === rules.balanceWhenShortBy.cite
      ? rules.balanceWhenShortBy.cite
      : `${rules.balanceWhenShortBy.cite}; ${rules.balanceReference.cite}`;
  const short = against - players >= margin && (!fromStart || fullest - players >= 2);
  return short
    ? { reference: fromStart ? 'starting-count' : 'fullest-table', against, players, cite }
    : null;
}
