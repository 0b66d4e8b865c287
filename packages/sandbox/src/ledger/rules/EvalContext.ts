import type { AvmHooks } from '../AvmHooks';
import type { PreparedTxn } from '../decode/PreparedTxn';
import type { ApplyDataDraft } from '../eval/ApplyDataDraft';
import type { StateDelta } from '../state/StateDelta';

/** What a rule sees while applying one transaction of a group. */
export interface EvalContext {
  readonly state: StateDelta;
  readonly round: bigint;
  readonly latestTimestamp: bigint;
  readonly feeSink: string;
  readonly rewardsPool: string;
  readonly avm: AvmHooks | undefined;
  readonly group: readonly PreparedTxn[];
  readonly index: number;
  readonly applyData: ApplyDataDraft;
  readonly groupApplyData: readonly ApplyDataDraft[];
}
