import { browserStorage } from '../../app/storage/browserStorage';
import type { KeyValueStore } from '../../app/storage/KeyValueStore';

const KEY = 'sextant.assetMedia';

/**
 * Whether an asset page reads its metadata file and media from their hosts at once (`auto`), or
 * asks first (the default: those hosts are named by on-chain data, and learn who reads them).
 */
export function readAssetMediaAuto(store: KeyValueStore = browserStorage()): boolean {
  return store.get(KEY) === 'auto';
}

export function saveAssetMediaAuto(auto: boolean, store: KeyValueStore = browserStorage()): void {
  if (auto) store.set(KEY, 'auto');
  else store.remove(KEY);
}
