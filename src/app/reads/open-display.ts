import type { DataSource } from 'typeorm';
import type { Clock } from '../../commands/clock';
import { DisplayFeed } from '../../projections/display/feed';
import { getDisplayView } from '../../projections/display/queries';
import type { ProjectionRuntime } from '../../projections/runtime';
import { displayClockRate } from '../clock-rate';
import type { DisplayApi } from './display.port';

/** Wires the display read model to the runtime: every committed batch feeds the subscribers. */
export function openDisplay(
  reader: DataSource,
  runtime: ProjectionRuntime,
  clock: Clock,
): DisplayApi {
  const view = (id: string) => getDisplayView(reader, id);
  const feed = new DisplayFeed(view);
  runtime.onCommitted((events) => feed.committed(events));
  return {
    view,
    listen: (id, listener) => feed.listen(id, listener),
    now: () => clock.now(),
    clockRate: displayClockRate(),
  };
}
