/**
 * A table's decks: FSNP Art. 68-69, 74, 122; FSPR 6.4.9, 6.1.1, 6.2; Club Rule 26; LNSE 123/13
 * II.20, II.24. The dealer or an official records a new deck and a deck change with who asked
 * and why; the ruleset's `deal.decks` says who may have a deck changed and for what.
 */
import type { TournamentEvent } from '../../../src/events/tournament-events';
import { getRuleset } from '../../../src/rules/registry';
import { createCmd, lnseCreate, Scenario, T } from '../../support/tournament-fixtures';

const DEALER = { id: 'dealer-7', role: 'dealer' } as const;

const running = (create = createCmd()) => new Scenario(7, DEALER).setup(create, 6);
const firstTable = (sc: Scenario) => Object.keys(sc.state.tables)[0];

const replace = (tableId: string, over: Record<string, unknown> = {}) =>
  ({
    type: 'ReplaceDeck',
    tournamentId: T,
    tableId,
    requestedBy: 'dealer',
    reason: 'level-change',
    ...over,
  }) as const;

const refusal = (sc: Scenario, command: Parameters<Scenario['try']>[0]) => {
  const d = sc.try(command);
  if (d.ok) throw new Error(`accepted: ${JSON.stringify(d.events)}`);
  return d.rejection;
};

describe('FSNP Art. 68: a new deck when a table opens or its dealer changes', () => {
  it('FSNP Art. 68: given a running table, when the dealer brings a new deck on a dealer change and finds it complete, then DeckIntroduced is recorded citing Art. 68', () => {
    const sc = running();
    const tableId = firstTable(sc);
    const without = (st: object) => JSON.stringify({ ...st, version: 0 });
    const before = without(sc.state);
    const [e, ...rest] = sc.do({
      type: 'IntroduceDeck',
      tournamentId: T,
      tableId,
      occasion: 'dealer-changed',
      complete: true,
    });
    expect(rest).toEqual([]);
    expect(e).toEqual({
      type: 'DeckIntroduced',
      ruleRef: 'FSNP Art. 68',
      data: {
        tableId,
        occasion: 'dealer-changed',
        complete: true,
        recordedBy: 'dealer-7',
        at: sc.now,
      },
    });
    // A record: nothing any rule reads changes (only the count of events folded).
    expect(without(sc.state)).toBe(before);
  });

  it('FSNP Art. 68: a deck found incomplete when spread is recorded as such (the fact, not a refusal)', () => {
    const sc = running();
    const [e] = sc.do({
      type: 'IntroduceDeck',
      tournamentId: T,
      tableId: firstTable(sc),
      occasion: 'table-opened',
      complete: false,
    });
    expect(e).toMatchObject({ type: 'DeckIntroduced', data: { complete: false } });
  });

  it('Club Rule 26: the club rules have no article on new decks: the fact is recorded citing nothing, never FSNP', () => {
    const sc = running(createCmd({ rulesetId: 'club-tda' }));
    const [e] = sc.do({
      type: 'IntroduceDeck',
      tournamentId: T,
      tableId: firstTable(sc),
      occasion: 'table-opened',
      complete: true,
    });
    expect(e.type).toBe('DeckIntroduced');
    expect((e as TournamentEvent).ruleRef).toBeUndefined();
  });

  it('FSNP Art. 68: a table that is not in play, or a hand in progress at it, is refused, naming the table', () => {
    const sc = running();
    const tableId = firstTable(sc);
    expect(
      refusal(sc, {
        type: 'IntroduceDeck',
        tournamentId: T,
        tableId: 'T-99',
        occasion: 'table-opened',
        complete: true,
      }),
    ).toMatchObject({ code: 'TABLE_NOT_FOUND' });
    sc.apply({ type: 'HandStarted', data: { tableId, handNo: 1, level: 1, startedAt: sc.now } });
    expect(refusal(sc, replace(tableId))).toMatchObject({
      code: 'HAND_IN_PROGRESS',
      ruleRef: 'FSNP Art. 69',
    });
  });
});

