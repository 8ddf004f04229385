/**
 * A heads-up pyramid is started by its pair draw, never by the table seat draw (FSNP Art.
 * 140.3(b)): StartTournament refuses it and points the director to StartHeadsUpBracket.
 */
import { given } from '../../support/given';
import {
  catalogStack,
  createCmd,
  Scenario,
  STRUCTURE_A,
  T,
} from '../../support/tournament-fixtures';

const registeredFour = (tournamentType: string) =>
  new Scenario(7).setup(
    createCmd({
      tournamentType,
      startingStack: catalogStack(tournamentType),
      levels: STRUCTURE_A,
      buyIn: { prizeFund: 10000, fee: 2000 },
    }),
    4,
    false,
  ).events;

describe('StartTournament and the heads-up pyramid (FSNP Art. 140.3)', () => {
  it('FSNP Art. 140.3(b): StartTournament refuses a heads-up tournament and names StartHeadsUpBracket', () => {
    const r = given(...registeredFour('HU'))
      .when({ type: 'StartTournament', tournamentId: T })
      .rejects('USE_HEADS_UP_BRACKET', 'FSNP Art. 140.3');
    expect(r.message).toContain('StartHeadsUpBracket');
  });

  it('FSNP Art. 140.3(b): the same four registered players are drawn into pairs by StartHeadsUpBracket', () => {
    given(...registeredFour('HU'))
      .when({ type: 'StartHeadsUpBracket', tournamentId: T })
      .then(
        { type: 'TournamentStarted' },
        { type: 'HeadsUpRoundDrawn', data: expect.objectContaining({ round: 1, bracketSize: 4 }) },
        { type: 'ButtonDrawConducted' },
        { type: 'ButtonDrawConducted' },
      );
  });

  it('FSNP Art. 33: a freezeout of four is still started by the seat draw', () => {
    const { decision } = given(...registeredFour('FZ')).when({
      type: 'StartTournament',
      tournamentId: T,
    });
    expect(decision.ok && decision.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['TournamentStarted', 'SeatDrawConducted', 'ButtonDrawConducted']),
    );
  });
});
