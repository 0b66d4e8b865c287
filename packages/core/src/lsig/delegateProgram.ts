import algosdk from 'algosdk';
import nacl from 'tweetnacl';
import type { KmdClient } from '../kmd/KmdClient';
import { multisigAccount } from '../multisig/MultisigParams';
import { LogicSigError } from './LogicSigError';
import { LSIG_MESSAGES as M } from './lsigMessages';
import { addMemberSignature, type LmsigDelegation } from './multisigDelegation';
import { delegationMessage, multisigDelegationMessage } from './programMessages';
import type { LsigDelegation } from './SavedLogicSig';

type SigDelegation = Extract<LsigDelegation, { kind: 'sig' }>;

/** The account behind a recovery phrase delegates the program (test networks only: the screen decides). */
export function delegateWithSecretKey(program: Uint8Array, secretKey: Uint8Array): SigDelegation {
  const delegator = algosdk.encodeAddress(secretKey.subarray(32));
  const sig = nacl.sign.detached(delegationMessage(program), secretKey);
  return { kind: 'sig', delegator, sig: algosdk.bytesToBase64(sig) };
}

/** kmd signs the delegation with the key it holds for `address` (`/v1/program/sign`). */
export async function delegateWithKmd(
  kmd: KmdClient,
  wallet: string,
  password: string,
  program: Uint8Array,
  address: string,
): Promise<SigDelegation> {
  const sig = await kmd.withWallet(wallet, password, (s) => s.signProgram(program, address));
  if (!nacl.sign.detached.verify(delegationMessage(program), sig, algosdk.decodeAddress(address).publicKey))
    throw new LogicSigError('lsig-bad-signature', M.badSignature);
  return { kind: 'sig', delegator: address, sig: algosdk.bytesToBase64(sig) };
}

/** One multisig member's turn with a recovery phrase: signs the lmsig message and adds it. */
export function memberSignWithSecretKey(
  program: Uint8Array,
  delegation: LmsigDelegation,
  secretKey: Uint8Array,
): LmsigDelegation {
  const member = algosdk.encodeAddress(secretKey.subarray(32));
  if (!delegation.msig.addrs.includes(member))
    throw new LogicSigError('lsig-not-member', M.notAMember(member));
  const msigKey = algosdk.decodeAddress(multisigAccount(delegation.msig)).publicKey;
  const sig = nacl.sign.detached(multisigDelegationMessage(program, msigKey), secretKey);
  return addMemberSignature(program, delegation, member, sig);
}

/** One multisig member's turn with kmd (`/v1/multisig/signprogram`, lmsig form). */
export async function memberSignWithKmd(
  kmd: KmdClient,
  wallet: string,
  password: string,
  program: Uint8Array,
  delegation: LmsigDelegation,
  member: string,
): Promise<LmsigDelegation> {
  if (!delegation.msig.addrs.includes(member))
    throw new LogicSigError('lsig-not-member', M.notAMember(member));
  const sig = await kmd.withWallet(wallet, password, (s) =>
    s.signProgramMultisig(program, delegation.msig, member),
  );
  return addMemberSignature(program, delegation, member, sig);
}
