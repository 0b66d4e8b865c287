import type { FieldValue, TransactionView } from '@sextant/core/explore/TransactionView';
import { followedBy, type RouteQueries } from '../../../app/routeData/RouteQueries';
import { isTxid } from '../../transactions/isTxid';
import { rowAssetQueries } from './rowAssetQueries';
import { transactionQueries } from './transactionQueries';

/** The assets whose amounts a field shows (`FieldValueView`), lists included. */
const assetsOfField = (value: FieldValue): bigint[] =>
  value.kind === 'assetAmount'
    ? [value.assetId]
    : value.kind === 'list'
      ? value.items.flatMap(assetsOfField)
      : [];

/** The assets of a transaction's fields and its inner transactions' (the tree renders them all). */
const assetsOf = (txn: TransactionView): bigint[] => [
  ...txn.fields.flatMap((f) => assetsOfField(f.value)),
  ...txn.inner.flatMap(assetsOf),
];

/** `/:net/transaction/:txid`: the transaction, then the assets its amounts are in. */
export const transactionRouteQueries: RouteQueries = ({ profile, params }) => {
  const txid = params['txid'] ?? '';
  return isTxid(txid)
    ? [
        followedBy(transactionQueries.detail(profile, txid), (txn: TransactionView) =>
          rowAssetQueries(profile, assetsOf(txn), (id) => id),
        ),
      ]
    : [];
};
