/**
 * Bounty tournaments (FSNP Art. 141): each player's own specially marked chip is issued at the
 * start (BountyChipIssued); only the all-in player's own chip may go into a pot, and a chip put in
 * against the article is recorded as given back (the ruling applied, the fact kept); when a player
 * is eliminated his chip passes to the player who beat him; every chip won is paid whatever the
 * finish (BountyAwarded, at the latest with the prizes).
 */
import type { SeatAssignment, TournamentEvent } from '../../../events/tournament-events';
import { accept, reject } from '../../decider';
import { notRunning } from '../guards';
import { handAt } from '../hands/state';
import { cur, typeSpecOf } from '../prizes/rules';
import { prizesOf } from '../prizes/state';
import { event, type Slice } from '../slice';
import type { TournamentState, CreatedTournament } from '../state';
import { formatCite } from '../cite-in-force';
import { ruleset } from '../defaults';

export interface BountyState {
  /** Bounty chip (by its owner) → who holds it now. */
  holder: Record<string, string>;
}

declare module '../state' {
  interface TournamentFields {
    /** The bounty slice's part of the state (created on its first event). */
    bounty?: BountyState;
  }
}

export const bountyOf = (s: TournamentState): BountyState => s.bounty ?? { holder: {} };
const ownBounty = (s: TournamentState): BountyState => (s.bounty ??= { holder: {} });

/** The type's data says whether players carry bounty chips (FSNP Art. 141). */
const bountyRule = (s: CreatedTournament) => typeSpecOf(s)?.bounty ?? null;

/** FSNP Art. 141(a): at the start, each player seated receives his own bounty chip. */
export function bountyChipsIssued(
  s: CreatedTournament,
  assignments: readonly SeatAssignment[],
): TournamentEvent[] {
  const rule = bountyRule(s);
  if (!rule?.value) return [];
  return assignments.map((a) =>
    event(
      'BountyChipIssued',
      { playerId: a.playerId, tableId: a.tableId, seat: a.seat },
      formatCite(s, 'FSNP Art. 141(a)'),
    ),
  );
}

/**
 * FSNP Art. 141(f): the bounties won and not yet paid, as receipts after those of `awards`.
 * A chip is paid to whoever holds it; a player's own chip is never paid to him.
 */
export function unpaidBounties(
  s: CreatedTournament,
  awards: readonly TournamentEvent[],
): TournamentEvent[] {
  const pool = prizesOf(s).pool;
  if (!bountyRule(s)?.value || !pool?.bountyValue) return [];
  let receipt = prizesOf(s).lastReceipt;
  for (const e of awards) if ('receiptNo' in e.data) receipt = Math.max(receipt, e.data.receiptNo);
  const paid = prizesOf(s).bountiesFor;
  const out: TournamentEvent[] = [];
  const owners = Object.keys(bountyOf(s).holder).sort();
  for (const owner of owners) {
    const holder = bountyOf(s).holder[owner];
    if (holder === owner || paid[owner]) continue;
    out.push(
      event(
        'BountyAwarded',
        {
          receiptNo: ++receipt,
          eliminatedPlayerId: owner,
          playerId: holder,
          amount: pool.bountyValue,
          currency: cur(s),
        },
        formatCite(s, 'FSNP Art. 141(a)(f)'),
      ),
    );
  }
  return out;
}

export const bounty: Slice = {
  commands: {
    PutBountyChipInPot: {
      roles: ['dealer', 'floor', 'director'],
      decide(c, s) {
        const no = notRunning(s);
        if (no) return no;
        const rule = bountyRule(s);
        if (!rule?.value)
          return reject(
            'NO_BOUNTIES',
            ruleset(s.config.rulesetId).citations.value.noBounties,
            'This tournament has no bounty chips.',
          );
        const h = handAt(s, c.tableId);
        if (!h || h.handNo !== c.handNo || !h.engine)
          return reject(
            'HAND_NOT_IN_PROGRESS',
            formatCite(s, 'FSNP Art. 141(a)'),
            `Hand ${c.handNo} is not being played at table ${c.tableId}: a bounty chip goes into the pot of a hand in play.`,
          );
        const i = h.plan.dealtIn.findIndex((d) => d.playerId === c.playerId);
        if (i < 0)
          return reject(
            'NOT_DEALT_IN',
            formatCite(s, 'FSNP Art. 141(a)'),
            `${c.playerId} was not dealt into hand ${c.handNo} at table ${c.tableId}.`,
          );
        const chipOf = c.chipOf ?? c.playerId;
        // A record that cannot be true: nobody can put in a chip he does not hold.
        if (bountyOf(s).holder[chipOf] !== c.playerId)
          return reject(
            'BOUNTY_CHIP_NOT_HELD',
            formatCite(s, 'FSNP Art. 141(a)'),
            `${c.playerId} does not hold ${chipOf === c.playerId ? 'his own bounty chip' : `the bounty chip of ${chipOf}`}.`,
          );
        const ref = { tableId: c.tableId, handNo: c.handNo, playerId: c.playerId };
        // Art. 141(b): a chip won from another player never plays; it stays his and is paid.
        if (chipOf !== c.playerId)
          return accept(
            event(
              'BountyChipReturned',
              { ...ref, chipOf, reason: 'won-chip' },
              formatCite(s, 'FSNP Art. 141(b)'),
            ),
          );
        const p = h.engine.players[h.seats.indexOf(h.plan.dealtIn[i].seat)];
        // Art. 141(a): his own chip goes into play only when he is all-in.
        if (!p || p.folded || p.stack > 0)
          return accept(
            event(
              'BountyChipReturned',
              { ...ref, chipOf, reason: 'not-all-in' },
              formatCite(s, 'FSNP Art. 141(a)'),
            ),
          );
        return accept(event('BountyChipPutInPot', ref, formatCite(s, 'FSNP Art. 141(a)-(b)')));
      },
    },
  },
  events: {
    BountyChipIssued(s, d) {
      ownBounty(s).holder[d.playerId] = d.playerId;
    },
    PlayerEliminated(s, d) {
      // Art. 141(a): his own chip passes to the player who beat him; chips he won stay his.
      if (d.bountyTo && s.bounty?.holder[d.playerId] === d.playerId)
        ownBounty(s).holder[d.playerId] = d.bountyTo;
    },
  },
};
