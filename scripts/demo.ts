/**
 * npm run demo -- [--speed 60] [--players 60] [--type RA] [--seed 1] [--port 3000] [--exit]
 *
 * The system working in one command (issue 10): starts the compiled server on a fresh sqlite
 * file, plays a 60-player FSNP tournament with bot players through the real command pipeline
 * (src/simulation/driver.ts) at a watchable pace, and prints the hall display URL and a
 * director token. --speed N runs the tournament clock N times faster than the wall clock (60:
 * a 15-minute level lasts 15 s). The server stays up after the final hand until Ctrl+C, unless
 * --exit is given. The demo also does the director's part the simulation leaves out: it fixes
 * the payout table once registration has closed and the prize pool once no entry can be sold
 * any more (issue 21), so the hall display shows a final pool before the money.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  rolesFor,
  tournamentDecider,
  type TournamentCommand,
  type TournamentState,
} from '../src/aggregates/tournament';
import {
  purchasesStillPossible,
  registrationOver,
} from '../src/aggregates/tournament/prizes/rules';
import { playersLeft } from '../src/aggregates/tournament/tables/geometry';
import { signToken } from '../src/api/auth/jwt';
import { CommandPipeline, type AggregateDefinition } from '../src/commands/pipeline';
import { cryptoRandom } from '../src/commands/random';
import { DEV_JWT_SECRET } from '../src/config';
import { tournamentStreamId, type ProposedEvent, type StoredEvent } from '../src/events/envelope';
import type { TournamentEvent } from '../src/events/tournament-events';
import { runSimulation } from '../src/simulation/driver';
import type { EventStore } from '../src/store/event-store';
import { SqliteEventStore } from '../src/store/sqlite/sqlite-event-store';
import { startProgress } from './progress';

const ROOT = join(__dirname, '..');
const MAIN_JS = join(ROOT, 'dist', 'src', 'main.js');

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

function wholeArg(name: string, fallback: number, min: number, max: number): number {
  const n = Number(arg(name, String(fallback)));
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max}.`);
    process.exit(2);
  }
  return n;
}

/** Tournament minutes per hand and table (see main). */
const DEMO_MINUTES_PER_HAND = 5;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The tournament clock runs `speed` times the wall clock from the start of play: the server
 * reads its "now" through LEDGER_CLOCK_OFFSET_FILE, and each command of the simulation is
 * held back until the server's clock reaches the instant it is recorded at.
 */
class DemoClock {
  private simStart: number | null = null;
  private realStart = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly offsetFile: string,
    private readonly speed: number,
  ) {
    writeFileSync(offsetFile, '0');
  }

  /** Server time now, once play has started. */
  private serverNow(): number {
    return this.simStart! + this.speed * (Date.now() - this.realStart);
  }

  private writeOffset(): void {
    writeFileSync(this.offsetFile, String(Math.round(this.serverNow() - Date.now())));
  }

  /** Waits until the server clock reaches the events' recorded time. */
  async pace(events: readonly ProposedEvent[]): Promise<void> {
    const first = events[0];
    if (!first) return;
    const at = Date.parse(first.metadata.occurredAt);
    if (this.simStart === null) {
      if (!events.some((e) => e.type === 'TournamentStarted')) return;
      this.simStart = at;
      this.realStart = Date.now();
      this.writeOffset();
      this.timer = setInterval(() => this.writeOffset(), 100);
      return;
    }
    const wait = (at - this.serverNow()) / this.speed;
    if (wait > 0) await sleep(wait);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }
}

/**
 * The director at the prize desk (LNSE 123/13 I.64-65; FSNP Art. 131): follows the stream the
 * simulation writes and, through its own pipeline on the same store, fixes the payout table
 * once registration is over and the prize pool once no purchase is possible any more. The
 * simulation's pipeline sees the stream moved and decides its next command again.
 */
class PrizeDesk {
  private state: TournamentState = tournamentDecider.initialState;
  private lastAt = '';
  private commands = 0;
  private tableDone = false;
  private poolDone = false;
  private readonly pipeline: CommandPipeline<TournamentCommand, TournamentEvent, TournamentState>;

  constructor(
    store: EventStore,
    private readonly tournamentId: string,
  ) {
    const aggregate: AggregateDefinition<TournamentCommand, TournamentEvent, TournamentState> = {
      decider: tournamentDecider,
      authority: (c) => ({ roles: rolesFor(c.type), ruleRef: 'DESIGN.md Authority' }),
    };
    // Recorded at the time of the last event: the simulation's clock, which the server follows.
    this.pipeline = new CommandPipeline(aggregate, {
      store,
      clock: { now: () => this.lastAt },
      random: () => cryptoRandom,
      cacheSize: 1,
    });
  }

  /** Called after each append of the simulation with the events it stored. */
  async after(events: readonly StoredEvent[]): Promise<void> {
    this.fold(events);
    if (this.poolDone || this.state.status !== 'running') return;
    if (!this.tableDone && registrationOver(this.state)) {
      this.tableDone = true;
      await this.run({ type: 'FixPayoutTable', tournamentId: this.tournamentId });
    }
    if (this.tableDone && !purchasesStillPossible(this.state, this.lastAt)) {
      this.poolDone = true;
      await this.run({ type: 'FixPrizePool', tournamentId: this.tournamentId });
    }
  }

