import { parseCard } from '../cards';
import type { MaybeCard } from '../hand-types';
import { isNumber, parseToml, type TomlTable, type TomlValue } from './toml';

/**
 * A PHH hand read into integer chip units (PHH.md 1: amounts are exact decimals; we scale them by
 * 10^d, d = the most decimals any amount in the file has, so 1259450.25 becomes 125945025 with
 * scale 100). Fields this engine does not interpret are kept in `extra` for export.
 */
export interface PhhHand {
  readonly variant: string;
  readonly anteTrimming: boolean;
  readonly antes: number[];
  readonly blinds: number[];
  readonly minBet: number;
  /** Fixed-limit bet sizes (PHH.md 5: `small_bet`, `big_bet`); null when the file has none. */
  readonly smallBet: number | null;
  readonly bigBet: number | null;
  /** Stud's bring-in (PHH.md 3.1 `bring_in`); null when the file has none. */
  readonly bringIn: number | null;
  readonly startingStacks: number[];
  readonly finishingStacks: number[] | null;
  readonly actions: PhhAction[];
  /** Chip units per unit written in the file. */
  readonly scale: number;
  readonly extra: TomlTable;
}

export type PhhAction =
  | { readonly kind: 'noop'; readonly comment: string }
  | {
      readonly kind: 'dealHole';
      readonly player: number;
      readonly cards: MaybeCard[];
      readonly comment: string;
    }
  | { readonly kind: 'dealBoard'; readonly cards: MaybeCard[]; readonly comment: string }
  | {
      readonly kind: 'fold' | 'checkCall' | 'bringIn';
      readonly player: number;
      readonly comment: string;
    }
  | {
      readonly kind: 'betRaise';
      readonly player: number;
      readonly to: number;
      readonly comment: string;
    }
  | {
      readonly kind: 'show';
      readonly player: number;
      readonly cards: MaybeCard[] | null;
      readonly comment: string;
    }
  | { readonly kind: 'muck'; readonly player: number; readonly comment: string }
  | {
      readonly kind: 'unsupported';
      readonly verb: string;
      readonly text: string;
      readonly comment: string;
    };

export class PhhError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly action?: number,
  ) {
    super(message);
  }
}

const AMOUNT_FIELDS = [
  'antes',
  'blinds_or_straddles',
  'starting_stacks',
  'finishing_stacks',
] as const;
/** Lists a file may leave out: finishing stacks (PHH.md 6.1), blinds in stud (PHH.md 3.1). */
const OPTIONAL_LISTS = new Set<string>(['finishing_stacks', 'blinds_or_straddles']);
const KNOWN = new Set<string>([
  ...AMOUNT_FIELDS,
  'variant',
  'ante_trimming_status',
  'min_bet',
  'small_bet',
  'big_bet',
  'bring_in',
  'actions',
]);

/** Cards as PHH writes them: "AcKd", "????", "??Kd". Unknown cards are null (PHH.md 4.8). */
export function parsePhhCards(text: string): MaybeCard[] {
  if (text.length % 2 !== 0)
    throw new PhhError('PHH_CARDS', `"${text}" is not a run of two-character cards.`);
  const out: MaybeCard[] = [];
  for (let i = 0; i < text.length; i += 2) {
    const t = text.slice(i, i + 2);
    out.push(t === '??' ? null : parseCard(t));
  }
  return out;
}

const decimals = (text: string) => (text.includes('.') ? text.split('.')[1].length : 0);

function toUnits(text: string, d: number, what: string): number {
  if (!/^[+]?[0-9]+(\.[0-9]+)?$/.test(text))
    throw new PhhError('PHH_AMOUNT', `${what}: "${text}" is not an amount.`);
  const [int, frac = ''] = text.replace('+', '').split('.');
  const units = Number(int + frac.padEnd(d, '0'));
  if (!Number.isSafeInteger(units))
    throw new PhhError('PHH_AMOUNT', `${what}: ${text} is too large.`);
  return units;
}

function amountList(v: TomlValue | undefined, name: string): string[] {
  if (!Array.isArray(v))
    throw new PhhError('PHH_FIELD', `Field ${name} must be an array of amounts.`);
  return v.map((x, i) => {
    if (!isNumber(x)) throw new PhhError('PHH_FIELD', `${name}[${i}] is not a number.`);
    return x.text;
  });
}

const ACTION_RE = /^\s*(d|p[1-9][0-9]*)\s+(\S+)(?:\s+(.*?))?\s*$/;

function splitComment(raw: string): { body: string; comment: string } {
  const at = raw.indexOf('#');
  return at < 0
    ? { body: raw, comment: '' }
    : { body: raw.slice(0, at), comment: raw.slice(at + 1).trim() };
}

