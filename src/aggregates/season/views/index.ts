/**
 * What the read side may know of the season aggregate (issue 17): the pure points formula, so
 * a "what if" over the ranking read model computes exactly what the decider awards.
 */
export { awardPoints } from '../points';
