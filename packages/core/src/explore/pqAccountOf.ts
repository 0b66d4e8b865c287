import type { IdxTransaction } from '../indexer/indexerModels';
import type { JsonValue } from '../json/JsonValue';
import type { NetworkProfile } from '../network/NetworkProfile';
import { PQAwareIndexerReader } from './PQAwareIndexerReader';
import { describePQSig, type PQSigView } from './pqSigView';
import type { ReadOptions } from './readJson';

/**
 * Whether an account is authorised by a post-quantum key, as far as the ledger shows it. An
 * address alone does not tell (a PQ address is a hash off the ed25519 curve, as a v13 logic sig's
 * or an app's is): newer indexers say `sig-type: pqsig`, and otherwise the newest transaction the
 * account sent tells, when a pqsig from its authorizer (its auth address, else itself) signed it.
 */
export function pqAccountOf(
  account: { address: string; authAddress?: string; sigType?: string },
  lastSent: IdxTransaction | undefined,
): { scheme: string; pq?: PQSigView } | undefined {
  const signature = lastSent?.signature;
  const pq = describePQSig((signature?.pqsig ?? signature?.logicsig?.pqsig) as JsonValue | undefined);
  const authorizer = account.authAddress ?? account.address;
  if (pq !== undefined && pq.address === authorizer) return { scheme: pq.schemeName ?? pq.scheme, pq };
  if (account.sigType === 'pqsig') return { scheme: 'pqsig' };
  return undefined;
}

/** The newest transaction the account sent, its pqsig filled from algod's block when the indexer printed none. */
export async function loadLastSent(
  profile: NetworkProfile,
  address: string,
  options: ReadOptions = {},
): Promise<IdxTransaction | undefined> {
  if (profile.indexer === undefined) return undefined;
  const reader = new PQAwareIndexerReader(profile.indexer, profile.algod);
  const page = await reader.searchTransactions({ address, 'address-role': 'sender', limit: 1 }, options);
  return page.items[0];
}
