import { multisigProgress, type LmsigDelegation } from '@sextant/core/lsig/multisigDelegation';
import { multisigAccount } from '@sextant/core/multisig/MultisigParams';
import { CheckCircle2, Circle, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { LOGICSIG_LABELS as L } from '../logicSigLabels';

/**
 * A multisig delegation in progress: the multisig's address, each member signed or not, how many
 * more are needed, and (until complete) `signHere`, the controls for the next member to sign here.
 */
export function MultisigDelegationProgress({
  delegation,
  signHere,
}: {
  delegation: LmsigDelegation;
  signHere: ReactNode;
}) {
  const p = multisigProgress(delegation);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-xs text-muted">
        <Users className="mr-1 inline size-3.5" />
        <span className="font-mono break-all">{multisigAccount(delegation.msig)}</span>
      </p>
      <ul className="flex flex-col gap-1 text-[12px]">
        {delegation.msig.addrs.map((a, i) => (
          <li key={`${a}-${i}`} className="flex items-center gap-2">
            {delegation.sigs[i] ? (
              <CheckCircle2 className="size-3.5 shrink-0 text-ok" />
            ) : (
              <Circle className="size-3.5 shrink-0 text-muted" />
            )}
            <span className="truncate font-mono">{a}</span>
          </li>
        ))}
      </ul>
      <p className={`text-sm ${p.complete ? 'text-ok' : 'text-warn'}`} data-testid="lsig-msig-progress">
        {p.complete ? L.msigComplete : L.msigProgress(p.have, p.need)}
      </p>
      {!p.complete && (
        <>
          <p className="text-xs text-muted">{L.msigShare}</p>
          {signHere}
        </>
      )}
    </div>
  );
}
