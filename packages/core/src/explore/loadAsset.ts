import { AlgodReader } from '../algod/AlgodReader';
import { IndexerReader } from '../indexer/IndexerReader';
import type { NetworkProfile } from '../network/NetworkProfile';
import type { AssetView } from './AssetView';
import type { ReadOptions } from './readJson';
import { toAssetView } from './toAssetView';
import { withAlgodFallback } from './withAlgodFallback';

/** An asset's parameters from the indexer (which also knows destroyed assets), else from algod. */
export function loadAsset(
  profile: NetworkProfile,
  id: bigint,
  options: ReadOptions = {},
): Promise<AssetView> {
  return withAlgodFallback(
    async () =>
      toAssetView(
        (await new IndexerReader(profile.indexer).lookupAsset(id, { 'include-all': true }, options)).item,
      ),
    async () => toAssetView(await new AlgodReader(profile.algod).asset(id, options)),
  );
}
