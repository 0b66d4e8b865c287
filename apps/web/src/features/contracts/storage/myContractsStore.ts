import { myContractsKey, readMyContracts, type MyContract } from '@sextant/core/contracts/myContractsList';
import type { KeyValueStore } from '../../../app/storage/KeyValueStore';

/** "My contracts" of the network with this genesis hash, as stored. */
export function loadMyContracts(store: KeyValueStore, genesisHash: string): MyContract[] {
  return readMyContracts(store.get(myContractsKey(genesisHash)));
}

/**
 * Changes the stored list of a network (read first, so another tab's additions are kept; an
 * empty list leaves nothing behind) and returns it.
 */
export function changeMyContracts(
  store: KeyValueStore,
  genesisHash: string,
  change: (list: MyContract[]) => MyContract[],
): MyContract[] {
  const key = myContractsKey(genesisHash);
  const updated = change(readMyContracts(store.get(key)));
  if (updated.length === 0) store.remove(key);
  else store.set(key, JSON.stringify(updated));
  return updated;
}
