import algosdk from 'algosdk';
import type { AssetParams } from '../state/AccountData';

/** An asset as algod's `/v2/assets/{id}` and account `created-assets` show it. */
export function toAssetModel(id: bigint, creator: string, p: AssetParams): algosdk.modelsv2.Asset {
  const utf8 = (s: string) => new TextEncoder().encode(s);
  return new algosdk.modelsv2.Asset({
    index: id,
    params: new algosdk.modelsv2.AssetParams({
      creator,
      decimals: p.decimals,
      total: p.total,
      defaultFrozen: p.defaultFrozen,
      ...(p.clawback !== undefined && { clawback: p.clawback }),
      ...(p.freeze !== undefined && { freeze: p.freeze }),
      ...(p.manager !== undefined && { manager: p.manager }),
      ...(p.reserve !== undefined && { reserve: p.reserve }),
      ...(p.metadataHash !== undefined && { metadataHash: p.metadataHash }),
      ...(p.assetName !== undefined && { name: p.assetName, nameB64: utf8(p.assetName) }),
      ...(p.unitName !== undefined && { unitName: p.unitName, unitNameB64: utf8(p.unitName) }),
      ...(p.url !== undefined && { url: p.url, urlB64: utf8(p.url) }),
    }),
  });
}
