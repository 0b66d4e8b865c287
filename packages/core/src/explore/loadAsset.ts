import { AlgodReader } from '../algod/AlgodReader';
import { IndexerReader } from '../indexer/IndexerReader';
import type { NetworkProfile } from '../network/NetworkProfile';
import type { AssetView } from './AssetView';
import type { JsonObject, ReadOptions } from './readJson';
import { toAssetView } from './toAssetView';
import { withAlgodFallback } from './withAlgodFallback';

/** An asset's parameters from the indexer (which also knows destroyed assets), else from algod. */
export function loadAsset(
  profile: NetworkProfile,
  id: bigint,
  options: ReadOptions = {},
): Promise<AssetView> {
  const path = `/v2/assets/${id}`;
  return withAlgodFallback<AssetView>(
    async () => {
      const { item } = await new IndexerReader(profile.indexer).lookupAsset(
        id,
        { 'include-all': true },
        options,
      );
      const json = item as unknown as JsonObject;
      return { ...toAssetView(item), answer: { service: 'indexer', path: `${path}?include-all=true`, json } };
    },
    async () => {
      const raw = await new AlgodReader(profile.algod).asset(id, options);
      return { ...toAssetView(raw), answer: { service: 'algod', path, json: raw as unknown as JsonObject } };
    },
  );
}
