import { IndexerReader } from '../indexer/IndexerReader';
import type { NetworkProfile } from '../network/NetworkProfile';
import type { AccountHistory } from './AccountHistory';
import type { AccountView } from './AccountView';
import type { ReadOptions } from './readJson';
import { isReadError } from './ReadError';
import { toAccountView } from './toAccountView';

/** The history fields of an indexer account's view. */
export function historyOf(account: AccountView): AccountHistory {
  return {
    seen: true,
    closed: account.deleted,
    ...(account.createdAtRound !== undefined && { createdAtRound: account.createdAtRound }),
    ...(account.closedAtRound !== undefined && { closedAtRound: account.closedAtRound }),
  };
}

/**
 * An account's history from the indexer (closed accounts included: `include-all`). The indexer
 * answers 404 for an address it has never seen, which the browser logs as a failed load; so for an
 * account that holds nothing now (`holdsAlgo` false: never funded, or closed) its transactions are
 * asked first (always a 200), and an address without any is not looked up.
 */
export async function loadAccountHistory(
  profile: NetworkProfile,
  address: string,
  holdsAlgo: boolean,
  options: ReadOptions = {},
): Promise<AccountHistory> {
  const reader = new IndexerReader(profile.indexer);
  if (!holdsAlgo) {
    const { items } = await reader.accountTransactions(address, { limit: 1 }, options);
    if (items.length === 0) return { seen: false };
  }
  try {
    const { item } = await reader.lookupAccount(address, { exclude: ['all'], 'include-all': true }, options);
    return historyOf(toAccountView(item, 'indexer'));
  } catch (error) {
    if (isReadError(error, 'READ_NOT_FOUND')) return { seen: false };
    throw error;
  }
}
