/**
 * The operations rows as positional arrays in the column order of entities.ts (issue 17: the
 * read model folds them from the events alone, ops-fold.ts).
 */
export type Row = readonly unknown[];

export const seatKey = (tableId: string, seat: number | string): string =>
  `${tableId}\u0000${seat}`;

/** Whether two positional rows hold the same values. */
export const sameRow = (a: Row | undefined, b: Row): boolean =>
  !!a && a.length === b.length && b.every((v, i) => v === a[i]);
