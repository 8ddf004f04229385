/**
 * The field as the read side counts it (FSNP Art. 35, 60, 135): chips in play, players left,
 * their chips and average, the open tables. One rule for the decider, the office and the hall
 * display.
 */
export { chipsInPlay, chipsOnTables } from '../state';
export { fieldCount, reservedChips, type FieldCount } from '../field-count';
export { openTables, playersLeft } from '../table-geometry';
