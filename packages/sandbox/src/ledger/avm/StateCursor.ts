import type { StateDelta } from '../state/StateDelta';

/**
 * The delta the AVM is writing right now. Inner groups and clear-state programs swap in a nested
 * delta for their run and put the outer one back, so holders read `state` at each use.
 */
export interface StateCursor {
  state: StateDelta;
}
