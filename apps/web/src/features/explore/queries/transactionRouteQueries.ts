import type { RouteQueries } from '../../../app/routeData/RouteQueries';
import { isTxid } from '../../transactions/isTxid';
import { transactionQueries } from './transactionQueries';

/** `/:net/transaction/:txid`: the transaction. */
export const transactionRouteQueries: RouteQueries = ({ profile, params }) => {
  const txid = params['txid'] ?? '';
  return isTxid(txid) ? [transactionQueries.detail(profile, txid)] : [];
};
