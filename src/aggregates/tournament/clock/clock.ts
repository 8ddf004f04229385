/**
 * The tournament clock (FSNP Art. 60-62, 136). Play time accrues only while the clock runs;
 * level and break are derived from it, so any client holding the events can compute the
 * display at any instant with clockAt().
 */
import { absentStackRemovals } from '../registration/entry-rules';
import type { LevelSpec, TournamentEvent } from '../../../events/tournament-events';
import { accept, reject, type Rejection } from '../../decider';
import {
  citationsFor,
  paramsFor,
  purchaseWindowsEnd,
  ruleset,
  type RulesetParams,
} from '../defaults';
import type { Role } from '../../../shared/roles';
import type { Cited } from '../../../rules/types';
import { notRunning } from '../guards';
import { structureChangeCite, structureClosed } from './structure-change';

import { levelShapeProblems } from '../../../rules/level-structures';
import type { GameCode } from '../../../rules/games';

import { openTables, playerCount } from '../tables/geometry';
import { useConsent } from '../procedures/procedures';
import { bandTableAtClose } from '../prizes/bands';
import { event, type Slice } from '../slice';
import { type CreatedTournament } from '../state';
import { removeValue } from '../chips/inventory';

import { clockAt, elapsedAt, levelEnded, MIN, orbitMode, segmentAt } from './time';
import { chipsRemoved } from '../state-ops';

export {
  clockAt,
  elapsedAt,
  levelEnded,
  levelForNewHand,
  orbitMode,
  schedule,
  segmentAt,
  type ClockView,
} from './time';

/**
 * A published structure, at creation or changed later: first its level shape (numbering,
 * blinds, ante, durations; every problem at once, citing the ruleset's structure article),
 * then FSNP Art. 136's breaks and length of a day. `game` is the tournament's game, for the
 * levels that name none (a fixed-limit level names its bets, issue 23).
 */
export function structureProblem(
  levels: readonly LevelSpec[],
  p: RulesetParams,
  game?: GameCode,
): Rejection | null {
  const shape = levelShapeProblems(levels, game);
  if (shape.length)
    return {
      code: 'INVALID_LEVEL_STRUCTURE',
      ruleRef: p.levelStructure.cite,
      message: shape.map((x) => `${x.field}: ${x.message}`).join(' '),
    };
  const b = p.breaks.value;
  const cite = p.breaks.cite;
  let sinceBreak = 0;
  let today = 0;
  let from = 1;
  for (const l of levels) {
    sinceBreak += l.durationMinutes;
    today += l.durationMinutes;
    const brk = l.breakAfterMinutes ?? 0;
    if (brk > 0 && brk < b.minBreakMinutes)
      return {
        code: 'BREAK_TOO_SHORT',
        ruleRef: cite,
        message: `levels[${l.level - 1}]: the break after level ${l.level} is ${brk} min; a break lasts at least ${b.minBreakMinutes} min.`,
      };
    if (b.maxPlayMinutesWithoutBreak != null && sinceBreak > b.maxPlayMinutesWithoutBreak)
      return {
        code: 'NO_BREAK_IN_TIME',
        ruleRef: cite,
        message: `levels[${l.level - 1}]: levels ${from}-${l.level} run ${sinceBreak} min without a break; at most ${b.maxPlayMinutesWithoutBreak} min of play before a break of ${b.minBreakMinutes} min.`,
      };
    if (b.maxPlayMinutesPerDay != null && today > b.maxPlayMinutesPerDay)
      return {
        code: 'DAY_TOO_LONG',
        ruleRef: cite,
        message: `levels[${l.level - 1}]: a day may not exceed ${b.maxPlayMinutesPerDay / 60} h of play; mark the last level of the day (endOfDay) to spread play over several days.`,
      };
    if (brk >= b.minBreakMinutes || l.endOfDay) {
      sinceBreak = 0;
      from = l.level + 1;
    }
    if (l.endOfDay) today = 0;
  }
  return null;
}

