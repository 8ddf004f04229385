/** The hand-play capability (issue 5), as the slices the tournament decider composes. */
import { betCorrections } from './bet-corrections';
import { handCorrections } from './corrections';
import { handLifecycle } from './lifecycle';
import { handTiming } from './timing';
import { misdealDelegation } from './misdeal-delegation';
import { potAwardCorrections } from './pot-award-corrections';
import type { Slice } from '../slice';
import { standings } from '../standings/standings';

/** By name, for the decider's registry (index.ts) and its order of shared events. */
export const handSlices: Readonly<Record<string, Slice>> = {
  handLifecycle,
  handCorrections,
  betCorrections,
  potAwardCorrections,
  handTiming,
  misdealDelegation,
  standings,
};
