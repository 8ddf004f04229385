export { defineProjection, type ProjectionSpec } from './define';
export type { DataOf, LedgerEvent, LedgerEventType } from './events';
export { KeyedRows, Upserts, type KeyedTable } from './rows';
export { eventFold, sameHandler, type EventFold, type Handlers } from './fold';
export { defineRowProjection, type Creators, type RowProjectionSpec } from './row-projection';
