/**
 * The README's worked example, as data: one FSNP tournament from the member registry to the
 * national ranking, every operation in the order a newcomer sends them. The same steps are
 *
 * - rendered into the README (`npm run docs:example` rewrites the section between the
 *   worked-example markers; test/unit/docs/worked-example.test.ts fails when they differ), and
 * - sent to a server, top to bottom (test/e2e/worked-example.test.ts against the built server;
 *   `npm run example -- --url http://localhost:3000` against yours).
 *
 * Ids are fixed, so each operation can be copied as it stands. Only what the system draws at
 * random (seats, button) is read from an earlier answer and passed as a variable.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { signToken } from '../src/api/auth/jwt';
import { loadConfig } from '../src/config';
import type { Role } from '../src/events/envelope';

/** A GraphQL answer's data: the script reads it by field name, as a client would. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;

interface SeatView {
  readonly seat: number;
  readonly playerId: string;
}

/** What the example learns from the answers as it goes. */
interface Known {
  /** The hand in play: its seats by position (small blind first, button last). */
  hand: { no: number; seats: SeatView[] };
  winnerId: string;
}

export interface Step {
  /** One sentence of README prose: what the step does and why now. */
  readonly says: string;
  /** The role whose token sends it. */
  readonly as: Role;
  readonly query: string;
  /** Values read from earlier answers (random draws), and where they come from. */
  readonly variables?: (k: Known) => Record<string, unknown>;
  readonly variablesFrom?: string;
  /** Learns from the answer. */
  readonly keep?: (data: Data, k: Known) => void;
  /** A read model that catches up after the command (the ranking policy): retried until true. */
  readonly until?: (data: Data) => boolean;
}

const T = 'spring-cup';
const PLAYERS = [
  { id: 'RO-1001', name: 'Ana Popescu', doc: 'RX100101', card: 'CARD-2026-0001' },
  { id: 'RO-1002', name: 'Mihai Ionescu', doc: 'RX100202', card: 'CARD-2026-0002' },
  { id: 'RO-1003', name: 'Elena Dumitru', doc: 'RX100303', card: 'CARD-2026-0003' },
] as const;
const docOf = (playerId: string) => PLAYERS.find((p) => p.id === playerId)!.doc;

const HAND = '$hand: Int!';
const AT = `tournamentId: "${T}", tableId: "T1", handNo: $hand`;
const EVENTS = '{ events { type } }';

/** The hand's seats by position, as currentHand lists them: small blind first, button last. */
const position = (k: Known, i: number) =>
  k.hand.seats[(i + k.hand.seats.length) % k.hand.seats.length];
const keepHand = (d: Data, k: Known) => {
  k.hand = { no: d.currentHand.handNo, seats: d.currentHand.seats };
};
const CURRENT = `query { currentHand(tournamentId: "${T}", tableId: "T1") { handNo smallBlindSeat bigBlindSeat buttonSeat seats { seat playerId stack } toAct { seat actions callAmount } } }`;

const act = (says: string, who: (k: Known) => SeatView, action: string): Step => ({
  says,
  as: 'dealer',
  query: `mutation ($hand: Int!, $seat: Int!) { recordAction(${AT}, seat: $seat, action: ${action}) ${EVENTS} }`,
  variables: (k) => ({ hand: k.hand.no, seat: who(k).seat }),
  variablesFrom: '`hand` and `seat` from the `currentHand` answer above',
});

const dealt = (k: Known, cards: readonly string[][]) =>
  k.hand.seats.map((s, i) => ({ seat: s.seat, cards: cards[i] }));

