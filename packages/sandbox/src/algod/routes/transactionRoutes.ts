import algosdk from 'algosdk';
import type { Context, Hono } from 'hono';
import { HttpError } from '../../http/HttpError';
import { readBody } from '../../http/readBody';
import { LedgerError } from '../../ledger/LedgerError';
import { MIN_TXN_FEE } from '../../ledger/verify/checkFees';
import { SKIP_PQ_ADDRESS_CHECK } from '../../ledger/verify/rejectOnCurveLogicSigs';
import type { AlgodContext } from '../AlgodContext';
import { parseAddress, parseOptionalBool, parseOptionalUint64 } from '../params';
import { formatOf, sendModel } from '../respond';
import { pendingResponse } from './pendingResponse';

export const TXN_NOT_FOUND =
  'could not find the transaction in the transaction pool or in the last 1000 confirmed rounds';

/** Broadcast, suggested params and pending lookups. DevMode has no pool: pending lists are empty. */
export function transactionRoutes(app: Hono, { ledger }: AlgodContext): void {
  app.post('/v2/transactions', async (c) => {
    const skipPqAddressCheck = parseOptionalBool(SKIP_PQ_ADDRESS_CHECK, c.req.query(SKIP_PQ_ADDRESS_CHECK));
    const body = await readBody(c);
    try {
      const txId = await ledger.submitDurable(body, { skipPqAddressCheck: skipPqAddressCheck === true });
      return sendModel(c, new algosdk.modelsv2.PostTransactionsResponse({ txid: txId }));
    } catch (err) {
      if (err instanceof LedgerError) throw new HttpError(err.status, err.message, err.data);
      throw err;
    }
  });

  app.get('/v2/transactions/params', (c) =>
    sendModel(
      c,
      new algosdk.modelsv2.TransactionParametersResponse({
        consensusVersion: ledger.protocol,
        // The pool is always empty in DevMode, so there is no congestion fee.
        fee: 0,
        genesisHash: ledger.genesisHash,
        genesisId: ledger.genesisId,
        lastRound: ledger.latestRound(),
        minFee: MIN_TXN_FEE,
      }),
    ),
  );

  const emptyPool = (c: Context) => {
    const format = formatOf(c);
    parseOptionalUint64('max', c.req.query('max'));
    return sendModel(
      c,
      new algosdk.modelsv2.PendingTransactionsResponse({ topTransactions: [], totalTransactions: 0 }),
      format,
    );
  };
  app.get('/v2/transactions/pending', emptyPool);
  app.get('/v2/accounts/:address/transactions/pending', (c) => {
    parseAddress(c.req.param('address'));
    return emptyPool(c);
  });

  app.get('/v2/transactions/pending/:txid', (c) => {
    const format = formatOf(c);
    const txid = c.req.param('txid');
    if (!/^[A-Z2-7]{52}$/.test(txid)) throw new HttpError(400, 'no valid transaction ID was specified');
    const where = ledger.confirmed(txid);
    const block = where === undefined ? undefined : ledger.block(where.round);
    if (where === undefined || block === undefined) throw new HttpError(404, TXN_NOT_FOUND);
    return sendModel(c, pendingResponse(block, where.index), format);
  });
}
