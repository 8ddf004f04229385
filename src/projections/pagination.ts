/**
 * Relay-style cursor pagination over a unique, increasing integer key (a global position or
 * a registration number). The cursor is opaque to clients: base64url of a tagged key, so a
 * cursor of one list is refused by another.
 */
export interface PageArgs {
  readonly first?: number | null;
  readonly after?: string | null;
}

export interface Edge<T> {
  readonly cursor: string;
  readonly node: T;
}

export interface Connection<T> {
  readonly edges: readonly Edge<T>[];
  readonly nodes: readonly T[];
  readonly pageInfo: { readonly hasNextPage: boolean; readonly endCursor: string | null };
  readonly totalCount: number;
}

export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 100;

export class BadPageArgsError extends Error {
  readonly code = 'BAD_USER_INPUT';
  constructor(
    readonly field: 'first' | 'after',
    message: string,
  ) {
    super(message);
  }
}

export function encodeCursor(tag: string, key: number): string {
  return Buffer.from(`${tag}:${key}`, 'utf8').toString('base64url');
}

export function decodeCursor(tag: string, cursor: string): number {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const [t, k, ...rest] = text.split(':');
  const key = Number(k);
  if (t !== tag || rest.length > 0 || !Number.isSafeInteger(key) || key < 0) {
    throw new BadPageArgsError('after', 'after: not a cursor of this list');
  }
  return key;
}

/** Validated page size and the key to start after (0 = from the beginning). */
export function pageWindow(tag: string, args: PageArgs): { first: number; afterKey: number } {
  const first = args.first ?? DEFAULT_PAGE;
  if (!Number.isInteger(first) || first < 0 || first > MAX_PAGE) {
    throw new BadPageArgsError('first', `first: must be an integer from 0 to ${MAX_PAGE}`);
  }
  return { first, afterKey: args.after ? decodeCursor(tag, args.after) : 0 };
}

/** Builds the connection from up to first+1 rows fetched in key order. */
export function toConnection<R, T>(
  tag: string,
  rows: readonly R[],
  first: number,
  totalCount: number,
  keyOf: (row: R) => number,
  view: (row: R) => T,
): Connection<T> {
  const page = rows.slice(0, first);
  const edges = page.map((r) => ({ cursor: encodeCursor(tag, keyOf(r)), node: view(r) }));
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: {
      hasNextPage: rows.length > first,
      endCursor: edges.length ? edges[edges.length - 1].cursor : null,
    },
    totalCount,
  };
}
