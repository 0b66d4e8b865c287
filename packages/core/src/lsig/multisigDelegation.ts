import algosdk from 'algosdk';
import nacl from 'tweetnacl';
import { multisigAccount, type MultisigParams } from '../multisig/MultisigParams';
import { LogicSigError } from './LogicSigError';
import { LSIG_MESSAGES as M } from './lsigMessages';
import { multisigDelegationMessage } from './programMessages';
import type { LsigDelegation } from './SavedLogicSig';

export type LmsigDelegation = Extract<LsigDelegation, { kind: 'lmsig' }>;

/** An empty lmsig delegation: every member's place open. */
export function startMultisigDelegation(msig: MultisigParams): LmsigDelegation {
  multisigAccount(msig);
  return { kind: 'lmsig', msig: { ...msig, addrs: [...msig.addrs] }, sigs: msig.addrs.map(() => null) };
}

/**
 * Puts one member's signature (64 bytes over "MsigProgram" ‖ multisig address ‖ program) in its
 * place after checking it, so a bad or foreign signature never reaches the network. A member
 * listed twice fills every place of theirs, as algosdk does.
 */
export function addMemberSignature(
  program: Uint8Array,
  delegation: LmsigDelegation,
  member: string,
  signature: Uint8Array,
): LmsigDelegation {
  const positions = delegation.msig.addrs.flatMap((a, i) => (a === member ? [i] : []));
  if (positions.length === 0) throw new LogicSigError('lsig-not-member', M.notAMember(member));
  const msigKey = algosdk.decodeAddress(multisigAccount(delegation.msig)).publicKey;
  const message = multisigDelegationMessage(program, msigKey);
  if (
    signature.length !== 64 ||
    !nacl.sign.detached.verify(message, signature, algosdk.decodeAddress(member).publicKey)
  ) {
    throw new LogicSigError('lsig-bad-signature', M.memberSignatureBad(member));
  }
  const b64 = algosdk.bytesToBase64(signature);
  const sigs = [...delegation.sigs];
  for (const i of positions) {
    const had = sigs[i];
    if (had !== null && had !== undefined && had !== b64)
      throw new LogicSigError('lsig-conflict', M.memberSignatureConflict(member));
    sigs[i] = b64;
  }
  return { ...delegation, sigs };
}

/**
 * Two members' turns of the same delegation into one (signatures collected in separate browsers
 * or files). Refuses a different multisig; a member signing differently in each is a conflict.
 */
export function mergeMultisigDelegations(
  program: Uint8Array,
  a: LmsigDelegation,
  b: LmsigDelegation,
): LmsigDelegation {
  if (multisigAccount(a.msig) !== multisigAccount(b.msig))
    throw new LogicSigError('lsig-other-program', M.otherProgram);
  let out = a;
  b.sigs.forEach((s, i) => {
    const member = b.msig.addrs[i];
    if (s !== null && member !== undefined)
      out = addMemberSignature(program, out, member, algosdk.base64ToBytes(s));
  });
  return out;
}

/** How many signatures are in, of how many the threshold needs. */
export function multisigProgress(d: LmsigDelegation): { have: number; need: number; complete: boolean } {
  const have = d.sigs.filter((s) => s !== null).length;
  return { have, need: d.msig.threshold, complete: have >= d.msig.threshold };
}
