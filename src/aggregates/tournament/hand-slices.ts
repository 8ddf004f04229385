/** The hand-play capability (issue 5), as the slices the tournament decider composes. */
import { handCorrections } from './hand-corrections';
import { handLifecycle } from './hand-lifecycle';
import { handTiming } from './hand-timing';
import { misdealDelegation } from './misdeal-delegation';
import { potAwardCorrections } from './pot-award-corrections';
import type { Slice } from './slice';
import { standings } from './standings';

/** By name, for the decider's registry (index.ts) and its order of shared events. */
export const handSlices: Readonly<Record<string, Slice>> = {
  handLifecycle,
  handCorrections,
  potAwardCorrections,
  handTiming,
  misdealDelegation,
  standings,
};
