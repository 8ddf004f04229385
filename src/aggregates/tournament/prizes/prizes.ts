/**
 * Prize pool and payouts (issue 7): the pool fixed once no purchase can happen any more
 * (LNSE 123/13 I.64), the payout table fixed at the close of registration (I.65), prizes
 * awarded from the final standings (prizes/awards.ts), knockout bounties (FSNP Art. 141) and
 * deals only where the ruleset allows them (prizes/deal.ts). Payments and refunds are in prizes/payments.ts.
 */
import {
  checkPurchaseSplit,
  lnseSitAndGo,
  payoutScale,
  qualifierTickets,
  splitBounty,
} from '../../../rules';
import { publishedSitAndGoTable } from '../procedures/procedures';
import { accept, reject } from '../../decider';
import { fmt } from '../guards';
import { prizePayments } from './payments';
import { awardPlaces } from './awards';
import { dealDecision, withDeal } from './deal';
import { prizeReceipts } from './receipts';
import { noBandRejection, prizeBands } from './bands';
import { prizeTies } from './ties';
import {
  cites,
  CODES,
  cur,
  DIRECTOR,
  fieldSize,
  isWhole,
  open,
  payoutSource,
  placesOf,
  purchasesStillPossible,
  recordedStandings,
  registrationOver,
  rulesetOf,
  standingsProblem,
  totalsByCode,
  typeSpecOf,
} from './rules';
import { poolByItem, poolTotal } from './pool';
import { addReceipt, ownPrizes, prizesOf, recordPurchase } from './state';
import { unpaidBounties } from '../formats/bounty';
import { ticketAllocation } from '../formats/qualifier';
import { event, type Slice } from '../slice';
import { formatCite } from '../cite-in-force';

export type { PrizeCommand, StandingLine } from './commands';
export { prizesOf, type PrizeState, type Receipt } from './state';

/** LNSE IV.6(b) names the items by code; the rule's message names them as items. */
const ITEM_OF = { IN: 'buy-in', RB: 'rebuy', AD: 'add-on' } as const;

