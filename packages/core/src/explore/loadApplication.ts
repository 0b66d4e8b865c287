import { AlgodReader } from '../algod/AlgodReader';
import { IndexerReader } from '../indexer/IndexerReader';
import type { NetworkProfile } from '../network/NetworkProfile';
import type { ApplicationView } from './ApplicationView';
import type { JsonObject, ReadOptions } from './readJson';
import { toApplicationView } from './toApplicationView';
import { withAlgodFallback } from './withAlgodFallback';

/** An application from the indexer (which also knows deleted ones), else from algod. */
export function loadApplication(
  profile: NetworkProfile,
  id: bigint,
  options: ReadOptions = {},
): Promise<ApplicationView> {
  const path = `/v2/applications/${id}`;
  return withAlgodFallback<ApplicationView>(
    async () => {
      const reader = new IndexerReader(profile.indexer);
      const { item } = await reader.lookupApplication(id, { 'include-all': true }, options);
      const json = item as unknown as JsonObject;
      return {
        ...toApplicationView(item, 'indexer'),
        answer: { service: 'indexer', path: `${path}?include-all=true`, json },
      };
    },
    async () => {
      const raw = await new AlgodReader(profile.algod).application(id, options);
      const json = raw as unknown as JsonObject;
      return { ...toApplicationView(raw, 'algod'), answer: { service: 'algod', path, json } };
    },
  );
}
