import type algosdk from 'algosdk';
import type { JsonObject } from './Json';
import { addrOmitZero, b64, b64OmitZero } from './encode';
import { assetParamsFromTxn, renderAssetParams } from './renderAssetParams';
import { addressText } from './addressText';

/** The type-specific part of a transaction (pay, keyreg, acfg, axfer, afrz, hb); appl and stpf live beside. */
export function renderPayment(txn: algosdk.Transaction, ad: algosdk.ApplyData): JsonObject | undefined {
  const p = txn.payment;
  if (p === undefined) return undefined;
  return {
    amount: p.amount,
    'close-amount': ad.closingAmount ?? 0n,
    'close-remainder-to': addrOmitZero(p.closeRemainderTo),
    receiver: addressText(p.receiver),
  };
}

export function renderKeyreg(txn: algosdk.Transaction): JsonObject | undefined {
  const k = txn.keyreg;
  if (k === undefined) return undefined;
  return {
    'non-participation': k.nonParticipation,
    'selection-participation-key': b64OmitZero(k.selectionKey),
    'state-proof-key': b64OmitZero(k.stateProofKey),
    'vote-first-valid': k.voteFirst ?? 0n,
    'vote-key-dilution': k.voteKeyDilution ?? 0n,
    'vote-last-valid': k.voteLast ?? 0n,
    'vote-participation-key': b64OmitZero(k.voteKey),
  };
}

export function renderAssetConfig(txn: algosdk.Transaction): JsonObject | undefined {
  const c = txn.assetConfig;
  if (c === undefined) return undefined;
  return { 'asset-id': c.assetIndex, params: renderAssetParams(assetParamsFromTxn(txn)) };
}

export function renderAssetTransfer(txn: algosdk.Transaction, ad: algosdk.ApplyData): JsonObject | undefined {
  const t = txn.assetTransfer;
  if (t === undefined) return undefined;
  return {
    amount: t.amount,
    'asset-id': t.assetIndex,
    'close-amount': ad.assetClosingAmount ?? 0n,
    'close-to': addrOmitZero(t.closeRemainderTo),
    receiver: addressText(t.receiver),
    sender: addrOmitZero(t.assetSender),
  };
}

export function renderAssetFreeze(txn: algosdk.Transaction): JsonObject | undefined {
  const f = txn.assetFreeze;
  if (f === undefined) return undefined;
  return { address: addressText(f.freezeAccount), 'asset-id': f.assetIndex, 'new-freeze-status': f.frozen };
}

export function renderHeartbeat(txn: algosdk.Transaction): JsonObject | undefined {
  const h = txn.heartbeat;
  if (h === undefined) return undefined;
  return {
    'hb-address': addressText(h.address),
    'hb-key-dilution': h.keyDilution,
    'hb-proof': {
      'hb-pk': b64(h.proof.pk),
      'hb-pk1sig': b64(h.proof.pk1Sig),
      'hb-pk2': b64(h.proof.pk2),
      'hb-pk2sig': b64(h.proof.pk2Sig),
      'hb-sig': b64(h.proof.sig),
    },
    'hb-seed': b64(h.seed),
    'hb-vote-id': b64(h.voteID),
  };
}
