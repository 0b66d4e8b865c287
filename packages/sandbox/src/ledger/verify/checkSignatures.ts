import algosdk from 'algosdk';
import { addressString } from '../../util/addressString';
import { ed25519Verify } from '../../util/ed25519Verify';
import { sha512_256 } from '../../util/sha512_256';
import { LedgerError } from '../LedgerError';
import type { AvmHooks } from '../AvmHooks';
import type { PreparedTxn } from '../decode/PreparedTxn';
import { requiresAvm } from '../requiresAvm';

export const SIGNATURE_FAILED = "At least one signature didn't pass verification";

export interface SignatureOptions {
  /** Simulate's `allow-empty-signatures`: a transaction with no signature at all is let through. */
  allowEmpty?: boolean;
  avm?: AvmHooks | undefined;
}

/**
 * Signature checks as algod's verifier makes them: exactly one kind of signature; single sigs
 * verified against the authorizer's key (`sgnr`, else the sender); multisig: version 1, threshold,
 * the address derived from (version, threshold, keys) equal to the authorizer, and at least
 * `threshold` valid subsignatures; logic sigs go to the AVM. Any bad ed25519 signature gives
 * algod's batch-verifier text.
 */
export function checkSignatures(group: readonly PreparedTxn[], options: SignatureOptions = {}): void {
  for (let i = 0; i < group.length; i++) {
    const p = group[i] as PreparedTxn;
    const { sig, msig, lsig } = p.stxn;
    const kinds = (sig ? 1 : 0) + (msig ? 1 : 0) + (lsig ? 1 : 0) + (p.stxn.pqsig ? 1 : 0);
    if (kinds === 0) {
      if (options.allowEmpty) continue;
      throw new LedgerError('well-formed', 'signedtxn has no sig');
    }
    if (kinds > 1) throw new LedgerError('well-formed', 'signedtxn should have only one type of signature');
    if (p.stxn.pqsig) throw new LedgerError('unsupported', `transaction ${p.txid}: post-quantum signatures are not supported by the sandbox`);
    if (lsig) {
      if (options.avm === undefined) requiresAvm(p, 'a logic signature');
      options.avm.evalLogicSig({ group, index: i });
      continue;
    }
    if (sig) {
      const signer = p.stxn.sgnr ?? p.txn.sender;
      if (!ed25519Verify(p.toSign, sig, signer.publicKey)) {
        throw new LedgerError('signature', SIGNATURE_FAILED);
      }
      continue;
    }
    if (msig) checkMultisig(p, msig);
  }
}

function checkMultisig(p: PreparedTxn, msig: algosdk.EncodedMultisig): void {
  const fail = (reason: string): never => {
    throw new LedgerError('signature', `multisig validation failed: ${reason}`);
  };
  if (msig.v !== 1) fail(`unsupported multisig version ${msig.v}`);
  if (msig.subsig.length === 0 || msig.thr === 0 || msig.thr > msig.subsig.length) fail('invalid number of signatures');
  if (msig.subsig.length > 255) fail('invalid number of signatures');
  if (msig.subsig.some((s) => s.pk.length !== 32)) fail('invalid address');
  const derived = multisigAddress(msig.v, msig.thr, msig.subsig.map((s) => s.pk));
  if (derived !== p.authorizer) fail(`the multisig address ${derived} is not the authorizer ${p.authorizer}`);
  const signed = msig.subsig.filter((s) => s.s !== undefined && s.s.length > 0);
  if (signed.length < msig.thr) fail('invalid number of signatures');
  for (const s of signed) {
    if (!ed25519Verify(p.toSign, s.s as Uint8Array, s.pk)) throw new LedgerError('signature', SIGNATURE_FAILED);
  }
}

const MULTISIG_PREFIX = new TextEncoder().encode('MultisigAddr');

/** SHA-512/256("MultisigAddr" ‖ version ‖ threshold ‖ keys), as an address. */
export function multisigAddress(version: number, threshold: number, pks: readonly Uint8Array[]): string {
  return addressString(sha512_256(MULTISIG_PREFIX, Uint8Array.of(version, threshold), ...pks));
}
