/**
 * Issue 23: fixed-limit Hold'em (FT) in tournaments. A level played FT names its small and big
 * bet (PHH.md 5 `small_bet`, `big_bet`); the ruleset caps the bets and raises of a betting round
 * (`game.fixedLimit.raiseCap`) and says whether the cap still holds heads-up
 * (`game.fixedLimit.capLiftedHeadsUp`). Four players at seats 2, 5, 6, 8, button on 2: seat 5
 * posts the small blind, seat 6 the big blind, seat 8 acts first pre-flop.
 */
import type { CreateTournament } from '../../../src/aggregates/tournament/commands';
import type { LevelSpec } from '../../../src/events/tournament-events';
import type { RulesetId } from '../../../src/rules/types';
import { getRuleset } from '../../../src/rules/registry';
import { flipParameter } from '../../support/flip-parameter';
import { currentHandView } from '../../../src/api/hands/hand-views';
import { handToPhh } from '../../../src/projections/hand-history/export';
import { HandHistoryProjection } from '../../../src/projections/hand-history/model';
import { parsePhh } from '../../../src/poker/phh/parse';
import { replayPhh } from '../../../src/poker/phh/replay';
import { Scenario, T, createCmd } from '../../support/tournament-fixtures';
import { DEALER, ofType, storedEvents, Table } from './support';

/** 100/200 blinds, bets of 200 pre-flop and on the flop and 400 on the turn and river. */
const FT_LEVELS: LevelSpec[] = [
  {
    level: 1,
    smallBlind: 100,
    bigBlind: 200,
    ante: 0,
    durationMinutes: 20,
    smallBet: 200,
    bigBet: 400,
  },
  {
    level: 2,
    smallBlind: 200,
    bigBlind: 400,
    ante: 0,
    durationMinutes: 20,
    smallBet: 400,
    bigBet: 800,
  },
];

const ftTable = (over: Partial<CreateTournament> = {}) => {
  const t = new Table({ game: 'FT', levels: FT_LEVELS, ...over }).as(DEALER);
  t.start();
  t.post();
  return t;
};

/** Pre-flop: seats 8, 2, 5 and 6 raise in turn (to 400, 600, 800, 1,000): four bets and raises. */
function fourRaises(t: Table): void {
  t.act(8, 'raise', 400);
  t.act(2, 'raise', 600);
  t.act(5, 'raise', 800);
  t.act(6, 'raise', 1000);
}

/** Pre-flop with two players left: seat 8 and the big blind raise in turn, four times in all. */
function fourRaisesHeadsUp(t: Table): void {
  t.act(8, 'raise', 400);
  t.act(2, 'fold');
  t.act(5, 'fold');
  t.act(6, 'raise', 600);
  t.act(8, 'raise', 800);
  t.act(6, 'raise', 1000);
}

const created = (levels: LevelSpec[], game?: CreateTournament['game']) =>
  new Scenario().try(createCmd({ levels, ...(game ? { game } : {}) }));

describe('issue 23: a fixed-limit level names its bets (FSNP Art. 60, 66: the published structure)', () => {
  it('given an FT tournament whose level 1 names no small bet, when it is created, then it is refused naming levels[0].smallBet', () => {
    const { smallBet: _s, ...noSmall } = FT_LEVELS[0];
    const r = created([noSmall, FT_LEVELS[1]], 'FT');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.rejection.code).toBe('INVALID_LEVEL_STRUCTURE');
    expect(r.rejection.message).toContain('levels[0].smallBet');
    expect(r.rejection.message).toContain('fixed-limit');
  });

  it('given an NT tournament whose level 2 names FT without its big bet, when it is created, then it is refused naming levels[1].bigBet', () => {
    const { bigBet: _b, ...noBig } = FT_LEVELS[1];
    const r = created([{ ...createCmd().levels[0] }, { ...noBig, game: 'FT' }]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.rejection.message).toContain('levels[1].bigBet');
    expect(r.rejection.message).not.toContain('levels[0]');
  });

  it('given a no-limit level that names a small bet, when the tournament is created, then it is refused: only fixed-limit levels have bets', () => {
    const r = created([{ ...createCmd().levels[0], smallBet: 200 }]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.message).toContain('levels[0].smallBet');
  });

  it('FSNP Art. 67: a later change of the structure of an FT tournament is checked the same way: level 2 without its small bet is refused', () => {
    const t = new Table({ game: 'FT', levels: FT_LEVELS }).as({ id: 'td-1', role: 'director' });
    const { smallBet: _s, ...noSmall } = FT_LEVELS[1];
    const change = (levels: LevelSpec[]) =>
      t.try({ type: 'ModifyLevelStructure', tournamentId: T, levels, reason: 'Field is slow' });
    const r = change([FT_LEVELS[0], { ...noSmall, durationMinutes: 30 }]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.message).toContain('levels[1].smallBet');
    expect(change([FT_LEVELS[0], { ...FT_LEVELS[1], durationMinutes: 30 }]).ok).toBe(true);
  });

  it('given both bets on the FT levels, when the tournament is created, then it is accepted and the levels keep their bets', () => {
    const t = new Table({ game: 'FT', levels: FT_LEVELS });
    expect(t.state.levels[0]).toMatchObject({ smallBet: 200, bigBet: 400 });
  });
});

