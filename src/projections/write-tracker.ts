/**
 * Which entries of a folded state's maps a batch of events changed (issue 17: one event
 * touches the rows it changes). While a batch is folded, each tracked map (entrants, players,
 * tables, ...) is replaced by a proxy that notes the key of every entry written, however deep
 * the write; at the end the raw maps are put back and the keys written are returned. Nothing is
 * compared and nothing serialised, so the cost follows the entries an event touches, not the
 * size of the field.
 */

const TARGET = Symbol('target');

type Obj = Record<PropertyKey, unknown>;

const isObject = (v: unknown): v is Obj => v !== null && typeof v === 'object';

/** The raw object behind a tracking proxy, or the value itself. */
function rawOf(v: unknown): unknown {
  return isObject(v) ? ((v[TARGET] as unknown) ?? v) : v;
}

/**
 * A value about to be stored, with no tracking proxy left in it: a handler may store an object
 * it read (or spread one) through the proxies, and the state must stay plain data.
 */
function unwrapDeep(v: unknown, seen = new Set<object>()): unknown {
  const raw = rawOf(v);
  if (!isObject(raw) || seen.has(raw)) return raw;
  seen.add(raw);
  for (const k of Object.keys(raw)) {
    const x = raw[k];
    if (isObject(x)) {
      const u = unwrapDeep(x, seen);
      if (u !== x) raw[k] = u;
    }
  }
  return raw;
}

/** One map of the state to track: its path from the state's root, e.g. ['hands', 'tables']. */
export type TrackedPath = readonly string[];

export interface TrackSession {
  /** Puts the raw maps back; per path (joined by '.'), the keys written, or 'all'. */
  finish(): Map<string, Set<string> | 'all'>;
}

function parentOf(root: Obj, path: TrackedPath): Obj | undefined {
  let o: unknown = root;
  for (const k of path.slice(0, -1)) o = isObject(o) ? o[k] : undefined;
  return isObject(o) ? o : undefined;
}

/** Starts tracking `paths` of `state`; a map absent now (or replaced meanwhile) counts as all written. */
export function trackWrites(state: object, paths: readonly TrackedPath[]): TrackSession {
  const proxies = new WeakMap<object, object>();
  const sessions: {
    name: string;
    path: TrackedPath;
    raw: Obj | undefined;
    proxy: object | undefined;
    keys: Set<string>;
  }[] = [];

  const deep = (mark: () => void) => {
    const handler: ProxyHandler<Obj> = {
      get(t, k) {
        if (k === TARGET) return t;
        const v = t[k];
        return isObject(v) ? wrap(v, handler) : v;
      },
      set(t, k, v) {
        mark();
        t[k] = unwrapDeep(v);
        return true;
      },
      deleteProperty(t, k) {
        mark();
        return delete t[k];
      },
      defineProperty(t, k, d) {
        mark();
        return Reflect.defineProperty(t, k, d);
      },
    };
    return handler;
  };
  const wrap = (v: Obj, handler: ProxyHandler<Obj>): object => {
    const raw = rawOf(v) as Obj;
    let p = proxies.get(raw);
    if (!p) proxies.set(raw, (p = new Proxy(raw, handler)));
    return p;
  };

  for (const path of paths) {
    const parent = parentOf(state as Obj, path);
    const last = path[path.length - 1];
    const raw = parent && isObject(parent[last]) ? (parent[last] as Obj) : undefined;
    const keys = new Set<string>();
    const session = {
      name: path.join('.'),
      path,
      raw,
      proxy: undefined as object | undefined,
      keys,
    };
    if (parent && raw) {
      const entryHandlers = new Map<string, ProxyHandler<Obj>>();
      const entryHandler = (key: string) => {
        let h = entryHandlers.get(key);
        if (!h) entryHandlers.set(key, (h = deep(() => keys.add(key))));
        return h;
      };
      const proxy = new Proxy(raw, {
        get(t, k) {
          if (k === TARGET) return t;
          const v = t[k];
          return typeof k === 'string' && isObject(v) ? wrap(v, entryHandler(k)) : v;
        },
        set(t, k, v) {
          if (typeof k === 'string') keys.add(k);
          t[k] = unwrapDeep(v);
          return true;
        },
        deleteProperty(t, k) {
          if (typeof k === 'string') keys.add(k);
          return delete t[k];
        },
      });
      parent[last] = proxy;
      session.proxy = proxy;
    }
    sessions.push(session);
  }

  return {
    finish() {
      const out = new Map<string, Set<string> | 'all'>();
      for (const s of sessions) {
        const parent = parentOf(state as Obj, s.path);
        const last = s.path[s.path.length - 1];
        const now = parent?.[last];
        if (s.proxy && now === s.proxy) {
          parent![last] = s.raw;
          out.set(s.name, s.keys);
        } else if (!s.proxy && now === undefined) {
          // Absent before and after: nothing written.
          out.set(s.name, new Set());
        } else {
          // Created or replaced while folding: every entry may be new.
          if (parent && isObject(now)) parent[last] = unwrapDeep(now);
          out.set(s.name, 'all');
        }
      }
      return out;
    },
  };
}
