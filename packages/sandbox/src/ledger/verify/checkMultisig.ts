import type algosdk from 'algosdk';
import { addressString } from '../../util/addressString';
import { ed25519Verify } from '#platform/crypto';
import { sha512_256 } from '../../util/sha512_256';
import { LedgerError } from '../LedgerError';

const SIGNATURE_FAILED = "At least one signature didn't pass verification";
const MULTISIG_PREFIX = new TextEncoder().encode('MultisigAddr');

/**
 * A multisig over `message`: version 1, 1 ≤ threshold ≤ keys, the address derived from
 * (version, threshold, keys) equal to `authorizer`, at least `threshold` signatures, each valid.
 * Structural problems read `multisig validation failed: <go's crypto error>`; a bad signature,
 * the batch text.
 */
export function checkMultisig(message: Uint8Array, msig: algosdk.EncodedMultisig, authorizer: string): void {
  const fail = (reason: string): never => {
    throw new LedgerError('signature', `multisig validation failed: ${reason}`);
  };
  // go-algorand v5.0.0 crypto/multisig.go MultisigBatchPrep and MultisigAddrGenWithSubsigs, in
  // their order, with crypto/cryptoerror.go's texts.
  const first = msig.subsig[0];
  if (first === undefined || (first.pk.every((b) => b === 0) && (first.s?.length ?? 0) === 0))
    fail('Invalid number of signatures');
  if (msig.v !== 1) fail('unknown version');
  if (msig.thr === 0 || msig.thr > msig.subsig.length) fail('Invalid threshold');
  if (msig.subsig.some((s) => s.pk.length !== 32)) fail('Invalid address');
  const derived = multisigAddress(
    msig.v,
    msig.thr,
    msig.subsig.map((s) => s.pk),
  );
  if (derived !== authorizer) fail('Invalid address');
  if (msig.subsig.length > 255) fail('Invalid number of signatures');
  const signed = msig.subsig.filter((s) => s.s !== undefined && s.s.length > 0);
  if (signed.length < msig.thr) fail('Invalid number of signatures');
  for (const s of signed) {
    if (!ed25519Verify(message, s.s as Uint8Array, s.pk))
      throw new LedgerError('signature', SIGNATURE_FAILED);
  }
}

/** SHA-512/256("MultisigAddr" ‖ version ‖ threshold ‖ keys): the multisig account's key. */
export function multisigKey(version: number, threshold: number, pks: readonly Uint8Array[]): Uint8Array {
  return sha512_256(MULTISIG_PREFIX, Uint8Array.of(version, threshold), ...pks);
}

export function multisigAddress(version: number, threshold: number, pks: readonly Uint8Array[]): string {
  return addressString(multisigKey(version, threshold, pks));
}
