import type { SpecToAttach } from '@sextant/core/compose/specsToAttach';
import { withMyContract } from '@sextant/core/contracts/myContractsList';
import { parseSpecText } from '@sextant/core/contracts/parseSpecText';
import type { QueryClient } from '@tanstack/react-query';
import { browserStorage } from '../../../app/storage/browserStorage';
import type { KeyValueStore } from '../../../app/storage/KeyValueStore';
import { putAppSpec } from '../../applications/storage/appSpecStore';
import { appSpecQuery } from '../../applications/storage/useAppSpec';
import { changeMyContracts } from './myContractsStore';

/**
 * Keeps the spec of each app a committed group created by an ABI create call, as a deploy from
 * the lab does: attached to the app (its page, its transactions and later calls read it) and
 * listed under the lab's "My contracts" of the network with this genesis hash, as deployed.
 */
export async function keepCreatedSpecs(
  queryClient: QueryClient,
  network: string,
  genesisHash: string,
  specs: readonly SpecToAttach[],
  store: KeyValueStore = browserStorage(),
): Promise<void> {
  for (const { appId, text, creator } of specs) {
    await putAppSpec(network, appId, text);
    const parsed = parseSpecText(text);
    const name = parsed?.ok === true ? parsed.spec.name : `app ${String(appId)}`;
    changeMyContracts(store, genesisHash, (list) =>
      withMyContract(list, { appId: String(appId), name, how: 'deployed', creator, at: Date.now() }),
    );
    void queryClient.invalidateQueries({ queryKey: appSpecQuery(network, appId).queryKey });
  }
}