  private fold(events: readonly StoredEvent[]): void {
    for (const e of events) {
      this.state = tournamentDecider.evolve(this.state, e as unknown as TournamentEvent);
      this.lastAt = e.metadata.occurredAt;
    }
  }

  /** One try: a refusal (e.g. a knockout needs its bounty value) is said and not repeated. */
  private async run(command: TournamentCommand): Promise<void> {
    const r = await this.pipeline.execute({
      streamId: tournamentStreamId(this.tournamentId),
      command,
      commandId: `${this.tournamentId}-prize-desk-${++this.commands}`,
      actor: { id: 'demo-director', role: 'director' },
    });
    if (!r.ok) {
      console.log(`${command.type} refused (${r.rejection.code}): ${r.rejection.message}`);
      return;
    }
    this.fold(r.events);
    const left = playersLeft(this.state);
    const paid = this.state.prizes?.table?.places ?? 0;
    console.log(`${command.type} at ${this.lastAt}: ${left} players left, ${paid} paid places.`);
  }
}

/**
 * The store the simulation writes to, with every append held back by the demo clock and
 * shown to the prize desk once stored.
 */
function pacedStore(store: EventStore, clock: DemoClock, desk?: PrizeDesk): EventStore {
  return new Proxy(store, {
    get(target, prop, receiver) {
      if (prop === 'append')
        return async (...args: Parameters<EventStore['append']>) => {
          await clock.pace(args[1]);
          const result = await target.append(...args);
          if (!result.duplicate) await desk?.after(result.events);
          return result;
        };
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [MAIN_JS], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr!.on('data', (b: Buffer) => process.stderr.write(`[server] ${b.toString()}`));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${out}`)), 60_000);
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /listening on (http:\/\/[^/]+)\/graphql/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1] });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${out}`));
    });
  });
}

async function main() {
  const speed = wholeArg('speed', 60, 1, 3600);
  const players = wholeArg('players', 60, 2, 10_000);
  const seed = wholeArg('seed', 1, 0, 2 ** 31);
  const port = wholeArg('port', 3000, 0, 65535);
  const tournamentType = arg('type', 'RA');
  const exitWhenDone = process.argv.includes('--exit');
  if (!existsSync(MAIN_JS)) {
    console.error('dist/ is missing: run `npm run build` first (npm run demo does).');
    process.exit(2);
  }

  const dir = mkdtempSync(join(tmpdir(), 'ledger-demo-'));
  const dbPath = join(dir, 'ledger.db');
  const offsetFile = join(dir, 'clock-offset');
  const clock = new DemoClock(offsetFile, speed);
  const secret = process.env.LEDGER_JWT_SECRET || DEV_JWT_SECRET;
  const { child, url } = await startServer({
    PORT: String(port),
    LEDGER_DB: dbPath,
    LEDGER_JWT_SECRET: secret,
    LEDGER_CLOCK_OFFSET_FILE: offsetFile,
    LEDGER_DISPLAY_CLOCK_RATE: String(speed),
    LEDGER_POLL_MS: '100',
  });
  const store = new SqliteEventStore({ file: dbPath });
  const shutdown = async (code: number) => {
    clock.stop();
    await store.close().catch(() => undefined);
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));

  const tournamentId = `sim-${seed}-${players}`;
  const token = signToken({ sub: 'demo-director', role: 'director' }, secret);
  console.log(
    [
      '',
      `Hall display:   ${url}/display/${tournamentId}`,
      `GraphQL:        ${url}/graphql`,
      `Director token: ${token}`,
      `Store:          ${dbPath}`,
      `Playing ${players} players, FSNP ${tournamentType}, clock ×${speed} (Ctrl+C stops).`,
      '',
    ].join('\n'),
  );

  // To a winner: every player but one is eliminated (re-entries put some back in).
  const bar = startProgress('demo', players - 1, { unit: 'players out' });
  try {
    const report = await runSimulation({
      players,
      rulesetId: 'fsnp',
      tournamentType,
      seed,
      store: pacedStore(store, clock, new PrizeDesk(store, tournamentId)),
      onRound: (r) => bar.update(players - r.playersLeft, `${r.hands} hands`),
      // The bots bust fast: at 2 minutes a hand a 60-player field is in the money before the
      // re-entry period ends and the pool can be fixed; at 5 it still has 19 players then.
      minutesPerHand: DEMO_MINUTES_PER_HAND,
    });
    bar.stop();
    console.log(
      `\nWinner: ${report.winner ?? 'none'} after ${report.hands} hands (${report.entries} entries, ${report.events} events).`,
    );
  } catch (e) {
    console.error(e);
    await shutdown(1);
  }
  // The clock keeps its pace after the last hand: the monitors count down at the same rate.
  if (exitWhenDone) await shutdown(0);
  console.log(`The server stays up for the final standings: ${url}/display/${tournamentId}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
