/**
 * Hand histories out of the read model: PHH (shared/phh/PHH.md, through src/poker/phh/export)
 * per hand or per tournament, and a readable text a floor person or a player can follow.
 */
import { handConfigOf } from '../../aggregates/tournament/views';
import { formatCard } from '../../poker/cards';
import { describeHand, formatHand } from '../../poker/evaluator';
import {
  applyAction,
  forfeitChips,
  legalActions,
  setAsideStack,
  startHand,
} from '../../poker/hand';
import type { HandAction, HandState, MaybeCard } from '../../poker/hand-types';
import { exportPhh } from '../../poker/phh/export';
import type { TomlTable, TomlValue } from '../../poker/phh/toml';
import type { HandRecord, HandStep } from './model';

const num = (n: number): TomlValue => ({ kind: 'number', text: String(n) });

type PlayStep = Exclude<HandStep, { kind: 'set-aside' }>;

function stepAction(e: HandState, seats: readonly number[], s: PlayStep): HandAction {
  const i = 'seat' in s ? seats.indexOf(s.seat) : -1;
  switch (s.kind) {
    case 'hole':
      return {
        type: 'dealHole',
        player: i,
        cards: s.cards,
        ...(s.faceUp ? { faceUp: s.faceUp } : {}),
      };
    case 'board':
      return { type: 'dealBoard', cards: s.cards };
    case 'show':
      return s.shown
        ? { type: 'show', player: i, ...(s.cards ? { cards: s.cards } : {}) }
        : { type: 'muck', player: i };
    case 'action':
      switch (s.action) {
        case 'bet':
        case 'raise':
          return { type: 'raise', player: i, to: s.amount };
        case 'all-in':
          return s.amount > e.high && legalActions(e)?.raise
            ? { type: 'raise', player: i, to: s.amount }
            : { type: 'call', player: i };
        case 'bring-in':
          return { type: 'bringIn', player: i };
        default:
          return { type: s.action, player: i };
      }
  }
}

/** The engine's record of the hand, replayed from the read model (null before forced bets). */
export function replayRecord(h: HandRecord): HandState | null {
  if (!h.plan || !h.forced) return null;
  const seats = h.plan.dealtIn.map((d) => d.seat);
  // The reopening rules the hand was dealt under (ForcedBetsPosted records them, issue 18).
  let e = startHand(
    handConfigOf(h.plan, h.forced.structure, h.forced.chipUnit, h.forced.reopening),
  );
  for (const s of h.steps) {
    // Neither a release (Club Rule 14) nor a partial show (Club Rule 15) is a step of the hand.
    if (s.kind === 'show' && (s.released || s.partial)) continue;
    // FSPR 6.5.5: his remaining chips leave the hand, as the decider's engine had it.
    if (s.kind === 'set-aside') {
      const r = setAsideStack(e, seats.indexOf(s.seat));
      if (r.ok) e = r.state;
      continue;
    }
    // A fold with chips leaves them in the pot first (FSNP Art. 100(b)).
    const f =
      s.kind === 'action' && s.action === 'fold' && s.amount > 0
        ? forfeitChips(e, seats.indexOf(s.seat), s.amount)
        : null;
    if (f?.ok) e = f.state;
    const r = applyAction(e, stepAction(e, seats, s));
    if (r.ok) e = r.state;
  }
  return e;
}

export function handToPhh(h: HandRecord): string | null {
  const state = replayRecord(h);
  if (!state || !h.plan) return null;
  const fields: TomlTable = {
    event: h.tournamentId,
    hand: num(h.handNo),
    table: h.tableId,
    level: num(h.plan.level),
    seats: h.plan.dealtIn.map((d) => num(d.seat)),
    players: h.plan.dealtIn.map((d) => d.playerId ?? ''),
    _tournament_id: h.tournamentId,
    _button_seat: num(h.plan.buttonSeat),
  };
  if (h.voided) fields._voided = `${h.voided.code} (${h.voided.ruleRef})`;
  if (h.rulings.length)
    fields._rulings = h.rulings.map(
      (r) => `${r.code}: ${r.outcome} (${r.ruleRef}; ${r.official.role} ${r.official.id})`,
    );
  // FSPR 6.5.5: PHH has no set-aside. The document keeps the true starting and finishing stacks
  // and the actions as played (after the set-aside the player acts no more, so a PHH engine
  // stops at his next turn); _set_aside gives, per player, the chips held outside the hand.
  const aside = setAsideBySeat(h);
  if (aside.size) fields._set_aside = h.plan.dealtIn.map((d) => num(aside.get(d.seat) ?? 0));
  const stacks = h.plan.dealtIn.map((d) => d.stack);
  const played = aside.size
    ? { ...state, config: { ...state.config, startingStacks: stacks } }
    : state;
  return exportPhh({ state: played, fields, finishingStacks: recordedStacks(h) });
}

