import { multisigProgress } from '@sextant/core/lsig/multisigDelegation';
import type { SavedLogicSig } from '@sextant/core/lsig/SavedLogicSig';
import { LOGICSIG_LABELS as L } from './logicSigLabels';

/** "escrow", "delegated", "delegated (Falcon)", "multisig 1/2": what kind of signer a saved logic sig is. */
export function logicSigKindText(s: Pick<SavedLogicSig, 'delegation'>): string {
  const d = s.delegation;
  if (d === undefined) return L.kindEscrow;
  if (d.kind === 'sig') return L.kindDelegated;
  if (d.kind === 'pqsig') return L.kindDelegatedPQ;
  const p = multisigProgress(d);
  return L.kindMultisig(p.have, p.need);
}
