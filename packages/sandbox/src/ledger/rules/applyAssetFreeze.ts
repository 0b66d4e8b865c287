import { TxnRuleError } from '../LedgerError';
import type { EvalContext } from './EvalContext';
import { assetParamsOf, ZERO_ADDRESS } from './assetParamsOf';
import { addr } from '../../util/addr';

/** Freeze or unfreeze one account's holding; only the asset's freeze address may. */
export function applyAssetFreeze(ctx: EvalContext): void {
  const p = ctx.group[ctx.index];
  const f = p?.txn.assetFreeze;
  if (p === undefined || f === undefined) return;
  const { params } = assetParamsOf(ctx.state, f.assetIndex);
  if (params.freeze === undefined || params.freeze !== p.sender) {
    throw new TxnRuleError(`freeze not allowed: sender ${p.sender}, freeze ${params.freeze ?? ZERO_ADDRESS}`);
  }
  const target = addr(f.freezeAccount);
  const holding = ctx.state.account(target)?.assets.get(f.assetIndex);
  if (holding === undefined) throw new TxnRuleError('asset not found in account');
  ctx.state.mutable(target).assets.set(f.assetIndex, { amount: holding.amount, frozen: f.frozen });
}
