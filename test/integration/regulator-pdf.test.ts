/**
 * The regulator's PDF read back as text (issue 21): an inspector must be able to sign it without
 * the CSVs. An LNSE tournament with odd-centavo prices, a re-entry, a top-up, add-ons, two paid
 * prizes (one with a withholding) and one open; every figure is derived here from the scenario's
 * inputs or the stored events, never copied from the report.
 */
import type { StoredEvent } from '../../src/events/envelope';
import { tournamentStreamId } from '../../src/events/envelope';
import type {
  PrizeAwardedData,
  PrizePaidData,
  PrizeReceiptSignedData,
} from '../../src/events/prize-events';
import { verifyStream } from '../../src/events/hash-chain';
import { regulatorBundleFiles } from '../../src/regulator/bundle';
import { renderReportPdf } from '../../src/regulator/report-pdf';
import { regulatorSummary } from '../../src/regulator/summary';
import { MemoryEventStore } from '../../src/store/memory/memory-event-store';
import { pdfText, type PdfText } from '../support/pdf-text';
import { runSimulatedTournament } from '../unit/money/simulated-tournament';
import {
  dniOf,
  LNSE_ADD_ONS,
  LNSE_PLAYERS,
  LNSE_PRICES,
  LNSE_WITHHELD,
  LNSE_WITHHOLDING_BASIS,
  runLnseTournament,
} from './lnse-tournament';

const GENERATED = '2026-12-06T09:00:00.000Z';
/** Minor units as the report prints them: thousands separated, two decimals, integer maths. */
const money = (minor: number) =>
  `${minor < 0 ? '-' : ''}${Math.floor(Math.abs(minor) / 100).toLocaleString('en-US')}.${String(Math.abs(minor) % 100).padStart(2, '0')}`;
const ofType = <T>(events: readonly StoredEvent[], type: string) =>
  events.filter((e) => e.type === type).map((e) => e.data as T);

async function lnseEvents(over = {}): Promise<StoredEvent[]> {
  const store = new MemoryEventStore();
  const id = await runLnseTournament(store, over);
  return store.readStream(tournamentStreamId(id));
}
const reportOf = async (events: readonly StoredEvent[]) =>
  (await regulatorBundleFiles(events, GENERATED)).files['report.pdf'];

