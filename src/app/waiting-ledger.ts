import { StoreUnavailableError } from '../store/event-store';
import type { HealthReport, Ledger } from './ledger.port';

/**
 * Issue 2 "Bad input and faults": a database that is down when the server starts must not stop
 * the server. It listens anyway, every operation answers STORE_UNAVAILABLE (nothing can be
 * appended: there is no store), /health answers 503 with the reason, and the ledger opens by
 * itself once the database answers — no restart.
 */
export interface WaitingLedgerOptions {
  /** Opens the real ledger (store, read models, projection runtime); throws if it cannot. */
  readonly connect: () => Promise<Ledger>;
  /** "Not there yet" (retry) as opposed to a misconfiguration, which stops the start-up. */
  readonly isUnreachable: (err: unknown) => boolean;
  /** Names the database for operators, e.g. "PostgreSQL at db:5432" (never the password). */
  readonly target: string;
  /** The store kind /health reports. */
  readonly storeKind: string;
  /** Waits between attempts; the last one repeats. */
  readonly retryDelaysMs?: readonly number[];
  readonly log?: (line: string) => void;
}

/** Short enough that a database back from a restart is used within seconds. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 5000];

/**
 * The real ledger when the first attempt opens it; a waiting ledger that keeps retrying when
 * the database is unreachable; the error itself when it is something a retry cannot fix
 * (bad password, missing database, schema error), so a misconfigured server stops at once.
 */
export async function openLedgerWhenReachable(options: WaitingLedgerOptions): Promise<Ledger> {
  try {
    return await options.connect();
  } catch (err) {
    if (!options.isUnreachable(err)) throw err;
    return new WaitingLedger(options, err);
  }
}

type Facet =
  | 'tournaments'
  | 'discipline'
  | 'ranking'
  | 'operations'
  | 'display'
  | 'regulator'
  | 'hands'
  | 'headsUp'
  | 'training';

/**
 * Facet methods that manage background work rather than read or write: called before the
 * database is there (Nest starts the ranking policy at bootstrap), they are remembered and
 * replayed on the real facet once it opens.
 */
const LIFECYCLE: Readonly<Record<string, (started: Set<Facet>, facet: Facet) => unknown>> = {
  start: (started, facet) => () => void started.add(facet),
  stop: (started, facet) => async () => void started.delete(facet),
};

/** The innermost driver message: "connect ECONNREFUSED 10.0.0.5:5432", not our wrapping. */
export function rootMessage(err: unknown): string {
  let e = err as { message?: unknown; cause?: unknown; errors?: unknown } | undefined;
  let message = String(err);
  for (let depth = 0; e && typeof e === 'object' && depth < 10; depth++) {
    if (typeof e.message === 'string' && e.message) message = e.message;
    const next = e.cause ?? (Array.isArray(e.errors) ? e.errors[0] : undefined);
    e = next as typeof e;
  }
  return message;
}

class WaitingLedger implements Ledger {
  readonly tournaments = this.facet('tournaments');
  readonly discipline = this.facet('discipline');
  readonly ranking = this.facet('ranking');
  readonly operations = this.facet('operations');
  readonly display = this.facet('display');
  readonly regulator = this.facet('regulator');
  readonly hands = this.facet('hands');
  readonly headsUp = this.facet('headsUp');
  readonly training = this.facet('training');

  private current: Ledger | undefined;
  private reason: string;
  /** The last attempt's failure as operators read it, e.g. "PostgreSQL at db:5432 unreachable: …". */
  private problem: string;
  private attempts = 1;
  private readonly waitingSince = new Date().toISOString();
  private timer: NodeJS.Timeout | undefined;
  private attempt: Promise<void> | undefined;
  private closing = false;
  private readonly started = new Set<Facet>();
  private readonly delays: readonly number[];
  private readonly log: (line: string) => void;

