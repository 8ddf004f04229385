/**
 * A table row's citation under the ruleset in force (issue 18: a citation names the ruleset in
 * force). The rows of the irregularity and dead-hand tables were written from several catalogs;
 * only the parts of the ruleset in force (or of one it borrows from by design) are cited.
 */
import type { Ruleset } from '../../rules/types';
import { ruleset } from './defaults';
import { created, type TournamentState } from './state';

/** The parts of a table citation that belong to the ruleset in force (or one it borrows from). */
export function partsInForce(rowCite: string, rules: Ruleset): string | null {
  const sources = [
    rules.citationKey.value.split(' ')[0],
    ...rules.citations.value.irregularities.borrowsFrom,
  ];
  const own = rowCite.split('; ').filter((part) => sources.includes(part.split(' ')[0]));
  return own.length ? own.join('; ') : null;
}

/**
 * An irregularity ruling's article in force: the row's, else the ruleset's article for this
 * irregularity, else the article under which its officials rule where its text is silent
 * (Club Rule 1; FSNP Art. 3; LNSE 123/13 III.2 ¶4). Never another ruleset's article.
 */
export function rulingCite(rowCite: string, code: string, rules: Ruleset): string {
  const table = rules.citations.value.irregularities;
  return partsInForce(rowCite, rules) ?? table.own[code] ?? table.silent;
}

/**
 * A dead-hand cause's article in force: the cause's own where it is this ruleset's, else the
 * ruleset's article for the cause, else its general article on dead hands.
 */
export function deadHandCite(rowCite: string, cause: string, rules: Ruleset): string {
  const c = rules.citations.value;
  return partsInForce(rowCite, rules) ?? c.deadHandCauses[cause] ?? c.deadHand;
}

/**
 * A citation written from one catalog (a format FSNP specifies, run under another ruleset that
 * lists it), cited under the ruleset in force: its parts from this ruleset (or one it borrows
 * from) and the DECISIONs; where none is this ruleset's, the article under which its officials
 * rule on what its text does not cover (Club Rule 1; LNSE 123/13 III.2 ¶4), with the DECISIONs.
 */
export function ownOrSilent(cite: string, rules: Ruleset): string {
  const own = partsInForce(cite, rules);
  if (own) {
    const extra = cite.split('; ').filter((p) => p.startsWith('DECISION-') && !own.includes(p));
    return [own, ...extra].join('; ');
  }
  const decisions = cite.split('; ').filter((p) => p.startsWith('DECISION-'));
  return [rules.citations.value.irregularities.silent, ...decisions].join('; ');
}

/**
 * A format article (FSNP Art. 140-142: heads-up, bounty, qualifier, 50-50) cited under the
 * tournament's ruleset: `ownOrSilent` with the ruleset in force. The club inherits FSNP's types
 * and LNSE lists heads-up without rules of their own, so they cite their residual article.
 */
export const formatCite = (s: TournamentState, cite: string): string =>
  ownOrSilent(cite, ruleset(created(s).config.rulesetId));

/**
 * The articles a planned hand cites under the ruleset in force (issue 18). The button planner
 * (src/poker/button.ts) names FSNP and TDA articles for the case it met; a HandPlanned event
 * keeps only those of the ruleset in force ("TDA Rule N" is the club's "Club Rule N"), led by
 * the ruleset's own article on the button and blinds, and its heads-up article when heads-up
 * (LNSE 123/13 II.31, II.115; Club Rule 32, 34; FSNP Art. 45, 52, 58).
 */
export function planRefsInForce(
  plannerRefs: readonly string[],
  headsUp: boolean,
  rules: Ruleset,
): string[] {
  const asClub = (ref: string) => ref.replace(/\bTDA Rule\b/g, 'Club Rule');
  const own = plannerRefs.map((r) => partsInForce(asClub(r), rules)).filter((r) => r !== null);
  const lead = [
    rules.citations.value.handPlanned,
    ...(headsUp ? [rules.game.headsUpButton.cite] : []),
  ];
  return [...new Set([...lead, ...own])];
}
