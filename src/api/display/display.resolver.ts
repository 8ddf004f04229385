import { Inject } from '@nestjs/common';
import { Args, Query, Resolver, Subscription } from '@nestjs/graphql';
import type { DisplayView } from '../../projections/display/view';
import { Public } from '../auth/authenticated.guard';
import { tournamentNotFound } from '../common/api-errors';
import { checkAll } from '../common/field-check';
import { identifier } from '../common/input-checks';
import { idArg, tournamentIdArg } from '../common/resolver-args';
import { LEDGER, type Ledger } from '../../app/ledger.port';
import { pushIterator } from './async-queue';
import type { DisplayApi } from '../../app/reads/display.port';
import { Display, DisplayClock, DisplayStandings, DisplayTableHand } from './display.types';
import { clockKey, clockPayload, standingsKey, standingsPayload, tableHandOf } from './payloads';

/** The clock is re-sent this often even unchanged, so a monitor re-syncs to server time. */
const CLOCK_RESYNC_MS = 10_000;

/**
 * The hall display (issue 10; FSNP Art. 4, 60): public, no token — the monitors in the room
 * show what every player may see. Reads only the display read model; subscriptions are fed
 * after each committed projection batch and send only what changed.
 */
@Resolver()
export class DisplayResolver {
  constructor(@Inject(LEDGER) private readonly ledger: Ledger) {}

  private get api(): DisplayApi {
    if (!this.ledger.display) throw new Error('The display read model is not wired.');
    return this.ledger.display;
  }

  @Public()
  @Query(() => Display, { description: 'Everything the hall display shows (public).' })
  async display(@Args(tournamentIdArg) tournamentId: string): Promise<Display> {
    checkAll([['tournamentId', tournamentId, identifier]]);
    const v = await this.api.view(tournamentId);
    if (!v || v.status === 'none') throw tournamentNotFound(tournamentId);
    const now = this.api.now();
    return {
      tournamentId,
      name: v.name,
      serverNow: now,
      clock: clockPayload(v, now, this.api.clockRate) as DisplayClock,
      standings: standingsPayload(v, now) as DisplayStandings,
      tables: v.tables as DisplayTableHand[],
    };
  }

  @Public()
  @Subscription(() => DisplayClock, {
    description: 'The clock on every start, pause, resume, level record or structure change.',
    resolve: (payload: DisplayClock) => payload,
  })
  displayClock(@Args(tournamentIdArg) tournamentId: string) {
    checkAll([['tournamentId', tournamentId, identifier]]);
    const api = this.api;
    return this.follow(
      tournamentId,
      clockKey,
      (v) => clockPayload(v, api.now(), api.clockRate),
      CLOCK_RESYNC_MS,
    );
  }

  @Public()
  @Subscription(() => DisplayStandings, {
    description: 'Players left, entries, average stack, prize pool, payouts and chip counts.',
    resolve: (payload: DisplayStandings) => payload,
  })
  displayStandings(@Args(tournamentIdArg) tournamentId: string) {
    checkAll([['tournamentId', tournamentId, identifier]]);
    const api = this.api;
    return this.follow(tournamentId, standingsKey, (v) => standingsPayload(v, api.now()));
  }

  @Public()
  @Subscription(() => DisplayTableHand, {
    nullable: true,
    description: "A table's current hand, public facts only; null between hands.",
    resolve: (payload: { hand: DisplayTableHand | null }) => payload.hand,
  })
  tableHand(@Args(tournamentIdArg) tournamentId: string, @Args(idArg('tableId')) tableId: string) {
    checkAll([
      ['tournamentId', tournamentId, identifier],
      ['tableId', tableId, identifier],
    ]);
    return this.follow(
      tournamentId,
      (v) => JSON.stringify(tableHandOf(v, tableId)),
      (v) => ({ hand: tableHandOf(v, tableId) as DisplayTableHand | null }),
    );
  }

  /** The current value at once, then each change (by `key`), optionally re-sent every `resyncMs`. */
  private follow<T>(
    tournamentId: string,
    key: (v: DisplayView) => string,
    payload: (v: DisplayView) => T,
    resyncMs?: number,
  ): AsyncIterableIterator<T> {
    const api = this.api;
    return pushIterator<T>((push) => {
      let last: string | undefined;
      const send = (v: DisplayView | null, always: boolean) => {
        if (!v || v.status === 'none') return;
        const k = key(v);
        if (!always && k === last) return;
        last = k;
        push(payload(v));
      };
      const current = (always: boolean) =>
        api.view(tournamentId).then(
          (v) => send(v, always),
          () => undefined,
        );
      // The first answer goes out unless a push of the same value beat it: a batch committed
      // while the read was in flight is delivered by the listener, and sending the read's
      // answer after it would show the monitor the same frame twice.
      void current(false);
      const stop = api.listen(tournamentId, (v) => send(v, false));
      const timer = resyncMs ? setInterval(() => void current(true), resyncMs) : undefined;
      return () => {
        stop();
        if (timer) clearInterval(timer);
      };
    });
  }
}
