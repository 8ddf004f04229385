/**
 * Club Rule 73 — disordered stub: dropped or disordered while flop, turn or river cards are still
 * to come, the dealer first rebuilds the original order; if he cannot, the stub cards alone
 * (no muck, no burn cards) are shuffled and cut; if the stub was mixed with burn cards or the
 * muck, everything mixed is shuffled and cut together. The floor's ruling records which
 * (RecordIrregularity, a FloorRuling); the hand goes on. Other rulesets have no such article:
 * their officials rule under their residual article (citations.irregularities.silent).
 */
import { DEALER, Table, ofType, posted, rejected, types } from './support';

const stub = (t: Table, code: string) =>
  t.try({ type: 'RecordIrregularity', ...t.ref(), irregularity: code as never });

/** Pre-flop called around, the big blind checks: the flop is still to come. */
function flopDue(rulesetId = 'club-tda'): Table {
  const t = posted(rulesetId, DEALER);
  t.act(8, 'call');
  t.act(2, 'call');
  t.act(5, 'call');
  t.act(6, 'check');
  return t;
}

describe('Club Rule 73 — disordered stub', () => {
  it.each([
    ['STUB_DISORDERED_ORDER_REBUILT', 'stub-reconstructed', 'rebuilt its original order'],
    ['STUB_DISORDERED_RESHUFFLED', 'stub-reshuffled', 'without the muck or burn cards'],
    ['STUB_MIXED_WITH_MUCK_OR_BURNS', 'stub-and-mixed-cards-reshuffled', 'everything mixed'],
  ])(
    'Club Rule 73: given the stub dropped before the flop, when the floor records %s, then the ruling is %s and the hand goes on',
    (code, outcome, words) => {
      const t = flopDue();
      const r = stub(t, code);
      expect(r.ok && types(r.events)).toEqual(['FloorRuling']);
      expect(r.ok && ofType(r.events, 'FloorRuling')[0]).toMatchObject({
        ruleRef: 'Club Rule 73',
        data: { code, outcome, ruleRef: 'Club Rule 73', detail: expect.stringContaining(words) },
      });
      t.apply(...(r.ok ? r.events : []));
      // Play continues with the (rebuilt or reshuffled) stub: the flop comes next.
      expect(ofType(t.board(), 'BoardDealt')).toHaveLength(1);
    },
  );

  it('Club Rule 73: once the river is out no card is to come: the stub is no longer used and the record is refused', () => {
    const t = flopDue();
    t.board();
    for (const street of [1, 2]) {
      for (const seat of [5, 6, 8, 2]) t.act(seat, 'check');
      t.board();
      expect(street).toBeGreaterThan(0);
    }
    expect(rejected(stub(t, 'STUB_DISORDERED_RESHUFFLED'))).toMatchObject({
      code: 'PROCEDURE_NOT_APPLICABLE',
      ruleRef: 'Club Rule 73',
    });
  });

  it.each([
    ['fsnp', 'FSNP Art. 3'],
    ['lnse', 'LNSE 123/13 III.2 \u00b64'],
  ])(
    'FSNP Art. 3; LNSE 123/13 III.2 \u00b64: under %s, which has no disordered-stub article, the same ruling cites the officials\u2019 residual article (%s), never the club',
    (rulesetId, cite) => {
      const r = stub(flopDue(rulesetId), 'STUB_DISORDERED_RESHUFFLED');
      expect(r.ok && ofType(r.events, 'FloorRuling')[0].data.ruleRef).toBe(cite);
    },
  );
});