/**
 * clock.atLeastOneOrbitPerLevel: the tables that dealt at `level` fewer hands than they seat
 * players when it ends; the level changes on time all the same (FSNP Art. 65, gap 5), so the
 * short orbit is recorded, not prevented.
 */
function shortOrbits(s: CreatedTournament, level: number, at: string): TournamentEvent[] {
  const rule = ruleset(s.config.rulesetId).clock.atLeastOneOrbitPerLevel;
  if (!rule.value || level < 1) return [];
  return openTables(s).flatMap((t) => {
    const hands = t.levelHands?.level === level ? t.levelHands.hands : 0;
    const players = playerCount(t);
    return hands > 0 && hands < players
      ? [
          event(
            'LevelEndedBeforeOrbit',
            { level, tableId: t.tableId, handsPlayed: hands, players, at },
            rule.cite,
          ),
        ]
      : [];
  });
}

/**
 * Facts the passing of time makes true, recorded when someone next touches the clock: level
 * and break starts (at their computed instants), and the close of late registration with the
 * removal of unclaimed reserved stacks at the end of level 8 (FSNP Art. 135(b); LNSE I.44).
 */
export function clockFacts(s: CreatedTournament, nowIso: string): TournamentEvent[] {
  if (!s.clock.startedAt || orbitMode(s)) return [];
  const out: TournamentEvent[] = [];
  const elapsed = elapsedAt(s, nowIso);
  const { segs } = segmentAt(s.levels, elapsed);
  const nowMs = Date.parse(nowIso);
  const atOf = (ms: number) =>
    new Date(s.clock.runningSince ? nowMs - (elapsed - ms) : nowMs).toISOString();
  let recorded = s.clock.recordedLevel;
  let recordedBreak = s.clock.recordedBreakAfter;
  for (const seg of segs) {
    if (seg.startMs > elapsed) break;
    if (seg.kind === 'level' && seg.level > recorded) {
      out.push(
        ...shortOrbits(s, seg.level - 1, atOf(seg.startMs)),
        event(
          'LevelStarted',
          { level: seg.level, at: atOf(seg.startMs) },
          ruleset(s.config.rulesetId).clock.newLevelFrom.cite,
        ),
      );
      recorded = seg.level;
    }
    if (seg.kind === 'break' && seg.level >= recorded && recordedBreak !== seg.level) {
      out.push(
        event(
          'BreakStarted',
          {
            afterLevel: seg.level,
            minutes: (seg.endMs - seg.startMs) / MIN,
            at: atOf(seg.startMs),
          },
          citationsFor(s.config.rulesetId).clock.breakStarted,
        ),
      );
      recordedBreak = seg.level;
    }
  }
  const p = paramsFor(s.config.rulesetId);
  const window = purchaseWindowsEnd(s.config);
  const end = window.value;
  if ((s.lateRegistrationOpen || s.reEntryOpen) && levelEnded(s, end, nowIso))
    out.push(
      event('LateRegistrationClosed', { at: nowIso, afterLevel: end }, window.cite),
      // LNSE I.65: late registration closing is the close of registration for the scale's band.
      ...(s.lateRegistrationOpen ? bandTableAtClose(s, nowIso) : []),
    );
  const removeAfter = p.reservedStacksRemovedAfterLevel.value;
  if (levelEnded(s, removeAfter, nowIso)) {
    const seats = Object.values(s.tables).flatMap((t) =>
      Object.entries(t.reserved).map(([seat, chips]) => ({
        tableId: t.tableId,
        seat: +seat,
        chips,
      })),
    );
    if (seats.length)
      out.push(
        event(
          'ReservedSeatStacksRemoved',
          {
            seats,
            chips: seats.reduce((a, x) => a + x.chips, 0),
            reason: 'end-of-late-registration',
          },
          p.reservedStacksRemovedAfterLevel.cite,
        ),
      );
  }
  // LNSE 123/13 I.39: absent players' stacks at the end of the first level of their day.
  out.push(...absentStackRemovals(s, nowIso));
  return out;
}

