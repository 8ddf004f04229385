/**
 * The regulator's PDF report (issue 7): summary, prize pool and rake per item, operator's
 * share per table and day, payouts, penalties, ledger balances and the chain head. Rendered
 * with pdfkit; the creation date is the bundle's date, so the same events give the same file.
 */
import PDFDocument from 'pdfkit';
import { FULL_BASIS_POINTS } from '../rules/types';
import type { RegulatorSummary } from './summary';

const money = (minor: number, currency: string): string => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')} ${currency}`;
};
const pct = (part: number, whole: number): string =>
  whole === 0 ? '-' : `${((part * FULL_BASIS_POINTS) / whole / 100).toFixed(2)} %`;
const pad = (s: string, n: number) =>
  s.length >= n ? s.slice(0, n) : s + ' '.repeat(n - s.length);
const lpad = (s: string, n: number) => (s.length >= n ? s : ' '.repeat(n - s.length) + s);

export function renderReportPdf(s: RegulatorSummary, generatedAt: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: {
      Title: `Regulator report — ${s.name || s.tournamentId}`,
      Author: 'Tournament Ledger',
      CreationDate: new Date(generatedAt),
      ModDate: new Date(generatedAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const c = s.currency;
  const h = (t: string) =>
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(12).text(t).moveDown(0.2);
  const mono = (t: string) => doc.font('Courier').fontSize(8).text(t);

  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(`Regulator report: ${s.name || s.tournamentId}`);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Tournament ${s.tournamentId} · ruleset ${s.rulesetId} · ${s.venue}`);
  doc.text(`Events: ${s.eventCount} · generated ${generatedAt}`);
  doc.text(`Chain head (SHA-256): ${s.chainHead}`);

  h('Taken in per item, prize pool and operator share (LNSE 123/13 I.62, IV.6(b))');
  mono(
    `${pad('code', 6)}${lpad('count', 7)}${lpad('gross', 20)}${lpad('prize fund', 20)}${lpad('operator', 20)}${lpad('operator %', 12)}`,
  );
  for (const [code, t] of Object.entries(s.byCode))
    mono(
      `${pad(code, 6)}${lpad(String(t.count), 7)}${lpad(money(t.gross, c), 20)}${lpad(money(t.prizeFund, c), 20)}${lpad(money(t.fee, c), 20)}${lpad(pct(t.fee, t.gross), 12)}`,
    );
  const pool = s.payouts.pool;
  doc.moveDown(0.3).font('Helvetica').fontSize(10);
  doc.text(
    pool
      ? `Prize pool fixed at ${money(pool.amount, c)} on ${pool.fixedAt}` +
          (pool.bountyFund ? ` (bounty fund ${money(pool.bountyFund, c)})` : '')
      : 'Prize pool not fixed yet.',
  );
  const table = s.payouts.table;
  if (table)
    doc.text(
      `Payout table (${table.source}) for ${table.fieldSize} registrants: ` +
        (table.basisPoints.length
          ? table.basisPoints.map((bp, i) => `${i + 1}: ${(bp / 100).toFixed(2)} %`).join(', ')
          : table.ticketValue
            ? `qualification tickets of ${money(table.ticketValue, c)}`
            : `${table.places} places`),
    );

  h('Operator share per table and playing day (LNSE 123/13 IV.6(c))');
  mono(
    `${pad('day', 5)}${pad('table', 12)}${pad('code', 6)}${lpad('count', 7)}${lpad('gross', 20)}${lpad('operator', 20)}`,
  );
  for (const r of s.tables)
    mono(
      `${pad(String(r.playDay), 5)}${pad(r.tableId ?? '(none)', 12)}${pad(r.code, 6)}${lpad(String(r.count), 7)}${lpad(money(r.gross, c), 20)}${lpad(money(r.fee, c), 20)}`,
    );

  h('Payouts: classification receipts and payments (LNSE 123/13 I.66, IV.9.1)');
  mono(
    `${pad('rcpt', 6)}${pad('player', 14)}${pad('place', 7)}${lpad('amount', 18)}${lpad('withheld', 16)}  paid`,
  );
  for (const r of s.payouts.rows)
    mono(
      `${pad(String(r.receiptNo), 6)}${pad(r.playerId, 14)}${pad(r.place === null ? '-' : String(r.place), 7)}${lpad(money(r.amount, c), 18)}${lpad(money(r.withheld, c), 16)}  ${r.paidAt ?? 'UNPAID (open liability)'}`,
    );
  for (const t of s.payouts.tickets)
    mono(
      `${pad('-', 6)}${pad(t.playerId, 14)}${pad(String(t.place), 7)}${lpad(money(t.ticketValue, c), 18)}  qualification ticket`,
    );

  h('Penalties and rulings');
  if (s.penalties.length === 0) mono('None recorded.');
  for (const p of s.penalties)
    mono(`#${p.revision} ${p.at} ${p.type} by ${p.by} ${p.ruleRef ?? ''} ${p.detail}`);

  h('Ledger balances (debit +, credit -; they sum to zero)');
  for (const [account, balance] of Object.entries(s.ledger.balances))
    mono(`${pad(account, 22)}${lpad(money(balance, c), 22)}`);
  doc.end();
  return done;
}
