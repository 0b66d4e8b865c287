import type { LsigDelegation } from '@sextant/core/lsig/SavedLogicSig';
import { CheckCircle2 } from 'lucide-react';
import { LOGICSIG_LABELS as L } from '../logicSigLabels';

/** The account (classic or post-quantum) whose signature delegates the logic sig. */
export function DelegatedBy({
  delegation,
}: {
  delegation: Extract<LsigDelegation, { kind: 'sig' | 'pqsig' }>;
}) {
  return (
    <p className="flex items-start gap-1.5 text-sm text-ok" data-testid="lsig-delegated-by">
      <CheckCircle2 className="mt-0.5 size-4 shrink-0" />
      <span className="font-mono text-[12px] break-all">
        {delegation.kind === 'pqsig'
          ? L.delegatedByPQ(delegation.delegator)
          : L.delegatedBy(delegation.delegator)}
      </span>
    </p>
  );
}
