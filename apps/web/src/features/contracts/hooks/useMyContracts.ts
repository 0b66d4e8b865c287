import {
  myContractsKey,
  readMyContracts,
  withMyContract,
  withoutMyContract,
  type MyContract,
} from '@sextant/core/contracts/myContractsList';
import { useState } from 'react';
import { browserStorage } from '../../../app/storage/browserStorage';
import type { KeyValueStore } from '../../../app/storage/KeyValueStore';

const read = (store: KeyValueStore, key: string | undefined) =>
  key === undefined ? [] : readMyContracts(store.get(key));

/**
 * "My contracts" of the network with this genesis hash (none until it is known), kept in
 * localStorage. Each change reads the stored list first, so another tab's additions are kept.
 */
export function useMyContracts(genesisHash: string | undefined, store: KeyValueStore = browserStorage()) {
  const key = genesisHash === undefined ? undefined : myContractsKey(genesisHash);
  const [held, setHeld] = useState(() => ({ key, list: read(store, key) }));
  // the genesis hash arrives after the first render (or the network changes): read that list
  if (held.key !== key) setHeld({ key, list: read(store, key) });
  const list = held.key === key ? held.list : read(store, key);

  const change = (next: (list: MyContract[]) => MyContract[]) => {
    if (key === undefined) return;
    const updated = next(read(store, key));
    if (updated.length === 0) store.remove(key);
    else store.set(key, JSON.stringify(updated));
    setHeld({ key, list: updated });
  };
  return {
    list,
    ready: key !== undefined,
    add: (entry: MyContract) => change((l) => withMyContract(l, entry)),
    remove: (appId: string) => change((l) => withoutMyContract(l, appId)),
    clear: () => change(() => []),
  };
}
