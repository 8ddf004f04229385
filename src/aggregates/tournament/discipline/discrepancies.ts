/**
 * Errors and discrepancies reported to the Direction (LNSE 123/13 I.86: players must report any
 * error, discrepancy or violation; III.4: the dealer reports it at once). The report is a fact:
 * it is always recorded, and marked late when a later deal has already started at the table,
 * since the hand then stands (I.87, `game.disputeWindow`) and the report changes nothing.
 */
import { accept, reject } from '../../decider';
import { citationsFor, ruleset } from '../defaults';
import { event, type Slice } from '../slice';

export const discrepancies: Slice = {
  commands: {
    ReportDiscrepancy: {
      roles: ['dealer', 'floor', 'director'],
      decide(c, s, ctx) {
        const rules = ruleset(s.config.rulesetId);
        const cites = citationsFor(s.config.rulesetId);
        const cite = cites.discrepancyReported ?? cites.irregularities.silent;
        if (!c.description.trim())
          return reject(
            'DESCRIPTION_REQUIRED',
            cite,
            'Say what was reported: the error, discrepancy or violation seen.',
          );
        const playerId = c.reportedBy.playerId?.trim() || null;
        if (c.reportedBy.role === 'player' && (!playerId || !s.players[playerId]))
          return reject(
            'PLAYER_NOT_REGISTERED',
            cite,
            `A player's report names a player of this tournament; ${playerId ?? 'nobody'} is not one.`,
          );
        const tableId = c.tableId ?? null;
        const handNo = c.handNo ?? null;
        if (tableId !== null && !s.tables[tableId])
          return reject('TABLE_NOT_FOUND', cite, `There is no table ${tableId}.`);
        if (
          handNo !== null &&
          (tableId === null || handNo < 1 || handNo > s.tables[tableId].handNo)
        )
          return reject(
            'HAND_NOT_FOUND',
            cite,
            `Hand ${handNo} was not dealt at table ${tableId ?? '(none given)'}.`,
          );
        // I.87: once a new deal has started the previous hand is final.
        const window = rules.game.disputeWindow;
        const late =
          window.value !== null && tableId !== null && handNo !== null
            ? s.tables[tableId].handNo > handNo
            : false;
        return accept(
          event(
            'DiscrepancyReported',
            {
              reportedBy: { role: c.reportedBy.role, playerId },
              tableId,
              handNo,
              description: c.description.trim(),
              late,
              recordedBy: ctx.actor.id,
              at: ctx.now,
            },
            late ? `${cite}; ${window.cite}` : cite,
          ),
        );
      },
    },
  },
  events: {},
};
