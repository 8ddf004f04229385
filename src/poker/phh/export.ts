import { formatCard } from '../cards';
import { currentStacks } from '../hand';
import type { HandAction, HandConfig, HandState, MaybeCard } from '../hand-types';
import { phhActions } from './export-actions';
import { isNumber, type TomlTable, type TomlValue } from './toml';
import { PHH_FIELD_SOURCES, variantFor, type LimitBetSizes } from './variants';

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

/** The hand's PHH variant code, from its game and betting structure (PHH.md 3.1; variants.ts). */
export const variantOf = (config: HandConfig): string => variantFor(config).code;

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

/**
 * One action as PHH writes it (PHH.md 4). A new kind of engine action (a stud bring-in, `pN pb`;
 * a draw, `pN sd`) gets its line here: the switch is exhaustive, so tsc names the missing case.
 */
function actionText(a: HandAction, state: HandState, amount: (n: number) => string): string {
  const p = 'player' in a ? `p${a.player + 1}` : 'd';
  switch (a.type) {
    case 'dealHole':
      return `d dh ${p} ${cardsText(a.cards)}`;
    case 'dealBoard':
      return `d db ${cardsText(a.cards)}`;
    case 'bringIn':
      return `${p} pb`;
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

/**
 * The variant code and the forced-bet and bet-size fields its row in variants.ts names, from the
 * hand's config (PHH.md 3.1): NT and PO write `min_bet`, FT `small_bet` and `big_bet`, F7S
 * `bring_in` and no blinds. Heads-up, the per-player arrays are reverse-assigned (PHH.md 2).
 */
export function variantFields(c: HandConfig & LimitBetSizes, scale = 1): [string, TomlValue][] {
  const variant = variantFor(c);
  const headsUp = c.startingStacks.length === 2;
  const unflip = <T>(a: readonly T[]) => (headsUp ? [a[1], a[0]] : [...a]);
  return [
    ['variant', variant.code],
    ...variant.fields.map((f): [string, TomlValue] => {
      const v = PHH_FIELD_SOURCES[f](c);
      return [
        f,
        'perPlayer' in v
          ? unflip(v.perPlayer).map((x) => num(formatUnits(x, scale)))
          : num(formatUnits(v.amount, scale)),
      ];
    }),
  ];
}

export function exportPhh({ state, scale = 1, fields = {}, finishingStacks }: ExportInput): string {
  const c = state.config;
  const amounts = (a: readonly number[]) => a.map((x) => num(formatUnits(x, scale)));
  const amount = (x: number) => formatUnits(x, scale);
  const [variant, ...betFields] = variantFields(c, scale);
  const doc: [string, TomlValue][] = [
    variant,
    ['ante_trimming_status', c.anteTrimming === true],
    ...betFields,
    ['starting_stacks', amounts(c.startingStacks)],
    [
      'actions',
      phhActions(state).map(
        (l) => actionText(l.action, state, amount) + (l.note ? ` # ${l.note}` : ''),
      ),
    ],
  ];
  // Our rules where PHH's reference differs (PHH.md 10 items 6, 8, 9), so the file replays as played.
  if (c.blindBeforeAnte) doc.push(['_blind_before_ante', true]);
  // Stud has no big blind for the rule to apply to.
  if (c.callFullBigBlind !== false && c.game !== 'stud') doc.push(['_call_full_big_blind', true]);
  if (c.oddChips === 'first-winner') doc.push(['_odd_chips', 'first-winner']);
  if ((c.chipUnit ?? 1) !== 1) doc.push(['_chip_unit', num(amount(c.chipUnit ?? 1))]);
  const reserved = new Set([...doc.map(([k]) => k), 'finishing_stacks']);
  for (const [k, v] of Object.entries(fields)) if (!reserved.has(k)) doc.push([k, v]);
  doc.push(['finishing_stacks', amounts(finishingStacks ?? currentStacks(state))]);
  return doc.map(([k, v]) => `${k} = ${tomlValue(v)}`).join('\n') + '\n';
}