const poolAndAwards: Slice = {
  commands: {
    FixPrizePool: {
      roles: DIRECTOR,
      decide(c, s, ctx) {
        const no = open(s);
        if (no) return no;
        const p = prizesOf(s);
        if (p.pool)
          return reject(
            'PRIZE_POOL_ALREADY_FIXED',
            rulesetOf(s).prizePool.fixedAfterPurchasePeriods.cite,
            `The prize pool was already fixed at ${fmt(p.pool.amount)}.`,
          );
        const still = purchasesStillPossible(s, ctx.now);
        if (still) return still;
        const r = rulesetOf(s);
        const byCode = totalsByCode(s);
        // LNSE I.62: each item's prize part on its aggregate gross, then checked per item (IV.6(b)).
        const byItem = poolByItem(s);
        for (const code of CODES) {
          const t = byItem[code];
          const bad = checkPurchaseSplit(r, ITEM_OF[code], {
            grossMinor: t.gross,
            prizeFundMinor: t.prize,
            feeMinor: t.benefit,
          });
          if (bad) return { ok: false, rejection: bad };
        }
        const prizeFund = poolTotal(byItem);
        const bounty = typeSpecOf(s)?.bounty.value;
        let bountyFund = 0;
        if (bounty) {
          if (!isWhole(c.bountyValue) || c.bountyValue === 0)
            return reject(
              'BOUNTY_VALUE_REQUIRED',
              formatCite(s, 'FSNP Art. 141(a)'),
              'A knockout tournament needs the guaranteed prize of each bounty chip.',
            );
          bountyFund = c.bountyValue * byCode.IN.count;
          if (bountyFund > prizeFund)
            return reject(
              'BOUNTY_EXCEEDS_PRIZE_FUND',
              formatCite(s, 'FSNP Art. 141(a)'),
              `Bounties of ${fmt(c.bountyValue)} for ${byCode.IN.count} entries exceed the prize fund of ${fmt(prizeFund)}.`,
            );
        } else if (c.bountyValue !== undefined)
          return reject(
            'NO_BOUNTIES',
            rulesetOf(s).citations.value.noBounties,
            'Only a knockout tournament pays bounties.',
          );
        const fixed = {
          amount: prizeFund - bountyFund,
          currency: cur(s),
          byCode,
          refunded: 0,
          bountyFund,
          bountyValue: bounty ? c.bountyValue! : null,
          fixedAt: ctx.now,
          byItem,
        };
        return accept(
          event(
            'PrizePoolFixed',
            fixed,
            cites(
              r.prizePool.fixedAfterPurchasePeriods.cite,
              r.fees.minPrizeFundShareBp.cite,
              r.fees.prizeRoundedOn.cite,
            ),
          ),
          // FSNP Art. 142; DECISION-12: the qualifier's tickets, once the ticket value is known too.
          ...ticketAllocation(s, fixed, p.table, ctx.now),
        );
      },
    },
    FixPayoutTable: {
      roles: DIRECTOR,
      decide(c, s, ctx) {
        const no = open(s);
        if (no) return no;
        const r = rulesetOf(s);
        const cite = r.prizePool.payoutFixedAtRegistrationClose.cite;
        if (prizesOf(s).table)
          return reject(
            'PAYOUT_TABLE_ALREADY_FIXED',
            cite,
            'The payout table was fixed at the close of registration and cannot change.',
          );
        // `prizePool.payoutFixedAtRegistrationClose`: the table waits for the final field, or
        // the ruleset lets the director fix it beforehand from the registrants so far.
        if (r.prizePool.payoutFixedAtRegistrationClose.value && !registrationOver(s))
          return reject(
            'REGISTRATION_STILL_OPEN',
            cite,
            'The paid places and percentages are fixed from the registrants once registration has closed.',
          );
        const field = fieldSize(s);
        const base = { fieldSize: field, uniquePlayers: s.registrations, fixedAt: ctx.now };
        const source = payoutSource(s);
        if (source === 'qualifier-tickets') {
          if (!isWhole(c.ticketValue) || c.ticketValue === 0)
            return reject(
              'TICKET_VALUE_REQUIRED',
              r.prizePool.qualifierTickets.cite,
              'A qualifier needs the value of one qualification ticket.',
            );
          const fixed = { ...base, places: 0, basisPoints: [], source, ticketValue: c.ticketValue };
          return accept(
            event('PayoutTableFixed', fixed, r.prizePool.qualifierTickets.cite),
            ...ticketAllocation(s, prizesOf(s).pool, fixed, ctx.now),
          );
        }
        if (source === 'fifty-fifty-equal-and-chips')
          return accept(
            event(
              'PayoutTableFixed',
              { ...base, places: 5, basisPoints: [], source, ticketValue: null },
              formatCite(s, 'FSNP Art. 140.1(a); DECISION-10'),
            ),
          );
        // LNSE I.65: under a published scale the band was selected at close; none covered the field.
        if (!c.published) {
          const noBand = noBandRejection(s);
          if (noBand) return noBand;
        }
        // LNSE 123/13 I.26, IV.11(b): a Sit & Go pays by the prize table it published for its field.
        const sng = source === 'lnse-sit-and-go' ? publishedSitAndGoTable(s) : undefined;
        const scale =
          sng && !c.published ? lnseSitAndGo(field, sng) : payoutScale(source, field, c.published);
        if (!scale.ok) return { ok: false, rejection: scale.rejection };
        return accept(
          event(
            'PayoutTableFixed',
            {
              ...base,
              places: scale.basisPoints.length,
              basisPoints: scale.basisPoints,
              source: c.published ? 'published' : source,
              ticketValue: null,
              rounding: r.prizePool.rounding.value,
            },
            cites(scale.ruleRef, cite),
          ),
        );
      },
    },
    AwardPrizes: {
      roles: DIRECTOR,
      decide(c, s) {
        const no = open(s);
        if (no) return no;
        const p = prizesOf(s);
        const r = rulesetOf(s);
        if (!p.pool || !p.table)
          return reject(
            'PRIZES_NOT_READY',
            cites(
              r.prizePool.fixedAfterPurchasePeriods.cite,
              r.prizePool.payoutFixedAtRegistrationClose.cite,
            ),
            `Prizes are awarded from a fixed pool and a fixed payout table; still to fix: ${[!p.pool && 'the prize pool', !p.table && 'the payout table'].filter(Boolean).join(' and ')}.`,
          );
        if (p.awarded)
          return reject(
            'PRIZES_ALREADY_AWARDED',
            r.prizePool.payoutFixedAtRegistrationClose.cite,
            'The prizes of this tournament have already been awarded.',
          );
        const lines = c.standings ?? recordedStandings(s);
        if (!lines || lines.length === 0)
          return reject(
            'STANDINGS_NOT_FINAL',
            r.tables.placeByElimination.cite,
            'There are no final standings yet: prizes follow the final standings.',
          );
        const problem = standingsProblem(s, lines);
        if (problem) return reject('STANDINGS_INVALID', r.tables.placeByElimination.cite, problem);
        const paid =
          p.table.source === 'qualifier-tickets'
            ? (() => {
                const q = qualifierTickets(p.pool.amount, p.table.ticketValue!);
                return q.tickets + (q.remainderPlace ? 1 : 0);
              })()
            : Math.min(p.table.places, Math.max(...lines.map((l) => l.place + l.sharedBy - 1)));
        const covered = new Set(lines.flatMap(placesOf));
        const missing = Array.from({ length: paid }, (_, i) => i + 1).filter(
          (x) => !covered.has(x),
        );
        if (missing.length)
          return reject(
            'STANDINGS_INCOMPLETE',
            r.tables.placeByElimination.cite,
            `The standings do not say who finished in paid place(s) ${missing.join(', ')}.`,
          );
        const out = awardPlaces(s, c, lines, p.pool.amount, p.table);
        // FSNP Art. 141(f): every bounty chip won is paid too, whatever the finish.
        if (!Array.isArray(out)) return out;
        // prizePool.dealsAllowed: a recorded deal's amounts replace the dealing players' prizes.
        const awards = withDeal(s, out);
        return accept(...awards, ...unpaidBounties(s, awards));
      },
    },
    AwardBounty: {
      roles: ['director', 'floor'],
      decide(c, s) {
        const no = open(s);
        if (no) return no;
        const pool = prizesOf(s).pool;
        if (!pool || pool.bountyValue == null)
          return reject(
            'NO_BOUNTIES',
            rulesetOf(s).citations.value.noBounties,
            pool
              ? 'This tournament pays no bounties.'
              : 'Bounties are paid from the bounty fund: fix the prize pool first.',
          );
        if (!s.players[c.eliminatedPlayerId])
          return reject(
            'PLAYER_NOT_REGISTERED',
            formatCite(s, 'FSNP Art. 141(a)'),
            `${c.eliminatedPlayerId} is not registered in this tournament.`,
          );
        if (prizesOf(s).bountiesFor[c.eliminatedPlayerId])
          return reject(
            'BOUNTY_ALREADY_PAID',
            formatCite(s, 'FSNP Art. 141(a)'),
            `The bounty on ${c.eliminatedPlayerId} has already been awarded.`,
          );
        const out = prizesOf(s).eliminations[c.eliminatedPlayerId];
        const winnerIds =
          c.winnerIds ?? (out ? (out.bountyTo ? [out.bountyTo] : out.eliminatedBy) : []);
        if (winnerIds.length === 0 || winnerIds.some((w) => !s.players[w]))
          return reject(
            'BOUNTY_WINNER_UNKNOWN',
            formatCite(s, 'FSNP Art. 141(a)'),
            'Name the registered player(s) who won the pot that eliminated him.',
          );
        if (winnerIds.includes(c.eliminatedPlayerId))
          return reject(
            'OWN_BOUNTY',
            formatCite(s, 'FSNP Art. 141(f)'),
            "A player's own bounty chip is never paid to him.",
          );
        const split = splitBounty(pool.bountyValue, winnerIds.length);
        let receipt = prizesOf(s).lastReceipt;
        return accept(
          ...winnerIds.map((w, i) =>
            event(
              'BountyAwarded',
              {
                receiptNo: ++receipt,
                eliminatedPlayerId: c.eliminatedPlayerId,
                playerId: w,
                amount: split[i],
                currency: cur(s),
              },
              formatCite(s, 'FSNP Art. 141(a)(f)'),
            ),
          ),
        );
      },
    },
    RecordDeal: {
      roles: DIRECTOR,
      decide: dealDecision,
    },
  },
  events: {
    PrizePoolFixed(s, d) {
      ownPrizes(s).pool = d;
    },
    PayoutTableFixed(s, d) {
      ownPrizes(s).table = d;
    },
    PrizeAwarded(s, d) {
      addReceipt(s, d.receiptNo, d.playerId, d.amount, d.kind);
      ownPrizes(s).awarded = true;
    },
    QualifierTicketAwarded(s) {
      ownPrizes(s).awarded = true;
    },
    DealRecorded(s, d) {
      ownPrizes(s).deal = d;
    },
    PrizeRedistributed(s, d) {
      for (const x of d.shares) addReceipt(s, x.receiptNo, x.playerId, x.amount, 'redistribution');
      ownPrizes(s).awarded = true;
    },
    BountyAwarded(s, d) {
      addReceipt(s, d.receiptNo, d.playerId, d.amount, 'bounty');
      ownPrizes(s).bountiesFor[d.eliminatedPlayerId] = true;
    },
    PlayerRegistered: recordPurchase,
    PlayerReEntered: recordPurchase,
    RebuyTaken: recordPurchase,
    ChipsToppedUp: recordPurchase,
    AddOnTaken: recordPurchase,
    PlayerEliminated(s, d) {
      ownPrizes(s).eliminations[d.playerId] = {
        reason: d.reason,
        bountyTo: d.bountyTo ?? null,
        eliminatedBy: d.eliminatedBy,
        tableId: d.tableId ?? null,
      };
    },
    TournamentCompleted(s, d) {
      const p = ownPrizes(s);
      p.finalStandings = d.standings.map((x) => ({
        playerId: x.playerId,
        place: x.place,
        sharedBy: x.sharedBy,
        ...(x.chips !== undefined ? { chips: x.chips } : {}),
        ...(p.eliminations[x.playerId]?.reason === 'disqualification'
          ? { disqualified: true }
          : {}),
      }));
    },
  },
};

/**
 * The prizes capability, by name, as the slices the decider composes (index.ts): each keeps its
 * own commands and events, so two of them following one event is an entry in the decider's
 * order of shared events, never an object spread where the later silently replaces the earlier.
 */
export const prizeSlices: Readonly<Record<string, Slice>> = {
  prizePool: poolAndAwards,
  prizePayments,
  prizeReceipts,
  prizeBands,
  prizeTies,
};
