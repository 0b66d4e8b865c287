import { sha512_256 } from '../../util/sha512_256';
import { itob } from './values';

const APP_ID_PREFIX = new TextEncoder().encode('appID');
const cache = new Map<bigint, Uint8Array>();

/** An app's account: sha512_256("appID" ‖ uint64be(id)), memoised like go's appAddrCache. */
export function appAddress(appId: bigint): Uint8Array {
  let a = cache.get(appId);
  if (a === undefined) {
    a = sha512_256(APP_ID_PREFIX, itob(appId <= 9007199254740991n ? Number(appId) : appId));
    if (cache.size > 10_000) cache.clear();
    cache.set(appId, a);
  }
  return a;
}