describe('FSNP Art. 69: decks are changed when the arbiter asks or the TD decides; a player only for a damaged or marked card', () => {
  it('FSNP Art. 69: given the dealer asks at a new level, then DeckReplaced records who asked and why, citing Art. 69', () => {
    const sc = running();
    const tableId = firstTable(sc);
    const [e] = sc.do(replace(tableId));
    expect(e).toEqual({
      type: 'DeckReplaced',
      ruleRef: 'FSNP Art. 69',
      data: {
        tableId,
        requestedBy: 'dealer',
        reason: 'level-change',
        defect: null,
        backColour: null,
        recordedBy: 'dealer-7',
        at: sc.now,
      },
    });
  });

  it('FSNP Art. 69: a player who finds a marked card may demand a new deck; for any other reason his demand is refused', () => {
    const sc = running();
    const tableId = firstTable(sc);
    const [e] = sc.do(replace(tableId, { requestedBy: 'player', reason: 'marked-card' }));
    expect(e).toMatchObject({
      type: 'DeckReplaced',
      data: { requestedBy: 'player', reason: 'marked-card' },
    });
    const no = refusal(sc, replace(tableId, { requestedBy: 'player', reason: 'level-change' }));
    expect(no).toMatchObject({ code: 'DECK_CHANGE_NOT_ALLOWED', ruleRef: 'FSNP Art. 69' });
    expect(no.message).toMatch(
      /^requestedBy: a player may ask for a new deck only for a damaged card or a marked card/,
    );
  });

  it('FSNP Art. 122: a card exposed away from the table: the floor has the deck replaced by one of a different colour, citing Art. 69 and 122', () => {
    const sc = running();
    const [e] = sc.do(
      replace(firstTable(sc), {
        requestedBy: 'floor',
        reason: 'card-exposed-off-table',
        backColour: ' red ',
      }),
    );
    expect(e).toMatchObject({
      type: 'DeckReplaced',
      ruleRef: 'FSNP Art. 69; FSNP Art. 122',
      data: { requestedBy: 'floor', reason: 'card-exposed-off-table', backColour: 'red' },
    });
  });

  it('FSNP Art. 74: a defective deck is replaced with what was wrong; without the defect it is refused, naming the field', () => {
    const sc = running();
    const tableId = firstTable(sc);
    const no = refusal(sc, replace(tableId, { reason: 'defective-deck' }));
    expect(no).toMatchObject({
      code: 'DECK_DEFECT_MISSING',
      ruleRef: 'FSNP Art. 69; FSNP Art. 74',
    });
    expect(no.message).toMatch(/^defect: /);
    const [e] = sc.do(replace(tableId, { reason: 'defective-deck', defect: 'duplicate' }));
    expect(e).toMatchObject({
      type: 'DeckReplaced',
      ruleRef: 'FSNP Art. 69; FSNP Art. 74',
      data: { reason: 'defective-deck', defect: 'duplicate' },
    });
  });

  it('FSNP Art. 69: the house has no say in a deck change under FSNP (Club Rule 26 gives it one)', () => {
    const sc = running();
    expect(refusal(sc, replace(firstTable(sc), { requestedBy: 'house' }))).toMatchObject({
      code: 'DECK_CHANGE_NOT_ALLOWED',
      ruleRef: 'FSNP Art. 69',
    });
  });
});

