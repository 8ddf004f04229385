/**
 * Where the payout percentages come from and the prize state a tournament reached (FSNP Art.
 * 131-132; LNSE I.65): read-only, for the hall display's payouts and results.
 */
export { fieldSize, payoutSource, rulesetOf } from '../prizes/rules';
export { prizesOf } from '../prizes/state';
