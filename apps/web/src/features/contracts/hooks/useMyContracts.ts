import { withMyContract, withoutMyContract, type MyContract } from '@sextant/core/contracts/myContractsList';
import { useState } from 'react';
import { browserStorage } from '../../../app/storage/browserStorage';
import type { KeyValueStore } from '../../../app/storage/KeyValueStore';
import { changeMyContracts, loadMyContracts } from '../storage/myContractsStore';

const read = (store: KeyValueStore, hash: string | undefined) =>
  hash === undefined ? [] : loadMyContracts(store, hash);

/** "My contracts" of the network with this genesis hash (none until it is known), kept in localStorage. */
export function useMyContracts(genesisHash: string | undefined, store: KeyValueStore = browserStorage()) {
  const [held, setHeld] = useState(() => ({ hash: genesisHash, list: read(store, genesisHash) }));
  // the genesis hash arrives after the first render (or the network changes): read that list
  if (held.hash !== genesisHash) setHeld({ hash: genesisHash, list: read(store, genesisHash) });
  const list = held.hash === genesisHash ? held.list : read(store, genesisHash);

  const change = (next: (list: MyContract[]) => MyContract[]) => {
    if (genesisHash === undefined) return;
    setHeld({ hash: genesisHash, list: changeMyContracts(store, genesisHash, next) });
  };
  return {
    list,
    ready: genesisHash !== undefined,
    add: (entry: MyContract) => change((l) => withMyContract(l, entry)),
    remove: (appId: string) => change((l) => withoutMyContract(l, appId)),
    clear: () => change(() => []),
  };
}
