/**
 * A rejection is a value, not an exception: a code, the rule it enforces, and a sentence a
 * floor person can read out. Nothing is appended for a rejected command.
 *
 * It lives in the ground layer (issue 16) because the poker engine and the aggregates both
 * answer with it, and the engine must depend on nothing above it.
 */
export interface Rejection {
  readonly code: string;
  readonly ruleRef: string;
  readonly message: string;
}
