import type algosdk from 'algosdk';
import { ed25519Verify } from '#platform/crypto';
import { LedgerError } from '../LedgerError';
import type { AvmHooks } from '../AvmHooks';
import type { PreparedTxn } from '../decode/PreparedTxn';
import { requiresAvm } from '../requiresAvm';
import { checkMultisig } from './checkMultisig';
import { checkLogicSigAuthority } from './checkLogicSigAuthority';
import { pqSigError } from './checkPQSig';
import { isPlaceholderDelegatedPQSig, isPlaceholderPQSig, placeholderError } from './pqPlaceholders';
import { blameSteps } from './blame';
import { runToEnd, type Slices } from '../../avm/eval/Slices';

export const SIGNATURE_FAILED = "At least one signature didn't pass verification";

export interface SignatureOptions {
  /** Simulate's `allow-empty-signatures`: a transaction with no signature at all is let through. */
  allowEmpty?: boolean;
  avm?: AvmHooks | undefined;
  /** Single-signature results already checked elsewhere (`SignaturePool`), by group index. */
  preverified?: readonly (boolean | undefined)[] | undefined;
  /** Simulate's `fix-signers`: a post-quantum placeholder's scheme alone is checked. */
  fixSigners?: boolean;
  /**
   * The admin API's impersonation: a transaction whose sender or authorizer is unlocked passes
   * with any signature or none (its authorizer is still checked against the account's auth
   * address when it is applied).
   */
  unlocked?: ((address: string) => boolean) | undefined;
}

/**
 * Signature checks as algod's verifier makes them: exactly one kind of signature; single sigs
 * verified against the authorizer's key (`sgnr`, else the sender); multisig: version 1, threshold,
 * the address derived from (version, threshold, keys) equal to the authorizer, and at least
 * `threshold` valid subsignatures; post-quantum (`pqsig`) proofs checked in place; logic sigs: the delegation (or escrow address) checked here, the
 * program run by the AVM. Any bad ed25519 signature gives algod's batch-verifier text.
 */
export function checkSignatures(group: readonly PreparedTxn[], options: SignatureOptions = {}): void {
  runToEnd(checkSignatureSteps(group, options));
}

/** `checkSignatures` as work that pauses between slices of its logic sigs' runs (Slices.ts). */
export function* checkSignatureSteps(
  group: readonly PreparedTxn[],
  options: SignatureOptions = {},
): Slices<void> {
  // go-algorand data/transactions/verify/txn.go txnGroupBatchPrep: each transaction's checks run in
  // turn (logic sigs too) while ed25519 signatures and multisig subsignatures go to one batch,
  // verified after the loop: a bad signature is reported only if nothing else failed first.
  let batchFailed = false;
  for (let i = 0; i < group.length; i++)
    batchFailed = !(yield* blameSteps(i, checkOne(group, i, options))) || batchFailed;
  if (batchFailed) throw new LedgerError('signature', SIGNATURE_FAILED, { groupIndex: -1 });
}

/** Throws what is wrong with one transaction's signature; false: its batch signature(s) do not verify. */
function* checkOne(group: readonly PreparedTxn[], i: number, options: SignatureOptions): Slices<boolean> {
  const p = group[i] as PreparedTxn;
  // go-algorand v5.0.0 verify/txn.go txnBatchPrep: EnforceAuthAddrSenderDiff (v42).
  if (p.stxn.sgnr !== undefined && p.stxn.sgnr.equals(p.txn.sender as algosdk.Address))
    throw new LedgerError('well-formed', 'AuthAddr must be different from Sender');
  if (options.unlocked !== undefined && (options.unlocked(p.sender) || options.unlocked(p.authorizer)))
    return true;
  const { sig, msig, lsig } = p.stxn;
  if (options.allowEmpty && (yield* placeholderTakenAsUnsigned(group, i, options))) return true;
  const kinds = (sig ? 1 : 0) + (msig ? 1 : 0) + (lsig ? 1 : 0) + (p.stxn.pqsig ? 1 : 0);
  if (kinds === 0) {
    if (options.allowEmpty) return true;
    throw new LedgerError('well-formed', 'signedtxn has no sig');
  }
  if (kinds > 1) throw new LedgerError('well-formed', 'signedtxn should have only one type of signature');
  if (p.stxn.pqsig) {
    // go: data/transactions/verify/txn.go stxnCoreChecks case pqSig (verified in place, not batched).
    const err = pqSigError(p.stxn.pqsig, p.toSign, authorizerKey(p));
    if (err !== undefined) throw new LedgerError('signature', `pq signature validation failed: ${err}`);
    return true;
  }
  if (sig) {
    // algod's batch verifier fails the whole group, blaming no transaction (simulate: 400).
    return options.preverified?.[i] ?? ed25519Verify(p.toSign, sig, authorizerKey(p));
  }
  if (msig) {
    try {
      checkMultisig(p.toSign, msig, p.authorizer);
    } catch (err) {
      // Sub-signatures go to the same batch as single signatures: a bad one blames no transaction.
      if (err instanceof LedgerError && err.message === SIGNATURE_FAILED) return false;
      throw err;
    }
    return true;
  }
  if (lsig) {
    checkLogicSigAuthority(lsig, p.authorizer, authorizerKey(p));
    if (options.avm === undefined) requiresAvm(p, 'a logic signature');
    yield* options.avm.evalLogicSig({ group, index: i });
  }
  return true;
}

/**
 * go: ledger/simulation/simulator.go check: a valid post-quantum placeholder is verified as an
 * unsigned transaction (proxy-signed), a delegated one as an escrow (its program still runs).
 */
function* placeholderTakenAsUnsigned(
  group: readonly PreparedTxn[],
  i: number,
  options: SignatureOptions,
): Slices<boolean> {
  const p = group[i] as PreparedTxn;
  const fix = options.fixSigners ?? false;
  const { pqsig, lsig } = p.stxn;
  if (isPlaceholderPQSig(p.stxn) && pqsig !== undefined) {
    return placeholderError(pqsig, authorizerKey(p), fix) === undefined;
  }
  if (isPlaceholderDelegatedPQSig(p.stxn) && lsig?.pqsig !== undefined) {
    if (placeholderError(lsig.pqsig, authorizerKey(p), fix) !== undefined) return false;
    if (options.avm === undefined) requiresAvm(p, 'a logic signature');
    yield* options.avm.evalLogicSig({ group, index: i });
    return true;
  }
  return false;
}

/** The single-signature checks of a group, for `SignaturePool` (undefined where a txn has none). */
export function singleSignatureChecks(
  group: readonly PreparedTxn[],
): ({ message: Uint8Array; signature: Uint8Array; publicKey: Uint8Array } | undefined)[] {
  return group.map((p) =>
    p.stxn.sig === undefined
      ? undefined
      : { message: p.toSign, signature: p.stxn.sig, publicKey: authorizerKey(p) },
  );
}

function authorizerKey(p: PreparedTxn): Uint8Array {
  return (p.stxn.sgnr ?? (p.txn.sender as algosdk.Address)).publicKey;
}
