import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_NETWORKS, type TestNetwork } from './support/twoNetworks';

/**
 * algod v5.0 paths with no feature behind them on a local network, answered as algod answers with
 * the feature off (go-algorand v5.0.0 daemon/algod/api/server/router.go, v2/handlers.go
 * GetStateProof, GetLightBlockHeaderProof, GetLedgerStateDeltaForTransactionGroup,
 * GetTransactionGroupLedgerStateDeltasForRound; the experimental, follow-mode and admin groups),
 * checked through algosdk 3.8's own client methods where it has them.
 */
describe.each(TWO_NETWORKS)('algod feature-off answers on the %s', (_name, start) => {
  let net: TestNetwork;
  beforeAll(async () => {
    net = await start();
  });
  afterAll(() => net.stop());

  const failure = async (p: Promise<unknown>) => {
    const err = (await p.then(
      () => undefined,
      (e: unknown) => e,
    )) as { response?: { status: number; text?: string } } | undefined;
    const text = err?.response?.text;
    return {
      status: err?.response?.status,
      message: text === undefined ? undefined : (JSON.parse(text) as { message: string }).message,
    };
  };

  it('state proofs: none is ever made, so algod finds none for a round (404), and none past the latest (500)', async () => {
    expect(await failure(net.algod.getStateProof(0).do())).toEqual({
      status: 404,
      message: 'no state proof can be found for that round',
    });
    expect(await failure(net.algod.getLightBlockHeaderProof(0).do())).toEqual({
      status: 404,
      message: 'no state proof can be found for that round',
    });
    expect(await failure(net.algod.getStateProof(1_000_000).do())).toEqual({
      status: 500,
      message: 'given round is greater than the latest round',
    });
  });

  it('per-group deltas need the txn-group delta tracer (EnableTxnEvalTracer off): 501', async () => {
    const txid = 'A'.repeat(52);
    expect(await failure(net.algod.getLedgerStateDeltaForTransactionGroup(txid).do())).toEqual({
      status: 501,
      message: 'failed retrieving the expected tracer from ledger',
    });
    expect(await failure(net.algod.getTransactionGroupLedgerStateDeltasForRound(0).do())).toEqual({
      status: 501,
      message: 'failed retrieving the expected tracer from ledger',
    });
    const bad = await net.raw('/v2/deltas/txn/group/not-a-digest');
    expect([bad.status, (bad.json as { message: string }).message]).toEqual([
      400,
      'no valid transaction ID was specified',
    ]);
  });

  it('experimental and follow-mode routes are not registered (echo 404); admin routes refuse the API token (401)', async () => {
    for (const [method, path] of [
      ['GET', '/v2/experimental'],
      ['POST', '/v2/transactions/async'],
      ['GET', '/v2/ledger/sync'],
      ['POST', '/v2/ledger/sync/5'],
    ] as const) {
      const r = await net.raw(path, { method });
      expect([path, r.status, (r.json as { message: string }).message]).toEqual([path, 404, 'Not Found']);
    }
    for (const [method, path] of [
      ['GET', '/v2/participation'],
      ['POST', '/v2/participation/generate/' + algosdk.generateAccount().addr.toString()],
      ['GET', '/v2/node/peers'],
      ['POST', '/v2/catchup/5#ABC'],
      ['POST', '/v2/shutdown'],
      ['GET', '/debug/settings/config'],
    ] as const) {
      const r = await net.raw(path, { method });
      expect([path, r.status, (r.json as { message: string }).message]).toEqual([
        path,
        401,
        'Invalid API Token',
      ]);
    }
  });
});
