import { AlgodReader } from '../algod/AlgodReader';
import { IndexerReader } from '../indexer/IndexerReader';
import type { NetworkProfile } from '../network/NetworkProfile';
import type { BlockView } from './BlockView';
import type { ReadOptions } from './readJson';
import { algodBlockView, toBlockView } from './toBlockView';
import { withAlgodFallback } from './withAlgodFallback';

/** A block and its transactions from the indexer, else from algod (transactions without ids). */
export function loadBlock(
  profile: NetworkProfile,
  round: bigint,
  options: ReadOptions = {},
): Promise<BlockView> {
  return withAlgodFallback(
    async () => toBlockView(await new IndexerReader(profile.indexer).lookupBlock(round, {}, options)),
    async () => algodBlockView(await new AlgodReader(profile.algod).block(round, options)),
  );
}
