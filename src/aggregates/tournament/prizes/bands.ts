/**
 * The operator's published scale of paid places by registrant bands (LNSE 123/13 I.1(10),
 * I.65, III.2 ¶6; ruleset `prizePool.scaleByRegistrantBands`): set at creation or before the
 * sale opens; when registration closes the band the registrants fall in is selected and
 * recorded as the payout table (percentages only: the amounts follow from the pool, fixed once
 * rebuys and add-ons are over, I.64).
 */
import type { TournamentEvent } from '../../../events/tournament-events';
import {
  getRuleset,
  payoutBandFor,
  payoutBandsProblem,
  TOURNAMENT_TYPES,
  type PayoutBand,
  type Ruleset,
  type TournamentTypeCode,
} from '../../../rules';
import { accept, reject, type Decision } from '../../decider';
import type { CreateTournament } from '../commands';
import { cites, fieldSize, open, payoutSource, rulesetOf } from './rules';
import { ownPrizes, prizesOf } from './state';
import { event, type Slice } from '../slice';
import type { TournamentState, CreatedTournament } from '../state';

/** The published scale in force: the latest published before the sale, else the creation's. */
export const bandsOf = (s: TournamentState): readonly PayoutBand[] | null =>
  prizesOf(s).bands ?? s.config?.payoutBands ?? null;

/** Why this ruleset and tournament type take no scale by bands, or null when they do. */
function bandsNotAllowed(r: Ruleset, source: string): Decision<never> | null {
  const p = r.prizePool.scaleByRegistrantBands;
  if (!p.value)
    return reject(
      'PAYOUT_BANDS_NOT_ALLOWED',
      p.cite,
      'This ruleset fixes the paid places and percentages itself: no scale by registrant bands is published.',
    );
  if (source !== 'published')
    return reject(
      'PAYOUT_BANDS_NOT_ALLOWED',
      p.cite,
      `This tournament type pays by its own prize table (${source}), not by a published scale.`,
    );
  return null;
}

/** CreateTournament: a scale given at creation must be allowed and well formed. */
export function payoutBandsRejection(c: CreateTournament): Decision<never> | null {
  if (!c.payoutBands) return null;
  const r = getRuleset(c.rulesetId) ?? getRuleset('fsnp');
  const typePayout = TOURNAMENT_TYPES[c.tournamentType as TournamentTypeCode]?.payout.value;
  const source =
    typePayout && typePayout !== 'fsnp-art-131' ? typePayout : r.prizePool.payoutTable.value;
  const no = bandsNotAllowed(r, source);
  if (no) return no;
  const bad = payoutBandsProblem(c.payoutBands, r.prizePool.scaleByRegistrantBands.cite);
  return bad ? { ok: false, rejection: bad } : null;
}

/**
 * LNSE 123/13 I.65: at the close of registration, the band of the published scale the
 * registrants fall in becomes the payout table, recorded with the band. Nothing when no scale
 * was published, the table is already fixed, or no band covers the field (the director then
 * publishes the table for it with FixPayoutTable).
 */
export function bandTableAtClose(s: CreatedTournament, now: string): TournamentEvent[] {
  const bands = bandsOf(s);
  if (!bands || prizesOf(s).table) return [];
  const r = rulesetOf(s);
  const field = fieldSize(s);
  const hit = payoutBandFor(bands, field);
  if (!hit) return [];
  return [
    event(
      'PayoutTableFixed',
      {
        fieldSize: field,
        uniquePlayers: s.registrations,
        places: hit.band.basisPoints.length,
        basisPoints: hit.band.basisPoints,
        source: 'published-band',
        ticketValue: null,
        fixedAt: now,
        rounding: r.prizePool.rounding.value,
        band: { ...hit.band, index: hit.index },
      },
      cites(
        r.prizePool.scaleByRegistrantBands.cite,
        r.prizePool.payoutFixedAtRegistrationClose.cite,
      ),
    ),
  ];
}

/** FixPayoutTable under a published scale whose bands do not cover the field. */
export function noBandRejection(s: CreatedTournament): Decision<never> | null {
  const bands = bandsOf(s);
  if (!bands) return null;
  const field = fieldSize(s);
  const r = rulesetOf(s);
  return reject(
    'PAYOUT_BAND_NOT_PUBLISHED',
    cites(r.prizePool.scaleByRegistrantBands.cite, r.prizePool.payoutFixedAtRegistrationClose.cite),
    `The published scale has no band for ${field} registrants (it covers ${bands[0].minRegistrants} to ${bands[bands.length - 1].maxRegistrants ?? 'any number'}): publish the table for this field.`,
  );
}

export const prizeBands: Slice = {
  commands: {
    PublishPayoutBands: {
      roles: ['director'],
      decide(c, s, ctx) {
        const no = open(s);
        if (no) return no;
        const r = rulesetOf(s);
        const not = bandsNotAllowed(r, payoutSource(s));
        if (not) return not;
        const cite = r.prizePool.scaleByRegistrantBands.cite;
        if (s.status !== 'scheduled')
          return reject(
            'PAYOUT_BANDS_AFTER_SALE',
            cite,
            'The scale of paid places is published before the sale opens; registration is already open.',
          );
        const bad = payoutBandsProblem(c.bands, cite);
        if (bad) return { ok: false, rejection: bad };
        return accept(
          event('PayoutBandsPublished', { bands: c.bands, publishedAt: ctx.now }, cite),
        );
      },
    },
  },
  events: {
    PayoutBandsPublished(s, d) {
      ownPrizes(s).bands = d.bands;
    },
  },
};