describe('FSPR 6.4.9: decks change with the dealer, the level or the Regulations; players may not request a change', () => {
  it('FSPR 6.4.9: deal.decks flipped (FSPR): the same marked-card demand from a player is refused, where FSNP admits it', () => {
    expect(getRuleset('fsnp').deal.decks.value.playerMayAskFor).toContain('marked-card');
    expect(getRuleset('fspr').deal.decks.value.playerMayAskFor).toEqual([]);
    const sc = running(createCmd({ rulesetId: 'fspr' }));
    const no = refusal(
      sc,
      replace(firstTable(sc), { requestedBy: 'player', reason: 'marked-card' }),
    );
    expect(no).toMatchObject({ code: 'DECK_CHANGE_NOT_ALLOWED', ruleRef: 'FSPR 6.4.9' });
    expect(no.message).toMatch(/a player cannot have the deck changed under these rules/);
  });

  it('FSPR 6.4.9: a change under the Regulations is recorded; a marked card cites 6.1.1-6.1.3 beside 6.4.9', () => {
    const sc = running(createCmd({ rulesetId: 'fspr' }));
    const tableId = firstTable(sc);
    expect(
      sc.do(replace(tableId, { reason: 'regulation', requestedBy: 'director' }))[0],
    ).toMatchObject({
      type: 'DeckReplaced',
      ruleRef: 'FSPR 6.4.9',
    });
    expect(
      sc.do(replace(tableId, { reason: 'marked-card', requestedBy: 'floor' }))[0],
    ).toMatchObject({
      ruleRef: 'FSPR 6.4.9; FSPR 6.1.1-6.1.3',
    });
  });

  it("FSPR 6.4.9: a reason outside the clause (the house's discretion) is refused, naming the reasons it admits", () => {
    const sc = running(createCmd({ rulesetId: 'fspr' }));
    const no = refusal(sc, replace(firstTable(sc), { reason: 'house-discretion' }));
    expect(no).toMatchObject({ code: 'DECK_CHANGE_REASON_NOT_ADMITTED', ruleRef: 'FSPR 6.4.9' });
    expect(no.message).toMatch(
      /^reason: under these rules a deck is changed for a dealer change, a new level, the competition regulations/,
    );
  });
});

describe('Club Rule 26: the house, the dealer, the floor or the TD change the deck; a player cannot demand it', () => {
  it("Club Rule 26: deal.decks flipped (club): the house's discretion is recorded, requestedBy HOUSE, citing Rule 26", () => {
    const sc = running(createCmd({ rulesetId: 'club-tda' }));
    const [e] = sc.do(
      replace(firstTable(sc), { requestedBy: 'house', reason: 'house-discretion' }),
    );
    expect(e).toMatchObject({
      type: 'DeckReplaced',
      ruleRef: 'Club Rule 26',
      data: { requestedBy: 'house', reason: 'house-discretion' },
    });
  });

  it('Club Rule 26: a player demanding a new deck, even for a marked card, is refused: he may only alert the floor', () => {
    const sc = running(createCmd({ rulesetId: 'club-tda' }));
    const no = refusal(
      sc,
      replace(firstTable(sc), { requestedBy: 'player', reason: 'marked-card' }),
    );
    expect(no).toMatchObject({ code: 'DECK_CHANGE_NOT_ALLOWED', ruleRef: 'Club Rule 26' });
    expect(no.ruleRef).not.toMatch(/FSNP/);
  });
});

describe("LNSE 123/13 II.20, II.24: the dealer changes the deck each level or on the Director's word; a defective deck is replaced", () => {
  it('LNSE 123/13 II.20: the dealer changes the deck at the end of a level, citing II.20', () => {
    const sc = running(lnseCreate());
    const [e] = sc.do(replace(firstTable(sc)));
    expect(e).toMatchObject({ type: 'DeckReplaced', ruleRef: 'LNSE 123/13 II.20' });
  });

  it('LNSE 123/13 II.24: a deck with a card missing is replaced, the defect recorded, citing II.20 and II.24', () => {
    const sc = running(lnseCreate());
    const [e] = sc.do(
      replace(firstTable(sc), {
        requestedBy: 'director',
        reason: 'defective-deck',
        defect: 'missing',
      }),
    );
    expect(e).toMatchObject({
      type: 'DeckReplaced',
      ruleRef: 'LNSE 123/13 II.20; LNSE 123/13 II.24',
      data: { reason: 'defective-deck', defect: 'missing' },
    });
  });

  it('LNSE 123/13 II.20: the house has no say under LNSE: refused, citing LNSE only', () => {
    const sc = running(lnseCreate());
    const no = refusal(
      sc,
      replace(firstTable(sc), { requestedBy: 'house', reason: 'official-decision' }),
    );
    expect(no).toMatchObject({ code: 'DECK_CHANGE_NOT_ALLOWED', ruleRef: 'LNSE 123/13 II.20' });
    expect(no.message).toMatch(
      /^requestedBy: under these rules a deck is changed on the word of the dealer, the floor or the tournament director, not the house/,
    );
  });
});
