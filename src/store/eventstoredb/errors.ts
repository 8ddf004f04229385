import {
  CancelledError,
  DeadlineExceededError,
  NotLeaderError,
  TimeoutError,
  UnavailableError,
  WrongExpectedVersionError,
} from '@kurrent/kurrentdb-client';
import {
  StoreUnavailableError,
  WrongExpectedRevisionError,
  type ExpectedRevision,
} from '../event-store';

/** The client's connection failures: the caller may retry later, nothing was decided. */
const UNAVAILABLE = [
  UnavailableError,
  DeadlineExceededError,
  TimeoutError,
  NotLeaderError,
  CancelledError,
];

/**
 * Translates client errors to the port's. A concurrency conflict keeps the revision the server
 * reported, so the command handler's reload-and-decide loop knows where the stream is.
 */
export function translateError(
  error: unknown,
  streamId: string,
  expected: ExpectedRevision,
): unknown {
  if (error instanceof WrongExpectedVersionError) {
    const actual = error.actualState;
    return new WrongExpectedRevisionError(
      streamId,
      expected,
      typeof actual === 'bigint' ? Number(actual) : 'no_stream',
    );
  }
  if (UNAVAILABLE.some((k) => error instanceof k)) {
    return new StoreUnavailableError(
      `KurrentDB is unreachable: ${(error as Error).message}`,
      error,
    );
  }
  return error;
}
