/**
 * What the read side may know of the tournament aggregate (issue 17): pure, read-only
 * derivations of a recorded state or of recorded anchors. src/projections imports these and
 * src/events only, never another aggregate file (eslint.config.mjs keeps it so), so the
 * decider's internals can change without a read model noticing.
 */
export * from './clock';
export * from './field';
export * from './hands';
export * from './policy';
export * from './prizes';
export * from './state';
export * from './tables';
export * from './payout-lines';
export * from './purchase-windows';
export * from './result-lines';
export * from './lapses';
