/**
 * A small tournament run through the real command pipeline, for the regulator tests: 14
 * players in an FSNP re-entry + add-on event (Art. 139.3), one re-entry, one top-up, five
 * add-ons, the pool and table fixed after the add-on break, prizes awarded and three paid.
 */
import {
  rolesFor,
  tournamentDecider,
  type TournamentCommand,
} from '../../../src/aggregates/tournament';
import type { TournamentState } from '../../../src/aggregates/tournament';
import { fixedClock } from '../../../src/commands/clock';
import { CommandPipeline, type AggregateDefinition } from '../../../src/commands/pipeline';
import type { Actor } from '../../../src/events/envelope';
import { tournamentStreamId } from '../../../src/events/envelope';
import type { TournamentEvent } from '../../../src/events/tournament-events';
import type { EventStore } from '../../../src/store/event-store';
import { seeded } from '../../support/given';
import { at, pid, raCreate, registerCmd, T } from '../../support/tournament-fixtures';
import { byRegistration } from './prize-fixtures';

const aggregate: AggregateDefinition<TournamentCommand, TournamentEvent, TournamentState> = {
  decider: tournamentDecider,
  authority: (c) => ({ roles: rolesFor(c.type) }),
};

export const SIM_PLAYERS = 14;
const TD: Actor = { id: 'td-1', role: 'director' };
const FLOOR: Actor = { id: 'floor-7', role: 'floor' };

export async function runSimulatedTournament(store: EventStore): Promise<string> {
  const clock = fixedClock(at(-60));
  const random = seeded(3);
  const pipeline = new CommandPipeline(aggregate, { store, clock, random: () => random });
  const streamId = tournamentStreamId(T);
  let n = 0;
  const run = async (command: TournamentCommand, actor: Actor = TD) => {
    const r = await pipeline.execute({ streamId, command, commandId: `cmd-${++n}`, actor });
    if (!r.ok) throw new Error(`${command.type}: ${JSON.stringify(r.rejection)}`);
    return r.events;
  };
  const state = async () => (await pipeline.load(streamId)).state;
  /** Moves `chips` from `from` to a table-mate, as a recorded chip count (LNSE IV.7.1). */
  const lose = async (from: string, keep: number) => {
    const s = await state();
    const e = s.entrants[from];
    const t = s.tables[e.tableId!];
    const mate = Object.values(t.seats).find((p) => p !== from)!;
    const counts = Object.entries(t.seats).map(([seat, p]) => ({
      seat: Number(seat),
      chips:
        p === from ? keep : p === mate ? s.entrants[p].stack + e.stack - keep : s.entrants[p].stack,
    }));
    await run({ type: 'RecordChipCounts', tournamentId: T, tableId: t.tableId, counts }, FLOOR);
  };

  await run(raCreate());
  await run({ type: 'OpenRegistration', tournamentId: T });
  for (let i = 1; i <= SIM_PLAYERS; i++)
    await run(
      registerCmd(pid(i), {
        dateOfBirth: '1990-01-01',
        idDocument: { type: 'CI', number: `ID${i}` },
      }),
      FLOOR,
    );
  clock.set(at(0));
  await run({ type: 'StartTournament', tournamentId: T });
  clock.set(at(30));
  await lose('p01', 0);
  await run({ type: 'ReEnter', tournamentId: T, playerId: 'p01' }, FLOOR);
  await lose('p02', 1_000);
  await run({ type: 'TopUp', tournamentId: T, playerId: 'p02' }, FLOOR);
  clock.set(at(125));
  await run({ type: 'TickClock', tournamentId: T });
  for (let i = 1; i <= 5; i++)
    await run({ type: 'TakeAddOn', tournamentId: T, playerId: pid(i) }, FLOOR);
  clock.set(at(140));
  await run({ type: 'TickClock', tournamentId: T });
  await run({ type: 'FixPayoutTable', tournamentId: T });
  await run({ type: 'FixPrizePool', tournamentId: T });
  clock.set(at(400));
  await run({ type: 'AwardPrizes', tournamentId: T, standings: byRegistration(SIM_PLAYERS) });
  for (let i = 1; i <= 3; i++)
    await run(
      {
        type: 'PayPrize',
        tournamentId: T,
        receiptNo: i,
        playerId: pid(i),
        idDocument: { type: 'CI', number: `ID${i}` },
        ...(i === 1 ? { withholding: { amount: 5_000, basis: 'Legea 227/2015 art. 114' } } : {}),
      },
      FLOOR,
    );
  return T;
}
