import type { ViewListener } from '../../projections/display/feed';
import type { DisplayView } from '../../projections/display/view';

/**
 * What the hall display needs from the ledger (issue 10): its read model, the live feed of
 * committed changes, and the server's clock (the page counts down from server anchors).
 */
export interface DisplayApi {
  view(tournamentId: string): Promise<DisplayView | null>;
  listen(tournamentId: string, listener: ViewListener): () => void;
  /** The server's "now" (ISO-8601 UTC), the same clock the commands use. */
  now(): string;
  /** Server seconds per wall-clock second (1 but in the demo): the page counts down at it. */
  readonly clockRate: number;
}
