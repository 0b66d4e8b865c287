import type { AlgodReader } from '../algod/AlgodReader';
import { isReadError } from '../explore/ReadError';
import type { MyContract } from './myContractsList';

/**
 * Whether an app of "My contracts" is still the one that was kept: `live`; `gone` when the network
 * no longer has it (deleted, or a reset sandbox); `replaced` when an app of another creator has
 * its id now (a reset sandbox that counted up to the same id again).
 */
export type MyContractStatus = 'live' | 'gone' | 'replaced';

export async function myContractStatus(
  reader: AlgodReader,
  entry: MyContract,
  options: { signal?: AbortSignal } = {},
): Promise<MyContractStatus> {
  try {
    const app = await reader.application(entry.appId, options);
    const creator = app.params.creator;
    return entry.creator !== undefined && creator !== undefined && creator !== entry.creator
      ? 'replaced'
      : 'live';
  } catch (e) {
    if (isReadError(e, 'READ_NOT_FOUND')) return 'gone';
    throw e;
  }
}
