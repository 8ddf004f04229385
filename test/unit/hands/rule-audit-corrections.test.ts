/**
 * The regulator's rule audit (issue 15) on hands corrected at the table: a voided hand and its
 * redeal, a hand killed with its chips left in the pot, a pot forfeited and shared (FSPR 6.2-6.3).
 * Honest corrections must pass; the same streams with a voided hand's chips misreturned must not.
 */
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { auditEvents } from '../../../src/regulator/rule-audit';
import { storedStream as stored } from '../../support/stored-stream';
import { DEALER, FLOOR, Table } from './support';

/** Pre-flop called around, the flop out, seat 5 bets 400 and seat 6 folds. */
function betOnFlop(): Table {
  const t = new Table().as(DEALER);
  t.start();
  t.post();
  t.act(8, 'call');
  t.act(2, 'call');
  t.act(5, 'call');
  t.act(6, 'check');
  t.board();
  t.as(FLOOR);
  t.act(5, 'bet', 400);
  t.act(6, 'fold');
  return t;
}

/** Plays one more hand to its end: everyone folds to the big blind. */
function foldedAround(t: Table): Table {
  t.as(DEALER);
  t.start();
  t.post();
  for (let e = t.hand.engine!; e.phase === 'betting'; e = t.hand.engine!)
    t.act(t.hand.seats[e.toAct], 'fold');
  t.complete();
  return t;
}

describe('rule audit of corrected hands (issue 15; FSPR 6.2-6.3)', () => {
  it('FSPR 6.2.2: a hand voided for a duplicate card, every chip returned, then a new hand: the audit passes', () => {
    const t = betOnFlop();
    t.do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DUPLICATE_CARD' });
    foldedAround(t);
    const r = auditEvents(stored(t.events));
    expect(r.broken).toBeUndefined();
    expect(t.events.some((e) => e.type === 'HandVoided')).toBe(true);
  });

  it('FSPR 6.2.2: a voided hand whose chips go back to the wrong seat breaks chip conservation hand by hand', () => {
    const t = betOnFlop();
    t.do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'DUPLICATE_CARD' });
    // A copy edited before it is stored: the forger's chain is whole.
    const events = JSON.parse(JSON.stringify(t.events)) as TournamentEvent[];
    const i = events.findIndex(
      (e, k) => e.type === 'HandCompleted' && events[k - 1].type === 'HandVoided',
    );
    const d = events[i].data as unknown as { stacks: { seat: number; chips: number }[] };
    d.stacks[0].chips -= 400;
    d.stacks[1].chips += 400;
    const b = auditEvents(stored(events)).broken;
    expect(b).toMatchObject({ line: i + 1, type: 'HandCompleted' });
    expect(b!.invariant).toMatch(/^chips are conserved hand by hand/);
    expect(b!.detail).toContain('where the voided hand returns');
  });

  it('FSPR 6.3.1; 6.3: a misdeal and its redeal keeping the button pass the audit', () => {
    const t = new Table().as(FLOOR);
    t.start();
    t.post();
    t.do({ type: 'RecordIrregularity', ...t.ref(), irregularity: 'CARD_EXPOSED_IN_CUT' });
    foldedAround(t);
    expect(auditEvents(stored(t.events)).broken).toBeUndefined();
    expect(t.events.some((e) => e.type === 'HandVoided' && e.data.redeal)).toBe(true);
  });

  it('FSPR 6.3.7, 6.3.9: a killed hand whose chips stay in the pot, and a forfeited pot shared by the others named, pass the audit', () => {
    const killed = new Table({ rulesetId: 'fspr' }).as(DEALER);
    killed.start();
    killed.post();
    killed.act(8, 'call');
    killed.as(FLOOR);
    killed.do({
      type: 'RecordIrregularity',
      ...killed.ref(),
      irregularity: 'WRONG_CARD_COUNT',
      seat: 8,
    });
    killed.act(2, 'fold');
    killed.act(5, 'fold');
    killed.complete();
    expect(auditEvents(stored(killed.events)).broken).toBeUndefined();
    expect(killed.events.some((e) => e.type === 'HandDeclaredDead')).toBe(true);

    const forfeited = new Table({ rulesetId: 'fspr' }).as(DEALER);
    forfeited.start();
    forfeited.post();
    forfeited.act(8, 'raise', 600);
    forfeited.act(2, 'fold');
    forfeited.act(5, 'fold');
    forfeited.act(6, 'fold');
    forfeited.as(FLOOR);
    forfeited.do({
      type: 'RecordIrregularity',
      ...forfeited.ref(),
      irregularity: 'WRONG_CARD_COUNT',
      seat: 8,
    });
    forfeited.as({ id: 'chief-judge', role: 'director' });
    forfeited.do({ type: 'AwardPots', ...forfeited.ref(), winners: [[5, 6]] });
    forfeited.complete();
    expect(auditEvents(stored(forfeited.events)).broken).toBeUndefined();
    expect(
      forfeited.events.some((e) => e.type === 'FloorRuling' && e.data.outcome === 'pot-forfeited'),
    ).toBe(true);

    // FSPR 6.3.9: shares the chief judge recorded unequally pass the audit as recorded.
    const shared = new Table({ rulesetId: 'fspr' }).as(DEALER);
    shared.start();
    shared.post();
    shared.act(8, 'raise', 600);
    shared.act(2, 'fold');
    shared.act(5, 'fold');
    shared.act(6, 'fold');
    shared.as(FLOOR);
    shared.do({
      type: 'RecordIrregularity',
      ...shared.ref(),
      irregularity: 'WRONG_CARD_COUNT',
      seat: 8,
    });
    shared.as({ id: 'chief-judge', role: 'director' });
    shared.do({
      type: 'AwardPots',
      ...shared.ref(),
      shares: [
        { seat: 5, chips: 300 },
        { seat: 6, chips: 200 },
      ],
    });
    shared.complete();
    expect(auditEvents(stored(shared.events)).broken).toBeUndefined();
  });

  it('Club Rule 65: a hand the dealer killed, its uncalled 2,000 given back, passes the audit', () => {
    const t = new Table({ rulesetId: 'club-tda' }).as(DEALER);
    t.start();
    t.post();
    t.act(8, 'call');
    t.act(2, 'call');
    t.act(5, 'call');
    t.act(6, 'check');
    t.board();
    t.act(5, 'bet', 1000);
    t.act(6, 'raise', 3000);
    t.as(FLOOR).do({ type: 'DeclareDeadHand', ...t.ref(), seat: 6, cause: 'killed-by-dealer' });
    t.as(DEALER).act(8, 'fold');
    t.act(2, 'fold');
    t.board();
    t.act(5, 'check');
    t.complete();
    expect(t.events.some((e) => e.type === 'HandDeclaredDead')).toBe(true);
    expect(auditEvents(stored(t.events)).broken).toBeUndefined();
  });
});