export const STEPS: readonly Step[] = [
  {
    says: 'The federation registers the three players. Under `fsnp` only federation members with a valid card may enter (FSNP Art. 29), so this comes first. Several mutations in one document run in order.',
    as: 'federation',
    query: `mutation {
${PLAYERS.map(
  (p, i) =>
    `  m${i + 1}: registerMember(input: { federationId: "${p.id}", fullName: "${p.name}", clubId: "club-1", idDocument: { type: "ID_CARD", number: "${p.doc}" }, registeredOn: "2026-01-10" }) { streamId }`,
).join('\n')}
}`,
  },
  {
    says: 'Their club issues the membership cards.',
    as: 'club',
    query: `mutation {
${PLAYERS.map(
  (p, i) =>
    `  c${i + 1}: issueMembershipCard(input: { federationId: "${p.id}", cardId: "${p.card}", idDocument: { type: "ID_CARD", number: "${p.doc}" }, issuedOn: "2026-01-11" }) { streamId }`,
).join('\n')}
}`,
  },
  {
    says: 'The ruleset says what the tournament may be, with the article of every parameter, and which violations the floor may record (`penaltyClauses`).',
    as: 'director',
    query: `query { rulesets(id: "fsnp") { id sourceDocument parameters { key value cite } penaltyClauses { clause title firstOffence { kind allowed officials } } } }`,
  },
  {
    says: 'The federation defines the season, submits the club’s calendar with the tournament on it (a `club` token may submit its own) and approves it: a completed tournament of an approved calendar scores ranking points (FSNP Art. 19, 137).',
    as: 'federation',
    query: `mutation {
  season: defineSeason(input: { seasonId: "2026", name: "Season 2026", startsOn: "2026-01-01", endsOn: "2026-12-31", rulesetId: "fsnp" }) { streamId }
  calendar: submitCalendar(input: { seasonId: "2026", calendarId: "club-1-2026", clubId: "club-1", tournaments: [{ tournamentId: "${T}", name: "Spring Cup", scheduledOn: "2026-03-14" }] }) { streamId }
  approved: approveCalendar(seasonId: "2026", calendarId: "club-1-2026") { streamId }
}`,
  },
  {
    says: 'The director creates a freezeout: the type’s 15,000 chips (FSNP Art. 139.1(c)), 450 RON to the prize fund and 50 RON fee per entry (money in bani, DECISION-2).',
    as: 'director',
    query: `mutation { createTournament(input: { tournamentId: "${T}", name: "Spring Cup", rulesetId: "fsnp", tournamentType: "FZ", currency: "RON", clubId: "club-1", venue: "Hotel Parliament, Bucharest", scheduledStart: "2026-03-14T18:00:00Z", seatsPerTable: 10, startingStack: 15000, levels: [{ level: 1, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 40 }, { level: 2, smallBlind: 200, bigBlind: 400, ante: 400, durationMinutes: 40 }], buyIn: { prizeFund: 45000, fee: 5000 } }) { tournamentId events { type revision globalPosition } } }`,
  },
  {
    says: 'Registration opens.',
    as: 'director',
    query: `mutation { openRegistration(tournamentId: "${T}") ${EVENTS} }`,
  },
  {
    says: 'The floor registers the players.',
    as: 'floor',
    query: `mutation {
${PLAYERS.map(
  (p, i) =>
    `  r${i + 1}: registerPlayer(tournamentId: "${T}", input: { playerId: "${p.id}", fullName: "${p.name}", clubId: "club-1", idDocument: { type: "ID_CARD", number: "${p.doc}" } }) { events { type revision } }`,
).join('\n')}
}`,
  },
  {
    says: 'Registration closes; the prize pool of a freezeout is final now (no purchase can follow), so the director fixes the payout table and the pool (FSNP Art. 131; LNSE I.64).',
    as: 'director',
    query: `mutation {
  closeRegistration(tournamentId: "${T}") ${EVENTS}
  fixPayoutTable(tournamentId: "${T}") ${EVENTS}
  fixPrizePool(tournamentId: "${T}") ${EVENTS}
}`,
  },
  {
    says: 'The director starts the tournament: the seat and button draws are random and recorded in the events (FSNP Art. 33, 46).',
    as: 'director',
    query: `mutation { startTournament(tournamentId: "${T}") ${EVENTS} }`,
  },
  {
    says: 'Who sits where: tables are named `T1`, `T2`, …',
    as: 'floor',
    query: `query { tables(tournamentId: "${T}") { tableId buttonSeat seats { seat playerId stack } } }`,
  },
  {
    says: '**Hand 1.** The dealer starts the hand: the engine places the button and the blinds.',
    as: 'dealer',
    query: `mutation { startHand(tournamentId: "${T}", tableId: "T1") { events { type revision } } }`,
  },
  {
    says: 'The hand as it stands: `seats` are listed by position, small blind first and button last; `toAct` is whose turn it is and what he may do.',
    as: 'dealer',
    query: CURRENT,
    keep: keepHand,
  },
  {
    says: 'The blinds go in (the hole cards may be recorded here or left unknown).',
    as: 'dealer',
    query: `mutation (${HAND}) { postForcedBets(${AT}) ${EVENTS} }`,
    variables: (k) => ({ hand: k.hand.no }),
    variablesFrom: '`hand` = `currentHand.handNo`',
  },
  act(
    'Three-handed, the button acts first before the flop: he folds.',
    (k) => position(k, -1),
    'FOLD',
  ),
  act('The small blind folds too.', (k) => position(k, 0), 'FOLD'),
  {
    says: 'The big blind wins uncontested; completing the hand moves the chips.',
    as: 'dealer',
    query: `mutation (${HAND}) { completeHand(${AT}) ${EVENTS} }`,
    variables: (k) => ({ hand: k.hand.no }),
    variablesFrom: '`hand` as above',
  },
  {
    says: '**A penalty.** The floor records a breach of etiquette by the player on the button of hand 1 (FSNP Art. 20, counted per DECISION-13) and gives the warning the first offence allows.',
    as: 'floor',
    query: `mutation ($player: ID!) { recordViolation(tournamentId: "${T}", playerId: $player, clause: "Art. 20", description: "Slammed the table after folding", tableId: "T1", handNo: 1) ${EVENTS} }`,
    variables: (k) => ({ player: position(k, -1).playerId }),
    variablesFrom: '`player` = the last of `currentHand.seats` (the button)',
  },
  {
    says: 'The floor gives the warning. Violations are numbered `V-1`, `V-2`, … per tournament, sanctions `S-1`, …, protests `P-1`, …',
    as: 'floor',
    query: `mutation { imposeSanction(tournamentId: "${T}", violationId: "V-1", kind: WARNING) ${EVENTS} }`,
  },
  {
    says: '**A protest.** The player protests the warning in writing before the competition ends; the director forwards it to the federation (FSNP has no protest clause, so the federation procedure of DECISION-14 applies).',
    as: 'director',
    query: `mutation ($player: ID!) {
  fileProtest(tournamentId: "${T}", filerId: $player, sanctionId: "S-1", reason: "The table was not slammed", document: "Written protest no. 1") ${EVENTS}
  forwardProtest(tournamentId: "${T}", protestId: "P-1", protocolRef: "Protocol 2026/14") ${EVENTS}
}`,
    variables: (k) => ({ player: position(k, -1).playerId }),
    variablesFrom: '`player` as above',
  },
  {
    says: '**Hand 2.** The button moves one seat.',
    as: 'dealer',
    query: `mutation { startHand(tournamentId: "${T}", tableId: "T1") { events { type revision } } }`,
  },
  { says: 'The new positions.', as: 'dealer', query: CURRENT, keep: keepHand },
  {
    says: 'This time the dealer records the hole cards (by seat): the small blind holds two aces.',
    as: 'dealer',
    query: `mutation (${HAND}, $hands: [SeatCardsInput!]) { postForcedBets(${AT}, hands: $hands) ${EVENTS} }`,
    variables: (k) => ({
      hand: k.hand.no,
      hands: dealt(k, [
        ['As', 'Ah'],
        ['9c', '4d'],
        ['Kd', 'Qd'],
      ]),
    }),
    variablesFrom:
      '`hand`, and `hands`: `[{ seat: <small blind>, cards: ["As", "Ah"] }, { seat: <big blind>, cards: ["9c", "4d"] }, { seat: <button>, cards: ["Kd", "Qd"] }]`',
  },
  act('The button moves all in.', (k) => position(k, -1), 'ALL_IN'),
  act('The small blind calls.', (k) => position(k, 0), 'CALL'),
  act('The big blind folds.', (k) => position(k, 1), 'FOLD'),
  {
    says: 'No more betting is possible: the dealer deals the board, flop, turn and river.',
    as: 'dealer',
    query: `mutation (${HAND}) {
  flop: dealBoard(${AT}, cards: ["2s", "7h", "Jc"]) ${EVENTS}
  turn: dealBoard(${AT}, cards: ["3d"]) ${EVENTS}
  river: dealBoard(${AT}, cards: ["8s"]) ${EVENTS}
}`,
    variables: (k) => ({ hand: k.hand.no }),
    variablesFrom: '`hand`',
  },
  {
    says: 'Both all-in hands are shown, and the hand is completed: the engine reads the cards, the aces win, and the player who lost every chip is eliminated in 3rd place (FSNP Art. 132).',
    as: 'dealer',
    query: `mutation (${HAND}, $button: Int!, $smallBlind: Int!) {
  showButton: showOrMuck(${AT}, seat: $button, show: true) ${EVENTS}
  showSmallBlind: showOrMuck(${AT}, seat: $smallBlind, show: true) ${EVENTS}
  completeHand(${AT}) ${EVENTS}
}`,
    variables: (k) => ({
      hand: k.hand.no,
      button: position(k, -1).seat,
      smallBlind: position(k, 0).seat,
    }),
    variablesFrom: '`hand`, `button` and `smallBlind` seats from the `currentHand` answer',
  },
  {
    says: '**Hand 3**, heads-up: the button posts the small blind (FSNP Art. 58, DECISION-9).',
    as: 'dealer',
    query: `mutation { startHand(tournamentId: "${T}", tableId: "T1") { events { type revision } } }`,
  },
  { says: 'Two players left.', as: 'dealer', query: CURRENT, keep: keepHand },
  {
    says: 'The blinds, and the cards: the big blind holds the kings.',
    as: 'dealer',
    query: `mutation (${HAND}, $hands: [SeatCardsInput!]) { postForcedBets(${AT}, hands: $hands) ${EVENTS} }`,
    variables: (k) => ({
      hand: k.hand.no,
      hands: dealt(k, [
        ['Ks', 'Kh'],
        ['6c', '5c'],
      ]),
    }),
    variablesFrom:
      '`hand`, and `hands`: `[{ seat: <first listed>, cards: ["Ks", "Kh"] }, { seat: <second listed>, cards: ["6c", "5c"] }]`',
  },
  act('The small blind (on the button) moves all in.', (k) => position(k, -1), 'ALL_IN'),
  act('The big blind calls.', (k) => position(k, 0), 'CALL'),
  {
    says: 'The board, the showdown, and the last elimination completes the tournament (FSPR 5.10.1: the winner holds every chip).',
    as: 'dealer',
    query: `mutation (${HAND}, $a: Int!, $b: Int!) {
  flop: dealBoard(${AT}, cards: ["2d", "9h", "Jd"]) ${EVENTS}
  turn: dealBoard(${AT}, cards: ["3c"]) ${EVENTS}
  river: dealBoard(${AT}, cards: ["Ts"]) ${EVENTS}
  showA: showOrMuck(${AT}, seat: $a, show: true) ${EVENTS}
  showB: showOrMuck(${AT}, seat: $b, show: true) ${EVENTS}
  completeHand(${AT}) ${EVENTS}
}`,
    variables: (k) => ({ hand: k.hand.no, a: position(k, 0).seat, b: position(k, 1).seat }),
    variablesFrom: '`hand`, and the two seats `a` and `b`',
  },
  {
    says: 'The final standings: places by elimination order (FSNP Art. 132; DECISION-4).',
    as: 'floor',
    query: `query { standings(tournamentId: "${T}") { completed winnerId lines { place placeLabel playerId stack } } }`,
    keep: (d, k) => {
      k.winnerId = d.standings.winnerId;
    },
  },
  {
    says: '**Prize pool and payouts.** The director awards the prizes from the final standings (largest remainder, DECISION-3), and pays the winner against his identity document (the floor may too) (receipt numbers start at 1).',
    as: 'director',
    query: `mutation ($winner: ID!, $doc: String!) {
  awardPrizes(tournamentId: "${T}") ${EVENTS}
  payPrize(tournamentId: "${T}", receiptNo: 1, playerId: $winner, idDocument: { type: "ID_CARD", number: $doc }) ${EVENTS}
}`,
    variables: (k) => ({ winner: k.winnerId, doc: docOf(k.winnerId) }),
    variablesFrom: '`winner` = `standings.winnerId`, `doc` = his identity document number',
  },
  {
    says: 'The pool, the table and the receipts.',
    as: 'director',
    query: `query {
  prizePool(tournamentId: "${T}") { amount currency byCode { code count gross prizeFund fee } }
  payouts(tournamentId: "${T}") { table { places basisPoints source } receipts { receiptNo playerId place amount net } totalAwarded totalPaid }
}`,
  },
  {
    says: '**The regulator** reads the fee ledger (every line balanced) and verifies the hash chain; `regulatorBundle` and `npm run export` give the offline bundle.',
    as: 'regulator',
    query: `query {
  ledger(tournamentId: "${T}", first: 20) { imbalance balances { account balance } lines { nodes { entryNo eventType code playerId account debit credit } } }
  verifyTournament(tournamentId: "${T}") { ok eventsChecked head }
}`,
  },
  {
    says: 'The federation receives the protest, decides it (here: annulled, so the warning no longer counts) and notifies the player; its 30 days run from the day after receipt (DECISION-14). The decision and notification dates default to today.',
    as: 'federation',
    query: `mutation ($today: String!) {
  receiveProtest(tournamentId: "${T}", protestId: "P-1", receivedOn: $today) ${EVENTS}
  decideProtest(tournamentId: "${T}", protestId: "P-1", outcome: ANNULLED, reasoning: "The arbiter's report does not support the finding") ${EVENTS}
  notifyProtestDecision(tournamentId: "${T}", protestId: "P-1", channel: "e-mail") ${EVENTS}
}`,
    variables: () => ({ today: new Date().toISOString().slice(0, 10) }),
    variablesFrom:
      '`today`: the date of receipt, `YYYY-MM-DD` (not before the forwarding, not in the future)',
  },
  {
    says: 'The penalties register and the protest file, as the federation audits them.',
    as: 'federation',
    query: `query {
  penalties(filter: { clubId: "club-1" }, first: 10) { nodes { tournamentId violationId playerId clause ruleRef sanctionKind sanctionStatus counted } }
  protestCaseFile(tournamentId: "${T}", protestId: "P-1") { protest { status outcome decidedLate } timeline { type actorRole } }
}`,
  },
  {
    says: '**Ranking.** The tournament was on an approved calendar, so its points are on the season (`tlb` formula, DECISION-1; the ranking policy records them a moment after the last hand).',
    as: 'club',
    query: `query { nationalRanking(seasonId: "2026", first: 10) { totalCount nodes { rank playerId fullName clubId points tournaments bestPlace } } }`,
    until: (d) => d.nationalRanking.totalCount === PLAYERS.length,
  },
];

