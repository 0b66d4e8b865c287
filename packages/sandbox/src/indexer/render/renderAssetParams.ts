import type algosdk from 'algosdk';
import type { JsonObject } from './Json';
import { addrOmitZero, b64OmitEmpty, b64OmitZero, printableUtf8OrEmpty, strOmitEmpty } from './encode';
import { addressText } from './addressText';

/** Asset parameters as bytes and addresses, the shape both acfg transactions and asset rows render from. */
export interface AssetParamsData {
  creator: string;
  total: bigint;
  decimals: number;
  defaultFrozen: boolean;
  unitName: Uint8Array;
  assetName: Uint8Array;
  url: Uint8Array;
  metadataHash: Uint8Array | undefined;
  manager: algosdk.Address | undefined;
  reserve: algosdk.Address | undefined;
  freeze: algosdk.Address | undefined;
  clawback: algosdk.Address | undefined;
}

const enc = new TextEncoder();

/** The params an acfg transaction carries (creator = its sender); algosdk keeps names as strings. */
export function assetParamsFromTxn(txn: algosdk.Transaction): AssetParamsData {
  const p = txn.assetConfig;
  return {
    creator: addressText(txn.sender),
    total: p?.total ?? 0n,
    decimals: p?.decimals ?? 0,
    defaultFrozen: p?.defaultFrozen ?? false,
    unitName: enc.encode(p?.unitName ?? ''),
    assetName: enc.encode(p?.assetName ?? ''),
    url: enc.encode(p?.assetURL ?? ''),
    metadataHash: p?.assetMetadataHash,
    manager: p?.manager,
    reserve: p?.reserve,
    freeze: p?.freeze,
    clawback: p?.clawback,
  };
}

/**
 * AssetParams as the indexer prints them: names only when printable UTF-8 (the raw bytes always in the
 * -b64 twins), zero addresses and an all-zero metadata hash left out, default-frozen always present.
 */
export function renderAssetParams(p: AssetParamsData): JsonObject {
  return {
    clawback: addrOmitZero(p.clawback),
    creator: p.creator,
    decimals: p.decimals,
    'default-frozen': p.defaultFrozen,
    freeze: addrOmitZero(p.freeze),
    manager: addrOmitZero(p.manager),
    'metadata-hash': b64OmitZero(p.metadataHash),
    name: strOmitEmpty(printableUtf8OrEmpty(p.assetName)),
    'name-b64': b64OmitEmpty(p.assetName),
    reserve: addrOmitZero(p.reserve),
    total: p.total,
    'unit-name': strOmitEmpty(printableUtf8OrEmpty(p.unitName)),
    'unit-name-b64': b64OmitEmpty(p.unitName),
    url: strOmitEmpty(printableUtf8OrEmpty(p.url)),
    'url-b64': b64OmitEmpty(p.url),
  };
}
