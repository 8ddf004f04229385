import {
  CardParseError,
  checkDeck,
  formatCard,
  formatCards,
  fullDeck,
  makeCard,
  parseCard,
  parseCards,
  rankOf,
  suitOf,
} from '../../../src/poker/cards';

describe('cards: parse and print', () => {
  it('parses "As Td 9c 2h" and prints it back unchanged', () => {
    const cards = parseCards('As Td 9c 2h');
    expect(cards).toEqual([makeCard(12, 3), makeCard(8, 1), makeCard(7, 0), makeCard(0, 2)]);
    expect(formatCards(cards)).toBe('As Td 9c 2h');
  });

  it('reads "10d" as the ten of diamonds and prints it as "Td"', () => {
    expect(parseCard('10d')).toBe(parseCard('Td'));
    expect(formatCard(parseCard('10d'))).toBe('Td');
  });

  it('accepts lower-case ranks, upper-case suits and surrounding spaces', () => {
    expect(parseCard(' aS ')).toBe(parseCard('As'));
    expect(parseCard('tD')).toBe(parseCard('Td'));
  });

  it('parses cards run together, with commas, and with 10 in the middle', () => {
    expect(formatCards(parseCards('AsTd9c'))).toBe('As Td 9c');
    expect(formatCards(parseCards('As, 10h,2c'))).toBe('As Th 2c');
    expect(parseCards('')).toEqual([]);
  });

  it('card = rank * 4 + suit, ranks 2..A = 0..12, suits c d h s = 0..3 (FSNP Art. 46 suit order)', () => {
    const c = parseCard('Qh');
    expect([rankOf(c), suitOf(c), c]).toEqual([10, 2, 42]);
    expect([parseCard('2c'), parseCard('As')]).toEqual([0, 51]);
  });

  it('all 52 cards print to 52 different two-character names that parse back', () => {
    const names = fullDeck().map(formatCard);
    expect(new Set(names).size).toBe(52);
    expect(names.map(parseCard)).toEqual(fullDeck());
  });
});

describe('cards: anything else is rejected with a message saying how to write a card', () => {
  it.each(['1s', '11d', 'Ax', 'A', 's', 'Ass', '0h', 'Xs', '10', ''])('rejects %j', (text) => {
    expect(() => parseCard(text)).toThrow(CardParseError);
    expect(() => parseCard(text)).toThrow(
      `"${text}" is not a card: write rank then suit, e.g. As, Td, 10d, 9c`,
    );
  });

  it('names the bad card inside a list', () => {
    expect(() => parseCards('As Kx Qd')).toThrow('"Kx" is not a card');
  });

  it('rejection carries the code INVALID_CARD', () => {
    let code: string | undefined;
    try {
      parseCard('Zz');
    } catch (e) {
      code = (e as CardParseError).code;
    }
    expect(code).toBe('INVALID_CARD');
  });

  it.each([52, -1, 3.5])('refuses to print card index %p', (c) => {
    expect(() => formatCard(c)).toThrow(`${c} is not a card index (0-51).`);
  });
});

describe('deck integrity (FSPR 6.2.1-6.2.2, FSNP Art. 74)', () => {
  it('FSPR 6.2: a full deck of 52 distinct cards is sound', () => {
    expect(checkDeck(fullDeck())).toEqual({
      ok: true,
      duplicates: [],
      missing: [],
      invalid: [],
      count: 52,
    });
  });

  it('FSPR 6.2.2, FSNP Art. 74: two kings of spades make the deck defective, and the missing card is named', () => {
    const deck = fullDeck();
    deck[deck.indexOf(parseCard('Kh'))] = parseCard('Ks');
    const check = checkDeck(deck);
    expect(check.ok).toBe(false);
    expect(formatCards(check.duplicates)).toBe('Ks');
    expect(formatCards(check.missing)).toBe('Kh');
    expect(check.count).toBe(52);
  });

  it('FSPR 6.2.1, FSNP Art. 74: a deck of 51 cards is defective and the missing card is named', () => {
    const deck = fullDeck().filter((c) => c !== parseCard('7d'));
    const check = checkDeck(deck);
    expect(check).toMatchObject({ ok: false, duplicates: [], count: 51 });
    expect(formatCards(check.missing)).toBe('7d');
  });

  it('FSPR 6.2.4: a value that is no card at all (52, -1) makes the deck defective and is reported', () => {
    const deck = fullDeck();
    deck[0] = 52;
    deck[1] = -1;
    const check = checkDeck(deck);
    expect(check.ok).toBe(false);
    expect(check.invalid).toEqual([52, -1]);
    expect(formatCards(check.missing)).toBe('2c 2d');
  });

  it('FSPR 6.2.1, FSNP Art. 74: a deck of 53 cards (one card twice) is defective', () => {
    const check = checkDeck([...fullDeck(), parseCard('2c')]);
    expect(check).toMatchObject({ ok: false, missing: [], count: 53 });
    expect(formatCards(check.duplicates)).toBe('2c');
  });

  it('FSPR 6.2.2: duplicates and missing cards are all listed, in deck order', () => {
    const deck = fullDeck().filter((c) => c !== parseCard('3h') && c !== parseCard('Jc'));
    deck.push(parseCard('As'), parseCard('4d'));
    const check = checkDeck(deck);
    expect(formatCards(check.duplicates)).toBe('4d As');
    expect(formatCards(check.missing)).toBe('3h Jc');
  });
});
