import { registerEnumType } from '@nestjs/graphql';
import { GAME_CODES, GAMES, type GameCode } from '../../rules/games';

/**
 * The games of src/rules/games.ts as a GraphQL enum, named by their PHH variant codes
 * (PHH.md 3.1): the enum follows the domain's table, so a row added there appears here.
 */
export const Game: Record<string, GameCode> = Object.fromEntries(GAME_CODES.map((g) => [g, g]));
registerEnumType(Game, {
  name: 'Game',
  description: 'A game by its PHH variant code (NT, PO; FT, F7S, FO8 … as the engine grows).',
  valuesMap: Object.fromEntries(GAME_CODES.map((g) => [g, { description: GAMES[g].title }])),
});
