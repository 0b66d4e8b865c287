import { AlgodReader } from '../algod/AlgodReader';
import { IndexerReader } from '../indexer/IndexerReader';
import type { NetworkProfile } from '../network/NetworkProfile';
import type { BlockView } from './BlockView';
import type { JsonObject, ReadOptions } from './readJson';
import { algodBlockView, toBlockView } from './toBlockView';
import { withAlgodFallback } from './withAlgodFallback';

/**
 * A block and its transactions from the indexer, else from algod (transactions without ids). Its
 * `answer` is the indexer's block, or algod's block asked in JSON form (`format=json`, not msgpack).
 */
export function loadBlock(
  profile: NetworkProfile,
  round: bigint,
  options: ReadOptions = {},
): Promise<BlockView> {
  const path = `/v2/blocks/${round}`;
  return withAlgodFallback<BlockView>(
    async () => {
      const raw = await new IndexerReader(profile.indexer).lookupBlock(round, {}, options);
      return {
        ...toBlockView(raw),
        answer: { service: 'indexer', path, json: raw as unknown as JsonObject },
      };
    },
    async () => {
      const raw = await new AlgodReader(profile.algod).block(round, options);
      const json = raw as unknown as JsonObject;
      return { ...algodBlockView(raw), answer: { service: 'algod', path: `${path}?format=json`, json } };
    },
  );
}
