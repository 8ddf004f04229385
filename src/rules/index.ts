/** Rulesets as data: every parameter with the article it comes from. */
export * from './types';
export * from './registry';
export * from './apportion';
export * from './chip-sets';
export * from './level-structures';
export * from './tournament-types';
export * from './payouts';
export * from './fees';
export * from './item-pool';
export * from './ranking';
export * from './penalties';
export * from './thresholds';
export * from './protests';