const setAsideBySeat = (h: HandRecord): Map<number, number> =>
  new Map(h.steps.flatMap((s) => (s.kind === 'set-aside' ? [[s.seat, s.chips] as const] : [])));

/**
 * The stacks the hand record ended with (HandCompleted), by engine index: they include a pot the
 * floor declared without cards and the chips a voided hand returned, which the engine replay of
 * the recorded steps cannot know. Undefined while the hand is open or a seat is missing.
 */
function recordedStacks(h: HandRecord): number[] | undefined {
  if (!h.plan || !h.finalStacks.length) return undefined;
  const bySeat = new Map(h.finalStacks.map((x) => [x.seat, x.chips]));
  const out = h.plan.dealtIn.map((d) => bySeat.get(d.seat));
  return out.every((x) => x !== undefined) ? (out as number[]) : undefined;
}

/** Every hand of a tournament, one PHH document each, separated as a .phhs file (PHH.md). */
export function tournamentToPhh(hands: readonly HandRecord[]): string {
  return hands
    .map((h, k) => {
      const doc = handToPhh(h);
      return doc ? `[${k + 1}]\n${doc}` : '';
    })
    .filter(Boolean)
    .join('\n');
}

const n = (x: number) => x.toLocaleString('en-US');
const cards = (cs: readonly MaybeCard[]) =>
  `[${cs.map((c) => (c === null ? '??' : formatCard(c))).join(' ')}]`;
const STREETS = ['Pre-flop', 'Flop', 'Turn', 'River'];
const STUD_STREETS = [
  'Third street',
  'Fourth street',
  'Fifth street',
  'Sixth street',
  'Seventh street',
];

