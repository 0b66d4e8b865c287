import { TxnRuleError } from '../LedgerError';
import type { StateDelta } from '../state/StateDelta';
import type { EvalContext } from './EvalContext';
import { assetParamsOf, ZERO_ADDRESS } from './assetParamsOf';
import { addr } from '../../util/addr';

/**
 * Asset transfer in algod's order: clawback authority; opt-in (a zero self-transfer allocates the
 * holding, frozen if the asset is default-frozen); the move (frozen holdings refused unless
 * clawback); then close-out (not by clawback, not by the creator; the closing account's whole
 * holding goes to the close address, frozen allowed when closing to the creator).
 */
export function applyAssetTransfer(ctx: EvalContext): void {
  const p = ctx.group[ctx.index];
  const x = p?.txn.assetTransfer;
  if (p === undefined || x === undefined) return;
  const { state } = ctx;
  const id = x.assetIndex;
  let source = p.sender;
  let clawback = false;
  if (x.assetSender !== undefined) {
    const { params } = assetParamsOf(state, id);
    if (params.clawback === undefined || params.clawback !== p.sender) {
      throw new TxnRuleError(
        `clawback not allowed: sender ${p.sender}, clawback ${params.clawback ?? ZERO_ADDRESS}`,
      );
    }
    source = addr(x.assetSender);
    clawback = true;
  }
  const receiver = addr(x.receiver);
  if (x.amount === 0n && receiver === source && !clawback && state.account(source)?.assets.has(id) !== true) {
    const { params } = assetParamsOf(state, id);
    state.mutable(source).assets.set(id, { amount: 0n, frozen: params.defaultFrozen });
  }
  takeOut(state, source, id, x.amount, clawback);
  putIn(state, receiver, id, x.amount, clawback);

  if (x.closeRemainderTo === undefined) return;
  if (clawback) throw new TxnRuleError('cannot close asset by clawback');
  const closeTo = addr(x.closeRemainderTo);
  const record = state.account(source);
  if (record === undefined || record.assets.size === 0) {
    throw new TxnRuleError(
      `cannot close asset holding on account ${source} : account is not opted in asset ${id} `,
    );
  }
  if (record.createdAssets.has(id)) throw new TxnRuleError('cannot close asset ID in allocating account');
  const holding = record.assets.get(id);
  if (holding === undefined) throw new TxnRuleError(`asset ${id} not present in account ${source}`);
  const bypassFreeze = state.account(closeTo)?.createdAssets.has(id) === true;
  ctx.applyData.assetClosingAmount = holding.amount;
  takeOut(state, source, id, holding.amount, bypassFreeze);
  putIn(state, closeTo, id, holding.amount, bypassFreeze);
  state.mutable(source).assets.delete(id);
}

function takeOut(state: StateDelta, addr: string, id: bigint, amount: bigint, bypassFreeze: boolean): void {
  if (amount === 0n) return;
  const holding = state.account(addr)?.assets.get(id);
  if (holding === undefined) throw new TxnRuleError(`asset ${id} missing from ${addr}`);
  if (holding.frozen && !bypassFreeze) throw new TxnRuleError(`asset ${id} frozen in ${addr}`);
  if (holding.amount < amount)
    throw new TxnRuleError(`underflow on subtracting ${amount} from sender amount ${holding.amount}`);
  state.mutable(addr).assets.set(id, { amount: holding.amount - amount, frozen: holding.frozen });
}

function putIn(state: StateDelta, addr: string, id: bigint, amount: bigint, bypassFreeze: boolean): void {
  if (amount === 0n) return;
  const holding = state.account(addr)?.assets.get(id);
  if (holding === undefined)
    throw new TxnRuleError(`receiver error: must optin, asset ${id} missing from ${addr}`);
  if (holding.frozen && !bypassFreeze) throw new TxnRuleError('asset frozen in recipient');
  const sum = holding.amount + amount;
  if (sum >= 1n << 64n)
    throw new TxnRuleError(`overflow on adding ${amount} to receiver amount ${holding.amount}`);
  state.mutable(addr).assets.set(id, { amount: sum, frozen: holding.frozen });
}
