import type { TournamentCommand } from '../../../src/aggregates/tournament';
import type { StandingLine } from '../../../src/aggregates/tournament/prizes/prizes';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { createCmd, pid, Scenario, T } from '../../support/tournament-fixtures';
import type { CreateTournament } from '../../../src/aggregates/tournament/commands';

export const cmd = <C extends TournamentCommand>(c: Omit<C, 'tournamentId'>): C =>
  ({ tournamentId: T, ...c }) as C;

export const rejection = (sc: Scenario, c: TournamentCommand) => {
  const d = sc.try(c);
  if (d.ok) throw new Error(`accepted: ${JSON.stringify(d.events)}`);
  return d.rejection;
};

/** Freezeout with `n` players, registration closed before the start: nothing can be bought any more. */
export function closedFreezeout(n: number, over: Partial<CreateTournament> = {}): Scenario {
  const sc = new Scenario().setup(createCmd({ tournamentType: 'FZ', ...over }), n, false);
  sc.do({ type: 'CloseRegistration', tournamentId: T });
  return sc;
}

/** Elimination order p(n) … p(1): p01 wins. */
export const byRegistration = (n: number): StandingLine[] =>
  Array.from({ length: n }, (_, i) => ({ playerId: pid(i + 1), place: i + 1, sharedBy: 1 }));

export const fixAll = (sc: Scenario, published?: number[]): Scenario => {
  sc.do({ type: 'FixPayoutTable', tournamentId: T, ...(published ? { published } : {}) });
  sc.do({ type: 'FixPrizePool', tournamentId: T });
  return sc;
};

export const award = (sc: Scenario, standings: StandingLine[], extra: object = {}) =>
  sc.do({ type: 'AwardPrizes', tournamentId: T, standings, ...extra });

export const ofType = <K extends TournamentEvent['type']>(
  events: readonly TournamentEvent[],
  type: K,
) => events.filter((e): e is Extract<TournamentEvent, { type: K }> => e.type === type);

/** `from` keeps `keep` chips, the rest go to a table-mate: a recorded chip count (LNSE IV.7.1). */
export function loseChips(sc: Scenario, from: string, keep: number): Scenario {
  const s = sc.state;
  const e = s.entrants[from];
  const t = s.tables[e.tableId!];
  const mate = Object.values(t.seats).find((p) => p !== from)!;
  const counts = Object.entries(t.seats).map(([seat, p]) => ({
    seat: Number(seat),
    chips:
      p === from ? keep : p === mate ? s.entrants[p].stack + e.stack - keep : s.entrants[p].stack,
  }));
  sc.do({ type: 'RecordChipCounts', tournamentId: T, tableId: t.tableId, counts });
  return sc;
}
