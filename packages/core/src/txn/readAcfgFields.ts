import type algosdk from 'algosdk';
import { FIELD_MESSAGES as F } from './fieldMessages';
import type { FieldReader } from './FieldReader';
import type { AcfgDraft } from './TxnDraft';

/** Consensus limits on asset parameters (bytes, not characters). */
export const MAX_UNIT_NAME_BYTES = 8;
export const MAX_ASSET_NAME_BYTES = 32;
export const MAX_ASSET_URL_BYTES = 96;
export const MAX_ASSET_DECIMALS = 19;

const ROLES = ['manager', 'reserve', 'freeze', 'clawback'] as const;

export function readAcfgFields(
  r: FieldReader,
  d: AcfgDraft,
): algosdk.AssetConfigurationTransactionParams | undefined {
  if (d.mode === 'destroy') {
    const assetIndex = r.uint64('assetId', d.assetId, true, 1n);
    return assetIndex === undefined ? undefined : { assetIndex };
  }
  const roles: Partial<Record<(typeof ROLES)[number], string>> = {};
  for (const role of ROLES) {
    const address = r.address(role, d[role], false);
    if (address !== undefined) roles[role] = address;
  }
  if (d.mode === 'reconfigure') {
    const assetIndex = r.uint64('assetId', d.assetId, true, 1n);
    // Empty roles stay absent: algod then clears them for good, which the screen warns about.
    return assetIndex === undefined || !r.ok ? undefined : { assetIndex, ...roles };
  }
  const decimals = r.uint64(
    'decimals',
    d.decimals === '' ? '0' : d.decimals,
    true,
    0n,
    BigInt(MAX_ASSET_DECIMALS),
  );
  if (decimals === undefined) r.fail('decimals', F.decimalsRange);
  const total = decimals === undefined ? undefined : r.amount('total', d.total, Number(decimals));
  const unitName = r.text('unitName', d.unitName, MAX_UNIT_NAME_BYTES);
  const assetName = r.text('assetName', d.assetName, MAX_ASSET_NAME_BYTES);
  const assetURL = r.text('url', d.url, MAX_ASSET_URL_BYTES);
  const assetMetadataHash = r.fixedBytes('metadataHash', d.metadataHash, 32, false);
  if (total === undefined || decimals === undefined || !r.ok) return undefined;
  const out: algosdk.AssetConfigurationTransactionParams = {
    total,
    decimals,
    defaultFrozen: d.defaultFrozen,
    ...roles,
  };
  if (unitName) out.unitName = unitName;
  if (assetName) out.assetName = assetName;
  if (assetURL) out.assetURL = assetURL;
  if (assetMetadataHash !== undefined) out.assetMetadataHash = assetMetadataHash;
  return out;
}
