import { AlgodReader } from '../algod/AlgodReader';
import { IndexerReader } from '../indexer/IndexerReader';
import type { NetworkProfile } from '../network/NetworkProfile';
import type { AccountView, HoldingView } from './AccountView';
import type { AssetView } from './AssetView';
import type { JsonObject, ReadOptions } from './readJson';
import { toAccountView, toHoldingView } from './toAccountView';
import { toAssetView } from './toAssetView';
import { withAlgodFallback } from './withAlgodFallback';

export interface AccountDetail {
  account: AccountView;
  /** Only from algod (which answers everything at once); from the indexer these lists are paged separately. */
  algodLists?: {
    holdings: HoldingView[];
    createdAssets: AssetView[];
    createdAppIds: bigint[];
    optedInAppIds: bigint[];
  };
}

/** An account from the indexer (lists excluded: they are paged), or everything from algod without one. */
export function loadAccount(
  profile: NetworkProfile,
  address: string,
  options: ReadOptions = {},
): Promise<AccountDetail> {
  const path = `/v2/accounts/${encodeURIComponent(address)}`;
  return withAlgodFallback<AccountDetail>(
    async () => {
      const { item } = await new IndexerReader(profile.indexer).lookupAccount(
        address,
        { exclude: ['all'] },
        options,
      );
      const answer = {
        service: 'indexer',
        path: `${path}?exclude=all`,
        json: item as unknown as JsonObject,
      } as const;
      return { account: { ...toAccountView(item, 'indexer'), answer } };
    },
    async () => {
      const raw = await new AlgodReader(profile.algod).account(address, options);
      const answer = {
        service: 'algod',
        path: `${path}?format=json`,
        json: raw as unknown as JsonObject,
      } as const;
      return {
        account: { ...toAccountView(raw, 'algod'), answer },
        algodLists: {
          holdings: (raw.assets ?? []).map(toHoldingView),
          createdAssets: (raw['created-assets'] ?? []).map(toAssetView),
          createdAppIds: (raw['created-apps'] ?? []).map((a) => BigInt(a.id)),
          optedInAppIds: (raw['apps-local-state'] ?? []).map((a) => BigInt(a.id)),
        },
      };
    },
  );
}
