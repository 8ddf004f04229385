import type { Ledger } from '../../../src/app/ledger.port';
import {
  openLedgerWhenReachable,
  rootMessage,
  type WaitingLedgerOptions,
} from '../../../src/app/waiting-ledger';
import { StoreUnavailableError } from '../../../src/store/event-store';
import { postgresAddress } from '../../../src/store/postgres/postgres-address';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
const isUnreachable = (e: unknown) => (e as { code?: string }).code === 'ECONNREFUSED';

/** The parts of a real ledger these tests look at; the waiting ledger only forwards. */
function fakeLedger() {
  const calls: string[] = [];
  const ledger = {
    execute: async () => ({ ok: true, events: [], duplicate: false }),
    tournaments: {
      getTournament: async (id: string) => ({ id }),
      listTournaments: async () => ({}),
      listRegistrations: async () => ({}),
    },
    ranking: {
      reads: { season: async (id: string) => ({ seasonId: id }) },
      start: () => void calls.push('ranking.start'),
      stop: async () => void calls.push('ranking.stop'),
    },
    waitForPosition: async () => true,
    health: async () => ({
      ok: true,
      store: { ok: true, detail: { headPosition: 7 } },
      projections: { ok: true, detail: {} },
    }),
    close: async () => void calls.push('close'),
  } as unknown as Ledger;
  return { ledger, calls };
}

/** connect() fails `failures` times with ECONNREFUSED, then opens `ledger`. */
function flakyConnect(failures: number, ledger: Ledger) {
  let attempts = 0;
  const connect = jest.fn(async () => {
    attempts += 1;
    if (attempts <= failures) throw refused();
    return ledger;
  });
  return connect;
}

const options = (connect: () => Promise<Ledger>, log: string[] = []): WaitingLedgerOptions => ({
  connect,
  isUnreachable,
  target: 'PostgreSQL at 10.0.0.5:5432',
  storeKind: 'postgres',
  retryDelaysMs: [5],
  log: (line) => log.push(line),
});

const until = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 400 && !(await check()); i++) await new Promise((r) => setTimeout(r, 5));
  if (!(await check())) throw new Error('condition never held');
};