describe("the regulator's PDF of an LNSE tournament (issue 21)", () => {
  let events: StoredEvent[];
  let pdf: PdfText;
  let text: string;

  beforeAll(async () => {
    events = await lnseEvents();
    pdf = pdfText(await reportOf(events));
    text = pdf.pages.join('\n');
  });

  it('LNSE I.66, IV.9.1(e): each payment shows the name, the identity document and the amounts to the centavo', () => {
    const awards = ofType<PrizeAwardedData>(events, 'PrizeAwarded');
    const paid = new Map(ofType<PrizePaidData>(events, 'PrizePaid').map((p) => [p.receiptNo, p]));
    expect(awards.length).toBe(3);
    expect(paid.size).toBe(2);
    const starts = awards.map((a) => text.indexOf(LNSE_PLAYERS[Number(a.playerId.slice(1)) - 1]));
    for (const [i, a] of awards.entries()) {
      const n = Number(a.playerId.slice(1));
      expect(starts[i]).toBeGreaterThan(0);
      // The row runs from the player's name to the next receipt's name (or the totals).
      const row = text.slice(starts[i], starts[i + 1] ?? text.indexOf('Total, ', starts[i]));
      expect(row).toContain(`DNI ${dniOf(n)}`);
      expect(row).toContain(`${a.playerId}, reg. ${n}`);
      expect(row).toContain(money(a.amount));
      const p = paid.get(a.receiptNo);
      if (p) {
        expect(row).toContain('shown at payment');
        expect(row).toContain(`${money(p.withheld)} ${money(p.net)}`);
        expect(p.net).toBe(a.amount - p.withheld);
      } else expect(row).toContain('OPEN: not paid');
    }
    expect(paid.get(1)!.withheld).toBe(LNSE_WITHHELD);
    expect(text).toContain(
      `Receipt 1: ${money(LNSE_WITHHELD)} ARS withheld under ${LNSE_WITHHOLDING_BASIS}.`,
    );
  });

  it('LNSE IV.9.1(b), (e): each signed receipt shows the winner, his ID and the Supervisor; an unsigned one says so', () => {
    const signed = ofType<PrizeReceiptSignedData>(events, 'PrizeReceiptSigned');
    const awards = ofType<PrizeAwardedData>(events, 'PrizeAwarded');
    expect(signed.length).toBe(2);
    for (const sig of signed)
      expect(text).toContain(
        `Receipt ${sig.receiptNo}: signed by ${sig.fullName} (DNI ${sig.idDocument.number}) before Supervisor ${sig.supervisorId}`,
      );
    const open = awards.filter((a) => !signed.some((x) => x.receiptNo === a.receiptNo));
    for (const a of open) expect(text).toContain(`Receipt ${a.receiptNo}: NOT SIGNED.`);
  });

  it('names outside Latin-1 (Romanian Ș/Ț, Cyrillic) are printed as written, not as garbage', () => {
    expect(text).toContain('Ștefan Țurcanu');
    expect(text).toContain('Пётр Ёлкин');
    expect(text).toContain('María José Núñez');
  });

  it('LNSE I.62, IV.6(b): totals per item, the pool, and the payment totals add up to the centavo', () => {
    const { buyIn, rebuy, addOn } = LNSE_PRICES;
    const entries = LNSE_PLAYERS.length + 1;
    const pool = entries * buyIn.prizeFund + rebuy.prizeFund + LNSE_ADD_ONS * addOn.prizeFund;
    const fees = entries * buyIn.fee + rebuy.fee + LNSE_ADD_ONS * addOn.fee;
    expect(text).toContain(
      `IN ${entries} ${money(entries * (buyIn.prizeFund + buyIn.fee))} ${money(entries * buyIn.prizeFund)} ${money(entries * buyIn.fee)}`,
    );
    expect(text).toContain(
      `Total ${entries + 1 + LNSE_ADD_ONS} ${money(pool + fees)} ${money(pool)} ${money(fees)}`,
    );
    expect(text).toContain(`Prize pool fixed at ${money(pool)} ARS`);
    const net = ofType<PrizePaidData>(events, 'PrizePaid').reduce((a, p) => a + p.net, 0);
    expect(text).toContain(
      `Total, 3 receipts (2 paid) ${money(pool)} ${money(LNSE_WITHHELD)} ${money(net)}`,
    );
  });

  it('the checks: awarded = pool, paid + open = awarded, fees = operator share, all agreeing', () => {
    const { buyIn, rebuy, addOn } = LNSE_PRICES;
    const entries = LNSE_PLAYERS.length + 1;
    const pool = entries * buyIn.prizeFund + rebuy.prizeFund + LNSE_ADD_ONS * addOn.prizeFund;
    const fees = entries * buyIn.fee + rebuy.fee + LNSE_ADD_ONS * addOn.fee;
    const check = (label: string, figure: number) =>
      expect(text).toMatch(
        new RegExp(
          `${label.replace(/[()+.]/g, '\\$&')}[^\\n]*\\n(?:[^\\n]*\\n){0,2}${money(figure)} ${money(figure)} agrees`,
        ),
      );
    check('Prizes awarded = prize pool', pool);
    check('Paid + open = awarded', pool);
    check('Fees per item = operator share in the ledger', fees);
    const open = ofType<PrizeAwardedData>(events, 'PrizeAwarded')
      .filter(
        (a) => !ofType<PrizePaidData>(events, 'PrizePaid').some((p) => p.receiptNo === a.receiptNo),
      )
      .reduce((a, x) => a + x.amount, 0);
    check('Open receipts = prizes payable in the ledger', open);
    check('Withheld = withholding payable in the ledger', LNSE_WITHHELD);
    expect(text).not.toContain('DIFFERS');
    expect(text).toMatch(/All \d+ checks agree\./);
  });

  it("dates are in the venue's time zone (LNSE default America/Argentina/Buenos_Aires)", () => {
    const created = events[0].data as { scheduledStart: string };
    expect(created.scheduledStart).toBe('2026-12-05T17:00:00.000Z');
    expect(text).toContain(
      "Dates in the venue's local time: America/Argentina/Buenos_Aires (ruleset default)",
    );
    // Buenos Aires keeps UTC-3 all year.
    expect(text).toContain('Scheduled start 2026-12-05 14:00 UTC-03:00 2026-12-05T17:00:00.000Z');
    const paidAt = ofType<PrizePaidData>(events, 'PrizePaid')[0].paidAt;
    const local = new Date(Date.parse(paidAt) - 3 * 3_600_000).toISOString();
    expect(text).toContain(`${local.slice(0, 10)} ${local.slice(11, 16)}`);
  });

  it('LNSE I.32, I.65: entries and unique players', () => {
    const n = LNSE_PLAYERS.length;
    expect(text).toContain('Entries and players (LNSE 123/13 I.32, I.65, IV.1.3)');
    expect(text).toContain(`Entries (buy-ins): ${n + 1} = ${n} registrations + 1 re-entry`);
    expect(text).toContain(`Unique players: ${n}`);
  });

  it('the operator and its authorisation, from the ruleset', () => {
    expect(text).toContain('Operator (club): casino-buenos-aires');
    expect(text).toContain('Casino Buenos Aires S.A., regulated by Lotería Nacional S.E.');
    expect(text).toContain('Authorised under: Resolution 123/2013');
  });

  it('every page says "page N of M"', () => {
    expect(pdf.total).toBeGreaterThan(1);
    expect(pdf.pages).toHaveLength(pdf.total);
    for (const [i, page] of pdf.pages.entries())
      expect(page).toContain(`page ${i + 1} of ${pdf.total}`);
  });

  it('the hash chain was verified at export, with the head and its revision; signature lines follow', () => {
    const head = events[events.length - 1];
    expect(text).toContain(
      `Hash chain verified at export: all ${events.length} events (revisions 0 to ${head.revision})`,
    );
    expect(text).toContain(`Head, revision ${head.revision}: ${head.hash}`);
    const last = pdf.pages[pdf.total - 1];
    const signatures = last.slice(last.indexOf('Signatures'));
    expect(signatures).toContain('Tournament supervisor');
    expect(signatures).toContain("Regulator's inspector");
    expect(signatures.match(/Signature:/g)).toHaveLength(2);
    expect(signatures.match(/Name:/g)).toHaveLength(2);
    expect(signatures.match(/Date:/g)).toHaveLength(2);
  });

  it('an altered event is reported as a broken chain (do not sign) and its amount as a difference', async () => {
    const i = events.findIndex((e) => e.type === 'PrizeAwarded');
    const altered = events.map((e, k) =>
      k === i
        ? { ...e, data: { ...(e.data as object), amount: (e.data as PrizeAwardedData).amount + 1 } }
        : e,
    );
    const t = pdfText(await reportOf(altered)).pages.join('\n');
    expect(t).toContain(`HASH CHAIN NOT VERIFIED at export: revision ${events[i].revision}`);
    expect(t).toContain('Do not sign.');
    expect(t).not.toContain('Hash chain verified at export');
    expect(t).toMatch(/Prizes awarded = prize pool[^]*?DIFFERS by 0\.01/);
  });

  it('a payout list longer than a page repeats its column headers on every page it runs onto', async () => {
    const s = regulatorSummary(events);
    const open = s.payouts.rows[2];
    const rows = Array.from({ length: 150 }, (_, i) => ({
      ...open,
      receiptNo: i + 1,
      place: i + 1,
    }));
    const long = pdfText(
      await renderReportPdf(
        { ...s, payouts: { ...s.payouts, rows } },
        GENERATED,
        verifyStream(events),
      ),
    );
    const withRows = long.pages.filter((p) => p.includes('OPEN: not paid'));
    expect(withRows.length).toBeGreaterThan(2);
    for (const page of withRows) expect(page).toMatch(/Rcpt Place Player[^]*Net paid ARS/);
  });

  it('the same events and date give the same PDF, byte for byte', async () => {
    expect((await reportOf(events)).equals(await reportOf(events))).toBe(true);
  });

  it("FSNP Art. 124, 130: each playing day's close and the next day's start are listed in local time", async () => {
    const store = new MemoryEventStore();
    const streamId = tournamentStreamId(await runLnseTournament(store));
    const last = (await store.readStream(streamId)).at(-1)!;
    const day = (eventId: string, type: string, data: object) => ({
      eventId,
      type,
      schemaVersion: 1,
      data,
      metadata: { ...last.metadata, commandId: eventId, occurredAt: (data as { at: string }).at },
    });
    await store.append(
      streamId,
      [
        day('day-1-closed', 'TournamentDayClosed', {
          day: 1,
          at: '2026-12-06T04:30:00.000Z',
          level: 10,
          levelTimeLeftMs: 0,
        }),
        day('day-2-began', 'TournamentDayResumed', {
          day: 2,
          at: '2026-12-06T20:00:00.000Z',
          level: 10,
        }),
      ],
      last.revision,
    );
    const t = pdfText(await reportOf(await store.readStream(streamId))).pages.join('\n');
    // Buenos Aires is UTC-3: 04:30Z is 01:30 local, 20:00Z is 17:00 local.
    expect(t).toContain('Playing day 1 closed 2026-12-06 01:30 UTC-03:00 2026-12-06T04:30:00.000Z');
    expect(t).toContain('Playing day 2 began 2026-12-06 17:00 UTC-03:00 2026-12-06T20:00:00.000Z');
    expect(t.indexOf('Playing day 1 closed')).toBeLessThan(t.indexOf('Playing day 2 began'));
  });

  it("a tournament's own IANA time zone is used instead of the ruleset's", async () => {
    const own = await lnseEvents({ timeZone: 'America/Argentina/Mendoza' });
    const t = pdfText(await reportOf(own)).pages.join('\n');
    expect(t).toContain("Dates in the venue's local time: America/Argentina/Mendoza (tournament)");
  });

  it('an FSNP tournament shows Bucharest time (UTC+02:00 in December) by default', async () => {
    const store = new MemoryEventStore();
    const id = await runSimulatedTournament(store);
    const t = pdfText(await reportOf(await store.readStream(tournamentStreamId(id)))).pages.join(
      '\n',
    );
    expect(t).toContain("Dates in the venue's local time: Europe/Bucharest (ruleset default)");
    expect(t).toContain('Scheduled start 2026-12-05 19:00 UTC+02:00 2026-12-05T17:00:00.000Z');
    // An FSNP report cites no LNSE article.
    expect(t).not.toContain('LNSE');
  });
});
