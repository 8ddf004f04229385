import type { DataSource } from 'typeorm';
import { CommandPipeline } from '../../commands/pipeline';
import { systemClock } from '../../commands/clock';
import { cryptoRandom } from '../../commands/random';
import { memberStreamId } from '../../events/member-events';
import { seasonStreamId } from '../../events/season-events';
import * as q from '../../projections/ranking/queries';
import { memberAggregate, seasonAggregate } from '../../commands/ranking/aggregates';
import { RankingPolicyRunner } from '../../commands/ranking/policy-runner';
import type { EventStore } from '../../store/event-store';
import type { RankingApi } from './ranking.port';

/** Member and season pipelines on the ledger's store, reads on its read model. */
export function openRanking(store: EventStore, reader: DataSource): RankingApi {
  const options = { store, clock: systemClock, random: () => cryptoRandom };
  const members = new CommandPipeline(memberAggregate, options);
  const seasons = new CommandPipeline(seasonAggregate, options);
  const policy = new RankingPolicyRunner(store, seasons, ({ sent, result }) => {
    if (!result.ok && result.rejection.code !== 'RESULT_ALREADY_RECORDED')
      console.warn(
        `[ranking] ${sent.command.type} on ${sent.streamId} refused: ${result.rejection.code} (${result.rejection.ruleRef})`,
      );
  });
  return {
    async member(command, { actor, commandId }) {
      const r = await members.execute({
        streamId: memberStreamId(command.federationId),
        command,
        commandId,
        actor,
      });
      return r.ok ? { ok: true, events: r.events, duplicate: r.duplicate } : r;
    },
    async season(command, { actor, commandId }) {
      const r = await seasons.execute({
        streamId: seasonStreamId(command.seasonId),
        command,
        commandId,
        actor,
      });
      return r.ok ? { ok: true, events: r.events, duplicate: r.duplicate } : r;
    },
    reads: {
      season: (id) => q.getSeason(reader, id),
      calendars: (id) => q.seasonCalendars(reader, id),
      nationalTable: (id, args) => q.nationalTable(reader, id, args),
      clubTable: (id, v) => q.clubTable(reader, id, v),
      playerHistory: (id, opts) => q.playerHistory(reader, id, opts),
      whatIf: (id, formula, top) => q.whatIf(reader, id, formula, top),
      clubMembers: (clubId) => q.clubMembers(reader, clubId),
    },
    start: () => policy.start(),
    stop: () => policy.stop(),
  };
}
