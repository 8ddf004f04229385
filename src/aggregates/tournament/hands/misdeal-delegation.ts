/**
 * The chief judge's delegate (FSPR 6.3): "a misdeal may be declared by the dealer, the chief
 * judge, a competition judge, or someone the chief judge has authorised to do so". The
 * delegation is a recorded step: a delegate declares a misdeal only while a
 * `MisdealAuthorityDelegated` for him stands, and not after its `MisdealAuthorityRevoked`.
 * Whether a ruleset knows such a delegate at all is its `deal.misdealDelegation`.
 */
import { getRuleset } from '../../../rules/registry';
import { accept, reject } from '../../decider';
import { event, type Slice } from '../slice';
import type { TournamentState, CreatedTournament } from '../state';

declare module '../state' {
  interface TournamentFields {
    /** Delegates to declare misdeals (FSPR 6.3), by identity. */
    misdealDelegates?: Record<string, { readonly name?: string; readonly since: string }>;
  }
}

/** May this person declare a misdeal as the chief judge's delegate, under the ruleset in force? */
export function isMisdealDelegate(s: TournamentState, actorId: string): boolean {
  const rules = s.config ? getRuleset(s.config.rulesetId) : undefined;
  return !!rules?.deal.misdealDelegation.value && !!s.misdealDelegates?.[actorId];
}

const delegation = (s: CreatedTournament) => getRuleset(s.config.rulesetId)!.deal.misdealDelegation;

export const misdealDelegation: Slice = {
  commands: {
    DelegateMisdealAuthority: {
      roles: ['director'],
      decide(c, s, ctx) {
        const rule = delegation(s);
        if (!rule.value)
          return reject(
            'NO_MISDEAL_DELEGATE',
            rule.cite,
            'This ruleset names who declares a misdeal and knows no delegate: the chief judge cannot authorise anyone else.',
          );
        const id = c.delegateId?.trim();
        if (!id)
          return reject('DELEGATE_REQUIRED', rule.cite, 'delegateId: name the person authorised.');
        if (s.misdealDelegates?.[id])
          return reject(
            'ALREADY_DELEGATED',
            rule.cite,
            `${id} is already authorised to declare misdeals in this competition.`,
          );
        return accept(
          event(
            'MisdealAuthorityDelegated',
            {
              delegate: { id, ...(c.delegateName?.trim() ? { name: c.delegateName.trim() } : {}) },
              by: { id: ctx.actor.id, role: ctx.actor.role },
              ruleRef: rule.cite,
              at: ctx.now,
            },
            rule.cite,
          ),
        );
      },
    },
    RevokeMisdealAuthority: {
      roles: ['director'],
      decide(c, s, ctx) {
        const rule = delegation(s);
        if (!s.misdealDelegates?.[c.delegateId])
          return reject(
            'NOT_A_DELEGATE',
            rule.cite,
            `${c.delegateId} holds no delegation to declare misdeals in this competition.`,
          );
        return accept(
          event(
            'MisdealAuthorityRevoked',
            {
              delegateId: c.delegateId,
              by: { id: ctx.actor.id, role: ctx.actor.role },
              ruleRef: rule.cite,
              at: ctx.now,
            },
            rule.cite,
          ),
        );
      },
    },
  },
  events: {
    MisdealAuthorityDelegated(s, d) {
      s.misdealDelegates = {
        ...s.misdealDelegates,
        [d.delegate.id]: { ...(d.delegate.name ? { name: d.delegate.name } : {}), since: d.at },
      };
    },
    MisdealAuthorityRevoked(s, d) {
      const rest = { ...s.misdealDelegates };
      delete rest[d.delegateId];
      s.misdealDelegates = rest;
    },
  },
};
