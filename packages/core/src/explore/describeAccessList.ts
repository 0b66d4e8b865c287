/**
 * An application call's access list (`al`, consensus v41+): go-algorand v5.0.0
 * data/transactions/application.go ResourceRef — exactly one of an address (`d`), an asset (`s`), an
 * app (`p`), a holding (`h`: address and asset), a local state (`l`: address and app, app 0 meaning
 * the called app) or a box (`b`: app and name); an empty entry asks for more box quota
 * (ResourceRef.Empty). The indexer prints the resolved values (its ResourceRef: `address`,
 * `asset-id`, `application-id`, `holding`, `local`, `box`).
 */
import { toBigInt } from '../format/toBigInt';
import { isJsonObject } from '../json/isJsonObject';
import type { JsonValue } from '../json/JsonValue';

export type AccessEntry =
  | { kind: 'address'; address: string }
  | { kind: 'asset'; assetId: bigint }
  | { kind: 'app'; appId: bigint }
  | { kind: 'holding'; address: string; assetId: bigint }
  | { kind: 'locals'; address: string; appId: bigint }
  | { kind: 'box'; appId: bigint; name: string }
  | { kind: 'quota' };

function str(value: JsonValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

function entryOf(raw: JsonValue): AccessEntry {
  if (!isJsonObject(raw)) return { kind: 'quota' };
  if (str(raw['address']) !== '') return { kind: 'address', address: str(raw['address']) };
  if (raw['asset-id'] !== undefined) return { kind: 'asset', assetId: toBigInt(raw['asset-id']) };
  if (raw['application-id'] !== undefined) return { kind: 'app', appId: toBigInt(raw['application-id']) };
  const holding = raw['holding'];
  if (isJsonObject(holding))
    return { kind: 'holding', address: str(holding['address']), assetId: toBigInt(holding['asset']) };
  const local = raw['local'];
  if (isJsonObject(local))
    return { kind: 'locals', address: str(local['address']), appId: toBigInt(local['app']) };
  const box = raw['box'];
  if (isJsonObject(box)) {
    const appId = toBigInt(box['app']);
    const name = str(box['name']);
    // An empty ResourceRef reads as a box of app 0 with no name: go's Empty(), a quota bump.
    return appId === 0n && name === '' ? { kind: 'quota' } : { kind: 'box', appId, name };
  }
  return { kind: 'quota' };
}

/** The indexer's `access` list → typed entries, in the transaction's order (undefined: not a list). */
export function describeAccessList(raw: JsonValue | undefined): AccessEntry[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.map(entryOf);
}
