import algosdk from 'algosdk';
import type { GroupSigner } from '../signing/GroupSigner';
import { createLogicSigSigner } from '../signing/signers/createLogicSigSigner';
import { LogicSigError } from './LogicSigError';
import { LSIG_MESSAGES as M } from './lsigMessages';
import { logicSigAccountOf } from './logicSigAccountOf';
import { multisigProgress } from './multisigDelegation';
import type { SavedLogicSig } from './SavedLogicSig';

/**
 * A saved logic sig as a GroupSigner for the studio, the contract lab and the multisig page:
 * escrow or delegated, its typed arguments encoded. A multisig delegation short of its threshold
 * is refused here with the count, before algosdk's bare "verification failed".
 */
export function logicSigSignerOf(
  saved: Pick<SavedLogicSig, 'name' | 'program' | 'args' | 'delegation'>,
): GroupSigner {
  const d = saved.delegation;
  if (d?.kind === 'lmsig') {
    const p = multisigProgress(d);
    if (!p.complete) throw new LogicSigError('lsig-bad-signature', M.incompleteDelegation(p.have, p.need));
  }
  const account = logicSigAccountOf(algosdk.base64ToBytes(saved.program), saved.args, d);
  return createLogicSigSigner(account, `logic sig · ${saved.name}`);
}
