/**
 * Prize payments and refunds (issue 7): a prize is paid once per classification receipt, only
 * to the placed player on his identity document (LNSE 123/13 I.66, IV.9.1(e)), with any
 * withholding recorded (I.67); a cancelled tournament refunds each purchase (LNSE I.6).
 */
import { accept, reject } from '../../decider';
import { fmt } from '../guards';
import { cur, DIRECTOR, isWhole, rulesetOf } from './rules';
import { ownPrizes, prizesOf } from './state';
import { event, type Slice } from '../slice';
import type { TournamentState, CreatedTournament } from '../state';

export const prizePayments: Slice = {
  commands: {
    PayPrize: {
      roles: ['director', 'floor'],
      decide(c, s, ctx) {
        const r = rulesetOf(s);
        const receipt = prizesOf(s).receipts[c.receiptNo];
        const ref = r.prizePool.paymentAgainstReceiptAndId.cite;
        if (!receipt)
          return reject(
            'RECEIPT_UNKNOWN',
            ref,
            `There is no classification receipt no. ${c.receiptNo}.`,
          );
        if (receipt.paid)
          return reject(
            'RECEIPT_ALREADY_PAID',
            'LNSE 123/13 IV.9.1(e)',
            `Receipt no. ${c.receiptNo} has already been paid: one payment per receipt.`,
          );
        if (receipt.playerId !== c.playerId)
          return reject(
            'PRIZE_NOT_TRANSFERABLE',
            'LNSE 123/13 I.66',
            `Receipt no. ${c.receiptNo} belongs to ${receipt.playerId}; prizes are personal and paid only to the placed player.`,
          );
        const signed = r.prizePool.signedReceiptBeforePayment;
        if (signed.value && !receipt.signedBy)
          return reject(
            'RECEIPT_NOT_SIGNED',
            signed.cite,
            `Receipt no. ${c.receiptNo} is not signed: the winner signs it before a Supervisor, then it is paid.`,
          );
        const doc = s.players[c.playerId]?.idDocument;
        const verified =
          !!doc && doc.type === c.idDocument.type && doc.number === c.idDocument.number;
        if (r.prizePool.paymentAgainstReceiptAndId.value && !verified)
          return reject(
            'IDENTITY_NOT_VERIFIED',
            ref,
            `The identity document shown (${c.idDocument.type} ${c.idDocument.number}) is not the one ${c.playerId} registered with.`,
          );
        const rate = r.prizePool.withholdingBp;
        let withheld = 0;
        let basis: string | null = null;
        if (rate.value != null) {
          withheld = Math.floor((receipt.amount * rate.value) / 10_000);
          basis = rate.cite;
          if (c.withholding && c.withholding.amount !== withheld)
            return reject(
              'WITHHOLDING_MISMATCH',
              rate.cite,
              `The ruleset withholds ${rate.value / 100} %: ${fmt(withheld)}, not ${fmt(c.withholding.amount)}.`,
            );
        } else if (c.withholding) {
          if (
            !isWhole(c.withholding.amount) ||
            c.withholding.amount > receipt.amount ||
            !c.withholding.basis.trim()
          )
            return reject(
              'WITHHOLDING_INVALID',
              rate.cite,
              `A withholding is a whole amount up to the prize (${fmt(receipt.amount)}) with the law it applies.`,
            );
          withheld = c.withholding.amount;
          basis = c.withholding.basis.trim();
        }
        return accept(
          event(
            'PrizePaid',
            {
              receiptNo: c.receiptNo,
              playerId: c.playerId,
              gross: receipt.amount,
              withheld,
              withholdingBasis: basis,
              net: receipt.amount - withheld,
              currency: cur(s),
              idDocument: c.idDocument,
              identityVerified: verified,
              paidAt: ctx.now,
            },
            ref,
          ),
        );
      },
    },
    IssueRefunds: {
      roles: DIRECTOR,
      decide(c, s) {
        // The ruleset's own article on what a cancellation settles (never LNSE's under FSNP).
        const cite = rulesetOf(s).prizePool.cancellation.cite;
        if (s.status !== 'cancelled')
          return reject(
            'NOT_CANCELLED',
            cite,
            'Purchases are refunded only when the tournament is cancelled.',
          );
        const p = prizesOf(s);
        if (p.refunded)
          return reject('ALREADY_REFUNDED', cite, 'The refunds have already been issued.');
        if (p.awarded || p.lastReceipt > 0)
          return reject(
            'PRIZES_ALREADY_AWARDED',
            cite,
            'Prizes have been awarded: the settlement must be recorded case by case, not as a full refund.',
          );
        if (!c.reason.trim())
          return reject('REASON_REQUIRED', cite, 'State the settlement agreed for the record.');
        return accept(...refundEvents(s, c.reason.trim(), cite));
      },
    },
  },
  events: {
    PrizePaid(s, d) {
      const p = ownPrizes(s);
      p.receipts[d.receiptNo].paid = true;
      p.paidTotal += d.gross;
    },
    RefundIssued(s) {
      ownPrizes(s).refunded = true;
    },
  },
};

/**
 * What the cancellation itself settles (prizePool.cancellation): 'refund-all' returns every
 * purchase line at once, with the cancellation's reason, unless prizes were already awarded
 * (then only a settlement recorded case by case can be true); 'record-settlement' computes
 * nothing (LNSE 123/13 I.6, open 13): the director records the settlement with IssueRefunds.
 */
export function cancellationRefunds(s: CreatedTournament, reason: string) {
  const rule = rulesetOf(s).prizePool.cancellation;
  const p = prizesOf(s);
  if (rule.value !== 'refund-all' || p.awarded || p.lastReceipt > 0 || p.refunded) return [];
  return refundEvents(s, reason, rule.cite);
}

function refundEvents(s: TournamentState, reason: string, cite: string) {
  return prizesOf(s).purchases.map((line) =>
    event(
      'RefundIssued',
      {
        purchaseNo: line.purchaseNo,
        playerId: line.playerId,
        registrationNumber: s.players[line.playerId]?.registrationNumber ?? 0,
        item: line.item,
        code: line.code,
        prizeFund: line.prizeFund,
        fee: line.fee,
        amount: line.prizeFund + line.fee,
        currency: line.currency,
        reason,
      },
      cite,
    ),
  );
}
