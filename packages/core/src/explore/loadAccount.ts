import type { AlgodAccount } from '../algod/algodModels';
import { AlgodReader } from '../algod/AlgodReader';
import { toBigInt } from '../format/toBigInt';
import { IndexerReader } from '../indexer/IndexerReader';
import type { NetworkProfile } from '../network/NetworkProfile';
import type { AccountView, HoldingView } from './AccountView';
import type { AssetView } from './AssetView';
import type { JsonObject, ReadOptions } from './readJson';
import { toAccountView, toHoldingView } from './toAccountView';
import { toAssetView } from './toAssetView';
import { ReadError } from './ReadError';
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

/**
 * An account: algod first, which answers every valid address (one never funded, or closed, holds 0)
 * where the indexer would answer 404 (a red "Failed to load resource" line in the console for the
 * commonest empty account: a new address, an application's account). Only an account algod holds
 * is asked of the indexer, for what algod lacks (its created round; the lists are paged
 * separately). algod's answer, lists included, stands without an indexer, for an account it does not
 * hold, and when the indexer cannot answer (unreachable, or not yet holding the account); the
 * indexer's when algod cannot.
 */
export async function loadAccount(
  profile: NetworkProfile,
  address: string,
  options: ReadOptions = {},
): Promise<AccountDetail> {
  const path = `/v2/accounts/${encodeURIComponent(address)}`;
  const fromIndexer = async (): Promise<AccountDetail> => {
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
  };
  let raw: AlgodAccount;
  try {
    raw = await new AlgodReader(profile.algod).account(address, options);
  } catch (algodError) {
    // algod unreachable or refusing: the indexer may still answer.
    if (profile.indexer === undefined || !(algodError instanceof ReadError)) throw algodError;
    if (algodError.code === 'READ_BAD_REQUEST') throw algodError;
    return fromIndexer();
  }
  const fromAlgod = async (): Promise<AccountDetail> => {
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
  };
  if (profile.indexer === undefined || toBigInt(raw.amount) === 0n) return fromAlgod();
  return withAlgodFallback(fromIndexer, fromAlgod);
}