describe('issue 2 "Bad input and faults": a database that is down at start-up', () => {
  it('a reachable database at start-up gives the real ledger itself, nothing in between', async () => {
    const { ledger } = fakeLedger();
    expect(await openLedgerWhenReachable(options(flakyConnect(0, ledger)))).toBe(ledger);
  });

  it('a misconfiguration (not a connection failure) stops the start-up with its own error', async () => {
    const bad = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    await expect(
      openLedgerWhenReachable(
        options(async () => {
          throw bad;
        }),
      ),
    ).rejects.toBe(bad);
  });

  it('while unreachable: commands and reads throw STORE_UNAVAILABLE, health is not ok and names the database', async () => {
    const connect = jest.fn(async (): Promise<Ledger> => {
      throw refused();
    });
    const log: string[] = [];
    const waiting = await openLedgerWhenReachable(options(connect, log));
    try {
      const command = { type: 'OpenRegistration', tournamentId: 't1' } as never;
      await expect(
        waiting.execute(command, { actor: { id: 'td', role: 'director' }, commandId: 'c1' }),
      ).rejects.toBeInstanceOf(StoreUnavailableError);
      expect(() => waiting.tournaments.getTournament('t1')).toThrow(
        expect.objectContaining({ code: 'STORE_UNAVAILABLE' }),
      );
      // Nested facets (ranking.reads.season) fail the same way, not with a TypeError.
      expect(() => waiting.ranking!.reads.season('2026')).toThrow(StoreUnavailableError);
      // A facet is not a thenable: awaiting one must not call into it.
      expect(await Promise.resolve(waiting.discipline)).toBe(waiting.discipline);
      expect(await waiting.waitForPosition(3, 10)).toBe(false);
      const h = await waiting.health();
      expect(h).toMatchObject({ ok: false, store: { ok: false, detail: { kind: 'postgres' } } });
      expect(h.store.detail.error).toBe(
        'PostgreSQL at 10.0.0.5:5432 unreachable: connect ECONNREFUSED 10.0.0.5:5432',
      );
      await until(() => connect.mock.calls.length >= 3);
      expect(log[0]).toBe(
        'PostgreSQL at 10.0.0.5:5432 unreachable: connect ECONNREFUSED 10.0.0.5:5432; retrying in 0s (attempt 1)',
      );
    } finally {
      await waiting.close();
    }
  });

  it('when the database answers, everything forwards to the real ledger and a ranking start asked for meanwhile runs once', async () => {
    const { ledger, calls } = fakeLedger();
    const log: string[] = [];
    const waiting = await openLedgerWhenReachable(options(flakyConnect(2, ledger), log));
    expect(waiting).not.toBe(ledger);
    // Nest starts the ranking policy at bootstrap, before the database is there.
    waiting.ranking!.start();
    expect(calls).toEqual([]);
    await until(async () => (await waiting.health()).ok);
    expect(calls).toEqual(['ranking.start']);
    expect(log.at(-1)).toMatch(/answered on attempt 3/);
    expect(await waiting.tournaments.getTournament('t9')).toEqual({ id: 't9' });
    expect(await waiting.ranking!.reads.season('2026')).toEqual({ seasonId: '2026' });
    expect(await waiting.waitForPosition(3, 10)).toBe(true);
    await waiting.ranking!.stop();
    await waiting.close();
    expect(calls).toEqual(['ranking.start', 'ranking.stop', 'close']);
  });

  it('after start-up any failure is retried: a database up but refusing the login is reported, not fatal', async () => {
    const { ledger } = fakeLedger();
    const log: string[] = [];
    let attempt = 0;
    const waiting = await openLedgerWhenReachable(
      options(async () => {
        attempt += 1;
        if (attempt === 1) throw refused();
        if (attempt === 2)
          throw Object.assign(new Error('password authentication failed'), { code: '28P01' });
        return ledger;
      }, log),
    );
    await until(async () => (await waiting.health()).ok);
    expect(log[1]).toBe(
      'PostgreSQL at 10.0.0.5:5432 could not be opened: password authentication failed; retrying in 0s (attempt 2)',
    );
    await waiting.close();
  });

  it('a ranking stopped before the database answered is not started when it does', async () => {
    const { ledger, calls } = fakeLedger();
    const waiting = await openLedgerWhenReachable(options(flakyConnect(1, ledger)));
    waiting.ranking!.start();
    await waiting.ranking!.stop();
    await until(async () => (await waiting.health()).ok);
    await waiting.close();
    expect(calls).toEqual(['close']);
  });

  it('closing while waiting stops the retries; a ledger that opens during close is closed too', async () => {
    const connect = jest.fn(async (): Promise<Ledger> => {
      throw refused();
    });
    const waiting = await openLedgerWhenReachable(options(connect));
    await waiting.close();
    const after = connect.mock.calls.length;
    await new Promise((r) => setTimeout(r, 40));
    expect(connect.mock.calls.length).toBe(after);

    const { ledger, calls } = fakeLedger();
    let release!: () => void;
    let attempt = 0;
    const slow = await openLedgerWhenReachable(
      options(async () => {
        if (++attempt === 1) throw refused();
        await new Promise<void>((r) => (release = r));
        return ledger;
      }),
    );
    await until(() => attempt === 2);
    const closing = slow.close();
    release();
    await closing;
    expect(calls).toEqual(['close']);
  });

  it('the log names the innermost driver message and never the password', () => {
    const wrapped = new StoreUnavailableError(
      'PostgreSQL store unavailable: migrate failed',
      refused(),
    );
    expect(rootMessage(wrapped)).toBe('connect ECONNREFUSED 10.0.0.5:5432');
    expect(rootMessage(new AggregateError([refused()], ''))).toBe(
      'connect ECONNREFUSED 10.0.0.5:5432',
    );
    expect(postgresAddress('postgres://ledger:s3cret@db.internal:6543/ledger')).toBe(
      'db.internal:6543',
    );
    expect(postgresAddress('postgres://ledger@db.internal/ledger')).toBe('db.internal:5432');
    expect(postgresAddress('not a url')).not.toMatch(/not a url/);
  });
});
