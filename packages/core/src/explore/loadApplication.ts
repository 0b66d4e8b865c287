import { AlgodReader } from '../algod/AlgodReader';
import { IndexerReader } from '../indexer/IndexerReader';
import type { NetworkProfile } from '../network/NetworkProfile';
import type { ApplicationView } from './ApplicationView';
import type { ReadOptions } from './readJson';
import { toApplicationView } from './toApplicationView';
import { withAlgodFallback } from './withAlgodFallback';

/** An application from the indexer (which also knows deleted ones), else from algod. */
export function loadApplication(
  profile: NetworkProfile,
  id: bigint,
  options: ReadOptions = {},
): Promise<ApplicationView> {
  return withAlgodFallback(
    async () =>
      toApplicationView(
        (await new IndexerReader(profile.indexer).lookupApplication(id, { 'include-all': true }, options))
          .item,
        'indexer',
      ),
    async () => toApplicationView(await new AlgodReader(profile.algod).application(id, options), 'algod'),
  );
}
