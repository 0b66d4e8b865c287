import { AlgodReader } from '../algod/AlgodReader';
import { IndexerReader } from '../indexer/IndexerReader';
import type { NetworkProfile } from '../network/NetworkProfile';
import type { AccountView, HoldingView } from './AccountView';
import type { AssetView } from './AssetView';
import type { JsonObject, ReadOptions } from './readJson';
import { ReadError } from './ReadError';
import { toAccountView, toHoldingView } from './toAccountView';
import { toAssetView } from './toAssetView';

export interface AccountDetail {
  account: AccountView;
  /** Without an indexer: the lists algod returns whole with the account. */
  algodLists?: {
    holdings: HoldingView[];
    createdAssets: AssetView[];
    createdAppIds: bigint[];
    optedInAppIds: bigint[];
  };
}

/**
 * An account as algod holds it now: everything its page shows at once (balance, minimum balance,
 * status, totals) in one read that answers every valid address (0 for one never funded or closed),
 * so a new address costs no indexer 404. What algod lacks (created and closed rounds) is
 * `loadAccountHistory`, asked beside it. Without an indexer algod's lists come with it; when algod
 * cannot answer, the indexer's account (closed ones included) stands in.
 */
export async function loadAccount(
  profile: NetworkProfile,
  address: string,
  options: ReadOptions = {},
): Promise<AccountDetail> {
  const path = `/v2/accounts/${encodeURIComponent(address)}`;
  try {
    // With an indexer the lists are paged from it: algod's answer leaves them out (totals stay).
    const withLists = profile.indexer === undefined;
    const raw = await new AlgodReader(profile.algod).account(
      address,
      options,
      withLists ? {} : { exclude: 'all' },
    );
    const answer = {
      service: 'algod',
      path: `${path}?${withLists ? '' : 'exclude=all&'}format=json`,
      json: raw as unknown as JsonObject,
    } as const;
    const account: AccountView = { ...toAccountView(raw, 'algod'), answer };
    if (!withLists) return { account };
    return {
      account,
      algodLists: {
        holdings: (raw.assets ?? []).map(toHoldingView),
        createdAssets: (raw['created-assets'] ?? []).map(toAssetView),
        createdAppIds: (raw['created-apps'] ?? []).map((a) => BigInt(a.id)),
        optedInAppIds: (raw['apps-local-state'] ?? []).map((a) => BigInt(a.id)),
      },
    };
  } catch (algodError) {
    // algod unreachable or refusing: the indexer may still answer.
    if (profile.indexer === undefined || !(algodError instanceof ReadError)) throw algodError;
    if (algodError.code === 'READ_BAD_REQUEST') throw algodError;
    const { item } = await new IndexerReader(profile.indexer).lookupAccount(
      address,
      { exclude: ['all'], 'include-all': true },
      options,
    );
    const answer = {
      service: 'indexer',
      path: `${path}?exclude=all&include-all=true`,
      json: item as unknown as JsonObject,
    } as const;
    return { account: { ...toAccountView(item, 'indexer'), answer } };
  }
}
