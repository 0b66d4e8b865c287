import type { JsonUint } from '../json/JsonUint';
import type { EndpointConfig } from '../network/NetworkProfile';
import type { QueryParams } from '../explore/QueryParams';
import { readJson, type JsonObject, type ReadOptions } from '../explore/readJson';
import { ReadError } from '../explore/ReadError';
import { ShapeReader } from '../explore/readShape';
import type {
  IdxAccount,
  IdxApplication,
  IdxApplicationLocalState,
  IdxAsset,
  IdxAssetHolding,
  IdxBlock,
  IdxBox,
  IdxLogData,
  IdxMiniAssetHolding,
  IdxPage,
  IdxTransaction,
} from './indexerModels';
import type {
  AccountAppsParams,
  AccountAssetsParams,
  AccountLookupParams,
  AccountSearchParams,
  ApplicationLogsParams,
  ApplicationSearchParams,
  AssetBalancesParams,
  AssetSearchParams,
  BlockHeaderSearchParams,
  PageParams,
  ScopedTransactionParams,
  TransactionSearchParams,
} from './indexerParams';

type Id = number | bigint | string;

/**
 * Typed reads of every indexer v2 GET endpoint Sextant uses. Host, port, path prefix, token and
 * token header come from the network profile; without an indexer every call fails READ_NO_INDEXER.
 */
export class IndexerReader {
  constructor(private readonly endpoint: EndpointConfig | undefined) {}

  get available(): boolean {
    return this.endpoint !== undefined;
  }

  private async get(path: string, params: QueryParams, options: ReadOptions) {
    if (this.endpoint === undefined) throw new ReadError('READ_NO_INDEXER', { service: 'indexer', path });
    const json = await readJson('indexer', this.endpoint, path, params, options);
    return { json, shape: new ShapeReader('indexer', path) };
  }

  private async page<T>(
    path: string,
    key: string,
    params: QueryParams,
    options: ReadOptions,
  ): Promise<IdxPage<T>> {
    const { json, shape } = await this.get(path, params, options);
    return pageOf<T>(json, shape.array<T>(json, key));
  }

  private async one<T>(path: string, key: string, params: QueryParams, options: ReadOptions) {
    const { json, shape } = await this.get(path, params, options);
    return { item: shape.object<T>(json, key), currentRound: roundOf(json) };
  }

  searchAccounts(params: AccountSearchParams = {}, options: ReadOptions = {}) {
    return this.page<IdxAccount>('/v2/accounts', 'accounts', params, options);
  }

  lookupAccount(address: string, params: AccountLookupParams = {}, options: ReadOptions = {}) {
    return this.one<IdxAccount>(`/v2/accounts/${seg(address)}`, 'account', params, options);
  }

  accountAssets(address: string, params: AccountAssetsParams = {}, options: ReadOptions = {}) {
    return this.page<IdxAssetHolding>(`/v2/accounts/${seg(address)}/assets`, 'assets', params, options);
  }

  accountCreatedAssets(address: string, params: AccountAssetsParams = {}, options: ReadOptions = {}) {
    return this.page<IdxAsset>(`/v2/accounts/${seg(address)}/created-assets`, 'assets', params, options);
  }

  accountAppsLocalState(address: string, params: AccountAppsParams = {}, options: ReadOptions = {}) {
    const path = `/v2/accounts/${seg(address)}/apps-local-state`;
    return this.page<IdxApplicationLocalState>(path, 'apps-local-states', params, options);
  }

  accountCreatedApps(address: string, params: AccountAppsParams = {}, options: ReadOptions = {}) {
    const path = `/v2/accounts/${seg(address)}/created-applications`;
    return this.page<IdxApplication>(path, 'applications', params, options);
  }

  accountTransactions(address: string, params: ScopedTransactionParams = {}, options: ReadOptions = {}) {
    const { address: _ignored, ...rest } = params;
    const path = `/v2/accounts/${seg(address)}/transactions`;
    return this.page<IdxTransaction>(path, 'transactions', rest, options);
  }

