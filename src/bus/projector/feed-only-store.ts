import type { EventStore } from '../../store/event-store';

/**
 * The consumer-group projector reads the topic, never the store; ProjectionRuntime asks for a
 * store only to catch up, follow live and report lag, none of which runs in that process.
 * Anything that reaches it is a wiring mistake and says so.
 */
export function feedOnlyStore(): EventStore {
  const refuse = (what: string) => () => {
    throw new Error(`The Kafka projector reads no event store (${what} called)`);
  };
  return {
    name: 'kafka-feed',
    append: refuse('append'),
    readStream: refuse('readStream'),
    readAll: refuse('readAll'),
    headPosition: refuse('headPosition'),
    subscribe: refuse('subscribe'),
    streamRevision: refuse('streamRevision'),
    saveSnapshot: refuse('saveSnapshot'),
    loadSnapshot: refuse('loadSnapshot'),
    close: async () => undefined,
  };
}
