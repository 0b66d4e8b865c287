import { TxnRuleError } from '../LedgerError';
import { AccountData } from '../state/AccountData';
import type { EvalContext } from './EvalContext';
import { moveAlgos } from './moveAlgos';
import { addr } from '../../util/addr';

/**
 * Payment: amount to the receiver, then (close-remainder-to) everything left to the close address,
 * recorded as the closing amount; the closed account is emptied (it may hold nothing else).
 */
export function applyPayment(ctx: EvalContext): void {
  const p = ctx.group[ctx.index];
  const pay = p?.txn.payment;
  if (p === undefined || pay === undefined) return;
  const sender = p.sender;
  moveAlgos(ctx.state, sender, addr(pay.receiver), pay.amount);
  if (pay.closeRemainderTo === undefined) return;
  const closeTo = addr(pay.closeRemainderTo);
  const record = ctx.state.mutable(sender);
  if (record.assets.size > 0)
    throw new TxnRuleError(`cannot close: ${record.assets.size} outstanding assets`);
  if (record.createdAssets.size > 0)
    throw new TxnRuleError(`cannot close: ${record.createdAssets.size} outstanding created assets`);
  if (record.appsLocal.size > 0) {
    throw new TxnRuleError(
      `cannot close: ${record.appsLocal.size} outstanding applications opted in. Please opt out or clear them`,
    );
  }
  if (record.createdApps.size > 0)
    throw new TxnRuleError(`cannot close: ${record.createdApps.size} outstanding created applications`);
  if (record.totalBoxes > 0n) throw new TxnRuleError(`cannot close: ${record.totalBoxes} outstanding boxes`);
  const remainder = record.amount;
  ctx.applyData.closingAmount = remainder;
  moveAlgos(ctx.state, sender, closeTo, remainder);
  // algod clears the whole record (status, keys, auth address) so the account can be deleted.
  Object.assign(ctx.state.mutable(sender), new AccountData());
}