  constructor(
    private readonly options: WaitingLedgerOptions,
    firstError: unknown,
  ) {
    this.delays = options.retryDelaysMs?.length ? options.retryDelaysMs : DEFAULT_RETRY_DELAYS_MS;
    this.log = options.log ?? ((line) => console.warn(line));
    this.reason = rootMessage(firstError);
    this.problem = `${options.target} unreachable: ${this.reason}`;
    this.retryLater(firstError);
  }

  private retryLater(err: unknown): void {
    this.reason = rootMessage(err);
    const delay = this.delays[Math.min(this.attempts - 1, this.delays.length - 1)];
    const what = this.options.isUnreachable(err) ? 'unreachable' : 'could not be opened';
    this.problem = `${this.options.target} ${what}: ${this.reason}`;
    this.log(`${this.problem}; retrying in ${seconds(delay)}s (attempt ${this.attempts})`);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.attempt = this.tryOpen();
    }, delay);
  }

  private async tryOpen(): Promise<void> {
    this.attempts += 1;
    let ledger: Ledger;
    try {
      ledger = await this.options.connect();
    } catch (err) {
      if (!this.closing) this.retryLater(err);
      return;
    }
    if (this.closing) return ledger.close();
    this.current = ledger;
    this.log(
      `${this.options.target} answered on attempt ${this.attempts}: store, read models and projections are open.`,
    );
    for (const facet of this.started) (ledger[facet] as { start?: () => void })?.start?.();
    this.started.clear();
  }

  private unavailable(what: string): StoreUnavailableError {
    return new StoreUnavailableError(
      `${this.options.target} unreachable since start-up (${this.reason}); ${what} cannot run until it answers. Nothing was recorded.`,
    );
  }

  /** Delegates to the real facet once open; until then every call throws STORE_UNAVAILABLE. */
  private facet<K extends Facet>(key: K): NonNullable<Ledger[K]> {
    return new Proxy(
      {},
      {
        get: (_target, prop) => {
          if (this.current) {
            const real = this.current[key] as object | undefined;
            const value: unknown = real && Reflect.get(real, prop);
            return typeof value === 'function' ? value.bind(real) : value;
          }
          // Not a thenable, not inspectable: only named members stand in for the real ones.
          if (typeof prop === 'symbol' || prop === 'then') return undefined;
          return Object.hasOwn(LIFECYCLE, prop)
            ? LIFECYCLE[prop](this.started, key)
            : this.standIn(`${key}.${prop}`);
        },
      },
    ) as NonNullable<Ledger[K]>;
  }

  /**
   * Callable and nested (ranking.reads.season(…)): any call throws STORE_UNAVAILABLE at once.
   * Thrown, not a rejected promise: some facet methods are synchronous (display.listen), and
   * a rejection nobody awaits would end the process.
   */
  private standIn(path: string): unknown {
    const fail = (): never => {
      throw this.unavailable(path);
    };
    return new Proxy(fail, {
      apply: fail,
      get: (_target, prop) =>
        typeof prop === 'symbol' || prop === 'then' ? undefined : this.standIn(`${path}.${prop}`),
    });
  }

  async execute(...args: Parameters<Ledger['execute']>): ReturnType<Ledger['execute']> {
    if (this.current) return this.current.execute(...args);
    throw this.unavailable(`command ${args[0].type}`);
  }

  async waitForPosition(position: number, timeoutMs: number): Promise<boolean> {
    return this.current ? this.current.waitForPosition(position, timeoutMs) : false;
  }

  async health(): Promise<HealthReport> {
    if (this.current) return this.current.health();
    return {
      ok: false,
      store: {
        ok: false,
        detail: {
          kind: this.options.storeKind,
          state: 'waiting-for-database',
          error: this.problem,
          attempts: this.attempts,
          waitingSince: this.waitingSince,
        },
      },
      projections: { ok: false, detail: { error: 'not started: waiting for the database' } },
    };
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.attempt;
    await this.current?.close();
  }
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;