describe("issue 23: an FT hand is bet fixed-limit, with the level's bets and the ruleset's cap", () => {
  it('given an FT level, when the hand is planned, then HandPlanned records fixed-limit with the bets 200/400 and the FSNP cap of 4, not lifted heads-up', () => {
    const t = new Table({ game: 'FT', levels: FT_LEVELS }).as(DEALER);
    const ev = t.start();
    expect(ofType(ev, 'HandStarted')[0].data.game).toBe('FT');
    expect(ofType(ev, 'HandPlanned')[0].data).toMatchObject({
      game: 'FT',
      structure: 'fixed-limit',
      fixedLimit: { smallBet: 200, bigBet: 400, raiseCap: 4, capLiftedHeadsUp: false },
    });
    t.post();
    expect(t.hand.engine?.config).toMatchObject({
      structure: 'fixed-limit',
      smallBet: 200,
      bigBet: 400,
      raiseCap: 4,
    });
    expect(t.hand.engine?.config.capLiftedHeadsUp).toBeUndefined();
  });

  it('PHH.md 5: pre-flop a raise is exactly one small bet: seat 8 raising to 500 is refused, to 400 accepted', () => {
    const t = ftTable();
    const r = t.tryAct(8, 'raise', 500);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.code).toBe('FIXED_LIMIT_AMOUNT');
    expect(t.tryAct(8, 'raise', 400).ok).toBe(true);
  });

  it('PHH.md 5: on the flop the bet is the small bet, 200; on the turn the big bet, 400: a bet of 600 there is refused', () => {
    const t = ftTable();
    t.act(8, 'call');
    t.act(2, 'call');
    t.act(5, 'call');
    t.act(6, 'check');
    t.board('2c 7d 9h');
    expect(t.hand.engine?.minRaise).toBe(200);
    for (const seat of [5, 6, 8, 2]) t.act(seat, 'check');
    t.board('Ks');
    expect(t.hand.engine?.minRaise).toBe(400);
    const over = t.tryAct(5, 'bet', 600);
    expect(over.ok).toBe(false);
    if (!over.ok) expect(over.rejection.code).toBe('FIXED_LIMIT_AMOUNT');
    const ev = t.act(5, 'bet', 400);
    expect(ofType(ev, 'ActionRecorded')[0].data).toMatchObject({ seat: 5, amount: 400 });
  });

  it('given a mixed structure (level 1 NT, level 2 FT), when level 2 is in force, then its hands are fixed-limit with level 2 bets', () => {
    const levels: LevelSpec[] = [
      { ...createCmd().levels[0], game: 'NT' },
      { ...FT_LEVELS[1], game: 'FT' },
    ];
    const t = new Table({ levels }).as(DEALER);
    t.start();
    expect(t.hand.plan).toMatchObject({ game: 'NT', structure: 'no-limit' });
    expect(t.hand.plan.fixedLimit).toBeUndefined();
    t.post();
    t.act(8, 'raise', 1000); // no-limit: any raise
    t.act(2, 'fold');
    t.act(5, 'fold');
    t.act(6, 'fold');
    t.complete();
    t.at(21);
    t.start();
    expect(t.hand.plan).toMatchObject({
      level: 2,
      game: 'FT',
      structure: 'fixed-limit',
      fixedLimit: { smallBet: 400, bigBet: 800 },
    });
  });
});

describe('game.fixedLimit.raiseCap', () => {
  it('ASSUMPTION (FSNP is silent on fixed-limit; cap 4 as the PHH reference engine): after four bets and raises the fifth is refused, citing the parameter', () => {
    const t = ftTable();
    fourRaises(t);
    const r = t.tryAct(8, 'raise', 1200);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.rejection.code).toBe('RAISE_CAP_REACHED');
    expect(r.rejection.ruleRef).toBe('ASSUMPTION');
    expect(t.tryAct(8, 'call').ok).toBe(true);
  });

  it('ASSUMPTION (game.fixedLimit.raiseCap flipped to no cap): the same fifth raise to 1,200 is accepted', () => {
    flipParameter('fsnp', 'game.fixedLimit.raiseCap', null, () => {
      const t = ftTable();
      fourRaises(t);
      expect(t.tryAct(8, 'raise', 1200).ok).toBe(true);
      expect(t.hand.plan.fixedLimit?.raiseCap).toBeNull();
    });
  });

  it.each<[RulesetId, string]>([
    ['club-tda', 'Club Rule 48'],
    ['lnse', 'LNSE 123/13 II.81'],
  ])('%s (%s: no cap on the number of raises): the fifth raise is accepted', (rulesetId, cite) => {
    expect(getRuleset(rulesetId)?.game.fixedLimit.raiseCap.cite).toBe(cite);
    const t = ftTable({ rulesetId });
    expect(t.hand.plan.fixedLimit?.raiseCap).toBeNull();
    fourRaises(t);
    expect(t.tryAct(8, 'raise', 1200).ok).toBe(true);
  });

  it('Club Rule 48 (game.fixedLimit.raiseCap flipped to 3 under the club): the fourth raise is refused, citing the club rule', () => {
    flipParameter('club-tda', 'game.fixedLimit.raiseCap', 3, () => {
      const t = ftTable({ rulesetId: 'club-tda' });
      t.act(8, 'raise', 400);
      t.act(2, 'raise', 600);
      t.act(5, 'raise', 800);
      const r = t.tryAct(6, 'raise', 1000);
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.rejection).toMatchObject({ code: 'RAISE_CAP_REACHED', ruleRef: 'Club Rule 48' });
    });
  });
});

