import algosdk from 'algosdk';
import { runToEnd, type Slices } from '../avm/eval/Slices';
import type { AvmHooks } from './AvmHooks';
import type { PreparedTxn } from './decode/PreparedTxn';
import { requiresAvm } from './requiresAvm';
import { blame } from './verify/blame';
import { checkGroup } from './verify/checkGroup';
import { checkSignatureSteps } from './verify/checkSignatures';
import { checkWellFormed } from './verify/wellFormed';

export interface VerifyOptions {
  allowEmptySignatures?: boolean;
  /** Simulate's `fix-signers` (post-quantum placeholders then need only a known scheme). */
  fixSigners?: boolean;
  avm: AvmHooks | undefined;
  /** Single-signature results checked beforehand (`SignaturePool`), by group index. */
  preverified?: readonly (boolean | undefined)[];
  /** Addresses impersonated through the admin API (`GroupEnv.unlocked`). */
  unlocked?: ((address: string) => boolean) | undefined;
}

/**
 * Everything algod's verifier (`verify.TxnGroup`) checks before looking at state, in its order:
 * each transaction well formed, the group id, then signatures (logic sigs run here). Fees are the
 * evaluator's, checked once the group ran (`evalGroup`). Throws `LedgerError` with algod's text and
 * the index of the transaction it blames, as go's `TxGroupError.GroupIndex`.
 */
export function verifyGroup(group: readonly PreparedTxn[], options: VerifyOptions): void {
  runToEnd(verifyGroupSteps(group, options));
}

/** `verifyGroup` as work that pauses between slices of its logic sigs' runs (simulate, Slices.ts). */
export function* verifyGroupSteps(group: readonly PreparedTxn[], options: VerifyOptions): Slices<void> {
  group.forEach((p, i) => {
    blame(i, () => checkWellFormed(p));
    if (p.txn.type === algosdk.TransactionType.appl && options.avm === undefined)
      requiresAvm(p, 'an application call');
  });
  checkGroup(group);
  yield* checkSignatureSteps(group, {
    allowEmpty: options.allowEmptySignatures ?? false,
    avm: options.avm,
    preverified: options.preverified,
    fixSigners: options.fixSigners ?? false,
    unlocked: options.unlocked,
  });
}
