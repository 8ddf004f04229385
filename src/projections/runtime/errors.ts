/** The runtime's errors: what a caller may catch, and the one the live loop handles itself. */
export class ProjectionTimeoutError extends Error {
  readonly code = 'PROJECTION_TIMEOUT';
  constructor(
    readonly position: number,
    readonly lagging: readonly string[],
  ) {
    super(`Read models did not reach position ${position} in time (behind: ${lagging.join(', ')})`);
  }
}

/** The stored checkpoint is behind this runtime's: another process reset (rebuilt) it. */
export class CheckpointMovedBackError extends Error {
  constructor(
    readonly projection: string,
    readonly stored: number,
  ) {
    super(`${projection}: checkpoint moved back to ${stored} (rebuilt by another process?)`);
  }
}

/** A projection's apply threw; the batch it was in rolled back. */
export class ProjectionFailedError extends Error {
  readonly code = 'PROJECTION_FAILED';
  constructor(
    readonly projection: string,
    override readonly cause: unknown,
  ) {
    super(`${projection}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}
