import algosdk from 'algosdk';
import type { Hono } from 'hono';
import { HttpError } from '../../http/HttpError';
import { readBody } from '../../http/readBody';
import { toApplyData } from '../../ledger/block/toBlockTxn';
import { MAX_GROUP_SIZE } from '../../ledger/decode/decodeTxGroup';
import { LedgerError } from '../../ledger/LedgerError';
import type { AlgodContext } from '../AlgodContext';
import { formatOf, sendModel } from '../respond';
import { fromApplyData } from './pendingResponse';

/**
 * `POST /v2/transactions/simulate`: the request in msgpack (what algosdk sends) or JSON, tried in
 * that order as algod does. Evaluation failures come back in the 200 body (`failure-message`,
 * `failed-at`); malformed requests and signature failures are 400. State never changes.
 */
export function simulateRoutes(app: Hono, { ledger }: AlgodContext): void {
  app.post('/v2/transactions/simulate', async (c) => {
    const format = formatOf(c);
    const request = decodeRequest(await readBody(c));
    for (const g of request.txnGroups) {
      if (g.txns.length === 0) throw new HttpError(400, 'empty txgroup');
      if (g.txns.length > MAX_GROUP_SIZE) {
        throw new HttpError(
          400,
          `transaction group size ${g.txns.length} exceeds protocol max ${MAX_GROUP_SIZE}`,
        );
      }
    }
    const allowEmptySignatures = request.allowEmptySignatures === true;
    let results;
    try {
      results = ledger.simulate(
        request.txnGroups.map((g) => g.txns),
        { allowEmptySignatures },
      );
    } catch (err) {
      if (err instanceof LedgerError) throw new HttpError(400, err.message, err.data);
      throw err;
    }
    const response = new algosdk.modelsv2.SimulateResponse({
      version: 2,
      lastRound: ledger.latestRound(),
      txnGroups: results.map(
        (g) =>
          new algosdk.modelsv2.SimulateTransactionGroupResult({
            txnResults: g.txns.map(
              (p, i) =>
                new algosdk.modelsv2.SimulateTransactionResult({
                  txnResult: fromApplyData(p.stxn, toApplyData(g.applyData[i] ?? {})),
                }),
            ),
            ...(g.failedAt !== undefined && { failedAt: [g.failedAt] }),
            ...(g.failureMessage !== undefined && { failureMessage: g.failureMessage }),
          }),
      ),
      ...(allowEmptySignatures && {
        evalOverrides: new algosdk.modelsv2.SimulationEvalOverrides({ allowEmptySignatures: true }),
      }),
    });
    return sendModel(c, response, format);
  });
}

function decodeRequest(body: Uint8Array): algosdk.modelsv2.SimulateRequest {
  if (body.length === 0) throw new HttpError(400, 'request body is empty: expected a simulate request');
  let msgpackError: unknown;
  try {
    return algosdk.decodeMsgpack(body, algosdk.modelsv2.SimulateRequest);
  } catch (err) {
    msgpackError = err;
  }
  try {
    return algosdk.decodeJSON(
      new TextDecoder('utf-8', { fatal: true }).decode(body),
      algosdk.modelsv2.SimulateRequest,
    );
  } catch (err) {
    const looksJson = body[0] === 0x7b;
    const reason =
      ((looksJson ? err : msgpackError) as Error)?.message ?? String(looksJson ? err : msgpackError);
    throw new HttpError(400, `failed to decode simulate request: ${reason}`);
  }
}
