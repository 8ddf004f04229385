import { badInputs } from '../common/api-errors';
import { checkAll } from '../common/field-check';
import {
  allProblems,
  identifier,
  isoDate,
  isoDateTime,
  blankOr,
  nonEmptyList,
  notBlank,
  optional,
  wholeAtLeast,
  type Problem,
  type Rules,
} from '../common/input-checks';

// Lengths, control characters and NFC are the schema's (TextField, common/text-policy.ts);
// these are the shapes a resolver still needs before building the command.

const CREATE: Rules = {
  tournamentId: optional(identifier),
  rulesetId: identifier,
  tournamentType: identifier,
  currency: optional(notBlank),
  clubId: identifier,
  venue: notBlank,
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
const ENTRY_TERMS: Rules = {
  lateRegistrationUntilLevel: optional(wholeAtLeast(1)),
  rebuyUntilLevel: optional(wholeAtLeast(1)),
  rebuyAtOrBelow: optional(wholeAtLeast(0)),
  rebuyChips: optional(wholeAtLeast(1)),
  addOnChips: optional(wholeAtLeast(1)),
  accreditationOpensAt: optional(isoDateTime),
  accreditationClosesAt: optional(isoDateTime),
};
const REGISTER: Rules = {
  playerId: blankOr(identifier),
  clubId: identifier,
  dateOfBirth: optional(isoDate),
  lateStackReduction: optional(wholeAtLeast(0)),
  amountPaid: optional(wholeAtLeast(0)),
};

function throwAll(problems: readonly Problem[]) {
  if (problems.length) throw badInputs(problems);
}

/**
 * Takes the input as untyped JSON: GraphQL only guarantees the types, not the values. Every
 * problem is reported at once (issue 21), so the form is corrected in one go.
 */
export function checkCreateTournament(input: object) {
  const { buyIn, levels, prices, chipSet, entryTerms } = input as Record<string, unknown>;
  const chips = ((chipSet ?? []) as unknown[]).flatMap((d, i) =>
    wholeAtLeast(1)(d) === null
      ? []
      : [{ field: `input.chipSet[${i}]`, message: 'a chip is worth a whole number, 1 or more.' }],
  );
  throwAll([
    ...allProblems('input', input, CREATE),
    ...allProblems('input.buyIn', buyIn, BUY_IN),
    ...Object.entries(prices ?? {}).flatMap(([item, price]) =>
      price == null ? [] : allProblems(`input.prices.${item}`, price, BUY_IN),
    ),
    ...chips,
    ...(entryTerms ? allProblems('input.entryTerms', entryTerms, ENTRY_TERMS) : []),
    ...((levels ?? []) as unknown[]).flatMap((l, i) => allProblems(`input.levels[${i}]`, l, LEVEL)),
  ]);
}

export function checkRegisterPlayer(input: object) {
  throwAll(allProblems('input', input, REGISTER));
}

export const checkTournamentId = (id: unknown, field = 'tournamentId') =>
  checkAll([[field, id, identifier]]);
