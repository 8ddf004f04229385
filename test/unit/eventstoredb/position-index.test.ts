import { PositionIndex, PositionOrderError } from '../../../src/store/eventstoredb/position-index';

const at = (commit: number, prepare = commit) => ({
  commit: BigInt(commit),
  prepare: BigInt(prepare),
});

describe('KurrentDB $all → dense global positions (store port: 1-based, gap-free)', () => {
  it('store port: the nth ledger event in $all order is globalPosition n, whatever its byte offset', () => {
    const index = new PositionIndex();
    expect([at(1200), at(5003), at(98_000_441)].map((p) => index.add(p))).toEqual([1, 2, 3]);
    expect(index.head).toBe(3);
    expect(index.globalPositionOf(at(5003))).toBe(2);
    expect(index.logPositionOf(3)).toEqual(at(98_000_441));
  });

  it('store port: events of one transaction share a commit position and are ordered by prepare', () => {
    const index = new PositionIndex();
    index.add(at(700, 650));
    index.add(at(700, 690));
    expect(index.globalPositionOf(at(700, 690))).toBe(2);
    expect(index.globalPositionOf(at(700, 651))).toBeUndefined();
  });

  it('store port: re-reading an already numbered event (inclusive $all pages) keeps its number', () => {
    const index = new PositionIndex();
    index.add(at(10));
    index.add(at(20));
    expect(index.add(at(20))).toBe(2);
    expect(index.add(at(10))).toBe(1);
    expect(index.head).toBe(2);
  });

  it('store port: an unseen position before the numbered head is refused, not numbered out of order', () => {
    const index = new PositionIndex();
    index.add(at(10));
    index.add(at(30));
    expect(() => index.add(at(20))).toThrow(PositionOrderError);
  });

  it('store port: positions outside 1..head have no log position', () => {
    const index = new PositionIndex();
    index.add(at(10));
    expect(index.logPositionOf(0)).toBeUndefined();
    expect(index.logPositionOf(2)).toBeUndefined();
    expect(index.logPositionOf(1.5)).toBeUndefined();
  });

  it('store port: scanning past foreign events moves the resume point without numbering them', () => {
    const index = new PositionIndex();
    index.add(at(10));
    index.markScanned(at(55));
    index.markScanned(at(40));
    expect(index.lastScanned).toEqual(at(55));
    expect(index.head).toBe(1);
  });
});
