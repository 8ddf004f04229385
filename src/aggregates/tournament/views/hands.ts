/**
 * A hand's configuration and the hand in progress at a table, as recorded: the hand history
 * replays a hand with the configuration it was dealt with, the display shows the hand in play.
 */
export { engineStepOf, handAt } from '../hands/state';
export { handConfigOf } from '../hands/lifecycle';
