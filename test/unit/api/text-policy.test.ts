import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, printSchema, type GraphQLField } from 'graphql';
import {
  checkText,
  checkTextArguments,
  describeTextLimits,
  TEXT_LIMITS,
  textPolicyOf,
} from '../../../src/api/common/text-policy';

/** Issue 15 item 7: free text was hash-chained forever without bounds. */
const line = TEXT_LIMITS.line;
const prose = TEXT_LIMITS.prose;

describe('free text (issue 15 item 7): one check for every String and ID the API accepts', () => {
  it.each([
    ['NUL', 'Ana\u0000Pop'],
    ['ESC', 'Ana \u001b[31mPop'],
    ['CR', 'Ana\rPop'],
    ['LF', 'Ana\nPop'],
    ['DEL', 'Ana\u007fPop'],
    ['a C1 control', 'Ana\u0085Pop'],
    ['a line separator', 'Ana\u2028Pop'],
  ])('a name with %s is refused as a control character', (_what, value) => {
    const r = checkText(value, line);
    expect(r).toMatchObject({ ok: false, message: expect.stringContaining('control character') });
  });

  it.each([
    ['RLO', '\u202Eevil'],
    ['LRE', '\u202Aevil'],
    ['PDI', 'evil\u2069'],
    ['FSI', '\u2068evil'],
  ])('a name with the bidi override %s is refused', (_what, value) => {
    expect(checkText(value, line)).toMatchObject({
      ok: false,
      message: expect.stringContaining('bidirectional'),
    });
  });

  it('a 99 KB name is refused, giving the limit and the length', () => {
    expect(checkText('x'.repeat(99_000), line)).toEqual({
      ok: false,
      message: `at most ${line.max} characters (got 99000).`,
    });
  });

  it('NFC: a decomposed é is recorded composed, so one name is always the same bytes', () => {
    const r = checkText('Ioana Cafe\u0301', line);
    expect(r).toEqual({ ok: true, text: 'Ioana Café' });
  });

  it('length counts characters, not UTF-16 units: 200 emoji fit a 200-character name', () => {
    expect(checkText('🂡'.repeat(200), line).ok).toBe(true);
    expect(checkText('🂡'.repeat(201), line).ok).toBe(false);
  });

  it('a lone surrogate is not text', () => {
    expect(checkText('Ana\uD800', line)).toMatchObject({ ok: false });
  });

  it('prose keeps line breaks and tabs; CRLF becomes LF; other controls are still refused', () => {
    expect(checkText('Facts:\r\n\t1. The river was exposed.', prose)).toEqual({
      ok: true,
      text: 'Facts:\n\t1. The river was exposed.',
    });
    expect(checkText('Facts\u0000', prose).ok).toBe(false);
    expect(checkText('Facts\r', prose).ok).toBe(false);
  });

  it('Romanian, Spanish and Russian names pass unchanged', () => {
    for (const name of ['Ștefan Mărgărit', 'Núñez Ibáñez', 'Пётр Ильич']) {
      expect(checkText(name, line)).toEqual({ ok: true, text: name.normalize('NFC') });
    }
  });

  it('ids get the id limit, reasons the prose limit, other strings one line', () => {
    expect(textPolicyOf('tournamentId', 'ID', undefined)).toBe(TEXT_LIMITS.id);
    expect(textPolicyOf('reason', 'String', undefined)).toBe(TEXT_LIMITS.prose);
    expect(textPolicyOf('venue', 'String', undefined)).toBe(TEXT_LIMITS.line);
    expect(textPolicyOf('currency', 'String', { text: { max: 3, multiline: false } })).toEqual({
      max: 3,
      multiline: false,
    });
  });
});

describe('the check walks every argument and input field, at any depth', () => {
  const schema = buildSchema(`
    input Doc { number: String! }
    input Level { name: String }
    input In { name: String! doc: Doc! levels: [Level!] tags: [String!] }
    type Query { q(input: In!, reason: String, id: ID): Int }
  `);
  const field = schema.getQueryType()!.getFields().q as GraphQLField<unknown, unknown>;

  it('every bad field is reported at once, each with its path (issue 21)', () => {
    const args = {
      input: {
        name: 'a\u0000',
        doc: { number: '\u202E1' },
        levels: [{ name: 'ok' }, { name: 'x'.repeat(201) }],
        tags: ['fine', 'bad\n'],
      },
      reason: 'ok',
      id: 'i'.repeat(201),
    };
    expect(checkTextArguments(field, args).map((p) => p.field)).toEqual([
      'input.name',
      'input.doc.number',
      'input.levels[1].name',
      'input.tags[1]',
      'id',
    ]);
  });

  it('accepted text is normalised in place, so the resolver records NFC', () => {
    const args = { input: { name: 'Cafe\u0301', doc: { number: '1' } }, reason: 'e\u0301' };
    expect(checkTextArguments(field, args)).toEqual([]);
    expect(args).toEqual({ input: { name: 'Café', doc: { number: '1' } }, reason: 'é' });
  });
});

describe('the limits are named in the schema descriptions', () => {
  it('describeTextLimits writes each limit into the description', () => {
    const schema = describeTextLimits(
      buildSchema(`
        input In { "Full name." name: String! }
        type Query { q(input: In!, reason: String): Int }
      `),
    );
    const sdl = printSchema(schema);
    expect(sdl).toContain(`Full name. At most ${line.max} characters, one line.`);
    expect(sdl).toContain(`At most ${prose.max} characters; line breaks allowed.`);
  });

  it('the committed schema.graphql states the limit of every String and ID input', () => {
    const sdl = readFileSync(join(__dirname, '..', '..', '..', 'schema.graphql'), 'utf8');
    const schema = buildSchema(sdl);
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      const fields = 'getFields' in type ? Object.values(type.getFields()) : [];
      for (const f of fields) {
        const inputs = 'args' in f ? f.args : 'defaultValue' in f ? [f] : [];
        for (const a of inputs) {
          const t = String(a.type).replace(/[[\]!]/g, '');
          if ((t === 'String' || t === 'ID') && !/At most \d+ characters/.test(a.description ?? ''))
            missing.push(`${type.name}.${'args' in f ? `${f.name}(${a.name})` : a.name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
