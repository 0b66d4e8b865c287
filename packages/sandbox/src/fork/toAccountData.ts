import type algosdk from 'algosdk';
import { AccountData, type AssetParams } from '../ledger/state/AccountData';
import { fromAppParamsModel, fromKeyValueModel, fromSchemaModel } from '../ledger/state/fromAlgodModels';

const STATUS: Record<string, AccountData['status']> = {
  Offline: 'Offline',
  Online: 'Online',
  NotParticipating: 'NotParticipating',
  'Not Participating': 'NotParticipating',
};

/** An account as a remote algod's `/v2/accounts/{address}` gave it, as the ledger keeps one. */
export function toAccountData(m: algosdk.modelsv2.Account): AccountData {
  const d = new AccountData();
  d.amount = m.amount;
  d.status = STATUS[m.status] ?? 'Offline';
  d.authAddr = m.authAddr?.toString();
  const p = m.participation;
  if (p !== undefined) {
    d.voteKey = p.voteParticipationKey;
    d.selectionKey = p.selectionParticipationKey;
    d.stateProofKey = p.stateProofKey;
    d.voteFirst = p.voteFirstValid;
    d.voteLast = p.voteLastValid;
    d.voteKeyDilution = p.voteKeyDilution;
  }
  d.incentiveEligible = m.incentiveEligible === true;
  d.lastProposed = BigInt(m.lastProposed ?? 0);
  d.lastHeartbeat = BigInt(m.lastHeartbeat ?? 0);
  for (const h of m.assets ?? []) d.assets.set(h.assetId, { amount: h.amount, frozen: h.isFrozen });
  for (const a of m.createdAssets ?? [])
    if (a.params !== undefined) d.createdAssets.set(a.index, toAssetParams(a.params));
  for (const l of m.appsLocalState ?? [])
    d.appsLocal.set(l.id, { schema: fromSchemaModel(l.schema), keyValue: fromKeyValueModel(l.keyValue) });
  for (const a of m.createdApps ?? [])
    if (a.params !== undefined) d.createdApps.set(a.id, fromAppParamsModel(a.params));
  d.totalExtraPages = Number(m.appsTotalExtraPages ?? 0);
  d.totalBoxes = BigInt(m.totalBoxes ?? 0);
  d.totalBoxBytes = BigInt(m.totalBoxBytes ?? 0);
  return d;
}

export function toAssetParams(p: algosdk.modelsv2.AssetParams): AssetParams {
  const text = (b64: Uint8Array | undefined, s: string | undefined) =>
    b64 !== undefined ? new TextDecoder().decode(b64) : s;
  const unitName = text(p.unitNameB64, p.unitName);
  const assetName = text(p.nameB64, p.name);
  const url = text(p.urlB64, p.url);
  return {
    total: p.total,
    decimals: Number(p.decimals),
    defaultFrozen: p.defaultFrozen === true,
    ...(unitName !== undefined && { unitName }),
    ...(assetName !== undefined && { assetName }),
    ...(url !== undefined && { url }),
    ...(p.metadataHash !== undefined && { metadataHash: p.metadataHash }),
    ...(p.manager !== undefined && { manager: p.manager }),
    ...(p.reserve !== undefined && { reserve: p.reserve }),
    ...(p.freeze !== undefined && { freeze: p.freeze }),
    ...(p.clawback !== undefined && { clawback: p.clawback }),
  };
}
