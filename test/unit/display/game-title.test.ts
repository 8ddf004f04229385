/**
 * Issue 23: the hall display shows the game of the level in play (FSNP Art. 60: the level is
 * announced to the players; a mixed-game level's game is part of it). The clock payload carries
 * the game's title, each level carries its own, and the page writes it under the level.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { clockPayload, type ClockPayload } from '../../../src/api/display/payloads';
import { displayViewOf } from '../../support/display-of-state';
import type { LevelSpec } from '../../../src/events/tournament-events';
import { at, createCmd, Scenario, T } from '../../support/tournament-fixtures';

/** Level 1 NT, level 2 PO, level 3 FT (with its bets), 20 minutes each. */
const MIXED: LevelSpec[] = [
  { level: 1, smallBlind: 100, bigBlind: 200, ante: 0, durationMinutes: 20, game: 'NT' },
  { level: 2, smallBlind: 200, bigBlind: 400, ante: 0, durationMinutes: 20, game: 'PO' },
  {
    level: 3,
    smallBlind: 300,
    bigBlind: 600,
    ante: 0,
    durationMinutes: 20,
    game: 'FT',
    smallBet: 600,
    bigBet: 1200,
  },
];

const payloadAt = (minutes: number, levels: LevelSpec[] = MIXED, game?: 'PO') => {
  const sc = new Scenario().setup(createCmd({ levels, ...(game ? { game } : {}) }), 9);
  return clockPayload(displayViewOf(T, sc.state), at(minutes));
};

/* eslint-disable @typescript-eslint/no-explicit-any */
/** Just enough of a DOM for display.js: elements by id that keep their text. */
function fakeDocument() {
  const byId = new Map<string, any>();
  const element = (): any => {
    const store: Record<string, unknown> = {
      textContent: '',
      hidden: false,
      className: '',
      dataset: {},
      style: {},
      children: [],
      scrollWidth: 0,
      clientWidth: 0,
      scrollHeight: 0,
      clientHeight: 0,
      classList: { toggle() {}, add() {}, remove() {}, contains: () => false },
    };
    return new Proxy(store, {
      get: (t, k: string) => (k in t ? t[k] : () => element()),
      set: (t, k: string, v) => ((t[k] = v), true),
    });
  };
  const document = {
    title: '',
    body: element(),
    getElementById: (id: string) => byId.get(id) ?? byId.set(id, element()).get(id),
    createElement: () => element(),
  };
  return { document, text: (id: string) => String(byId.get(id)?.textContent ?? '') };
}

/** Runs the hall page's script against one clock message and returns what it wrote. */
function pageShows(clock: ClockPayload): (id: string) => string {
  const { document, text } = fakeDocument();
  const subs: { query: string; sink: { next: (m: unknown) => void } }[] = [];
  const window = {
    innerWidth: 1920,
    innerHeight: 1080,
    addEventListener() {},
    getComputedStyle: () => ({ fontSize: '16px' }),
    graphqlWs: {
      createClient: () => ({
        subscribe: (req: { query: string }, sink: { next: (m: unknown) => void }) =>
          subs.push({ query: req.query, sink }),
        terminate() {},
      }),
    },
  };
  const src = readFileSync(join(__dirname, '../../../src/api/display/assets/display.js'), 'utf8');
  runInNewContext(src, {
    window,
    document,
    location: { pathname: `/display/${T}`, protocol: 'http:', host: 'hall' },
    setTimeout: () => 0,
    setInterval: () => 0,
    Intl,
    Date,
    Math,
  });
  const sub = subs.find((s) => s.query.includes('displayClock'))!;
  expect(sub.query).toContain('gameTitle');
  sub.sink.next({ data: { displayClock: clock } });
  return text;
}

describe('issue 23: the hall display shows the game of the level', () => {
  it('given level 1 NT, level 2 PO, level 3 FT, when level 1 is in play, then the clock sends "No-Limit Texas Hold\'em" and each level its own title', () => {
    const p = payloadAt(5);
    expect(p.level).toBe(1);
    expect(p.gameTitle).toBe("No-Limit Texas Hold'em");
    expect(p.levels.map((l) => l.gameTitle)).toEqual([
      "No-Limit Texas Hold'em",
      'Pot-Limit Omaha',
      "Fixed-Limit Texas Hold'em",
    ]);
    expect(p.nextLevel?.gameTitle).toBe('Pot-Limit Omaha');
  });

  it('given the same structure, when the clock reaches level 3, then the clock sends "Fixed-Limit Texas Hold\'em"', () => {
    const p = payloadAt(45);
    expect(p.level).toBe(3);
    expect(p.game).toBe('FT');
    expect(p.gameTitle).toBe("Fixed-Limit Texas Hold'em");
  });

  it("given levels that name no game in a PO tournament, then every level shows the tournament's game", () => {
    const plain = MIXED.slice(0, 2).map(({ game: _g, ...l }) => l);
    const p = payloadAt(5, plain, 'PO');
    expect(p.gameTitle).toBe('Pot-Limit Omaha');
    expect(p.levels.map((l) => l.gameTitle)).toEqual(['Pot-Limit Omaha', 'Pot-Limit Omaha']);
  });

  it('the page writes the title of the level in play under the level: NT at level 1, FT at level 3', () => {
    expect(pageShows(payloadAt(5))('game')).toBe("No-Limit Texas Hold'em");
    const third = pageShows(payloadAt(45));
    expect(third('level')).toBe('LEVEL 3');
    expect(third('game')).toBe("Fixed-Limit Texas Hold'em");
  });
});
