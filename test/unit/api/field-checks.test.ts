import { GraphQLError } from 'graphql';
import { checkAll, fieldChecks } from '../../../src/api/common/field-check';
import { identifier, isoDate, wholeAtLeast } from '../../../src/api/common/input-checks';

/** What a refusal carries, or null when nothing was refused. */
function refusal(run: () => void) {
  try {
    run();
    return null;
  } catch (e) {
    if (!(e instanceof GraphQLError)) throw e;
    return e.extensions as {
      code: string;
      field: string;
      fields: { field: string; message: string }[];
    };
  }
}

describe('fieldChecks collects every bad field before refusing (issue 21)', () => {
  it('records each failing rule and refuses them together, first field first', () => {
    const e = refusal(() => {
      const v = fieldChecks();
      expect(v.id('tableId', 'table one!')).toBe(false);
      expect(v.check('handNo', 2, wholeAtLeast(1))).toBe(true);
      expect(v.check('seat', 0, wholeAtLeast(1))).toBe(false);
      v.refuse('cards[0]', 'not a card.');
      v.done();
    });
    expect(e).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'tableId',
      fields: [
        { field: 'tableId', message: identifier('table one!') },
        { field: 'seat', message: wholeAtLeast(1)(0) },
        { field: 'cards[0]', message: 'not a card.' },
      ],
    });
  });

  it('refuses nothing when every field passes', () => {
    expect(
      refusal(() => {
        const v = fieldChecks();
        v.id('tableId', 't1');
        v.check('date', '2026-12-01', isoDate);
        v.done();
      }),
    ).toBeNull();
  });

  it('checkAll names every bad field of its list, one alone as before', () => {
    const both = refusal(() =>
      checkAll([
        ['tournamentId', 'a b', identifier],
        ['date', '1/2/2026', isoDate],
      ]),
    );
    expect(both?.fields.map((f) => f.field)).toEqual(['tournamentId', 'date']);
    const one = refusal(() => checkAll([['date', 'soon', isoDate]]));
    expect(one).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'date',
      fields: [{ field: 'date', message: isoDate('soon') }],
    });
  });
});
