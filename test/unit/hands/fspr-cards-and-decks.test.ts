/**
 * FSPR defective cards and decks, cards a player drops, four cards on the flop: FSPR 6.1.2,
 * 6.1.3, 6.2.3, 6.4.7, 6.6.3, through the decision table (RecordIrregularity), the deck records
 * (ReplaceDeck, deal.decks) and the four-card flop (game.fourCardFlop), under the FSPR ruleset.
 */
import { DEALER, FLOOR, Table, ofType, posted, rejected, types } from './support';
import { T } from '../../support/tournament-fixtures';

const irregularity = (
  t: Table,
  code: string,
  extra: { seat?: number; intentional?: boolean } = {},
) => t.try({ type: 'RecordIrregularity', ...t.ref(), irregularity: code as never, ...extra });

const replaceDeck = (t: Table, reason: string, defect?: string) =>
  t.try({
    type: 'ReplaceDeck',
    tournamentId: T,
    tableId: t.tableId,
    requestedBy: 'dealer',
    reason: reason as never,
    ...(defect ? { defect: defect as never } : {}),
  });

/** Pre-flop called around to the big blind, who checks: the flop is due. */
function flopDue(): Table {
  const t = posted('fspr', DEALER);
  t.act(8, 'call');
  t.act(2, 'call');
  t.act(5, 'call');
  t.act(6, 'check');
  return t;
}

describe('FSPR 6.1.2-6.1.3 — a defective card', () => {
  it('FSPR 6.1.2: given no hand in progress (the shuffle), when the dealer finds a damaged card, then a fresh deck is brought in and recorded citing 6.1.1-6.1.3', () => {
    const t = new Table({ rulesetId: 'fspr' }).as(DEALER);
    const r = replaceDeck(t, 'damaged-card');
    expect(r.ok && r.events[0]).toMatchObject({
      type: 'DeckReplaced',
      ruleRef: 'FSPR 6.4.9; FSPR 6.1.1-6.1.3',
      data: { reason: 'damaged-card', requestedBy: 'dealer' },
    });
  });

  it('FSPR 6.1.3: given a defective card face up during a hand, when it is recorded, then the hand goes on (no void) and the card is replaced after it', () => {
    const t = flopDue();
    t.board();
    const r = irregularity(t.as(FLOOR), 'DEFECTIVE_CARD');
    expect(r.ok && types(r.events)).toEqual(['FloorRuling']);
    expect(r.ok && ofType(r.events, 'FloorRuling')[0].data).toMatchObject({
      outcome: 'card-replaced',
      ruleRef: expect.stringContaining('FSPR 6.1.1-6.1.3'),
    });
    expect(t.state.tables[t.tableId].handInProgress).toBe(true);
  });

  it('FSPR 6.1.3: the replacement is refused until the hand has completed, then recorded', () => {
    const t = posted('fspr', DEALER);
    expect(rejected(replaceDeck(t, 'damaged-card'))).toMatchObject({
      code: 'HAND_IN_PROGRESS',
      ruleRef: 'FSPR 6.4.9; FSPR 6.1.1-6.1.3',
    });
    t.act(8, 'fold');
    t.act(2, 'fold');
    t.act(5, 'fold');
    t.complete();
    expect(replaceDeck(t, 'damaged-card').ok).toBe(true);
  });
});

describe('FSPR 6.2.3 — cards with different backs', () => {
  it('FSPR 6.2.3: mismatched backs found in a hand: the deck is replaced and the hand is not voided', () => {
    const t = flopDue();
    const r = irregularity(t, 'MISMATCHED_BACKS');
    expect(r.ok && types(r.events)).toEqual(['FloorRuling']);
    expect(r.ok && ofType(r.events, 'FloorRuling')[0].data).toMatchObject({
      outcome: 'deck-replaced',
      ruleRef: 'FSPR 6.2.1, 6.2.3',
    });
    expect(t.state.tables[t.tableId].handInProgress).toBe(true);
  });
});

describe('FSPR 6.4.7 — a card dropped or turned over by a player stays in play', () => {
  it('FSPR 6.4.7: the player to act turns a card over by accident: his cards stay in play, the hand is not killed', () => {
    const t = posted('fspr', DEALER);
    const r = irregularity(t, 'PLAYER_EXPOSED_CARDS', { seat: 8, intentional: false });
    expect(r.ok && types(r.events)).not.toContain('HandDeclaredDead');
    expect(r.ok && ofType(r.events, 'FloorRuling')[0].data).toMatchObject({
      outcome: 'play-on',
      ruleRef: 'FSPR 6.4.7',
      seat: 8,
    });
    // He still acts as any player: a raise stays open to him.
    expect(t.tryAct(8, 'raise', 400).ok).toBe(true);
  });
});

describe('FSPR 6.6.3 — more than three cards on the flop', () => {
  it('FSPR 6.6.3: four cards put out for the flop go back with the burn card; the flop is dealt again, citing FSPR (not FSNP Art. 123)', () => {
    const t = flopDue();
    const r = t.try({ type: 'DealBoard', ...t.ref(), cards: [0, 1, 2, 3] });
    expect(r.ok && r.events[0]).toMatchObject({
      type: 'FloorRuling',
      ruleRef: 'FSPR 6.6.3',
      data: { code: 'TOO_MANY_FLOP_CARDS', outcome: 'flop-redealt' },
    });
  });

  it('FSPR 6.6.3: recorded as an irregularity before any flop bet, the flop is recalled; after a flop bet it is refused', () => {
    const t = flopDue();
    t.board();
    const r = irregularity(t, 'TOO_MANY_FLOP_CARDS');
    expect(r.ok && ofType(r.events, 'FloorRuling')[0].data).toMatchObject({
      outcome: 'board-recalled',
      ruleRef: 'FSPR 6.6.3',
    });
    t.act(5, 'bet', 200);
    expect(rejected(irregularity(t, 'TOO_MANY_FLOP_CARDS'))).toMatchObject({
      code: 'PROCEDURE_NOT_APPLICABLE',
      ruleRef: 'FSPR 6.6.3',
    });
  });
});
