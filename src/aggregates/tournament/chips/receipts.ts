/**
 * The chip-control receipt at the next day (multiDay.missingChipReceipt): a player who comes
 * back without it keeps his bag and his place; the ruleset says whether a penalty is due
 * (LNSE 123/13 I.14, conflict 3) or the director rules after verifying the bag (FSNP Art. 129).
 */
import type { TournamentEvent } from '../../../events/tournament-events';
import { reject, type Decision } from '../../decider';
import type { ResumeDay } from '../commands';
import { ruleset } from '../defaults';
import { event } from '../slice';
import type { CreatedTournament } from '../state';

export function missingReceiptEvents(
  s: CreatedTournament,
  c: ResumeDay,
  now: string,
): TournamentEvent[] | Decision<never> {
  const rule = ruleset(s.config.rulesetId).multiDay.missingChipReceipt;
  const out: TournamentEvent[] = [];
  for (const m of c.missingReceipts ?? []) {
    if (!s.bags[m.playerId])
      return reject(
        'NO_BAG',
        rule.cite,
        `${m.playerId} bagged no chips on day ${s.day}: there is no receipt to miss.`,
      );
    const ruling = m.ruling?.trim() || null;
    if (rule.value === 'ruling' && !ruling)
      return reject(
        'RULING_REQUIRED',
        rule.cite,
        `${m.playerId} has no chip-control receipt: verify his bag and record the ruling.`,
      );
    out.push(
      event(
        'ChipReceiptMissing',
        {
          playerId: m.playerId,
          day: s.day + 1,
          penaltyDue: rule.value === 'penalty-keeps-place',
          ruling,
          at: now,
        },
        rule.cite,
      ),
    );
  }
  return out;
}
