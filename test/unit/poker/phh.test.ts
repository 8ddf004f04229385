import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { exportPhh, formatUnits } from '../../../src/poker/phh/export';
import { parsePhh, PhhError } from '../../../src/poker/phh/parse';
import { firstDivergence, phhToConfig, replayPhh } from '../../../src/poker/phh/replay';
import { startHand } from '../../../src/poker/hand';
import { TomlError } from '../../../src/poker/phh/toml';

const HEADS_UP = `
variant = "NT"
antes = [0, 25]
blinds_or_straddles = [50, 100]
min_bet = 100
starting_stacks = [5000, 5000]
actions = [
  "d dh p1 AhTd",  # big blind
  "d dh p2 AsTc",
  "p2 cbr 250",
  "p1 cc",
  "d db KcQdJh",
  "p1 cc", "p2 cbr 300", "p1 cc",
  "d db 4s", "p1 cc", "p2 cc",
  "d db 2c",
  "p1 cbr 500", "p2 cc",
  "p1 sm AhTd", "p2 sm -",
]
finishing_stacks = [4988, 5012]
`;

describe('PHH import', () => {
  it('PHH.md 2: heads-up forced bets are reverse-assigned: p1 posts the big blind and the ante', () => {
    const [h] = parsePhh(HEADS_UP);
    expect(startHand(phhToConfig(h)).players.map((p) => [p.ante, p.bet])).toEqual([
      [25, 100],
      [0, 50],
    ]);
    const out = replayPhh(h);
    expect(out.ok && out.finishingStacks).toEqual([4988, 5012]);
  });

  it('PHH.md 1: decimal amounts are read exactly, as integer units', () => {
    const [h] = parsePhh(
      HEADS_UP.replace('starting_stacks = [5000, 5000]', 'starting_stacks = [5000.25, 5000.5]'),
    );
    expect(h.scale).toBe(100);
    expect(h.startingStacks).toEqual([500025, 500050]);
    expect(h.minBet).toBe(10000);
  });

  it('PHH.md 4.6: commentary after # in an action and TOML comments are not actions', () => {
    const [h] = parsePhh(HEADS_UP.replace('"p2 cbr 250",', '"p2 cbr 250  # open", "# a note",'));
    expect(h.actions.filter((a) => a.kind !== 'noop')).toHaveLength(16);
    expect(h.actions[2]).toMatchObject({ kind: 'betRaise', player: 1, to: 250, comment: 'open' });
    expect(h.actions[3]).toEqual({ kind: 'noop', comment: 'a note' });
  });

  it('PHH.md 7 item 4: an action by the wrong player is refused with its position and the rule', () => {
    const [h] = parsePhh(HEADS_UP.replace('"p2 cbr 250",', '"p1 cbr 250",'));
    const out = replayPhh(h);
    expect(out.ok ? null : [out.action, out.rejection.code]).toEqual([3, 'NOT_YOUR_TURN']);
  });

  it('PHH.md 7 item 7: a raise below the minimum is refused citing FSNP Art. 85', () => {
    const [h] = parsePhh(HEADS_UP.replace('"p2 cbr 250",', '"p2 cbr 150",'));
    const out = replayPhh(h);
    expect(out.ok ? null : out.rejection.ruleRef).toBe('FSNP Art. 85; LNSE II.82');
  });

  it('PHH.md 7 item 5: a card dealt twice is refused (FSNP Art. 74)', () => {
    const [h] = parsePhh(HEADS_UP.replace('"d db 4s"', '"d db Ah"'));
    const out = replayPhh(h);
    expect(out.ok ? null : out.rejection.code).toBe('DUPLICATE_CARD');
  });

  it('PHH.md 7 items 2-3: wrong array lengths and bad actions are reported, with the action number', () => {
    expect(() => parsePhh(HEADS_UP.replace('antes = [0, 25]', 'antes = [0, 25, 0]'))).toThrow(
      PhhError,
    );
    try {
      parsePhh(HEADS_UP.replace('"p1 cc",\n', '"p1 xx",\n'));
      throw new Error('not refused');
    } catch (e) {
      expect(e).toBeInstanceOf(PhhError);
      expect((e as PhhError).action).toBe(3);
    }
  });

  it('PHH.md 1: a TOML syntax error names its line', () => {
    expect(() => parsePhh('variant = "NT"\nantes = [0, 0\nmin_bet = 2')).toThrow(TomlError);
    expect(() => parsePhh('variant = "NT"\nantes = [0, 0\nmin_bet = 2')).toThrow(/line 3/);
  });

  it('PHH.md 1: a .phhs file holds one hand per table', () => {
    const hands = parsePhh(`[1]\n${HEADS_UP}\n[2]\n${HEADS_UP}`);
    expect(hands).toHaveLength(2);
  });

  it('PHH.md 4.8: unknown cards are ??; an unknown hand cannot win a contested showdown', () => {
    const [h] = parsePhh(
      HEADS_UP.replace('"d dh p2 AsTc"', '"d dh p2 ????"').replace('"p2 sm -"', '"p2 sm"'),
    );
    const out = replayPhh(h);
    expect(out.ok && out.finishingStacks).toEqual([5000 - 1075 + 2125, 5000 - 1050]);
  });
});

