import type { AlgodAsset } from '../algod/algodModels';
import { toBigInt } from '../format/toBigInt';
import type { IdxAsset } from '../indexer/indexerModels';
import type { AssetView } from './AssetView';

const ROLES = ['manager', 'reserve', 'freeze', 'clawback'] as const;

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
  if (typeof p.name === 'string') view.name = p.name;
  if (typeof p['unit-name'] === 'string') view.unitName = p['unit-name'];
  if (typeof p.url === 'string' && p.url !== '') view.url = p.url;
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
