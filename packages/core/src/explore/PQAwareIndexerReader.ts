import type { IdxPage, IdxTransaction } from '../indexer/indexerModels';
import type { ScopedTransactionParams, TransactionSearchParams } from '../indexer/indexerParams';
import { IndexerReader } from '../indexer/IndexerReader';
import type { EndpointConfig } from '../network/NetworkProfile';
import type { ReadOptions } from './readJson';
import { withBlockPQSigs } from './withBlockPQSigs';

/**
 * The indexer's transaction reads with the post-quantum signatures an indexer that predates
 * `pqsig` leaves out, taken from algod's blocks (`withBlockPQSigs`). Everything else reads as the
 * plain IndexerReader does.
 */
export class PQAwareIndexerReader extends IndexerReader {
  constructor(
    indexer: EndpointConfig | undefined,
    private readonly algod: EndpointConfig,
  ) {
    super(indexer);
  }

  private async fill(page: IdxPage<IdxTransaction>, options: ReadOptions) {
    return { ...page, items: await withBlockPQSigs(this.algod, page.items, options) };
  }

  override async searchTransactions(params: TransactionSearchParams = {}, options: ReadOptions = {}) {
    return this.fill(await super.searchTransactions(params, options), options);
  }

  override async accountTransactions(
    address: string,
    params: ScopedTransactionParams = {},
    options: ReadOptions = {},
  ) {
    return this.fill(await super.accountTransactions(address, params, options), options);
  }

  override async assetTransactions(
    id: number | bigint | string,
    params: ScopedTransactionParams = {},
    options: ReadOptions = {},
  ) {
    return this.fill(await super.assetTransactions(id, params, options), options);
  }

  override async lookupTransaction(txid: string, options: ReadOptions = {}) {
    const answer = await super.lookupTransaction(txid, options);
    const [item] = await withBlockPQSigs(this.algod, [answer.item], options);
    return { ...answer, item: item ?? answer.item };
  }
}