/** Where the README keeps the generated section. */
export const README_START =
  '<!-- worked-example:start (generated from scripts/worked-example.ts by `npm run docs:example`; do not edit by hand) -->';
export const README_END = '<!-- worked-example:end -->';

/** The README section: each step's sentence, the role, and the operation as sent. */
export function renderWorkedExample(): string {
  const out = [README_START, '<!-- prettier-ignore-start -->', ''];
  STEPS.forEach((s, i) => {
    out.push(`${i + 1}. ${s.says} As \`${s.as}\`:`, '', '```graphql', s.query, '```', '');
    if (s.variablesFrom) out.push(`   Variables: ${s.variablesFrom}.`, '');
  });
  out.push('<!-- prettier-ignore-end -->', README_END);
  return out.join('\n');
}

/** The README's current section between the markers (null when the markers are missing). */
export function readmeSection(readme: string): string | null {
  const a = readme.indexOf(README_START);
  const b = readme.indexOf(README_END);
  return a < 0 || b < a ? null : readme.slice(a, b + README_END.length);
}

export interface StepResult {
  readonly step: number;
  readonly as: Role;
  readonly data: Readonly<Record<string, unknown>>;
}

/**
 * Sends every step to the server in order and returns the answers; throws at the first error
 * with the step, the operation and the server's answer, so a drifted example says where.
 */
