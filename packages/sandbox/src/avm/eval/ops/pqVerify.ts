/**
 * `falcon_verify` (v12) and `vrf_verify` (v7): go-algorand data/transactions/logic/crypto.go
 * opFalconVerify and opVrfVerify, over the sandbox's det1024 Falcon and draft-03 VRF.
 */
import { FALCON_PUBLIC_KEY_SIZE, falcon1024Verify } from '../../../crypto/falcon1024';
import { VRF_OUTPUT_SIZE, VRF_PROOF_SIZE, VRF_PUBKEY_SIZE, vrfVerify } from '../../../crypto/vrfAlgorand';
import { AvmError } from '../AvmError';
import type { OpFn } from '../Instr';

/** data, signature, public key → whether the det1024 signature verifies (a bad signature is just false). */
const falconVerify: OpFn = (cx) => {
  const s = cx.stack;
  const pk = s.pop() as Uint8Array;
  const sig = s.pop() as Uint8Array;
  const data = s[s.length - 1] as Uint8Array;
  if (pk.length !== FALCON_PUBLIC_KEY_SIZE) {
    throw new AvmError(`invalid public key size ${pk.length} != ${FALCON_PUBLIC_KEY_SIZE}`);
  }
  s[s.length - 1] = falcon1024Verify(pk, data, sig) ? 1 : 0;
};

/** data, proof, public key → output (64 zero bytes when unverified), verified. */
const vrfVerifyOp: OpFn = (cx, ins) => {
  const s = cx.stack;
  const pk = s.pop() as Uint8Array;
  const proof = s.pop() as Uint8Array;
  const data = s[s.length - 1] as Uint8Array;
  if (proof.length !== VRF_PROOF_SIZE)
    throw new AvmError(`vrf proof wrong size ${proof.length} != ${VRF_PROOF_SIZE}`);
  if (pk.length !== VRF_PUBKEY_SIZE)
    throw new AvmError(`vrf pubkey wrong size ${pk.length} != ${VRF_PUBKEY_SIZE}`);
  const f = ins.field;
  if (f === undefined || f.version > cx.version) throw new AvmError(`invalid VRF standard ${ins.imm[0]}`);
  const out = vrfVerify(pk, proof, data);
  s[s.length - 1] = out ?? new Uint8Array(VRF_OUTPUT_SIZE);
  s.push(out === undefined ? 0 : 1);
};

export const PQ_VERIFY_OPS: Readonly<Record<string, OpFn>> = {
  falcon_verify: falconVerify,
  vrf_verify: vrfVerifyOp,
};
