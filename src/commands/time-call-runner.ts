/**
 * A time call runs by itself (Club Rule 29; FSPR 7.1.7 note; FSNP Art. 103; LNSE 123/13 II.68):
 * once `TimeCalled` is recorded, this process in the API server announces the countdown when the
 * allowance ends (`StartTimeCountdown`) and, when the time is up, sends `ExpireTime`, whose
 * ruling (dead hand, fold, or check) the ruleset decides. It follows the store from position 0
 * (a fold of the store, as the ranking policy runner does) and keeps only the calls still open:
 * any action, dead hand or new hand at that table closes a call. Command ids are derived from
 * the call, so two API processes sending the same step append it once.
 *
 * Time comes from the injected clock and the waiting from the injected timers, so tests run it
 * with a fixed clock and fire the timers by hand.
 */
import type { StoredEvent, Actor } from '../events/envelope';
import { tournamentIdOf } from '../events/envelope';
import type { EventStore, Subscription } from '../store/event-store';
import type { Clock } from './clock';

/** The two commands the runner sends (hands/timing.ts). */
export interface TimeStep {
  readonly type: 'StartTimeCountdown' | 'ExpireTime';
  readonly tournamentId: string;
  readonly tableId: string;
  readonly handNo: number;
  readonly seat: number;
}

export type SendTimeStep = (
  streamId: string,
  command: TimeStep,
  commandId: string,
  actor: Actor,
) => Promise<{ ok: boolean; rejection?: { code: string } }>;

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const realTimers: Timers = {
  set: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref?.();
    return t;
  },
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

interface OpenCall {
  readonly streamId: string;
  readonly tableId: string;
  readonly handNo: number;
  readonly seat: number;
  readonly calledAt: string;
  readonly countdownAt?: string;
  readonly deadline: string;
  countingDown: boolean;
  timer?: unknown;
}

const ACTOR: Actor = { id: 'time-call', role: 'system' };
/** A step refused as early (the clock read a hair before the instant) is tried again after this. */
const RETRY_MS = 250;

type TableData = { tableId?: string; handNo?: number; seat?: number };

export class TimeCallRunner {
  private subscription: Subscription | undefined;
  private readonly open = new Map<string, OpenCall>();
  private stopped = false;

  constructor(
    private readonly store: EventStore,
    private readonly send: SendTimeStep,
    private readonly clock: Clock,
    private readonly timers: Timers = realTimers,
    private readonly onRefused: (step: TimeStep, code: string) => void = () => {},
  ) {}

  start(): void {
    this.subscription = this.store.subscribe(0, (e) => this.fold(e));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const c of this.open.values()) if (c.timer !== undefined) this.timers.clear(c.timer);
    this.open.clear();
    await this.subscription?.close();
  }

  /** Calls still running, for tests and health. */
  get pending(): readonly Omit<OpenCall, 'timer'>[] {
    return [...this.open.values()].map(({ timer: _t, ...c }) => c);
  }

  private fold(e: StoredEvent): void {
    if (!tournamentIdOf(e.streamId)) return;
    const d = e.data as TableData & { at?: string; deadline?: string; countdownAt?: string };
    if (d.tableId === undefined) return;
    const key = `${e.streamId}|${d.tableId}`;
    const call = this.open.get(key);
    switch (e.type) {
      case 'TimeCalled':
        this.close(key);
        this.open.set(key, {
          streamId: e.streamId,
          tableId: d.tableId,
          handNo: d.handNo!,
          seat: d.seat!,
          calledAt: d.at!,
          deadline: d.deadline!,
          ...(d.countdownAt ? { countdownAt: d.countdownAt } : {}),
          countingDown: false,
        });
        this.schedule(key);
        return;
      case 'TimeCountdownStarted':
        if (call && call.seat === d.seat && call.handNo === d.handNo) {
          call.countingDown = true;
          this.schedule(key);
        }
        return;
      case 'ActionRecorded':
      case 'HandDeclaredDead':
        if (call && call.seat === d.seat && call.handNo === d.handNo) this.close(key);
        return;
      case 'HandPlanned':
      case 'HandCompleted':
      case 'HandVoided':
        if (call) this.close(key);
        return;
      default:
        return;
    }
  }

  private close(key: string): void {
    const c = this.open.get(key);
    if (c?.timer !== undefined) this.timers.clear(c.timer);
    this.open.delete(key);
  }

  private schedule(key: string, delayMs?: number): void {
    const c = this.open.get(key);
    if (!c || this.stopped) return;
    if (c.timer !== undefined) this.timers.clear(c.timer);
    const countdown = c.countdownAt !== undefined && !c.countingDown;
    const due = countdown ? c.countdownAt! : c.deadline;
    const wait = delayMs ?? Math.max(0, Date.parse(due) - Date.parse(this.clock.now()));
    c.timer = this.timers.set(() => void this.fire(key, countdown), wait);
  }

  private async fire(key: string, countdown: boolean): Promise<void> {
    const c = this.open.get(key);
    if (!c || this.stopped) return;
    c.timer = undefined;
    const step: TimeStep = {
      type: countdown ? 'StartTimeCountdown' : 'ExpireTime',
      tournamentId: tournamentIdOf(c.streamId)!,
      tableId: c.tableId,
      handNo: c.handNo,
      seat: c.seat,
    };
    const commandId = `time-call:${c.streamId}:${c.tableId}:${c.handNo}:${c.seat}:${c.calledAt}:${step.type}`;
    const r = await this.send(c.streamId, step, commandId, ACTOR);
    if (r.ok || this.open.get(key) !== c) return;
    const code = r.rejection?.code ?? 'UNKNOWN';
    // The instant is not reached yet by the command's clock: try again shortly.
    if (code === 'TIME_NOT_UP') this.schedule(key, RETRY_MS);
    else this.onRefused(step, code);
  }
}
