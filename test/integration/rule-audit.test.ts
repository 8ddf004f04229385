/**
 * The regulator's rule audit (issue 15, "Beyond hashes"): bundles forged so that the hash chain
 * is still valid (every hash recomputed after the edit) pass the hash check, and the audit names
 * the forged event, its line and the invariant it breaks. Honest whole tournaments pass.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fmt } from '../../src/aggregates/tournament/guards';
import { GENESIS_HASH, tournamentStreamId, type StoredEvent } from '../../src/events/envelope';
import { hashEvent } from '../../src/events/hash-chain';
import { HAND_RULES } from '../../src/poker/rule-refs';
import type { EventData, TournamentEventType } from '../../src/events/tournament-events';
import { eventsJsonl, regulatorBundleFiles } from '../../src/regulator/bundle';
import { auditEvents, INVARIANTS, type RuleAuditResult } from '../../src/regulator/rule-audit';
import { auditBundleRules } from '../../src/regulator/rule-audit-bundle';
import { verifyBundle, verifyEventLines } from '../../src/regulator/verify-bundle';
import { runSimulation } from '../../src/simulation/driver';
import { MemoryEventStore } from '../../src/store/memory/memory-event-store';
import { runSimulatedTournament } from '../unit/money/simulated-tournament';

type DeepMutable<T> = { -readonly [K in keyof T]: DeepMutable<T[K]> };

const GENERATED = '2026-12-06T09:00:00.000Z';

async function simulated(players: number, rulesetId: string, tournamentType: string, seed: number) {
  const store = new MemoryEventStore();
  const r = await runSimulation({ players, rulesetId, tournamentType, seed, store });
  return store.readStream(tournamentStreamId(r.tournamentId));
}

async function moneyTournament() {
  const store = new MemoryEventStore();
  const id = await runSimulatedTournament(store);
  return store.readStream(tournamentStreamId(id));
}

/** Recomputes every hash from `from` on, as a forger who knows the algorithm would. */
function rechain(events: StoredEvent[], from: number): StoredEvent[] {
  for (let i = from; i < events.length; i++) {
    const linked = { ...events[i], prevHash: i === 0 ? GENESIS_HASH : events[i - 1].hash };
    events[i] = { ...linked, hash: hashEvent(linked) };
  }
  return events;
}

const copy = (events: readonly StoredEvent[]): StoredEvent[] =>
  JSON.parse(JSON.stringify(events)) as StoredEvent[];

function indexOf<T extends TournamentEventType>(
  events: readonly StoredEvent[],
  type: T,
  pred: (d: EventData<T>) => boolean = () => true,
  last = false,
): number {
  const hits = events
    .map((e, i) => (e.type === type && pred(e.data as EventData<T>) ? i : -1))
    .filter((i) => i >= 0);
  if (!hits.length) throw new Error(`no ${type} in the stream`);
  return last ? hits[hits.length - 1] : hits[0];
}

/** The stream with event `i`'s data edited and the chain recomputed: the hash check passes. */
function forge<T extends TournamentEventType>(
  events: readonly StoredEvent[],
  i: number,
  type: T,
  edit: (d: DeepMutable<EventData<T>>) => void,
): StoredEvent[] {
  const out = copy(events);
  expect(out[i].type).toBe(type);
  edit(out[i].data as DeepMutable<EventData<T>>);
  rechain(out, i);
  expect(verifyEventLines(eventsJsonl(out))).toMatchObject({ ok: true });
  return out;
}

const brokenAt = (r: RuleAuditResult) => r.broken!;