/** A readable text of one hand. */
export function handToText(h: HandRecord): string {
  const p = h.plan;
  if (!p) return `Hand ${h.handNo} at table ${h.tableId}: not started.`;
  const who = new Map(p.dealtIn.map((d) => [d.seat, d.playerId ?? 'reserved seat']));
  const seat = (s: number) => `seat ${s} (${who.get(s)})`;
  const lines: string[] = [
    `${h.tournamentId} — table ${h.tableId} — hand ${h.handNo} — level ${p.level} (${n(p.smallBlind)}/${n(p.bigBlind)}${p.ante ? `, ante ${n(p.ante)}` : ''}) — ${h.startedAt ?? ''}`,
    `Button: seat ${p.buttonSeat}${p.buttonDead ? ' (dead)' : ''}. Small blind: seat ${p.smallBlindSeat}${p.smallBlindDead ? ' (dead)' : ''}. Big blind: seat ${p.bigBlindSeat}.`,
    ...p.dealtIn.map((d) => `Seat ${d.seat}: ${d.playerId ?? 'reserved seat'} (${n(d.stack)})`),
  ];
  if (h.forced) {
    lines.push(
      `Forced bets: ${h.forced.posts.map((x) => `${seat(x.seat)} ${x.kind} ${n(x.amount)}${x.allIn ? ' all-in' : ''}`).join('; ')}.`,
    );
    if (h.forced.absentSeats.length)
      lines.push(
        `Absent (forced bets from the stack, FSNP Art. 59): seat ${h.forced.absentSeats.join(', ')}.`,
      );
  }
  let street = -1;
  let line: string[] = [];
  // Stud (issue 23): no board; each street is dealt to the players, so a deal after actions
  // begins the next street.
  const stud = p.stud !== undefined;
  const names = stud ? STUD_STREETS : STREETS;
  const flush = () => {
    if (line.length) lines.push(`${names[Math.max(0, street)]}: ${line.join('; ')}.`);
    line = [];
  };
  for (const s of h.steps) {
    if (s.kind === 'hole') {
      if (stud && line.length) {
        flush();
        street = Math.max(0, street) + 1;
      }
      lines.push(`Dealt to ${seat(s.seat)}: ${cards(s.cards)}`);
    } else if (s.kind === 'board') {
      flush();
      street = s.street;
      lines.push(`${STREETS[s.street]} ${cards(s.cards)}`);
    } else if (s.kind === 'action') {
      if (street < 0) street = 0;
      const what =
        s.action === 'call'
          ? `calls ${n(s.amount)}`
          : s.action === 'bring-in'
            ? `brings in ${n(s.amount)}`
            : s.action === 'fold' || s.action === 'check'
              ? `${s.action}s`
              : `${s.action === 'all-in' ? 'goes all-in to' : `${s.action}s to`} ${n(s.amount)}`;
      const forfeit =
        s.action === 'fold' && s.amount > 0 ? ` (leaves ${n(s.amount)} in the pot)` : '';
      const ruled = s.ruling ? ` (${s.ruling.outcome}, ${s.ruling.ruleRef})` : '';
      line.push(
        `${seat(s.seat)} ${what}${forfeit}${ruled}${s.auto ? ` (${s.auto})` : ''}${s.outOfTurn ? ` (out of turn: ${s.outOfTurn.outcome}, ${s.outOfTurn.ruleRef})` : ''}`,
      );
    } else if (s.kind === 'set-aside') {
      line.push(`${seat(s.seat)} is treated as all-in, ${n(s.chips)} set aside (FSPR 6.5.5)`);
    } else {
      flush();
      const known = s.cards?.every((c) => c !== null) ? s.cards : undefined;
      const board = h.steps.flatMap((x) => (x.kind === 'board' ? x.cards : []));
      // Every card dealt to the seat, in order (a stud hand's streets are several hole steps).
      const dealt = h.steps.flatMap((x) => (x.kind === 'hole' && x.seat === s.seat ? x.cards : []));
      const holes = dealt.length ? { cards: dealt } : undefined;
      const all = [...(known ?? holes?.cards ?? []), ...board];
      const described =
        s.shown && all.length >= 5 && all.every((c) => c !== null)
          ? ` — ${formatHand(describeHand(all as number[]))}`
          : '';
      const how = s.released
        ? 'releases his hand face down'
        : s.partial
          ? `shows only ${cards(s.cards ?? [])}`
          : s.shown
            ? `shows ${cards(known ?? holes?.cards ?? [])}${described}${s.requestedBy !== undefined ? ` (at the request of ${seat(s.requestedBy)})` : ''}`
            : 'mucks';
      lines.push(`Showdown: ${seat(s.seat)} ${how}`);
    }
  }
  flush();
  for (const r of h.rulings)
    lines.push(
      `Ruling ${r.code} by ${r.official.role} ${r.official.id}: ${r.detail} (${r.ruleRef})`,
    );
  for (const d of h.deadHands) lines.push(`Dead hand: ${seat(d.seat)} — ${d.code} (${d.ruleRef})`);
  if (h.voided)
    lines.push(
      `Hand void: ${h.voided.code} (${h.voided.ruleRef}); every chip returned${h.voided.redeal ? '; redeal' : ''}.`,
    );
  h.pots.forEach((pot, k) =>
    lines.push(
      `${k === 0 ? 'Main pot' : `Side pot ${k}`} ${n(pot.amount)} to ${pot.shares.map((x) => `${seat(x.seat)} ${n(x.chips)}`).join(', ')}${h.awardMethod === 'declared' ? ' (declared by the floor)' : ''}`,
    ),
  );
  for (const r of h.returned) lines.push(`Uncalled ${n(r.chips)} returned to ${seat(r.seat)}`);
  if (h.finalStacks.length)
    lines.push(
      `Stacks after the hand: ${h.finalStacks.map((x) => `seat ${x.seat} ${n(x.chips)}`).join(', ')}`,
    );
  for (const x of h.eliminations)
    lines.push(
      `${x.playerId} finishes ${x.sharedBy > 1 ? `tied ${x.place}-${x.place + x.sharedBy - 1}` : `in place ${x.place}`}.`,
    );
  return lines.join('\n') + '\n';
}

/** Every hand of a tournament as readable text, in the order played. */
export const tournamentToText = (hands: readonly HandRecord[]): string =>
  hands.map(handToText).join('\n');
