/** The balancing moves the office is advised (FSNP Art. 80; LNSE I.95), as the decider checks them. */
export { suggestBalancing, type SuggestedMove } from '../tables/tables';
