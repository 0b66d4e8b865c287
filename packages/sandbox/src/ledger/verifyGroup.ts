import algosdk from 'algosdk';
import type { AvmHooks } from './AvmHooks';
import type { PreparedTxn } from './decode/PreparedTxn';
import { requiresAvm } from './requiresAvm';
import { checkFees } from './verify/checkFees';
import { checkGroup } from './verify/checkGroup';
import { checkSignatures } from './verify/checkSignatures';
import { checkWellFormed } from './verify/wellFormed';

export interface VerifyOptions {
  allowEmptySignatures?: boolean;
  avm: AvmHooks | undefined;
}

/**
 * Everything algod checks before looking at state, in its order: each transaction well formed,
 * the group id, pooled fees, then signatures. Throws `LedgerError` with algod's text.
 */
export function verifyGroup(group: readonly PreparedTxn[], options: VerifyOptions): void {
  for (const p of group) {
    checkWellFormed(p);
    if (p.txn.type === algosdk.TransactionType.appl && options.avm === undefined)
      requiresAvm(p, 'an application call');
  }
  checkGroup(group);
  checkFees(group);
  checkSignatures(group, { allowEmpty: options.allowEmptySignatures ?? false, avm: options.avm });
}
