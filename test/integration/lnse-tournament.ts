/**
 * An LNSE re-entry + add-on tournament (type RA, which LNSE lists) run through the real command
 * pipeline, for the regulator's PDF: eleven players with names and DNI numbers, one re-entry, one
 * top-up (RB), five add-ons, prices with odd centavos, a published payout table, three prizes of
 * which two are paid (one with a withholding) and one stays open.
 */
import {
  rolesFor,
  tournamentDecider,
  type TournamentCommand,
} from '../../src/aggregates/tournament';
import type { TournamentState } from '../../src/aggregates/tournament';
import type { CreateTournament } from '../../src/aggregates/tournament/commands';
import { fixedClock } from '../../src/commands/clock';
import { CommandPipeline, type AggregateDefinition } from '../../src/commands/pipeline';
import type { Actor } from '../../src/events/envelope';
import { tournamentStreamId } from '../../src/events/envelope';
import type { TournamentEvent } from '../../src/events/tournament-events';
import type { EventStore } from '../../src/store/event-store';
import { seeded } from '../support/given';
import { sampleProcedureSteps } from '../../src/aggregates/tournament/procedures/procedures';
import { at, lnseCreate, pid, registerCmd, STRUCTURE_A, T } from '../support/tournament-fixtures';

const aggregate: AggregateDefinition<TournamentCommand, TournamentEvent, TournamentState> = {
  decider: tournamentDecider,
  authority: (c) => ({ roles: rolesFor(c.type) }),
};
const TD: Actor = { id: 'td-1', role: 'director' };
const FLOOR: Actor = { id: 'floor-7', role: 'floor' };

export const LNSE_PLAYERS = [
  // Two visitors whose names need more than the PDF standard fonts' Latin-1 glyphs.
  'Ștefan Țurcanu',
  'Пётр Ёлкин',
  'María José Núñez',
  'Juan Pérez',
  'Lucía Fernández',
  'Martín Gómez',
  'Sofía Rodríguez',
  'Diego López',
  'Valentina Díaz',
  'Santiago Martínez',
  'Camila Sánchez',
];
/** DNI of player i (1-based), as registered and shown at the cashier. */
export const dniOf = (i: number) => `${30_000_000 + i * 111_111}`;
/** Prices with odd centavos, each at least 70 % to prizes (LNSE I.62, IV.6(b)). */
export const LNSE_PRICES = {
  buyIn: { prizeFund: 1_234_567, fee: 345_679 },
  rebuy: { prizeFund: 1_234_567, fee: 345_679 },
  addOn: { prizeFund: 987_653, fee: 123_457 },
};
export const LNSE_ADD_ONS = 5;
export const LNSE_PUBLISHED = [5_000, 3_000, 2_000];
export const LNSE_WITHHELD = 1_975_307;
export const LNSE_WITHHOLDING_BASIS = 'Ley 20.630 art. 1 (ganancias de juego)';

export async function runLnseTournament(
  store: EventStore,
  over: Partial<CreateTournament> = {},
): Promise<string> {
  const clock = fixedClock(at(-60));
  const random = seeded(5);
  const pipeline = new CommandPipeline(aggregate, { store, clock, random: () => random });
  const streamId = tournamentStreamId(T);
  let n = 0;
  const run = async (command: TournamentCommand, actor: Actor = TD) => {
    const r = await pipeline.execute({ streamId, command, commandId: `cmd-${++n}`, actor });
    if (!r.ok) throw new Error(`${command.type}: ${JSON.stringify(r.rejection)}`);
    return r.events;
  };
  const state = async () => (await pipeline.load(streamId)).state;
  /** `from` keeps `keep` chips, the rest go to a table-mate (a recorded chip count, LNSE IV.7.1). */
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
  const { buyIn, rebuy, addOn } = LNSE_PRICES;
  const create = lnseCreate({
    name: 'Torneo Fiscalizado de Diciembre',
    clubId: 'casino-buenos-aires',
    venue: 'Casino Buenos Aires, Buque Estrella de la Fortuna',
    tournamentType: 'RA',
    startingStack: 2_500,
    levels: STRUCTURE_A,
    buyIn,
    prices: { 're-entry': buyIn, 'top-up': rebuy, 'add-on': addOn },
    ...over,
  });
  await run(create);
  // LNSE 123/13 I.1: the characteristics are published before the advance sale opens.
  for (const step of sampleProcedureSteps(create).beforeSale) await run(step);
  await run({ type: 'OpenRegistration', tournamentId: T });
  for (const [i, fullName] of LNSE_PLAYERS.entries())
    await run(
      registerCmd(pid(i + 1), {
        fullName,
        clubId: 'casino-buenos-aires',
        dateOfBirth: '1985-06-15',
        idDocument: { type: 'DNI', number: dniOf(i + 1) },
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
  for (let i = 1; i <= LNSE_ADD_ONS; i++)
    await run({ type: 'TakeAddOn', tournamentId: T, playerId: pid(i) }, FLOOR);
  clock.set(at(140));
  await run({ type: 'TickClock', tournamentId: T });
  await run({ type: 'FixPayoutTable', tournamentId: T, published: LNSE_PUBLISHED });
  await run({ type: 'FixPrizePool', tournamentId: T });
  clock.set(at(400));
  await run({
    type: 'AwardPrizes',
    tournamentId: T,
    standings: LNSE_PLAYERS.map((_, i) => ({ playerId: pid(i + 1), place: i + 1, sharedBy: 1 })),
  });
  clock.set(at(420));
  // LNSE IV.9.1(e): each winner signs his receipt before a Supervisor, then is paid.
  for (let i = 1; i <= 2; i++)
    await run(
      {
        type: 'SignPrizeReceipt',
        tournamentId: T,
        receiptNo: i,
        playerId: pid(i),
        supervisorId: 'supervisor-1',
      },
      FLOOR,
    );
  for (let i = 1; i <= 2; i++)
    await run(
      {
        type: 'PayPrize',
        tournamentId: T,
        receiptNo: i,
        playerId: pid(i),
        idDocument: { type: 'DNI', number: dniOf(i) },
        ...(i === 1
          ? { withholding: { amount: LNSE_WITHHELD, basis: LNSE_WITHHOLDING_BASIS } }
          : {}),
      },
      FLOOR,
    );
  return T;
}
