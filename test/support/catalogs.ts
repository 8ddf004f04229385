/**
 * The four rule catalogs and DECISIONS.md live in the project's shared folder beside the
 * repository (../shared/domain), not in it. A test that reads them is skipped, with the reason
 * in its name, when the folder is absent (a fresh clone); CI sets LEDGER_REQUIRE_CORPUS=1,
 * which turns the absence into a failure.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const SHARED_DOMAIN = resolve(__dirname, '..', '..', '..', 'shared', 'domain');
export const HAVE_CATALOGS = existsSync(SHARED_DOMAIN) || process.env.LEDGER_REQUIRE_CORPUS === '1';

/** `describe`, or `describe.skip` with the reason appended to the name. */
export function describeWithCatalogs(name: string, body: () => void): void {
  if (HAVE_CATALOGS) describe(name, body);
  else
    describe.skip(
      `${name} — SKIPPED: ${SHARED_DOMAIN} not found (clone the shared/ folder beside the repository; LEDGER_REQUIRE_CORPUS=1 makes this a failure)`,
      body,
    );
}

type Source = 'FSNP' | 'FSPR' | 'LNSE' | 'Club' | 'DECISION';

interface Catalogs {
  readonly headings: Readonly<Record<Exclude<Source, 'DECISION'>, readonly string[]>>;
  readonly decisions: number;
}

let loaded: Catalogs | undefined;

function catalogs(): Catalogs {
  if (loaded) return loaded;
  const read = (f: string) => readFileSync(join(SHARED_DOMAIN, f), 'utf8');
  const headings = (f: string) =>
    [...read(f).matchAll(/^### (.+)$/gm)].map((m) => m[1].split(' — ')[0].trim());
  const decisions = [...read('DECISIONS.md').matchAll(/^ ?(\d+)\. \*\*/gm)].length;
  loaded = {
    headings: {
      FSNP: headings('rules-ro-federation.md'),
      FSPR: headings('rules-ru-fspr.md'),
      LNSE: headings('rules-ar-regulator.md'),
      Club: headings('rules-club-tda.md'),
    },
    decisions,
  };
  return loaded;
}

const PREFIXES: readonly [RegExp, Source][] = [
  [/^FSNP Art\.\s*/, 'FSNP'],
  [/^FSPR\s+/, 'FSPR'],
  [/^LNSE 123\/13\s+/, 'LNSE'],
  [/^Club Rule\s+/, 'Club'],
  [/^Club\s+/, 'Club'],
  [/^DECISION-/, 'DECISION'],
];

/** One article a citation names: its source and its number as written ("103", "7.1.2", "II.41"). */
export interface Article {
  readonly source: Source;
  readonly number: string;
}

/**
 * The articles of a ruleRef such as "FSNP Art. 121; Art. 20", "FSPR 7.2.1-7.2.3",
 * "LNSE 123/13 II.41, III.5" or "Club Rule 53; Rule 71; DECISION-13". A part without a prefix
 * continues the previous part's source. Parenthesised letters and remarks are dropped.
 */
export function articlesOf(ruleRef: string): Article[] {
  const out: Article[] = [];
  let source: Source | undefined;
  // Remarks may hold ";" themselves: drop them before splitting.
  const bare = ruleRef.replace(/\([^)]*\)|\[[^\]]*\]/g, '');
  for (const raw of bare.split(';')) {
    let part = raw.trim().replace(/\.$/, '');
    const prefixed = PREFIXES.find(([re]) => re.test(part));
    if (prefixed) {
      source = prefixed[1];
      part = part.replace(prefixed[0], '');
    } else if (/^(Art\.|Rule|Res\.|\d|[IV]+\.)/.test(part)) {
      part = part.replace(/^(Art\.|Rule)\s*/, '');
    } else continue; // another text named in passing ("Sports Law 69/2000"), not a catalog
    if (!source) throw new Error(`"${ruleRef}": "${raw}" names no source`);
    for (const item of part.split(',')) {
      const [first, last] = item
        .trim()
        .split(/[-–]/)
        .map((e) => e.trim());
      if (!first) continue;
      out.push({ source, number: first });
      // "I.41-42", "7.2.1-3": the end of a range keeps the start's annex or section.
      if (last) {
        const head = first.includes('.') ? first.slice(0, first.lastIndexOf('.') + 1) : '';
        const resolved = last.includes('.') || /^Res\./.test(first) ? last : `${head}${last}`;
        out.push({ source, number: /^Res\./.test(first) ? `Res. Art. ${last}` : resolved });
      }
    }
  }
  return out;
}

/** Does the catalog of the article's source have it? */
export function exists(a: Article): boolean {
  const c = catalogs();
  if (a.source === 'DECISION') return /^\d+$/.test(a.number) && +a.number <= c.decisions;
  const hs = c.headings[a.source];
  // Sub-articles have their own headings ("Art. 139.3"): "Art. 7.1.1" is not a paragraph of Art. 7.
  if (a.source === 'FSNP') return hs.some((h) => h === `Art. ${a.number}`);
  // "Rule 24C" is a paragraph of Rule 24.
  if (a.source === 'Club') return hs.some((h) => h === `Rule ${parseInt(a.number, 10)}`);
  if (a.source === 'FSPR')
    // A section ("7.1") exists when a clause of it does.
    return hs.some((h) => h === a.number || h.startsWith(`${a.number}.`));
  const res = /^Res\. Art\. (\d+)$/.exec(a.number);
  if (res) return hs.some((h) => h === `Resolution, Art. ${res[1]}`);
  // LNSE: annex and inciso, e.g. II.41 = "Annex II, Ch. 3, Art. 13.41"; IV.7.1 = "Annex IV, Sec. 7.1".
  const m = /^(I|II|III|IV)\.(.+)$/.exec(a.number);
  if (!m) return false;
  const [, annex, n] = m;
  const esc = n.replace(/\./g, '\\.');
  const tail = new RegExp(`(Art\\. (\\d+\\.)?${esc}|Inc\\. ${esc}|Sec\\. ${esc})(\\s|$|\\(|¶)`);
  return hs.some(
    (h) => h.startsWith(`Annex ${annex},`) && tail.test(h.split(',').slice(1).join(',')),
  );
}

/** The articles of a ruleRef that no catalog has, as "FSNP 7.1.1". */
export const missingArticles = (ruleRef: string): string[] =>
  articlesOf(ruleRef)
    .filter((a) => !exists(a))
    .map((a) => `${a.source} ${a.number}`);
