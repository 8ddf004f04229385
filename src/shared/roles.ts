/**
 * Who acts on the ledger. In the ground layer (issue 16): the rulesets' penalty matrices name
 * the officials who may impose a sanction, and the event envelope records the actor's role.
 */
export const ROLES = [
  'director',
  'floor',
  'dealer',
  'federation',
  'regulator',
  'club',
  'player',
  'system',
] as const;
export type Role = (typeof ROLES)[number];
