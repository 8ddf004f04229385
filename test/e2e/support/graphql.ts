export interface GraphQLErrorBody {
  message: string;
  path?: (string | number)[];
  extensions?: Record<string, unknown> & { code?: string; ruleRef?: string; field?: string };
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: GraphQLErrorBody[];
}

/** POSTs one GraphQL operation over real HTTP, as a client would. */
export async function gql<T = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<T>> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Omit<GraphQLResponse<T>, 'status'>;
  return { status: res.status, ...body };
}

/** The only error of a response, failing loudly if there is none or several. */
export function onlyError(r: GraphQLResponse<unknown>): GraphQLErrorBody {
  if (!r.errors || r.errors.length !== 1)
    throw new Error(`expected exactly one error, got ${JSON.stringify(r)}`);
  return r.errors[0];
}

export async function health(baseUrl: string) {
  const res = await fetch(`${baseUrl}/health`);
  return { status: res.status, body: (await res.json()) as HealthBody };
}

export interface HealthBody {
  status: 'ok' | 'degraded';
  store: { ok: boolean; detail: { headPosition?: number; error?: string } };
  projections: { ok: boolean; detail: unknown };
  /** LEDGER_GROUP_COMMIT=1 only: transactions written and the appends they held. */
  groupCommit?: { batches: number; appends: number; aborted: number };
}

/** Events in the whole store, as /health reports it: "nothing appended" checks use it. */
export async function headPosition(baseUrl: string): Promise<number> {
  const h = await health(baseUrl);
  const head = h.body.store.detail.headPosition;
  if (typeof head !== 'number') throw new Error(`no head position in ${JSON.stringify(h.body)}`);
  return head;
}
