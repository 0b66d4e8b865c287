import { describeTransaction } from '@sextant/core/explore/describeTransaction';
import type { JsonObject } from '@sextant/core/explore/readJson';
import type { TransactionView } from '@sextant/core/explore/TransactionView';
import { IndexerReader } from '@sextant/core/indexer/IndexerReader';
import { PQAwareIndexerReader } from '@sextant/core/explore/PQAwareIndexerReader';
import { withBlockPQSigs } from '@sextant/core/explore/withBlockPQSigs';
import type { TransactionSearchParams } from '@sextant/core/indexer/indexerParams';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryKeys } from '../../../app/queries/queryKeys';
import { readQuery } from './readQuery';
import { transactionListQuery } from './transactionListQuery';

/** Query options for transactions. A confirmed transaction (and group) never changes. */
export const transactionQueries = {
  detail: (profile: NetworkProfile, txid: string) =>
    readQuery(
      queryKeys.ledger.transaction(profile.id, txid),
      async (options): Promise<TransactionView> => {
        const { item } = await new IndexerReader(profile.indexer).lookupTransaction(txid, options);
        const json = item as unknown as JsonObject;
        const [signed] = await withBlockPQSigs(profile.algod, [item], options);
        return {
          ...describeTransaction(signed ?? item),
          answer: { service: 'indexer', path: `/v2/transactions/${encodeURIComponent(txid)}`, json },
        };
      },
      Infinity,
    ),

  group: (profile: NetworkProfile, groupId: string) =>
    readQuery(
      queryKeys.ledger.group(profile.id, groupId),
      async (options) => {
        const page = await new PQAwareIndexerReader(profile.indexer, profile.algod).searchTransactions(
          { 'group-id': groupId, limit: 16 },
          options,
        );
        return page.items.map(describeTransaction);
      },
      Infinity,
    ),

  /** The transactions page's search, newest first, keyed under `queryKeys.ledger.search`. */
  search: (profile: NetworkProfile, params: TransactionSearchParams) =>
    transactionListQuery(
      queryKeys.ledger.search(profile.id, 'transactions', params),
      profile,
      params,
      (reader, query, options) => reader.searchTransactions(query, options),
      describeTransaction,
    ),
};
