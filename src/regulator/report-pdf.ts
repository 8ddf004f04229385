/**
 * The regulator's PDF report (issues 7, 21): what an inspector reads and signs without opening
 * the CSVs. The operator and its authorisation; the dates in the venue's time zone; entries and
 * unique players; taken in, prize pool and operator share per item; every payment against the
 * player's name and identity document, with withholding and net paid; the checks (awarded =
 * pool, paid + open = awarded, fees = operator share); per-table share; discipline; ledger
 * balances; whether the hash chain verified at export, with its head; a signature block; and
 * "page N of M" on every page. Rendered with pdfkit; the creation date is the bundle's date, so
 * the same events give the same file.
 */
import PDFDocument from 'pdfkit';
import type { IdentityDocument } from '../events/tournament-events';
import type { VerifyResult } from '../events/hash-chain';
import { getRuleset } from '../rules/registry';
import { FULL_BASIS_POINTS } from '../rules/types';
import type { Cited } from '../rules/types';
import type { RegulatorSummary, ReportCheck } from './summary';

/** The regulator's resolution whose articles the report's section headings name. */
const LNSE_SOURCE = 'LNSE 123/13';

const MARGIN = 48;
const FOOTER = 28;
/**
 * DejaVu Sans Condensed, embedded (subset): pdfkit's standard Helvetica has WinAnsi glyphs
 * only, so a Romanian "Ș"/"Ț" or a Cyrillic name (FSNP, FSPR players) would print as garbage.
 * Named by file path, not registered as a buffer: pdfkit's table restores the font from its
 * source after every cell, and only a string source is found in its cache (a buffer is parsed
 * again each time, which made a report take seconds).
 */
const fontPath = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);
const REGULAR = fontPath('DejaVuSansCondensed');
const BOLD = fontPath('DejaVuSansCondensed-Bold');

/** Integer minor units as major.minor with thousands separators; no float arithmetic. */
const amount = (minor: number): string => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
};
const pct = (part: number, whole: number): string =>
  whole === 0 ? '-' : `${((part * FULL_BASIS_POINTS) / whole / 100).toFixed(2)} %`;
