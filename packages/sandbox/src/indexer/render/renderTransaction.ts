import type algosdk from 'algosdk';
import type { JsonObject } from './Json';
import { addrOmitZero, b64, b64OmitZero, strOmitEmpty } from './encode';
import { renderAppCall } from './renderAppCall';
import { renderLocalDeltas, renderStateDelta } from './renderEvalDelta';
import { renderSignature } from './renderSignature';
import { renderStateProof } from './renderStateProof';
import {
  renderAssetConfig,
  renderAssetFreeze,
  renderAssetTransfer,
  renderHeartbeat,
  renderKeyreg,
  renderPayment,
} from './renderTxnFields';
import { addressText } from './addressText';

/** Where a transaction sits: inner transactions print their root's round, time and intra-round offset. */
export interface TxnPlacement {
  round: bigint;
  roundTime: bigint;
  intra: number;
}

/** What only a top-level transaction has, plus the created id when the apply data lacks it (old blocks). */
export interface RootExtras {
  txid: string;
  createdIndex?: bigint | undefined;
  /** Genesis fields the block stripped from the transaction (the txn's own win when present). */
  genesisId?: string | undefined;
  genesisHash?: Uint8Array | undefined;
}

/** The id of the asset or app an acfg/appl created, as the indexer's asset column holds it. */
export function createdIndexOf(txn: algosdk.Transaction, ad: algosdk.ApplyData): bigint | undefined {
  if (txn.assetConfig !== undefined && txn.assetConfig.assetIndex === 0n) return ad.configAsset ?? 0n;
  if (txn.applicationCall !== undefined && txn.applicationCall.appIndex === 0n) return ad.applicationID ?? 0n;
  return undefined;
}

/**
 * One transaction as algorand/indexer prints it (its converter's field rules: rewards and closing
 * amounts always present, zero digests and empty strings left out, `signature` and `id` only on
 * top-level transactions, inner transactions nested with their root's placement).
 */
export function renderTransaction(
  stxnAd: algosdk.SignedTxnWithAD,
  place: TxnPlacement,
  root: RootExtras | undefined,
): JsonObject {
  const stxn = stxnAd.signedTxn;
  const txn = stxn.txn;
  const ad = stxnAd.applyData;
  const ed = ad.evalDelta;
  const app = txn.applicationCall;
  const out: JsonObject = {
    'application-transaction': app === undefined ? undefined : renderAppCall(app),
    'asset-config-transaction': renderAssetConfig(txn),
    'asset-freeze-transaction': renderAssetFreeze(txn),
    'asset-transfer-transaction': renderAssetTransfer(txn, ad),
    'auth-addr': addrOmitZero(stxn.sgnr),
    'close-rewards': ad.closeRewards ?? 0n,
    'closing-amount': ad.closingAmount ?? 0n,
    'confirmed-round': place.round,
    fee: txn.fee,
    'first-valid': txn.firstValid,
    'genesis-hash': b64OmitZero(txn.genesisHash ?? root?.genesisHash),
    'genesis-id': strOmitEmpty(txn.genesisID || root?.genesisId),
    'global-state-delta': ed === undefined ? undefined : renderStateDelta(ed.globalDelta),
    group: b64OmitZero(txn.group),
    'heartbeat-transaction': renderHeartbeat(txn),
    id: root?.txid,
    'inner-txns':
      ed === undefined || ed.innerTxns.length === 0
        ? undefined
        : ed.innerTxns.map((inner) => renderTransaction(inner, place, undefined)),
    'intra-round-offset': place.intra,
    'keyreg-transaction': renderKeyreg(txn),
    'last-valid': txn.lastValid,
    lease: b64OmitZero(txn.lease),
    'local-state-delta':
      ed === undefined ? undefined : renderLocalDeltas(ed, txn.sender, app?.accounts ?? []),
    logs: ed === undefined || ed.logs.length === 0 ? undefined : ed.logs.map((l) => b64(l)),
    note: b64OmitZero(txn.note),
    'payment-transaction': renderPayment(txn, ad),
    'receiver-rewards': ad.receiverRewards ?? 0n,
    'rekey-to': addrOmitZero(txn.rekeyTo),
    'round-time': place.roundTime,
    sender: addressText(txn.sender),
    'sender-rewards': ad.senderRewards ?? 0n,
    signature: root === undefined ? undefined : renderSignature(stxn),
    'state-proof-transaction': txn.stateProof === undefined ? undefined : renderStateProof(txn.stateProof),
    'tx-type': txn.type,
  };
  const created = createdIndexOf(txn, ad);
  if (created !== undefined) {
    const id = root?.createdIndex !== undefined && created === 0n ? root.createdIndex : created;
    if (txn.assetConfig !== undefined) out['created-asset-index'] = id;
    else out['created-application-index'] = id;
  }
  return out;
}
