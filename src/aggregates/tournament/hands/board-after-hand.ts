/**
 * No rabbit hunting (Club Rule 28; FSNP Art. 102; LNSE 123/13 I.78 (12)): once a hand is
 * decided (one live hand left, its pots awarded) or completed, the board cards that would have
 * come are not revealed, so no board card can be recorded for it. The refusal cites the
 * ruleset's `citations.boardAfterHand`.
 */
import { reject, type Decision } from '../../decider';
import { citationsFor } from '../defaults';
import type { CreatedTournament } from '../state';
import { handAt } from './state';

export function boardAfterHand(
  s: CreatedTournament,
  c: { readonly tableId: string; readonly handNo: number },
): Decision<never> | null {
  const h = handAt(s, c.tableId);
  if (!h || h.handNo !== c.handNo || h.status === 'voided') return null;
  const completed = !s.tables[c.tableId]?.handInProgress;
  if (!completed && h.engine?.phase !== 'complete') return null;
  return reject(
    'HAND_DECIDED_NO_BOARD',
    citationsFor(s.config.rulesetId).boardAfterHand,
    `Hand ${h.handNo} at table ${c.tableId} is ${completed ? 'complete' : 'decided: only one live hand is left'}; the board cards that would have come are not dealt or shown.`,
  );
}
