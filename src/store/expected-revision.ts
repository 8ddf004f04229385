import { WrongExpectedRevisionError, type ExpectedRevision } from './event-store';

/** Throws unless the stream's actual last revision (-1 = no stream) satisfies the expectation. */
export function checkExpectedRevision(
  streamId: string,
  expected: ExpectedRevision,
  actual: number,
): void {
  if (expected === 'any') return;
  const ok = expected === 'no_stream' ? actual === -1 : expected === actual;
  if (!ok)
    throw new WrongExpectedRevisionError(streamId, expected, actual === -1 ? 'no_stream' : actual);
}

/** The last revision the caller claims, as a number (-1 = no stream); undefined for 'any'. */
export function expectedAsNumber(expected: ExpectedRevision): number | undefined {
  if (expected === 'any') return undefined;
  return expected === 'no_stream' ? -1 : expected;
}
