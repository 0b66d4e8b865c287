import type algosdk from 'algosdk';
import { TxnRuleError } from '../LedgerError';
import type { AssetParams } from '../state/AccountData';
import type { EvalContext } from './EvalContext';
import { assetParamsOf, ZERO_ADDRESS } from './assetParamsOf';
import { optAddr } from '../../util/addr';

/**
 * Asset config: create (id = the txn counter after counting this transaction, so the creator holds
 * the whole supply), reconfigure (manager only; an address once cleared stays cleared), destroy (all
 * params empty; the creator must hold the whole supply).
 */
export function applyAssetConfig(ctx: EvalContext): void {
  const p = ctx.group[ctx.index];
  const c = p?.txn.assetConfig;
  if (p === undefined || c === undefined) return;
  const { state } = ctx;
  if (c.assetIndex === 0n) {
    const id = state.txnCounter;
    const record = state.mutable(p.sender);
    if (record.createdAssets.has(id)) throw new TxnRuleError(`already found asset with index ${id}`);
    record.createdAssets.set(id, paramsFrom(c));
    record.assets.set(id, { amount: c.total, frozen: false });
    state.setAssetCreator(id, p.sender);
    ctx.applyData.configAsset = id;
    return;
  }
  const { params, creator } = assetParamsOf(state, c.assetIndex);
  if (params.manager === undefined || params.manager !== p.sender) {
    throw new TxnRuleError(
      `this transaction should be issued by the manager. It is issued by ${p.sender}, manager key ${params.manager ?? ZERO_ADDRESS}`,
    );
  }
  const record = state.mutable(creator);
  if (isDestroy(c)) {
    const held = record.assets.get(c.assetIndex)?.amount ?? 0n;
    if (held !== params.total)
      throw new TxnRuleError(`cannot destroy asset: creator is holding only ${held}/${params.total}`);
    record.assets.delete(c.assetIndex);
    record.createdAssets.delete(c.assetIndex);
    state.setAssetCreator(c.assetIndex, undefined);
    return;
  }
  const keep = (current: string | undefined, next: algosdk.Address | undefined) =>
    current === undefined ? undefined : optAddr(next);
  const updated: AssetParams = withoutUndefined({
    ...params,
    manager: keep(params.manager, c.manager),
    reserve: keep(params.reserve, c.reserve),
    freeze: keep(params.freeze, c.freeze),
    clawback: keep(params.clawback, c.clawback),
  });
  record.createdAssets.set(c.assetIndex, updated);
}

/** A config of an existing asset with every parameter empty destroys it. */
function isDestroy(c: algosdk.AssetConfigTransactionFields): boolean {
  return (
    c.total === 0n &&
    c.decimals === 0 &&
    !c.defaultFrozen &&
    c.manager === undefined &&
    c.reserve === undefined &&
    c.freeze === undefined &&
    c.clawback === undefined &&
    !c.unitName &&
    !c.assetName &&
    !c.assetURL &&
    (c.assetMetadataHash === undefined || c.assetMetadataHash.length === 0)
  );
}

function paramsFrom(c: algosdk.AssetConfigTransactionFields): AssetParams {
  return withoutUndefined({
    total: c.total,
    decimals: c.decimals,
    defaultFrozen: c.defaultFrozen,
    unitName: c.unitName || undefined,
    assetName: c.assetName || undefined,
    url: c.assetURL || undefined,
    metadataHash:
      c.assetMetadataHash !== undefined && c.assetMetadataHash.length > 0 ? c.assetMetadataHash : undefined,
    manager: optAddr(c.manager),
    reserve: optAddr(c.reserve),
    freeze: optAddr(c.freeze),
    clawback: optAddr(c.clawback),
  });
}

/** exactOptionalPropertyTypes: optional fields are absent, never present-and-undefined. */
function withoutUndefined<T extends object>(o: { [K in keyof T]: T[K] | undefined }): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) if (v !== undefined) out[k] = v;
  return out as T;
}
