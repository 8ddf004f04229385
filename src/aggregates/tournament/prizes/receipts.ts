/**
 * The winner's signature on the prize receipt (LNSE 123/13 IV.9.1(b), (e)): signed at the
 * control desk before a Supervisor, with the winner's full name and identity document. Where
 * the ruleset requires it (`prizePool.signedReceiptBeforePayment`), PayPrize waits for it.
 */
import { accept, reject } from '../../decider';
import { rulesetOf } from './rules';
import { ownPrizes, prizesOf } from './state';
import { event, type Slice } from '../slice';

export const prizeReceipts: Slice = {
  commands: {
    SignPrizeReceipt: {
      roles: ['director', 'floor'],
      decide(c, s, ctx) {
        const ref = rulesetOf(s).prizePool.signedReceiptBeforePayment.cite;
        const receipt = prizesOf(s).receipts[c.receiptNo];
        if (!receipt)
          return reject('RECEIPT_UNKNOWN', ref, `There is no prize receipt no. ${c.receiptNo}.`);
        if (receipt.signedBy)
          return reject(
            'RECEIPT_ALREADY_SIGNED',
            ref,
            `Receipt no. ${c.receiptNo} was already signed before ${receipt.signedBy}.`,
          );
        if (receipt.playerId !== c.playerId)
          return reject(
            'PRIZE_NOT_TRANSFERABLE',
            'LNSE 123/13 I.66',
            `Receipt no. ${c.receiptNo} belongs to ${receipt.playerId}; only the placed player signs it.`,
          );
        const player = s.players[c.playerId];
        if (!c.supervisorId.trim())
          return reject(
            'SUPERVISOR_REQUIRED',
            'LNSE 123/13 IV.9.1(b)',
            'Name the Supervisor in whose presence the receipt is signed.',
          );
        return accept(
          event(
            'PrizeReceiptSigned',
            {
              receiptNo: c.receiptNo,
              playerId: c.playerId,
              fullName: player?.fullName ?? '',
              idDocument: player?.idDocument ?? { type: '', number: '' },
              supervisorId: c.supervisorId.trim(),
              signedAt: ctx.now,
            },
            `${ref}; LNSE 123/13 IV.9.1(b)`,
          ),
        );
      },
    },
  },
  events: {
    PrizeReceiptSigned(s, d) {
      ownPrizes(s).receipts[d.receiptNo].signedBy = d.supervisorId;
    },
  },
};
