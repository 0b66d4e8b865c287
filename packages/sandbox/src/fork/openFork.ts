import { ForkCache } from './ForkCache';
import { fetchForkMeta } from './ForkMeta';
import type { ForkSetup } from './makeFork';
import type { ForkOptions } from './ForkOptions';
import type { ForkStore } from './ForkStore';
import { RemoteAlgod } from './RemoteAlgod';

/**
 * A fork's setup over `store` (memory only without one): what was taken at the fork is read back,
 * or taken from the remote (status and block header, then `/genesis`) and stored first. A store
 * holding a fork of another remote is refused with `refuse(storedRemote)`.
 */
export async function openFork(
  store: ForkStore | undefined,
  options: ForkOptions,
  refuse: (storedRemote: string) => Error,
): Promise<ForkSetup> {
  const remote = new RemoteAlgod(options.url, options.token, options.timeoutMs);
  let meta = await store?.loadMeta();
  if (meta !== undefined && meta.remote !== remote.url) throw refuse(meta.remote);
  let genesis: string | undefined;
  if (meta === undefined) {
    meta = await fetchForkMeta(remote);
    genesis = await fetchForkGenesis(remote);
    if (genesis !== undefined) await store?.saveGenesis(genesis);
    await store?.saveMeta(meta);
  } else {
    genesis = await store?.loadGenesis();
  }
  const cache = await ForkCache.open(store?.cache);
  return {
    meta,
    remote,
    cache,
    ...(genesis !== undefined && { genesis }),
    ...(options.indexerUrl !== undefined && { indexerUrl: options.indexerUrl }),
  };
}

/**
 * The remote's `/genesis`: what the fork's `/genesis` answers. Undefined when the remote does not
 * serve it (a proxy in front of algod may not): the fork still starts, and its `/genesis` says why
 * it has none.
 */
async function fetchForkGenesis(remote: RemoteAlgod): Promise<string | undefined> {
  try {
    const answer = await remote.get('/genesis', 'the genesis');
    if (answer.status !== 200) return undefined;
    JSON.parse(answer.body);
    return answer.body;
  } catch {
    return undefined;
  }
}