function parseAction(
  raw: string,
  n: number,
  amount: (t: string) => number,
  index: number,
): PhhAction {
  const { body, comment } = splitComment(raw);
  if (body.trim() === '') return { kind: 'noop', comment };
  const m = ACTION_RE.exec(body);
  if (!m)
    throw new PhhError(
      'PHH_ACTION',
      `Action ${index + 1} "${raw}" does not match the PHH grammar.`,
      index,
    );
  const [, actor, verb, rest = ''] = m;
  const args = rest.split(/\s+/).filter(Boolean);
  const player = (t: string) => {
    const p = Number(t.slice(1)) - 1;
    if (!/^p[1-9][0-9]*$/.test(t) || p >= n) {
      throw new PhhError(
        'PHH_ACTION',
        `Action ${index + 1}: there is no player ${t} in a ${n}-player hand.`,
        index,
      );
    }
    return p;
  };
  if (actor === 'd') {
    if (verb === 'dh' && args.length === 2)
      return { kind: 'dealHole', player: player(args[0]), cards: parsePhhCards(args[1]), comment };
    if (verb === 'db' && args.length === 1)
      return { kind: 'dealBoard', cards: parsePhhCards(args[0]), comment };
    throw new PhhError('PHH_ACTION', `Action ${index + 1} "${raw}": unknown dealer action.`, index);
  }
  const p = player(actor);
  if (verb === 'f' && args.length === 0) return { kind: 'fold', player: p, comment };
  if (verb === 'cc' && args.length === 0) return { kind: 'checkCall', player: p, comment };
  if (verb === 'pb' && args.length === 0) return { kind: 'bringIn', player: p, comment };
  if (verb === 'cbr' && args.length === 1)
    return { kind: 'betRaise', player: p, to: amount(args[0]), comment };
  if (verb === 'sm') {
    if (args.length === 0) return { kind: 'muck', player: p, comment };
    if (args.length === 1)
      return {
        kind: 'show',
        player: p,
        cards: args[0] === '-' ? null : parsePhhCards(args[0]),
        comment,
      };
  }
  if (verb === 'sd') return { kind: 'unsupported', verb, text: body.trim(), comment };
  throw new PhhError(
    'PHH_ACTION',
    `Action ${index + 1} "${raw}" does not match the PHH grammar.`,
    index,
  );
}

/** Reads one hand from a parsed table (PHH.md 3, 4, 7 items 1-3). */
export function phhFromTable(t: TomlTable): PhhHand {
  const variant = t.variant;
  if (typeof variant !== 'string') throw new PhhError('PHH_FIELD', 'Field variant is missing.');
  const lists = Object.fromEntries(
    AMOUNT_FIELDS.map((f) => [
      f,
      t[f] === undefined && OPTIONAL_LISTS.has(f) ? null : amountList(t[f], f),
    ]),
  ) as Record<(typeof AMOUNT_FIELDS)[number], string[] | null>;
  const minBetV = t.min_bet;
  const minBetText = isNumber(minBetV) ? minBetV.text : null;
  const smallBetText = isNumber(t.small_bet) ? t.small_bet.text : null;
  const bigBetText = isNumber(t.big_bet) ? t.big_bet.text : null;
  const bringInText = isNumber(t.bring_in) ? t.bring_in.text : null;
  const rawActions = t.actions;
  if (!Array.isArray(rawActions) || rawActions.some((a) => typeof a !== 'string')) {
    throw new PhhError('PHH_FIELD', 'Field actions must be an array of strings.');
  }
  const amountTexts = [
    ...Object.values(lists).flatMap((l) => l ?? []),
    ...(minBetText ? [minBetText] : []),
    ...(smallBetText ? [smallBetText] : []),
    ...(bigBetText ? [bigBetText] : []),
    ...(bringInText ? [bringInText] : []),
    ...(rawActions as string[]).flatMap(
      (a) => /\bcbr\s+([0-9.+]+)/.exec(splitComment(a).body)?.[1] ?? [],
    ),
  ];
  if (amountTexts.some((x) => /inf|nan/.test(x)))
    throw new PhhError('PHH_AMOUNT', 'Unknown (inf) stacks cannot be replayed.');
  const d = Math.max(0, ...amountTexts.map(decimals));
  const scale = 10 ** d;
  const conv = (l: string[] | null, name: string) =>
    l?.map((x, i) => toUnits(x, d, `${name}[${i}]`)) ?? null;
  const startingStacks = conv(lists.starting_stacks, 'starting_stacks')!;
  const n = startingStacks.length;
  for (const f of AMOUNT_FIELDS) {
    const l = lists[f];
    if (l && l.length !== n)
      throw new PhhError(
        'PHH_FIELD',
        `${f} has ${l.length} entries; starting_stacks has ${n} (PHH.md 2).`,
      );
  }
  const extra: TomlTable = {};
  for (const [k, v] of Object.entries(t)) if (!KNOWN.has(k)) extra[k] = v;
  return {
    variant,
    anteTrimming: t.ante_trimming_status === true,
    antes: conv(lists.antes, 'antes')!,
    // Stud files have no blinds (PHH.md 3.1): none is all zeros.
    blinds: conv(lists.blinds_or_straddles, 'blinds_or_straddles') ?? new Array<number>(n).fill(0),
    minBet: minBetText ? toUnits(minBetText, d, 'min_bet') : 0,
    smallBet: smallBetText ? toUnits(smallBetText, d, 'small_bet') : null,
    bigBet: bigBetText ? toUnits(bigBetText, d, 'big_bet') : null,
    bringIn: bringInText ? toUnits(bringInText, d, 'bring_in') : null,
    startingStacks,
    finishingStacks: conv(lists.finishing_stacks, 'finishing_stacks'),
    actions: (rawActions as string[]).map((a, i) =>
      parseAction(a, n, (x) => toUnits(x, d, `action ${i + 1}`), i),
    ),
    scale,
    extra,
  };
}

/** Parses a `.phh` file (one hand) or a `.phhs` file (one table per hand). */
export function parsePhh(text: string): PhhHand[] {
  const { root, tables } = parseToml(text);
  if (tables.length === 0) return [phhFromTable(root)];
  if (Object.keys(root).length > 0)
    throw new PhhError('PHH_SYNTAX', 'A .phhs file has no keys before its first [table].');
  return tables.map((t) => phhFromTable(t.table));
}
