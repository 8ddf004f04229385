import { badInput } from '../common/api-errors';
import { check } from '../common/field-check';
import {
  firstProblem,
  identifier,
  isoDate,
  isoDateTime,
  blankOr,
  maxLength,
  nonEmptyList,
  optional,
  text,
  wholeAtLeast,
  type Problem,
  type Rules,
} from '../common/input-checks';

const CREATE: Rules = {
  tournamentId: optional(identifier),
  name: blankOr(text(200)),
  rulesetId: identifier,
  tournamentType: identifier,
  currency: text(3),
  clubId: identifier,
  venue: text(200),
  scheduledStart: isoDateTime,
  seatsPerTable: wholeAtLeast(1),
  startingStack: wholeAtLeast(1),
  levels: nonEmptyList,
  registrationCap: optional(wholeAtLeast(1)),
  maxReEntriesPerPlayer: optional(wholeAtLeast(0)),
};
const LEVEL: Rules = {
  level: wholeAtLeast(1),
  smallBlind: wholeAtLeast(0),
  bigBlind: wholeAtLeast(1),
  ante: wholeAtLeast(0),
  durationMinutes: wholeAtLeast(1),
  breakAfterMinutes: optional(wholeAtLeast(0)),
};
const BUY_IN: Rules = { prizeFund: wholeAtLeast(0), fee: wholeAtLeast(0) };
const REGISTER: Rules = {
  playerId: blankOr(identifier),
  fullName: maxLength(200),
  clubId: identifier,
  dateOfBirth: optional(isoDate),
};
const ID_DOCUMENT: Rules = { type: maxLength(40), number: maxLength(60) };

function throwIf(problem: Problem | null | undefined) {
  if (problem) throw badInput(problem.field, problem.message);
}

/** Takes the input as untyped JSON: GraphQL only guarantees the types, not the values. */
export function checkCreateTournament(input: object) {
  const { buyIn, levels, prices, chipSet } = input as Record<string, unknown>;
  throwIf(firstProblem('input', input, CREATE));
  throwIf(firstProblem('input.buyIn', buyIn, BUY_IN));
  for (const [item, price] of Object.entries(prices ?? {}))
    if (price != null) throwIf(firstProblem(`input.prices.${item}`, price, BUY_IN));
  const chip = ((chipSet ?? []) as unknown[]).findIndex((d) => wholeAtLeast(1)(d) !== null);
  if (chip >= 0)
    throw badInput(`input.chipSet[${chip}]`, 'a chip is worth a whole number, 1 or more.');
  throwIf(
    (levels as unknown[]).map((l, i) => firstProblem(`input.levels[${i}]`, l, LEVEL)).find(Boolean),
  );
}

export function checkRegisterPlayer(input: object) {
  throwIf(firstProblem('input', input, REGISTER));
  throwIf(
    firstProblem('input.idDocument', (input as { idDocument?: unknown }).idDocument, ID_DOCUMENT),
  );
}

export const checkTournamentId = (id: unknown, field = 'tournamentId') =>
  check(field, id, identifier);

export const checkReason = (reason: unknown) => check('reason', reason, maxLength(1000));
