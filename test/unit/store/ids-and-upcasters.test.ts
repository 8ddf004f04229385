import { UpcasterRegistry } from '../../../src/events/upcasters';
import { uuidv7, uuidv7Time } from '../../../src/store/ids';

describe('UUID v7 event ids (DESIGN.md "Events")', () => {
  it('carries version 7, the RFC variant and the millisecond it was made', () => {
    const ms = Date.UTC(2026, 10, 29, 18, 0, 0, 123);
    const id = uuidv7(ms);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuidv7Time(id)).toBe(ms);
  });

  it('ids made in one process sort in creation order, even within one millisecond', () => {
    const ms = Date.UTC(2027, 0, 1);
    const ids = Array.from({ length: 5000 }, () => uuidv7(ms));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('upcasters (DESIGN.md: a shape change is a new schemaVersion and an upcaster)', () => {
  const registry = new UpcasterRegistry()
    .register('PlayerRegistered', 1, (d) => ({ ...(d as object), club: null }))
    .register('PlayerRegistered', 2, (d) => {
      const { name, ...rest } = d as { name: string };
      return { ...rest, fullName: name };
    });

  it('a v1 event is upcast step by step to the latest version', () => {
    const e = { type: 'PlayerRegistered', schemaVersion: 1, data: { name: 'Ana Pop' } };
    expect(registry.upcast(e)).toEqual({
      type: 'PlayerRegistered',
      schemaVersion: 3,
      data: { fullName: 'Ana Pop', club: null },
    });
    expect(e.data).toEqual({ name: 'Ana Pop' }); // the stored event is not rewritten
  });

  it('an event at the latest version, or of a type without upcasters, is returned as is', () => {
    const e = { type: 'PlayerRegistered', schemaVersion: 3, data: { fullName: 'A' } };
    expect(registry.upcast(e)).toBe(e);
    const other = { type: 'BetPlaced', schemaVersion: 1, data: {} };
    expect(registry.upcast(other)).toBe(other);
  });

  it('new events get the latest version of their type', () => {
    expect(registry.latestVersion('PlayerRegistered')).toBe(3);
    expect(registry.latestVersion('BetPlaced')).toBe(1);
    expect(new UpcasterRegistry().current('BetPlaced', 2).latestVersion('BetPlaced')).toBe(2);
  });

  it('registering the same step twice is an error', () => {
    expect(() =>
      new UpcasterRegistry().register('X', 1, (d) => d).register('X', 1, (d) => d),
    ).toThrow(/registered twice/);
  });
});
