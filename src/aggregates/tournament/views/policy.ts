/**
 * The ruleset in force and what the tournament type allows (purchase windows, balancing
 * margin), read by citation: the read side shows the same parameters the decider applies.
 */
export { lateRegistrationEnd, paramsFor, policyOf, ruleset } from '../defaults';
