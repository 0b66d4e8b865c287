import type algosdk from 'algosdk';
import { hasSignature } from './hasSignature';
import { pqEnvelopeError } from './checkPQSig';

/**
 * Simulate's post-quantum placeholders (go: ledger/simulation/simulator.go): with
 * `allow-empty-signatures`, a `pqsig` with empty signature bytes and nothing else stands for a
 * signature still to come (algosdk's `emptyTxnSigner`), and so does an empty `pqsig` inside a
 * delegated logic sig. Their fee surcharge is charged as if signed.
 */

/** isPlaceholderPQSig. */
export function isPlaceholderPQSig(stxn: algosdk.SignedTransaction): boolean {
  return (
    stxn.sig === undefined &&
    stxn.msig === undefined &&
    stxn.lsig === undefined &&
    stxn.pqsig !== undefined &&
    stxn.pqsig.sig.length === 0
  );
}

/** isPlaceholderDelegatedPQSig. */
export function isPlaceholderDelegatedPQSig(stxn: algosdk.SignedTransaction): boolean {
  const l = stxn.lsig;
  return (
    stxn.sig === undefined &&
    stxn.msig === undefined &&
    stxn.pqsig === undefined &&
    l !== undefined &&
    l.logic.length > 0 &&
    l.sig === undefined &&
    l.msig === undefined &&
    l.lmsig === undefined &&
    l.pqsig !== undefined &&
    l.pqsig.sig.length === 0
  );
}

/** txnNeedsSyntheticSignature: what simulate signs for (and `fix-signers` re-authorizes). */
export function needsSyntheticSignature(stxn: algosdk.SignedTransaction): boolean {
  return !hasSignature(stxn) || isPlaceholderPQSig(stxn) || isPlaceholderDelegatedPQSig(stxn);
}

/**
 * validatePlaceholderPQSig: the scheme alone for a scheme-only placeholder (no public key) or with
 * `fix-signers`, else the whole envelope against the authorizer. Undefined: a valid placeholder.
 */
export function placeholderError(
  pqsig: NonNullable<algosdk.SignedTransaction['pqsig']>,
  authorizer: Uint8Array,
  fixSigners: boolean,
): string | undefined {
  return pqEnvelopeError(pqsig, pqsig.pk.length === 0 || fixSigners ? undefined : authorizer);
}