export async function runWorkedExample(
  url: string,
  tokenFor: (role: Role) => string,
  log: (line: string) => void = () => {},
): Promise<StepResult[]> {
  const k: Known = { hand: { no: 0, seats: [] }, winnerId: '' };
  const results: StepResult[] = [];
  for (const [i, s] of STEPS.entries()) {
    const variables = s.variables?.(k) ?? {};
    let data: Data | undefined;
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenFor(s.as)}` },
        body: JSON.stringify({ query: s.query, variables }),
      });
      const body = (await res.json()) as { data?: Data | null; errors?: unknown[] };
      if (body.errors?.length || !body.data)
        throw new Error(
          `worked example step ${i + 1} (${s.as}) failed:\n${s.query}\nvariables ${JSON.stringify(variables)}\n-> ${JSON.stringify(body.errors ?? body)}`,
        );
      data = body.data;
      if (!s.until || s.until(data)) break;
      if (attempt >= 50)
        throw new Error(`worked example step ${i + 1}: the read model did not catch up`);
      await new Promise((r) => setTimeout(r, 200));
    }
    s.keep?.(data, k);
    results.push({ step: i + 1, as: s.as, data });
    log(`${i + 1}/${STEPS.length} ${s.as}: ${Object.keys(data).join(', ')}`);
  }
  return results;
}

const SUBJECTS: Record<Role, { sub: string; club?: string }> = {
  director: { sub: 'td-1' },
  floor: { sub: 'floor-1' },
  dealer: { sub: 'dealer-1' },
  federation: { sub: 'fed-1' },
  regulator: { sub: 'inspector-1' },
  club: { sub: 'club-1-office', club: 'club-1' },
  player: { sub: 'RO-1001' },
  system: { sub: 'system' },
};

/** A token per role for a server signing with `secret`. */
export const tokensSignedWith =
  (secret: string) =>
  (role: Role): string =>
    signToken({ role, ...SUBJECTS[role] }, secret);

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, readme: { type: 'boolean' }, check: { type: 'boolean' } },
  });
  const readmePath = join(__dirname, '..', 'README.md');
  if (values.readme || values.check) {
    const readme = readFileSync(readmePath, 'utf8');
    const current = readmeSection(readme);
    if (current === null) {
      console.error(`README.md has no section between ${README_START} and ${README_END}.`);
      return 1;
    }
    const wanted = renderWorkedExample();
    if (values.check) {
      if (current === wanted) return 0;
      console.error(
        'README.md worked example differs from scripts/worked-example.ts: run npm run docs:example.',
      );
      return 1;
    }
    writeFileSync(readmePath, readme.replace(current, wanted));
    console.log('README.md: worked example regenerated.');
    return 0;
  }
  if (!values.url) {
    console.error(
      'usage: npm run example -- --url http://localhost:3000   (a fresh server: the ids are fixed)\n' +
        '       npm run docs:example                          (rewrite the README section)',
    );
    return 2;
  }
  const secret = loadConfig().jwtSecret;
  if (!secret) {
    console.error(
      "the worked example signs HS256 tokens: set LEDGER_JWT_SECRET to the server's secret",
    );
    return 2;
  }
  await runWorkedExample(values.url.replace(/\/+$/, ''), tokensSignedWith(secret), console.log);
  console.log('worked example: every step succeeded.');
  return 0;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
