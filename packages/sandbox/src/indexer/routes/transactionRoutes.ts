import type { Context, Hono } from 'hono';
import { HttpError } from '../../http/HttpError';
import { base32Decode, DecodeError, decodeAddressGo } from '../params/goDecode';
import { ERR } from '../params/indexerErrors';
import { ALL_TXN_PARAMS, type TxnParamName, transactionFilter } from '../params/transactionParams';
import { searchTransactions } from '../query/searchTransactions';
import type { TxnRow } from '../store/TxnRow';
import type { IndexerDeps } from './IndexerDeps';
import { notFound, pathUint, query, respondText } from './respond';

const COMMON: TxnParamName[] = [
  'limit',
  'next',
  'note-prefix',
  'tx-type',
  'sig-type',
  'txid',
  'round',
  'min-round',
  'max-round',
  'before-time',
  'after-time',
  'currency-greater-than',
  'currency-less-than',
  'rekey-to',
];
const ACCOUNT_TXN_PARAMS = new Set<TxnParamName>([...COMMON, 'asset-id']);
const ASSET_TXN_PARAMS = new Set<TxnParamName>([...COMMON, 'address', 'address-role', 'exclude-close-to']);

/** The account path parameter, checked before anything else as the indexer does. */
export function accountParam(raw: string): string {
  try {
    return decodeAddressGo(raw).toString();
  } catch (err) {
    throw new HttpError(400, `${ERR.unableToParseAddress} 'account-id': ${(err as Error).message}`);
  }
}

/** /v2/transactions, /v2/transactions/{txid}, and the account and asset transaction lists. */
export function transactionRoutes(app: Hono, deps: IndexerDeps): void {
  const { store, txnJson } = deps;
  const list = (c: Context, rows: TxnRow[], next: string | undefined): Response =>
    respondText(
      c,
      txnJson.withList(
        { 'current-round': Math.max(store.round, 0), 'next-token': next },
        'transactions',
        rows,
      ),
    );

  app.get('/v2/transactions', (c) => {
    const result = searchTransactions(store, transactionFilter(query(c), ALL_TXN_PARAMS));
    return list(c, result.rows, result.next);
  });

  app.get('/v2/transactions/:txid', (c) => {
    const txid = c.req.param('txid');
    try {
      base32Decode(txid);
    } catch (err) {
      if (!(err instanceof DecodeError)) throw err;
      throw new HttpError(400, `invalid input: ${ERR.unableToParseDigest} 'txid': ${err.message}`);
    }
    const pos = store.byTxid.get(txid);
    if (pos === undefined) throw notFound(`${ERR.noTransactionFound}: ${txid}`);
    const text = txnJson.json(store.rows[pos] as TxnRow);
    return respondText(c, `{"current-round":${Math.max(store.round, 0)},"transaction":${text}}`);
  });

  app.get('/v2/accounts/:accountId/transactions', (c) => {
    const address = accountParam(c.req.param('accountId'));
    const result = searchTransactions(store, transactionFilter(query(c), ACCOUNT_TXN_PARAMS, { address }));
    return list(c, result.rows, result.next);
  });

  app.get('/v2/assets/:assetId/transactions', (c) => {
    const assetId = pathUint(c, 'assetId', 'asset-id');
    const result = searchTransactions(store, transactionFilter(query(c), ASSET_TXN_PARAMS, { assetId }));
    return list(c, result.rows, result.next);
  });
}
