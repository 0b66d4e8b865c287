import type { AlgodAsset } from '../algod/algodModels';
import { hasControl } from '../format/decodeNote';
import { revealBidi } from '../format/revealBidi';
import { toBigInt } from '../format/toBigInt';
import type { IdxAsset } from '../indexer/indexerModels';
import type { AssetView } from './AssetView';
import { base64Bytes } from './base64Bytes';

const ROLES = ['manager', 'reserve', 'freeze', 'clawback'] as const;

/**
 * A name, unit or URL as people may read it. The node sends the plain field only when it is
 * printable (go: util.PrintableUTF8OrEmpty), so a name holding U+202E comes as `name-b64` alone: it
 * is decoded here and its bidi controls shown, never obeyed (revealBidi). Bytes that are not UTF-8
 * text stay unnamed.
 */
function textOf(plain: string | undefined, b64: string | undefined): string | undefined {
  if (typeof plain === 'string' && plain !== '') return revealBidi(plain);
  const bytes = b64 === undefined ? undefined : base64Bytes(b64);
  if (bytes === undefined || bytes.length === 0) return typeof plain === 'string' ? plain : undefined;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return hasControl(text) ? undefined : revealBidi(text);
  } catch {
    return undefined;
  }
}

/** An asset from the indexer or algod → its view. An empty role address means "not set". */
export function toAssetView(raw: IdxAsset | AlgodAsset): AssetView {
  const p = raw.params;
  const view: AssetView = {
    id: toBigInt(raw.index),
    creator: typeof p.creator === 'string' ? p.creator : '',
    total: toBigInt(p.total),
    decimals: typeof p.decimals === 'number' ? p.decimals : 0,
    defaultFrozen: p['default-frozen'] === true,
    deleted: 'deleted' in raw && raw.deleted === true,
  };
  const name = textOf(p.name, p['name-b64']);
  const unitName = textOf(p['unit-name'], p['unit-name-b64']);
  const url = textOf(p.url, p['url-b64']);
  if (name !== undefined) view.name = name;
  if (unitName !== undefined) view.unitName = unitName;
  if (url !== undefined && url !== '') view.url = url;
  if (typeof p['metadata-hash'] === 'string' && p['metadata-hash'] !== '')
    view.metadataHash = p['metadata-hash'];
  for (const role of ROLES) {
    const address = p[role];
    if (typeof address === 'string' && address !== '') view[role] = address;
  }
  if ('created-at-round' in raw && raw['created-at-round'] !== undefined)
    view.createdAtRound = toBigInt(raw['created-at-round']);
  if ('destroyed-at-round' in raw && raw['destroyed-at-round'] !== undefined)
    view.destroyedAtRound = toBigInt(raw['destroyed-at-round']);
  return view;
}