/**
 * Who may stop and restart the clock, or change the structure, is the ruleset's list
 * (`clock.pauseBy`, `clock.structureChangeBy`: FSNP Art. 62-63 the director; LNSE 123/13 III.5,
 * II.47 the Direction, director and supervisors). The command admits every role any ruleset
 * names; this refuses the others under the ruleset in force.
 */
function notYours(who: Cited<readonly Role[]>, role: string, act: string) {
  return who.value.includes(role as Role)
    ? null
    : reject(
        'NOT_YOURS_TO_DECIDE',
        who.cite,
        `Only the ${who.value.join(' or the ')} may ${act} under these rules.`,
      );
}

export const clock: Slice = {
  commands: {
    PauseClock: {
      roles: ['director', 'floor'],
      decide(c, s, ctx) {
        const no =
          notRunning(s) ??
          notYours(ruleset(s.config.rulesetId).clock.pauseBy, ctx.actor.role, 'stop the clock');
        if (no) return no;
        if (!s.clock.runningSince)
          return reject(
            'CLOCK_ALREADY_PAUSED',
            citationsFor(s.config.rulesetId).clock.pause,
            'The clock is already stopped.',
          );
        if (!c.reason.trim())
          return reject(
            'REASON_REQUIRED',
            citationsFor(s.config.rulesetId).clock.pause,
            'The director stops the clock to sort out a problem: say which, for the record.',
          );
        // LNSE 123/13 I.6: a suspension for force majeure needs the regulator's consent first.
        const consent = c.forceMajeure
          ? useConsent(s, 'suspend', 'PauseClock', ctx.now)
          : ({ ok: true, events: [] } as const);
        if (!consent.ok) return consent.decision;
        return accept(
          ...consent.events,
          ...clockFacts(s, ctx.now),
          event(
            'ClockPaused',
            { at: ctx.now, reason: c.reason.trim() },
            citationsFor(s.config.rulesetId).clock.pause,
          ),
        );
      },
    },
    ResumeClock: {
      roles: ['director', 'floor'],
      decide(_c, s, ctx) {
        const no =
          notRunning(s) ??
          notYours(ruleset(s.config.rulesetId).clock.pauseBy, ctx.actor.role, 'restart the clock');
        if (no) return no;
        if (s.dayClosed)
          return reject(
            'DAY_CLOSED',
            ruleset(s.config.rulesetId).multiDay.resume.cite,
            'The day is closed: resume play with the next day’s redraw, not the clock.',
          );
        if (s.clock.runningSince)
          return reject(
            'CLOCK_RUNNING',
            citationsFor(s.config.rulesetId).clock.pause,
            'The clock is already running.',
          );
        return accept(
          event('ClockResumed', { at: ctx.now }, citationsFor(s.config.rulesetId).clock.pause),
        );
      },
    },
    ModifyLevelStructure: {
      roles: ['director', 'floor'],
      decide(c, s, ctx) {
        // Issue 19: the published structure may change from creation on (Art. 67 gives no
        // moment), so only a finished or cancelled tournament refuses outright.
        const no =
          structureClosed(s) ??
          notYours(
            ruleset(s.config.rulesetId).clock.structureChangeBy,
            ctx.actor.role,
            'change the level structure',
          );
        if (no) return no;
        const started = s.status === 'running';
        if (!c.reason.trim())
          return reject(
            'REASON_REQUIRED',
            citationsFor(s.config.rulesetId).clock.structureChange,
            'The director changes the structure for the field or the time left: record why.',
          );
        const current = started ? clockAt(s, ctx.now) : null;
        // The level in play and those before it keep their values, so the clock stays true;
        // before the start no level has been played.
        const locked = !current
          ? 0
          : current.onBreak
            ? (current.breakAfterLevel ?? 0)
            : current.level;
        const same = (a?: LevelSpec, b?: LevelSpec) => JSON.stringify(a) === JSON.stringify(b);
        for (let i = 0; i < locked; i++)
          if (!same(s.levels[i], c.levels[i]))
            return reject(
              'LEVEL_ALREADY_PLAYED',
              citationsFor(s.config.rulesetId).clock.levelPlayed,
              `Level ${i + 1} has already started; only later levels can change.`,
            );
        const problem = structureProblem(c.levels, paramsFor(s.config.rulesetId), s.config.game);
        if (problem) return { ok: false, rejection: problem };
        const fromLevel = c.levels.findIndex((l, i) => !same(l, s.levels[i])) + 1;
        if (fromLevel === 0 && c.levels.length === s.levels.length)
          return reject(
            'NOTHING_CHANGED',
            citationsFor(s.config.rulesetId).clock.structureChange,
            'The structure given is the one in force.',
          );
        // LNSE 123/13 I.6: a change forced by force majeure needs the regulator's consent; the
        // Director's own amendment (III.2 ¶5, II.47) does not, unless the ruleset says so.
        const consent = useConsent(
          s,
          'modify-structure',
          'ModifyLevelStructure',
          ctx.now,
          !!c.forceMajeure,
        );
        if (!consent.ok) return consent.decision;
        return accept(
          ...consent.events,
          event(
            'LevelStructureModified',
            {
              levels: c.levels,
              fromLevel: fromLevel || c.levels.length + 1,
              reason: c.reason.trim(),
              at: ctx.now,
              ...(started ? {} : { beforeStart: true }),
            },
            structureChangeCite(s.config.rulesetId),
          ),
        );
      },
    },
    TickClock: {
      roles: ['director', 'floor', 'system'],
      decide(_c, s, ctx) {
        const no = notRunning(s);
        if (no) return no;
        const facts = clockFacts(s, ctx.now);
        return facts.length
          ? accept(...facts)
          : reject(
              'NOTHING_TO_RECORD',
              citationsFor(s.config.rulesetId).clock.nothingToRecord,
              'The clock has not crossed a level since the last record.',
            );
      },
    },
  },
  events: {
    // The levels are the structure's as created (FSNP Art. 60), until a modification.
    TournamentCreated(s, d) {
      s.levels = d.levels;
    },
    // The clock starts with the tournament (FSNP Art. 60): play time from the start instant.
    TournamentStarted(s, d) {
      s.clock.startedAt = d.startedAt;
      s.clock.runningSince = d.startedAt;
      s.clock.elapsedMs = 0;
      s.clock.recordedLevel = 1;
    },
    // FSNP Art. 140 (heads-up): a round that restarts the levels restarts the clock at level 1.
    HeadsUpRoundDrawn(s, d) {
      if (!d.clockRestartedAt) return;
      s.clock.elapsedMs = 0;
      s.clock.runningSince = d.clockRestartedAt;
      s.clock.recordedLevel = 1;
      s.clock.recordedBreakAfter = null;
    },
    ClockPaused(s, d) {
      s.clock.elapsedMs = elapsedAt(s, d.at);
      s.clock.runningSince = null;
    },
    ClockResumed(s, d) {
      s.clock.runningSince = d.at;
    },
    LevelStructureModified(s, d) {
      s.levels = d.levels;
    },
    LevelStarted(s, d) {
      s.clock.recordedLevel = d.level;
    },
    BreakStarted(s, d) {
      s.clock.recordedBreakAfter = d.afterLevel;
    },
    ReservedSeatStacksRemoved(s, d) {
      for (const r of d.seats) delete s.tables[r.tableId]?.reserved[r.seat];
      chipsRemoved(s, d.chips);
      removeValue(s, d.chips);
    },
  },
};