  searchAssets(params: AssetSearchParams = {}, options: ReadOptions = {}) {
    return this.page<IdxAsset>('/v2/assets', 'assets', params, options);
  }

  lookupAsset(id: Id, params: { 'include-all'?: boolean } = {}, options: ReadOptions = {}) {
    return this.one<IdxAsset>(`/v2/assets/${seg(id)}`, 'asset', params, options);
  }

  assetBalances(id: Id, params: AssetBalancesParams = {}, options: ReadOptions = {}) {
    return this.page<IdxMiniAssetHolding>(`/v2/assets/${seg(id)}/balances`, 'balances', params, options);
  }

  assetTransactions(id: Id, params: ScopedTransactionParams = {}, options: ReadOptions = {}) {
    return this.page<IdxTransaction>(`/v2/assets/${seg(id)}/transactions`, 'transactions', params, options);
  }

  searchApplications(params: ApplicationSearchParams = {}, options: ReadOptions = {}) {
    return this.page<IdxApplication>('/v2/applications', 'applications', params, options);
  }

  lookupApplication(id: Id, params: { 'include-all'?: boolean } = {}, options: ReadOptions = {}) {
    return this.one<IdxApplication>(`/v2/applications/${seg(id)}`, 'application', params, options);
  }

  applicationLogs(id: Id, params: ApplicationLogsParams = {}, options: ReadOptions = {}) {
    return this.page<IdxLogData>(`/v2/applications/${seg(id)}/logs`, 'log-data', params, options);
  }

  /** `name` in the API's `encoding:value` form (`b64:…`, `str:…`, `int:…`, `addr:…`). */
  async applicationBox(id: Id, name: string, options: ReadOptions = {}): Promise<IdxBox> {
    const { json, shape } = await this.get(`/v2/applications/${seg(id)}/box`, { name }, options);
    return { name: shape.string(json, 'name'), value: shape.string(json, 'value'), ...roundField(json) };
  }

  applicationBoxes(id: Id, params: PageParams = {}, options: ReadOptions = {}) {
    return this.page<{ name: string }>(`/v2/applications/${seg(id)}/boxes`, 'boxes', params, options);
  }

  searchTransactions(params: TransactionSearchParams = {}, options: ReadOptions = {}) {
    return this.page<IdxTransaction>('/v2/transactions', 'transactions', params, options);
  }

  lookupTransaction(txid: string, options: ReadOptions = {}) {
    return this.one<IdxTransaction>(`/v2/transactions/${seg(txid)}`, 'transaction', {}, options);
  }

  async lookupBlock(round: Id, params: { 'header-only'?: boolean } = {}, options: ReadOptions = {}) {
    const { json, shape } = await this.get(`/v2/blocks/${seg(round)}`, params, options);
    shape.string(json, 'genesis-hash');
    return json as unknown as IdxBlock;
  }

  searchBlockHeaders(params: BlockHeaderSearchParams = {}, options: ReadOptions = {}) {
    return this.page<IdxBlock>('/v2/block-headers', 'blocks', params, options);
  }
}

function seg(value: Id): string {
  return encodeURIComponent(String(value));
}

function roundOf(json: JsonObject): JsonUint {
  const round = json['current-round'];
  return typeof round === 'number' || typeof round === 'bigint' ? round : 0;
}

function roundField(json: JsonObject): { round?: JsonUint } {
  const round = json['round'];
  return typeof round === 'number' || typeof round === 'bigint' ? { round } : {};
}

function pageOf<T>(json: JsonObject, items: T[]): IdxPage<T> {
  const next = json['next-token'];
  // An empty page may still carry a token; a token with nothing behind it would loop "load more".
  return {
    items,
    currentRound: roundOf(json),
    ...(typeof next === 'string' && next !== '' && items.length > 0 && { nextToken: next }),
  };
}
