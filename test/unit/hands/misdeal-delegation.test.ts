/**
 * FSPR 6.3: a misdeal may be declared by the dealer, the chief judge, a competition judge, or
 * someone the chief judge has authorised; the delegation is on record and a delegate declares
 * only while it stands (`deal.misdealDelegation`).
 */
import type { Actor } from '../../../src/events/envelope';
import { commandAuthority } from '../../../src/commands/authority';
import { T } from '../../support/tournament-fixtures';
import { ofType, posted, rejected, type Table } from './support';

const CHIEF: Actor = { id: 'chief-judge', role: 'director' };
const DELEGATE: Actor = { id: 'fed-official-3', role: 'federation' };

const misdeal = (t: Table, actor: Actor) =>
  t.as(actor).try({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DEALT_OUT_OF_ORDER' });
const delegate = (t: Table) =>
  t.as(CHIEF).try({
    type: 'DelegateMisdealAuthority',
    tournamentId: T,
    delegateId: DELEGATE.id,
    delegateName: 'I. Petrov',
  });

describe('FSPR 6.3: the chief judge\u2019s misdeal delegate', () => {
  it('FSPR 6.3: without a delegation on record, a federation official cannot declare a misdeal', () => {
    const t = posted('fspr');
    expect(rejected(misdeal(t, DELEGATE))).toMatchObject({
      code: 'MISDEAL_NOT_YOURS_TO_DECLARE',
      ruleRef: 'FSPR 6.3',
    });
  });

  it('FSPR 6.3: the chief judge authorises him (on record); he may then declare the misdeal, and the ruling names him', () => {
    const t = posted('fspr');
    const d = delegate(t);
    if (!d.ok) throw new Error(JSON.stringify(d.rejection));
    expect(d.events[0]).toMatchObject({
      type: 'MisdealAuthorityDelegated',
      ruleRef: 'FSPR 6.3',
      data: {
        delegate: { id: 'fed-official-3', name: 'I. Petrov' },
        by: { id: 'chief-judge', role: 'director' },
      },
    });
    t.as(CHIEF).do({
      type: 'DelegateMisdealAuthority',
      tournamentId: T,
      delegateId: DELEGATE.id,
      delegateName: 'I. Petrov',
    });
    const r = misdeal(t, DELEGATE);
    if (!r.ok) throw new Error(JSON.stringify(r.rejection));
    expect(ofType(r.events, 'FloorRuling')[0].data).toMatchObject({
      outcome: 'misdeal',
      official: { id: 'fed-official-3', role: 'federation' },
    });
    expect(ofType(r.events, 'HandVoided')[0].data.redeal).toBe(true);
  });

  it('FSPR 6.3: a delegate declares misdeals only: he cannot record another irregularity', () => {
    const t = posted('fspr');
    t.as(CHIEF).do({ type: 'DelegateMisdealAuthority', tournamentId: T, delegateId: DELEGATE.id });
    const r = t
      .as(DELEGATE)
      .try({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DEFECTIVE_CARD' });
    expect(rejected(r).code).toBe('TABLE_OFFICIAL_REQUIRED');
  });

  it('FSPR 6.3: once the chief judge withdraws the delegation, the same declaration is refused', () => {
    const t = posted('fspr');
    t.as(CHIEF).do({ type: 'DelegateMisdealAuthority', tournamentId: T, delegateId: DELEGATE.id });
    const ev = t
      .as(CHIEF)
      .do({ type: 'RevokeMisdealAuthority', tournamentId: T, delegateId: DELEGATE.id });
    expect(ev[0]).toMatchObject({ type: 'MisdealAuthorityRevoked', ruleRef: 'FSPR 6.3' });
    expect(rejected(misdeal(t, DELEGATE)).code).toBe('MISDEAL_NOT_YOURS_TO_DECLARE');
    expect(
      rejected(
        t.as(CHIEF).try({ type: 'RevokeMisdealAuthority', tournamentId: T, delegateId: 'nobody' }),
      ).code,
    ).toBe('NOT_A_DELEGATE');
  });

  it('FSPR 6.3: the delegation is the chief judge\u2019s: only the director may make or withdraw it; a federation official may reach the misdeal record', () => {
    expect(commandAuthority('DelegateMisdealAuthority')?.roles).toEqual(['director']);
    expect(commandAuthority('RevokeMisdealAuthority')?.roles).toEqual(['director']);
    expect(commandAuthority('RecordIrregularity')?.roles).toContain('federation');
    expect(commandAuthority('RecordIrregularity')?.roles).not.toContain('player');
  });

  it('FSPR 6.3: the delegate must be named', () => {
    const t = posted('fspr');
    const r = t
      .as(CHIEF)
      .try({ type: 'DelegateMisdealAuthority', tournamentId: T, delegateId: ' ' });
    expect(rejected(r).code).toBe('DELEGATE_REQUIRED');
  });
});

describe('deal.misdealDelegation: rulesets that name no delegate (the flip)', () => {
  it('Club Rule 1, 35: under the club rules the director cannot authorise a delegate', () => {
    const t = posted('club-tda');
    expect(rejected(delegate(t))).toMatchObject({
      code: 'NO_MISDEAL_DELEGATE',
      ruleRef: 'Club Rule 1, 35',
    });
  });
  it('FSNP Art. 95: nor under FSNP; the federation official still cannot declare the misdeal', () => {
    const t = posted('fsnp');
    expect(rejected(delegate(t)).code).toBe('NO_MISDEAL_DELEGATE');
    expect(rejected(misdeal(t, DELEGATE)).code).toBe('MISDEAL_NOT_YOURS_TO_DECLARE');
  });
});
