import algosdk from 'algosdk';
import type { PQKey } from '../pq/PQKey';
import { pqSignersOf } from '../signing/signers/createPQKeySigner';
import { LogicSigError } from './LogicSigError';
import { LSIG_MESSAGES as M } from './lsigMessages';
import type { LsigDelegation } from './SavedLogicSig';

type PQDelegation = Extract<LsigDelegation, { kind: 'pqsig' }>;

/**
 * A post-quantum account delegates the program: algosdk's delegated-lsig signer signs
 * "ProgramPQ" ‖ program (algosdk.PQ_PROGRAM_TAG; go: protocol.ProgramPQ) with the Falcon key and
 * returns the `pqsig` the node verifies (go: data/transactions/verify/txn.go, the lsig pqsig check).
 */
export async function delegateWithPQKey(program: Uint8Array, key: PQKey): Promise<PQDelegation> {
  const result = await pqSignersOf(key).delegatedLsigSigner(new algosdk.LogicSig(program));
  if (!('pqsig' in result)) throw new LogicSigError('lsig-bad-signature', M.badSignature);
  const { sch, slt, pk, sig } = result.pqsig;
  return {
    kind: 'pqsig',
    delegator: result.address.toString(),
    scheme: algosdk.bytesToBase64(sch),
    salt: slt,
    publicKey: algosdk.bytesToBase64(pk),
    sig: algosdk.bytesToBase64(sig),
  };
}