const idRef = (d: IdentityDocument): string => `${d.type} ${d.number}`;
const cited = (c: Cited<string> | null): string => (c ? `${c.value} (${c.cite})` : '-');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "2026-12-05 14:00 UTC-03:00" in `timeZone` (IANA), from an ISO instant. */
export function localTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).formatToParts(new Date(iso));
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  const offset = p.timeZoneName === 'GMT' ? 'UTC' : p.timeZoneName.replace('GMT', 'UTC');
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute} ${offset}`;
}

interface Column {
  readonly header: string;
  readonly width: number;
  readonly right?: boolean;
}

export function renderReportPdf(
  s: RegulatorSummary,
  generatedAt: string,
  chain: VerifyResult,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    bufferPages: true,
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
  const tz = s.timeZone;
  const local = (iso: string | null) => (iso ? localTime(iso, tz) : '-');
  // The sections' articles are LNSE 123/13's: cited only where the ruleset in force cites that
  // source (its citationKey), never under another ruleset.
  const citesLnse = getRuleset(s.rulesetId)?.citationKey.value === LNSE_SOURCE;
  const lnse = (refs: string) => (citesLnse ? ` (${LNSE_SOURCE} ${refs})` : '');
  const width = doc.page.width - 2 * MARGIN;
  const body = (size = 8.5) => doc.font(REGULAR).fontSize(size).fillColor('black');
  /**
   * A heading kept with `need` points of what follows it, so that a table short enough for one
   * page is not split and a heading never ends a page.
   */
  const h = (t: string, need = 60) => {
    const fresh = doc.page.maxY() - doc.page.margins.top;
    if (doc.y + Math.min(need, fresh - 40) + 30 > doc.page.maxY()) doc.addPage();
    doc
      .moveDown(0.8)
      .font(BOLD)
      .fontSize(10.5)
      .text(t, MARGIN, undefined, { width })
      .moveDown(0.25);
    body();
  };
  /** Room a table of `rows` takes, `lines` text lines per row (8 pt text, 2 pt padding). */
  const tall = (rows: number, lines = 1) => 16 + rows * (4 + lines * 10.5);
  const line = (t: string) => body().text(t, MARGIN, undefined, { width });
  const field = (label: string, value: string) =>
    doc
      .font(BOLD)
      .fontSize(8.5)
      .text(`${label}: `, MARGIN, undefined, { continued: true, width })
      .font(REGULAR)
      .text(value);
  /**
   * A table drawn row by row, so that a table running over a page break repeats its header row
   * on the next page (pdfkit's table breaks pages but does not repeat the header): an inspector
   * reading page 40 of a long payout list still sees what each column is.
   */
  const table = (columns: readonly Column[], rows: readonly (readonly string[])[]) => {
    const scale = width / columns.reduce((a, col) => a + col.width, 0);
    const widths = columns.map((col) => col.width * scale);
    const pad = 2;
    const draw = (data: (string | PDFKit.Mixins.CellOptions)[]) => {
      doc.font(REGULAR).fontSize(8);
      doc.table({
        position: { x: MARGIN },
        columnStyles: columns.map((col, i) => ({
          width: widths[i],
          align: { x: col.right ? 'right' : 'left', y: 'top' },
        })),
        defaultStyle: { border: 0.5, borderColor: '#999999', padding: pad },
        data: [data],
      });
    };
    const header = () =>
      draw(
        columns.map((col) => ({
          text: col.header,
          font: { src: BOLD },
          backgroundColor: '#e8e8e8',
          type: 'TH' as const,
        })),
      );
    const heightOf = (r: readonly string[]) =>
      2 * pad +
      1 +
      Math.max(...r.map((t, i) => doc.heightOfString(t || ' ', { width: widths[i] - 2 * pad })));
    header();
    for (const r of rows) {
      doc.font(REGULAR).fontSize(8);
      if (doc.y + heightOf(r) > doc.page.maxY()) {
        doc.addPage();
        header();
      }
      draw([...r]);
    }
    doc.x = MARGIN;
    body();
  };

  // ---- Title and the operator -------------------------------------------------------------
  doc
    .font(BOLD)
    .fontSize(16)
    .text(`Regulator report: ${s.name || s.tournamentId}`);
  body(10).text(
    `Tournament ${s.tournamentId} · ruleset ${s.rulesetId} · currency ${c} (amounts in ${c}, exact to the minor unit)`,
  );
  line(`Generated ${local(generatedAt)} (${generatedAt}) from ${s.eventCount} stored events.`);

  h('Operator and licence');
  field('Operator (club)', s.operator.clubId || '-');
  field('Venue', s.operator.venue || '-');
  field('Jurisdiction', cited(s.operator.jurisdiction));
  field('Authorised under', cited(s.operator.sourceDocument));
  field('Rules applied', cited(s.operator.rulesetName));

  const d = s.dates;
  const moments: [string, string | null][] = [
    ['Scheduled start', d.scheduledStart],
    ['Registration opened', d.registrationOpened],
    ['Tournament started', d.started],
    ['Registration closed', d.registrationClosed],
    ['Late registration closed', d.lateRegistrationClosed],
    ['Prize pool fixed', d.prizePoolFixed],
    ['Tournament completed', d.completed],
    ['Tournament cancelled', d.cancelled],
    ...d.playingDays.map((p): [string, string] => [
      p.event === 'closed' ? `Playing day ${p.day} closed` : `Playing day ${p.day} began`,
      p.at,
    ]),
  ];
  // In time order (a stable sort keeps equal instants as listed), days between start and end.
  const dates = moments
    .filter((m): m is [string, string] => m[1] !== null)
    .sort((a, b) => Date.parse(a[1]) - Date.parse(b[1]))
    .map(([what, at]) => [what, local(at), at]);
  h(`Dates in the venue's local time: ${tz} (${s.timeZoneSource})`, tall(dates.length) + 14);
  line('Local date and time with the offset from UTC in force that day; the CSVs keep UTC.');
  doc.moveDown(0.2);
  table(
    [
      { header: 'What', width: 2 },
      { header: 'Local time at the venue', width: 2 },
      { header: 'UTC (as stored)', width: 2 },
    ],
    dates,
  );

  // ---- Entries, taken in, pool ------------------------------------------------------------
  const e = s.entries;
  h(`Entries and players${lnse('I.32, I.65, IV.1.3')}`);
  field(
    'Entries (buy-ins)',
    `${e.registrations + e.reEntries} = ${plural(e.registrations, 'registration')} + ${plural(e.reEntries, 're-entry', 're-entries')}`,
  );
  field('Unique players', String(e.uniquePlayers));
  field('Rebuys and top-ups (RB)', String(s.byCode.RB.count));
  field('Add-ons (AD)', String(s.byCode.AD.count));
  const pt = s.payouts.table;
  if (pt)
    field(
      'Payout table',
      `${pt.source}, chosen for ${pt.fieldSize} registrants (${pt.uniquePlayers} unique players)` +
        // LNSE I.65: the band of the published scale the registrants fell in at the close.
        (pt.band
          ? `, band ${pt.band.index + 1} of the published scale (${pt.band.minRegistrants}${pt.band.maxRegistrants === null ? ' or more' : `-${pt.band.maxRegistrants}`} registrants)`
          : '') +
        ': ' +
        (pt.basisPoints.length
          ? pt.basisPoints.map((bp, i) => `${i + 1}: ${(bp / 100).toFixed(2)} %`).join(', ')
          : pt.ticketValue
            ? `qualification tickets of ${amount(pt.ticketValue)} ${c}`
            : `${pt.places} places`),
    );

  h(`Taken in per item, prize pool and operator share${lnse('I.62, IV.6(b)')}`, tall(4));
  // LNSE I.62: once the pool is fixed, each item's prize part and operator share as determined
  // on its aggregate gross (the booked per-purchase parts can differ by odd centavos).
  const determined = s.payouts.pool?.byItem;
  const items = Object.entries(s.byCode).map(([code, t]) => {
    const d = determined?.[code as keyof typeof determined];
    return [code, d ? { ...t, prizeFund: d.prize, fee: d.benefit } : t] as const;
  });
  const sumOf = (k: 'count' | 'gross' | 'prizeFund' | 'fee') =>
    items.reduce((a, [, t]) => a + t[k], 0);
  table(
    [
      { header: 'Code', width: 1 },
      { header: 'Count', width: 1, right: true },
      { header: `Gross (${c})`, width: 2.2, right: true },
      { header: `Prize fund (${c})`, width: 2.2, right: true },
      { header: `Operator share (${c})`, width: 2.2, right: true },
      { header: 'Operator %', width: 1.4, right: true },
    ],
    [
      ...items.map(([code, t]) => [
        code,
        String(t.count),
        amount(t.gross),
        amount(t.prizeFund),
        amount(t.fee),
        pct(t.fee, t.gross),
      ]),
      [
        'Total',
        String(sumOf('count')),
        amount(sumOf('gross')),
        amount(sumOf('prizeFund')),
        amount(sumOf('fee')),
        pct(sumOf('fee'), sumOf('gross')),
      ],
    ],
  );
  const pool = s.payouts.pool;
  doc.moveDown(0.3);
  line(
    pool
      ? `Prize pool fixed at ${amount(pool.amount)} ${c} on ${local(pool.fixedAt)}` +
          (pool.bountyFund ? ` (bounty fund ${amount(pool.bountyFund)} ${c} set aside)` : '') +
          '.'
      : 'Prize pool not fixed yet.',
  );

  // ---- Payments ---------------------------------------------------------------------------
  h(
    `Prizes: classification receipts and payments${lnse('I.66-67, IV.9.1')}`,
    tall(s.payouts.rows.length + 1, 3),
  );
  const player = (id: string) => s.players[id];
  const rows = s.payouts.rows;
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  table(
    [
      { header: 'Rcpt', width: 0.8 },
      { header: 'Place', width: 1.15 },
      { header: 'Player (id, registration no.)', width: 2.9 },
      { header: 'Identity document', width: 2.2 },
      { header: `Awarded ${c}`, width: 1.8, right: true },
      { header: `Withheld ${c}`, width: 1.7, right: true },
      { header: `Net paid ${c}`, width: 1.8, right: true },
      { header: 'Paid at (local)', width: 2.4 },
    ],
    [
      ...rows.map((r) => {
        const p = player(r.playerId);
        const paid = s.payments[r.receiptNo];
        // LNSE IV.9.1(a), (d): the place (or the places shared), its percentage of the pool
        // and, when shared, the places' total the amount is a share of.
        const place =
          r.place === null
            ? r.kind
            : (r.sharedPlaces ? `${r.place} (tie ${r.sharedPlaces.join('-')})` : String(r.place)) +
              (r.pctBp != null && r.pctBp > 0 ? `\n${(r.pctBp / 100).toFixed(2)} %` : '') +
              (r.sharedTotal != null ? `\nof ${amount(r.sharedTotal)}` : '');
        return [
          String(r.receiptNo),
          place,
          `${p?.fullName ?? '(not registered)'}\n${r.playerId}, reg. ${p?.registrationNumber ?? '-'}`,
          paid
            ? `${idRef(paid.idDocument)}\n${paid.identityVerified ? 'shown at payment' : 'NOT CHECKED'}`
            : p
              ? `${idRef(p.idDocument)}\nas registered`
              : '-',
          amount(r.amount),
          r.paidAt ? amount(r.withheld) : '-',
          r.net === null ? '-' : amount(r.net),
          r.paidAt ? local(r.paidAt) : 'OPEN: not paid',
        ];
      }),
      [
        '',
        '',
        `Total, ${rows.length} receipts (${rows.filter((r) => r.paidAt).length} paid)`,
        '',
        amount(sum(rows.map((r) => r.amount))),
        amount(sum(rows.map((r) => r.withheld))),
        amount(sum(rows.map((r) => r.net ?? 0))),
        '',
      ],
    ],
  );
  // LNSE IV.9.1(b), (e): who signed each receipt and before which Supervisor.
  if (Object.keys(s.signatures).length) {
    doc.moveDown(0.3);
    for (const r of rows) {
      const sig = s.signatures[r.receiptNo];
      line(
        sig
          ? `Receipt ${r.receiptNo}: signed by ${sig.fullName} (${idRef(sig.idDocument)}) before Supervisor ${sig.supervisorId}, ${local(sig.signedAt)}.`
          : `Receipt ${r.receiptNo}: NOT SIGNED.`,
      );
    }
  }
  const withholdings = rows.filter((r) => r.withheld > 0);
  if (withholdings.length) {
    doc.moveDown(0.3);
    for (const r of withholdings)
      line(
        `Receipt ${r.receiptNo}: ${amount(r.withheld)} ${c} withheld under ${s.payments[r.receiptNo]?.withholdingBasis ?? '(basis not recorded)'}.`,
      );
  }
  if (s.payouts.tickets.length) {
    h('Qualification tickets (FSNP Art. 142)', tall(s.payouts.tickets.length));
    table(
      [
        { header: 'Place', width: 1 },
        { header: 'Player', width: 4 },
        { header: 'Identity document (registered)', width: 3 },
        { header: `Ticket value (${c})`, width: 2, right: true },
      ],
      s.payouts.tickets.map((t) => {
        const p = player(t.playerId);
        return [
          String(t.place),
          `${p?.fullName ?? '(not registered)'} (${t.playerId})`,
          p ? idRef(p.idDocument) : '-',
          amount(t.ticketValue),
        ];
      }),
    );
  }

  // ---- Checks -----------------------------------------------------------------------------
  h('Checks before signing', tall(s.checks.length, 2));
  const result = (k: ReportCheck) =>
    k.ok ? 'agrees' : `DIFFERS by ${amount(k.left.amount - k.right.amount)}`;
  table(
    [
      { header: 'Check', width: 5 },
      { header: `Figure ${c}`, width: 1.9, right: true },
      { header: `Against ${c}`, width: 1.9, right: true },
      { header: 'Result', width: 1.7 },
    ],
    s.checks.map((k) => [
      `${k.label}\n${k.left.label} against ${k.right.label}`,
      amount(k.left.amount),
      amount(k.right.amount),
      result(k),
    ]),
  );
  const bad = s.checks.filter((k) => !k.ok).length;
  doc.moveDown(0.3);
  line(
    bad === 0
      ? `All ${s.checks.length} checks agree.`
      : `${bad} of ${s.checks.length} checks DIFFER: see the lines marked above before signing.`,
  );

  // ---- Per table, discipline, balances ----------------------------------------------------
  h(`Operator share per table and playing day${lnse('IV.6(c)')}`, tall(s.tables.length));
  table(
    [
      { header: 'Day', width: 0.8 },
      { header: 'Table', width: 1.6 },
      { header: 'Code', width: 0.8 },
      { header: 'Count', width: 1, right: true },
      { header: `Gross (${c})`, width: 2.2, right: true },
      { header: `Prize part (${c})`, width: 2.2, right: true },
      { header: `Operator share (${c})`, width: 2.2, right: true },
    ],
    s.tables.map((r) => [
      String(r.playDay),
      r.tableId ?? '(none)',
      r.code,
      String(r.count),
      amount(r.gross),
      amount(r.prizePart ?? r.prizeFund),
      amount(r.operatorShare ?? r.fee),
    ]),
  );
  doc.moveDown(0.3);
  line(
    determined
      ? `Operator share per item as determined when the pool was fixed${lnse('I.62')}, apportioned to tables and days by their booked fees.`
      : 'Prize pool not fixed yet: the operator share shown is the fee booked per purchase.',
  );

  h(`Penalties and rulings${lnse('II.39-41, III.2-3')}`);
  if (s.penalties.length === 0) line('None recorded.');
  else
    table(
      [
        { header: 'Rev.', width: 0.7 },
        { header: 'Local time', width: 2 },
        { header: 'Event', width: 1.8 },
        { header: 'By', width: 1.6 },
        { header: 'Rule', width: 1.4 },
        { header: 'Detail', width: 4 },
      ],
      s.penalties.map((p) => [
        String(p.revision),
        local(p.at),
        p.type,
        p.by,
        p.ruleRef ?? '',
        p.detail,
      ]),
    );

  h(`Regulator's procedures${lnse('I.1, I.6, IV.11')}`);
  if (s.procedures.length === 0) line('None recorded.');
  else
    table(
      [
        { header: 'Rev.', width: 0.7 },
        { header: 'Local time', width: 2 },
        { header: 'Step', width: 2 },
        { header: 'By', width: 1.4 },
        { header: 'Rule', width: 1.6 },
        { header: 'Detail', width: 3.8 },
      ],
      s.procedures.map((p) => [
        String(p.revision),
        local(p.at),
        p.type,
        p.by,
        p.ruleRef ?? '',
        p.detail,
      ]),
    );

  h(
    'Ledger balances (debit +, credit -; they sum to zero)',
    tall(Object.keys(s.ledger.balances).length),
  );
  table(
    [
      { header: 'Account', width: 3 },
      { header: `Balance (${c})`, width: 2, right: true },
    ],
    Object.entries(s.ledger.balances).map(([account, balance]) => [account, amount(balance)]),
  );

  // ---- Hash chain and signatures ----------------------------------------------------------
  // The chain statement and the signatures stay on one page: the signatures attest to it.
  h('Hash chain', 230);
  const headRevision = chain.eventsChecked - 1;
  if (chain.ok)
    line(
      `Hash chain verified at export: all ${chain.eventsChecked} events (revisions 0 to ${headRevision}) ` +
        'recomputed with SHA-256 and linked in order.',
    );
  else
    doc
      .font(BOLD)
      .text(
        `HASH CHAIN NOT VERIFIED at export: revision ${chain.firstBrokenRevision}: ${chain.reason}. ` +
          'Do not sign.',
        MARGIN,
        undefined,
        { width },
      );
  field(
    chain.ok ? `Head, revision ${headRevision}` : `Last verified, revision ${headRevision}`,
    chain.head,
  );
  line(
    `To check it again offline, with no database: npm run verify -- <bundle folder> --head ${chain.head}`,
  );

  h('Signatures', 120);
  const top = doc.y + 6;
  const colW = (width - 24) / 2;
  for (const [i, role] of ['Tournament supervisor', "Regulator's inspector"].entries()) {
    const x = MARGIN + i * (colW + 24);
    doc.font(BOLD).fontSize(9).text(role, x, top, { width: colW });
    body();
    for (const [j, label] of ['Name', 'Signature', 'Date'].entries()) {
      const y = top + 28 + j * 28;
      doc.text(`${label}:`, x, y - 9, { width: colW, lineBreak: false });
      doc
        .moveTo(x + 52, y)
        .lineTo(x + colW, y)
        .lineWidth(0.5)
        .stroke();
    }
  }
  doc.x = MARGIN;

  // ---- Footer on every page, once the page count is known ---------------------------------
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 10;
    doc
      .font(REGULAR)
      .fontSize(7.5)
      .fillColor('#444444')
      .text(`Regulator report · ${s.name || s.tournamentId} · ${s.tournamentId}`, MARGIN, y, {
        width,
        lineBreak: false,
      })
      .text(`page ${i + 1} of ${range.count}`, MARGIN, y, {
        width,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