describe('rule audit of a regulator bundle (issue 15: beyond hashes)', () => {
  let played: StoredEvent[];
  let money: StoredEvent[];
  let lnse: StoredEvent[];
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ledger-rule-audit-'));
    played = await simulated(60, 'fsnp', 'RA', 7);
    money = await moneyTournament();
    lnse = await simulated(10, 'lnse', 'SIT_AND_GO', 1);
  }, 300_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('honest whole tournaments pass: a simulated R+A field played to its winner, a priced and paid one, an LNSE sit & go', () => {
    for (const events of [played, money, lnse]) {
      const r = auditEvents(events);
      expect(r.broken).toBeUndefined();
      expect(r).toMatchObject({ ok: true, eventsAudited: events.length });
    }
    // The simulated field played hands, colour-ups and eliminations: the hand checks ran.
    expect(played.some((e) => e.type === 'ChipRaceConducted')).toBe(true);
    expect(auditEvents(played).invariants).toBeGreaterThanOrEqual(10);
  });

  it('FSNP Art. 109: a call rewritten as a check facing a bet is refused by the replayed engine, with its article', () => {
    const i = indexOf(played, 'ActionRecorded', (d) => d.action === 'call' && d.amount > 0);
    const forged = forge(played, i, 'ActionRecorded', (d) => {
      d.action = 'check';
      d.amount = 0;
    });
    const b = brokenAt(auditEvents(forged));
    expect(b).toMatchObject({ line: i + 1, type: 'ActionRecorded' });
    expect(b.invariant).toMatch(/^every step of a hand is one the rules allow/);
    expect(b.citation).toBe(HAND_RULES.CANNOT_CHECK.ruleRef);
  });

  it('a call recorded for more chips than it puts in is caught on its line', () => {
    const i = indexOf(played, 'ActionRecorded', (d) => d.action === 'call' && d.amount > 0);
    const put = (played[i].data as EventData<'ActionRecorded'>).amount;
    const forged = forge(played, i, 'ActionRecorded', (d) => {
      d.amount += 100;
    });
    const b = brokenAt(auditEvents(forged));
    expect(b).toMatchObject({ line: i + 1, type: 'ActionRecorded' });
    expect(b.detail).toContain(`the step puts in ${fmt(put)}`);
  });

  it('FSNP Art. 76-78: a pot awarded 100 chips more than was put in is named on its line', () => {
    const i = indexOf(played, 'PotsAwarded', (d) => d.pots[0].shares.length === 1);
    const put = (played[i].data as EventData<'PotsAwarded'>).pots.reduce((a, p) => a + p.amount, 0);
    const forged = forge(played, i, 'PotsAwarded', (d) => {
      d.pots[0].amount += 100;
      d.pots[0].shares[0].chips += 100;
    });
    const b = brokenAt(auditEvents(forged));
    expect(b).toMatchObject({ line: i + 1, revision: i, type: 'PotsAwarded' });
    expect(b.invariant).toMatch(/^pots equal contributions/);
    expect(b.citation).toBe('FSNP Art. 76-78; DECISION-5');
    expect(b.detail).toContain(`total ${fmt(put + 100)} chips but the players put in ${fmt(put)}`);
  });

  it('FSNP Art. 77, DECISION-5: a pot paid out beyond its amount breaks "awards equal pots"', () => {
    const i = indexOf(played, 'PotsAwarded', (d) => d.pots[0].shares.length === 1);
    const forged = forge(played, i, 'PotsAwarded', (d) => {
      d.pots[0].shares[0].chips += 100;
    });
    const b = brokenAt(auditEvents(forged));
    expect(b).toMatchObject({ line: i + 1, type: 'PotsAwarded' });
    expect(b.invariant).toMatch(/^awards equal pots/);
  });

  it('FSNP Art. 35: a hand that leaves 500 chips more than it started with breaks chip conservation hand by hand', () => {
    const i = indexOf(played, 'HandCompleted');
    const forged = forge(played, i, 'HandCompleted', (d) => {
      d.stacks[0].chips += 500;
    });
    const b = brokenAt(auditEvents(forged));
    expect(b).toMatchObject({ line: i + 1, type: 'HandCompleted' });
    expect(b.invariant).toMatch(/^chips are conserved hand by hand/);
    expect(b.detail).toMatch(/started with [\d,]+ chips and leaves [\d,]+/);
  });

  it('FSNP Art. 35: an elimination that removes chips the player no longer held breaks chip conservation', () => {
    const i = indexOf(played, 'PlayerEliminated', (d) => d.chipsRemoved === 0);
    const forged = forge(played, i, 'PlayerEliminated', (d) => {
      d.chipsRemoved = 100;
    });
    const b = brokenAt(auditEvents(forged));
    expect(b).toMatchObject({ line: i + 1, type: 'PlayerEliminated' });
    expect(b.invariant).toMatch(/^chips are conserved: chips on the tables equal/);
    expect(b.detail).toContain('100 chips more than recorded');
  });

  it('FSNP Art. 40, DECISION-8: a colour-up race that hands out an extra chip, its delta adjusted to match, is caught', () => {
    const i = indexOf(played, 'ChipRaceConducted');
    const forged = forge(played, i, 'ChipRaceConducted', (d) => {
      d.results[0].after += d.smallestRemaining;
      d.delta += d.smallestRemaining;
    });
    const b = brokenAt(auditEvents(forged));
    expect(b).toMatchObject({ line: i + 1, type: 'ChipRaceConducted' });
    expect(b.invariant).toMatch(/^a colour-up race/);
  });

  it('FSNP Art. 132; LNSE 123/13 I.68: final standings that crown the runner-up are caught', () => {
    const i = indexOf(played, 'TournamentCompleted');
    const forged = forge(played, i, 'TournamentCompleted', (d) => {
      const [first, second] = d.standings;
      [first.place, second.place] = [second.place, first.place];
      d.winnerId = second.playerId;
    });
    const b = brokenAt(auditEvents(forged));
    expect(b).toMatchObject({ line: i + 1, type: 'TournamentCompleted' });
    expect(b.invariant).toMatch(/^players are placed once each, by survival/);
    expect(b.detail).toContain('he was eliminated in place 2');
  });

  it('FSNP Art. 139.3(d): a prize above the fixed pool breaks "payouts equal the fixed prize pool"', () => {
    const pool = (money[indexOf(money, 'PrizePoolFixed')].data as EventData<'PrizePoolFixed'>)
      .amount;
    const i = indexOf(money, 'PrizeAwarded', () => true, true);
    const forged = forge(money, i, 'PrizeAwarded', (d) => {
      d.amount += 1_000;
    });
    const b = brokenAt(auditEvents(forged));
    expect(b).toMatchObject({ line: i + 1, type: 'PrizeAwarded' });
    expect(b.invariant).toMatch(/^payouts equal the fixed prize pool/);
    expect(b.citation).toContain('FSNP Art. 139.3(d)');
    expect(b.detail).toContain(`more than the fixed pool of ${fmt(pool)} by 1,000`);
  });

  it('DECISION-3: a first-place prize moved away from the payout table is caught on its own line', () => {
    const i = indexOf(money, 'PrizeAwarded');
    const forged = forge(money, i, 'PrizeAwarded', (d) => {
      d.amount += 1_000;
    });
    const b = brokenAt(auditEvents(forged));
    expect(b).toMatchObject({ line: i + 1, type: 'PrizeAwarded' });
    expect(b.invariant).toMatch(/^each prize is its place’s share/);
  });

  it('payouts equal the pool: an award dropped from the stream (revisions renumbered) leaves the pool short at the end of the award', () => {
    const i = indexOf(money, 'PrizeAwarded', () => true, true);
    const forged = copy(money);
    forged.splice(i, 1);
    for (let k = i; k < forged.length; k++) forged[k] = { ...forged[k], revision: k };
    rechain(forged, i);
    expect(verifyEventLines(eventsJsonl(forged)).ok).toBe(true);
    const b = brokenAt(auditEvents(forged));
    expect(b).toMatchObject({ line: i, type: 'PrizeAwarded' });
    expect(b.invariant).toMatch(/^payouts equal the fixed prize pool/);
    expect(b.detail).toContain('is left unawarded');
  });

  it('LNSE 123/13 I.66-67: a payment above its receipt is caught', () => {
    const i = indexOf(money, 'PrizePaid');
    const forged = forge(money, i, 'PrizePaid', (d) => {
      d.net += 1_000;
    });
    const b = brokenAt(auditEvents(forged));
    expect(b).toMatchObject({ line: i + 1, type: 'PrizePaid' });
    expect(b.invariant).toMatch(/^a prize is paid once/);
    // The ledger's zero-sum alone (the table is data) catches it too.
    const ledgerOnly = INVARIANTS.filter((x) => x.name.startsWith('the ledger balances'));
    expect(ledgerOnly).toHaveLength(1);
    const l = brokenAt(auditEvents(forged, ledgerOnly));
    expect(l).toMatchObject({ line: i + 1, invariant: ledgerOnly[0].name });
    expect(l.detail).toContain('1,000');
  });

  it("LNSE 123/13 IV.6(b): an operator's fee over 30 % of the buy-in is caught with the ruleset's citation", () => {
    const i = indexOf(lnse, 'PlayerRegistered', (d) => !!d.purchase);
    const forged = forge(lnse, i, 'PlayerRegistered', (d) => {
      d.purchase!.fee = d.purchase!.prizeFund; // half of the item goes to the operator
    });
    const b = brokenAt(auditEvents(forged));
    expect(b).toMatchObject({ line: i + 1, type: 'PlayerRegistered' });
    expect(b.invariant).toMatch(
      /^the operator’s share of each purchase is within the ruleset’s cap/,
    );
    expect(b.citation).toContain('LNSE 123/13 IV.6(b)');
    expect(b.detail).toContain(`the operator's share of the buy-in is`);
    expect(b.detail).toContain('above 30 % of the item');
  });

  it('FSNP Art. 30: with no cap in the ruleset, a fee above the published price is still caught', () => {
    const i = indexOf(played, 'PlayerRegistered', (d) => !!d.purchase);
    const forged = forge(played, i, 'PlayerRegistered', (d) => {
      d.purchase!.fee += 1_000;
    });
    const b = brokenAt(auditEvents(forged));
    expect(b).toMatchObject({ line: i + 1, type: 'PlayerRegistered' });
    expect(b.invariant).toMatch(/published price/);
  });

  it('an event naming a player the tournament does not have cannot be applied, and is named as such', () => {
    const i = indexOf(played, 'PurchaseAnnounced');
    const forged = forge(played, i, 'PurchaseAnnounced', (d) => {
      d.playerId = 'nobody';
    });
    const b = brokenAt(auditEvents(forged));
    expect(b).toMatchObject({ line: i + 1, type: 'PurchaseAnnounced' });
    expect(b.invariant).toBe('every event applies to the tournament as recorded before it');
    expect(b.detail).toContain('the PurchaseAnnounced cannot be applied');
  });

  it('revisions contiguous: a gap in the revisions (the chain recomputed over it) is named where it opens', () => {
    const forged = copy(played);
    for (let k = 50; k < forged.length; k++) forged[k] = { ...forged[k], revision: k + 1 };
    rechain(forged, 50);
    const b = brokenAt(auditEvents(forged));
    expect(b).toMatchObject({ line: 51, revision: 51 });
    expect(b.invariant).toMatch(/^revisions are contiguous/);
    expect(b.detail).toBe('revision 51 follows 49: revision 50 is missing');
  });

  it('revisions contiguous: a repeated revision is named', () => {
    const forged = copy(played);
    forged.splice(31, 0, { ...forged[30], eventId: 'forged-repeat' });
    rechain(forged, 31);
    const b = brokenAt(auditEvents(forged));
    expect(b).toMatchObject({ line: 32, revision: 30 });
    expect(b.detail).toContain('repeats');
  });

  it('npm run verify -- DIR --rules: a forged bundle whose hashes all check out exits 1 naming the line; the honest one passes', async () => {
    const write = async (name: string, events: readonly StoredEvent[]) => {
      const out = join(dir, name);
      mkdirSync(out);
      const { files } = await regulatorBundleFiles(events, GENERATED);
      for (const [f, b] of Object.entries(files)) writeFileSync(join(out, f), b);
      return out;
    };
    const i = indexOf(played, 'PotsAwarded', (d) => d.pots[0].shares.length === 1);
    const forged = await write(
      'forged',
      forge(played, i, 'PotsAwarded', (d) => {
        d.pots[0].amount += 100;
        d.pots[0].shares[0].chips += 100;
      }),
    );
    const honest = await write('honest', played);
    // Every hash, the manifest and the CSVs agree: only the rules tell.
    expect(await verifyBundle(forged)).toMatchObject({ ok: true });
    expect((await auditBundleRules(forged)).broken).toMatchObject({ line: i + 1 });

    const verify = (...args: string[]) => {
      try {
        return {
          status: 0,
          out: execFileSync('npx', ['tsx', 'scripts/verify.ts', ...args], { encoding: 'utf8' }),
        };
      } catch (e) {
        const x = e as { status: number; stdout: string };
        return { status: x.status, out: x.stdout };
      }
    };
    expect(verify(forged).status).toBe(0);
    const r = verify(forged, '--rules');
    expect(r.status).toBe(1);
    expect(r.out).toContain(`RULE BROKEN events.jsonl line ${i + 1} (PotsAwarded, revision ${i})`);
    expect(r.out).toContain('pots equal contributions');
    const ok = verify(honest, '--rules');
    expect(ok.status).toBe(0);
    expect(ok.out).toContain(`rules ok ${played.length} events`);
  }, 180_000);
});
