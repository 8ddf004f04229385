import { getRuleset } from '../../../src/rules/registry';
import { flipParameter } from '../../support/flip-parameter';

describe('flipParameter (the test harness every flip test uses)', () => {
  it('changes the one value for the duration of the call, keeps its citation, and restores it', () => {
    const before = getRuleset('fsnp').reEntry.threshold;
    const seen = flipParameter(
      'fsnp',
      'reEntry.threshold',
      123,
      () => getRuleset('fsnp').reEntry.threshold,
    );
    expect(seen).toEqual({ ...before, value: 123 });
    expect(getRuleset('fsnp').reEntry.threshold).toBe(before);
  });

  it('restores after a throw and refuses a path that is not a cited parameter', () => {
    const before = getRuleset('lnse');
    expect(() =>
      flipParameter('lnse', 'reEntry.threshold', 1, () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(getRuleset('lnse')).toBe(before);
    expect(() => flipParameter('lnse', 'reEntry', 1, () => 0)).toThrow(/cited parameter/);
    expect(() => flipParameter('lnse', 'nope.value', 1, () => 0)).toThrow(/no parameter/);
  });
});
