import { formatCard } from '../cards';
import { currentStacks } from '../hand';
import type { HandAction, HandConfig, HandState, MaybeCard } from '../hand-types';
import { isNumber, type TomlTable, type TomlValue } from './toml';

/**
 * Writes the engine's hand record as PHH (PHH.md 9, "Export"): required fields first, one-line
 * arrays with single-quoted strings like the reference writer, `cbr` as TO amounts, shows with
 * explicit cards, and `finishing_stacks` always. Our own data goes in `_`-prefixed fields.
 */
export interface ExportInput {
  readonly state: HandState;
  /** Chip units per written unit (the PhhHand's `scale`); 1 for tournament chips. */
  readonly scale?: number;
  /** Optional fields (players, seats, event, hand, `_tournament_id`, ...), written as given. */
  readonly fields?: TomlTable;
  /**
   * Finishing stacks by player index as the hand's record states them, when it has them: a pot
   * declared without cards, or a voided hand's returned chips, are not in the engine's stacks.
   */
  readonly finishingStacks?: readonly number[];
}

const VARIANT_BY_GAME: Record<string, string> = {
  'holdem/no-limit': 'NT',
  'omaha/pot-limit': 'PO',
};

export function variantOf(config: HandConfig): string {
  const v = VARIANT_BY_GAME[`${config.game ?? 'holdem'}/${config.structure}`];
  if (!v)
    throw new RangeError(`No PHH variant for ${config.game ?? 'holdem'} ${config.structure}.`);
  return v;
}

/** Integer units back to the file's decimal text: 125945025 at scale 100 is "1259450.25". */
export function formatUnits(units: number, scale = 1): string {
  if (scale === 1) return String(units);
  const d = Math.round(Math.log10(scale));
  const s = String(units).padStart(d + 1, '0');
  const text = `${s.slice(0, -d)}.${s.slice(-d)}`.replace(/\.?0+$/, '');
  return text.includes('.') ? text : `${text}.0`;
}

const cardsText = (cards: readonly MaybeCard[]) =>
  cards.map((c) => (c === null ? '??' : formatCard(c))).join('');

function actionText(a: HandAction, state: HandState, amount: (n: number) => string): string {
  const p = 'player' in a ? `p${a.player + 1}` : 'd';
  switch (a.type) {
    case 'dealHole':
      return `d dh ${p} ${cardsText(a.cards)}`;
    case 'dealBoard':
      return `d db ${cardsText(a.cards)}`;
    case 'fold':
      return `${p} f`;
    case 'check':
    case 'call':
      return `${p} cc`;
    case 'raise':
      return `${p} cbr ${amount(a.to)}`;
    case 'show': {
      const cards = a.cards ?? state.players[a.player].hole;
      return cards ? `${p} sm ${cardsText(cards)}` : `${p} sm -`;
    }
    case 'muck':
      return `${p} sm`;
  }
}

function tomlValue(v: TomlValue): string {
  if (typeof v === 'string') return /['\n]/.test(v) ? JSON.stringify(v) : `'${v}'`;
  if (typeof v === 'boolean') return String(v);
  if (isNumber(v)) return v.text;
  return `[${(v as readonly TomlValue[]).map(tomlValue).join(', ')}]`;
}

const num = (text: string): TomlValue => ({ kind: 'number', text });

export function exportPhh({ state, scale = 1, fields = {}, finishingStacks }: ExportInput): string {
  const c = state.config;
  const headsUp = c.startingStacks.length === 2;
  const unflip = <T>(a: readonly T[]) => (headsUp ? [a[1], a[0]] : [...a]);
  const amounts = (a: readonly number[]) => a.map((x) => num(formatUnits(x, scale)));
  const amount = (x: number) => formatUnits(x, scale);
  const doc: [string, TomlValue][] = [
    ['variant', variantOf(c)],
    ['ante_trimming_status', c.anteTrimming === true],
    ['antes', amounts(unflip(c.antes))],
    ['blinds_or_straddles', amounts(unflip(c.blinds))],
    ['min_bet', num(amount(c.bigBlind))],
    ['starting_stacks', amounts(c.startingStacks)],
    ['actions', state.actions.map((a) => actionText(a, state, amount))],
  ];
  // Our rules where PHH's reference differs (PHH.md 10 items 6, 8, 9), so the file replays as played.
  if (c.blindBeforeAnte) doc.push(['_blind_before_ante', true]);
  if (c.callFullBigBlind !== false) doc.push(['_call_full_big_blind', true]);
  if (c.oddChips === 'first-winner') doc.push(['_odd_chips', 'first-winner']);
  if ((c.chipUnit ?? 1) !== 1) doc.push(['_chip_unit', num(amount(c.chipUnit ?? 1))]);
  const reserved = new Set([...doc.map(([k]) => k), 'finishing_stacks']);
  for (const [k, v] of Object.entries(fields)) if (!reserved.has(k)) doc.push([k, v]);
  doc.push(['finishing_stacks', amounts(finishingStacks ?? currentStacks(state))]);
  return doc.map(([k, v]) => `${k} = ${tomlValue(v)}`).join('\n') + '\n';
}