describe('game.fixedLimit.capLiftedHeadsUp', () => {
  it('ASSUMPTION (FSNP: the cap holds heads-up, as the PHH reference engine): two players left, the fifth raise is refused', () => {
    const t = ftTable();
    fourRaisesHeadsUp(t);
    const r = t.tryAct(8, 'raise', 1200);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.code).toBe('RAISE_CAP_REACHED');
  });

  it('ASSUMPTION (game.fixedLimit.capLiftedHeadsUp flipped): two players left, the fifth raise to 1,200 is accepted; with three left it would not be', () => {
    flipParameter('fsnp', 'game.fixedLimit.capLiftedHeadsUp', true, () => {
      const t = ftTable();
      expect(t.hand.plan.fixedLimit?.capLiftedHeadsUp).toBe(true);
      fourRaisesHeadsUp(t);
      expect(t.tryAct(8, 'raise', 1200).ok).toBe(true);
      const three = ftTable();
      fourRaises(three);
      expect(three.tryAct(8, 'raise', 1200).ok).toBe(false);
    });
  });
});

describe('issue 23: an FT tournament hand exported as PHH (PHH.md 3.1, 5)', () => {
  it("PHH.md 5: the hand is written as variant 'FT' with the level's small_bet and big_bet and replays to the same stacks", () => {
    const t = ftTable();
    t.deal({ 5: 'AsAh', 6: 'KsKh', 8: '2c7d', 2: '3c8d' });
    t.act(8, 'fold');
    t.act(2, 'fold');
    t.act(5, 'raise', 400);
    t.act(6, 'raise', 600);
    t.act(5, 'call');
    t.board('2d5h9c');
    t.act(5, 'bet', 200);
    t.act(6, 'call');
    t.board('Jd');
    t.act(5, 'bet', 400);
    t.act(6, 'raise', 800);
    t.act(5, 'call');
    t.board('4s');
    t.act(5, 'check');
    t.act(6, 'check');
    t.show(5);
    t.show(6);
    t.complete();
    const model = new HandHistoryProjection();
    model.applyAll(storedEvents(t.events));
    const h = model.forTournament(T)[0];
    const text = handToPhh(h)!;
    expect(text).toContain("variant = 'FT'");
    expect(text).toMatch(/^small_bet = 200$/m);
    expect(text).toMatch(/^big_bet = 400$/m);
    const replayed = replayPhh(parsePhh(text)[0]);
    expect(replayed.ok).toBe(true);
    const finals = new Map(h.finalStacks.map((x) => [x.seat, x.chips]));
    expect(replayed.ok && replayed.finishingStacks).toEqual(
      h.plan!.dealtIn.map((d) => finals.get(d.seat)),
    );
    // Seat 5's aces win seat 6's 600 pre-flop, 200 on the flop and 800 on the turn.
    expect(finals.get(5)! - finals.get(6)!).toBe(2 * 1600);
  });
});

describe('issue 23: the legal actions shown for an FT hand are the ones RecordAction accepts', () => {
  const actionsOf = (t: Table) => currentHandView(T, t.hand, true, 'dealer').toAct?.actions;

  it('PHH.md 5: seat 8 with 15,000 behind may fold, call or raise one bet, not move all-in; the all-in is refused', () => {
    const t = ftTable();
    expect(actionsOf(t)).toEqual(['fold', 'call', 'raise']);
    expect(t.tryAct(8, 'all-in').ok).toBe(false);
  });

  it('FSNP Art. 85: the same seat in a no-limit hand may move all-in', () => {
    const t = new Table().as(DEALER);
    t.start();
    t.post();
    expect(actionsOf(t)).toEqual(['fold', 'call', 'raise', 'all-in']);
    expect(t.tryAct(8, 'all-in').ok).toBe(true);
  });
});