describe('PHH replay diagnostics', () => {
  it('PHH.md 7 item 10: a stated stack the replay does not reach is located at the action that decides it', () => {
    const [h] = parsePhh(
      HEADS_UP.replace('finishing_stacks = [4988, 5012]', 'finishing_stacks = [4987, 5013]'),
    );
    const out = replayPhh(h);
    if (!out.ok) throw new Error(out.rejection.message);
    expect(out.finishingStacks).not.toEqual(h.finishingStacks);
    expect(firstDivergence(out, h.finishingStacks!)).toBe(16);
  });

  it('PHH.md 7 item 10: the divergence is the first action after which the stated stack is out of reach', () => {
    // Stated: p2 keeps 4,800; he opens to 250 and folds to the re-raise: the fold (action 5) decides it.
    const text = HEADS_UP.replace(
      /actions = \[[\s\S]*?\]\n/,
      'actions = ["d dh p1 AhTd", "d dh p2 AsTc", "p2 cbr 250", "p1 cbr 1000", "p2 f"]\n',
    );
    const [h] = parsePhh(
      text.replace('finishing_stacks = [4988, 5012]', 'finishing_stacks = [5000, 4800]'),
    );
    const out = replayPhh(h);
    if (!out.ok) throw new Error(out.rejection.message);
    expect(firstDivergence(out, h.finishingStacks!)).toBe(5);
  });
});

describe('PHH export', () => {
  it('PHH.md 9: the export writes the required fields and re-imports to the same hand', () => {
    const [h] = parsePhh(HEADS_UP);
    const out = replayPhh(h);
    if (!out.ok) throw new Error(out.rejection.message);
    const text = exportPhh({
      state: out.state,
      fields: { players: ['Ana', 'Ben'], _hand_id: 'h-1' },
    });
    expect(text).toContain("variant = 'NT'");
    expect(text).toContain('antes = [0, 25]');
    expect(text).toContain("'p2 sm AsTc'");
    expect(text).toContain("_hand_id = 'h-1'");
    const [again] = parsePhh(text);
    expect(again.finishingStacks).toEqual([4988, 5012]);
    expect(
      exportPhh({
        state: (replayPhh(again) as { state: typeof out.state }).state,
        fields: again.extra,
      }),
    ).toBe(text);
  });

  it('PHH.md 1: amounts go back to their decimal text', () => {
    expect(formatUnits(125945025, 100)).toBe('1259450.25');
    expect(formatUnits(100, 100)).toBe('1.0');
    expect(formatUnits(5, 10)).toBe('0.5');
  });
});

describe('npm run phh (CLI)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'phh-'));
  const root = path.resolve(__dirname, '../../..');
  const cli = (...args: string[]) =>
    spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        path.join(root, 'scripts/phh.ts'),
        ...args,
      ],
      {
        encoding: 'utf8',
      },
    );

  it('issue 3: replay prints exactly one JSON line with the finishing stacks', () => {
    const file = path.join(dir, 'hu.phh');
    writeFileSync(file, HEADS_UP);
    const r = cli('replay', file);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('{"finishing_stacks":[4988,5012]}\n');
  });

  it('issue 3: an illegal action exits 1 with the action number, code, rule and message', () => {
    const file = path.join(dir, 'bad.phh');
    writeFileSync(file, HEADS_UP.replace('"p2 cbr 250",', '"p2 cbr 150",'));
    const r = cli('replay', file);
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({
      error: {
        action: 3,
        code: 'RAISE_BELOW_MINIMUM',
        ruleRef: 'FSNP Art. 85; LNSE II.82',
        message: expect.stringContaining('200'),
      },
    });
  });

  it('issue 3: export of a JSON hand record writes PHH that replays to the same stacks', () => {
    const record = {
      config: {
        structure: 'no-limit',
        startingStacks: [1000, 1000, 1000],
        antes: [0, 0, 0],
        blinds: [5, 10, 0],
        bigBlind: 10,
      },
      actions: [
        { type: 'raise', player: 2, to: 30 },
        { type: 'fold', player: 0 },
        { type: 'fold', player: 1 },
      ],
      fields: { event: 'Club Championship', _tournament_id: 't-7' },
    };
    const file = path.join(dir, 'record.json');
    writeFileSync(file, JSON.stringify(record));
    const r = cli('export', file);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('finishing_stacks = [995, 990, 1015]');
    const phhFile = path.join(dir, 'exported.phh');
    writeFileSync(phhFile, r.stdout);
    expect(
      execFileSync(
        process.execPath,
        [
          path.join(root, 'node_modules/tsx/dist/cli.mjs'),
          path.join(root, 'scripts/phh.ts'),
          'replay',
          phhFile,
        ],
        { encoding: 'utf8' },
      ),
    ).toBe('{"finishing_stacks":[995,990,1015]}\n');
  });
});
