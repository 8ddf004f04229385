/**
 * A push source as the AsyncIterator a GraphQL subscription returns. Values queue until the
 * client reads them; only the newest `keep` are kept, since a monitor wants the present, not
 * a backlog. return() (client gone) stops the source.
 */
export function pushIterator<T>(
  start: (push: (value: T) => void) => () => void,
  keep = 8,
): AsyncIterableIterator<T> {
  const queue: T[] = [];
  let waiting: ((r: IteratorResult<T>) => void) | null = null;
  let done = false;
  const push = (value: T) => {
    if (done) return;
    if (waiting) {
      const w = waiting;
      waiting = null;
      w({ value, done: false });
      return;
    }
    queue.push(value);
    if (queue.length > keep) queue.shift();
  };
  const stop = start(push);
  const finish = (): Promise<IteratorResult<T>> => {
    if (!done) {
      done = true;
      stop();
      queue.length = 0;
      waiting?.({ value: undefined, done: true });
      waiting = null;
    }
    return Promise.resolve({ value: undefined, done: true });
  };
  return {
    next() {
      if (queue.length) return Promise.resolve({ value: queue.shift()!, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => (waiting = resolve));
    },
    return: finish,
    throw: (e?: unknown) => finish().then(() => Promise.reject(e)),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
