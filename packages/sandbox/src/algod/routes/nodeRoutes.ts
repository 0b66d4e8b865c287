import algosdk from 'algosdk';
import type { Hono } from 'hono';
import { BUILD_VERSION } from '../BUILD_VERSION';
import type { AlgodContext } from '../AlgodContext';
import { parseUint64 } from '../params';
import { sendModel } from '../respond';

/** algod's WaitForBlockTimeout. */
export const WAIT_FOR_BLOCK_TIMEOUT_MS = 60_000;

/** `/health`, `/ready`, `/versions`, `/genesis`, `/v2/status` (+ wait), `/v2/ledger/supply`. */
export function nodeRoutes(app: Hono, ctx: AlgodContext): void {
  const { ledger } = ctx;
  app.get('/health', (c) => c.json(null));
  app.get('/ready', (c) => c.body(null, 200));
  app.get('/versions', (c) =>
    c.json({
      build: BUILD_VERSION,
      genesis_hash_b64: Buffer.from(ledger.genesisHash).toString('base64'),
      genesis_id: ledger.genesisId,
      versions: ['v2'],
    }),
  );
  app.get('/genesis', (c) => {
    const { fork } = ctx;
    if (fork === undefined)
      return c.text(JSON.stringify(ledger.genesis, null, 2), 200, { 'Content-Type': 'application/json' });
    // A fork's genesis is the remote's, as it served it at the fork (kept in the data dir).
    if (fork.genesis !== undefined) return c.text(fork.genesis, 200, { 'Content-Type': 'application/json' });
    return c.json(
      {
        message: `fork: the forked network's algod ${fork.remote.url} did not serve its /genesis when the fork started`,
      },
      502,
    );
  });
  app.get('/v2/status', (c) => sendModel(c, statusModel(ctx)));
  app.get('/v2/status/wait-for-block-after/:round', async (c) => {
    const round = parseUint64('round', c.req.param('round'));
    await ledger.waitForRound(
      round + 1n,
      ctx.waitForBlockTimeoutMs ?? WAIT_FOR_BLOCK_TIMEOUT_MS,
      c.req.raw.signal,
    );
    return sendModel(c, statusModel(ctx));
  });
  app.get('/v2/ledger/supply', (c) => {
    const { total, online } = ledger.supply();
    return sendModel(
      c,
      new algosdk.modelsv2.SupplyResponse({
        currentRound: ledger.latestRound(),
        totalMoney: total,
        onlineMoney: online,
        onlineStake: online,
      }),
    );
  });
}

/** The `/v2/status` body; `wait-for-block-after` answers with the same. */
export function statusModel({ ledger }: AlgodContext): algosdk.modelsv2.NodeStatusResponse {
  const last = ledger.latestRound();
  return new algosdk.modelsv2.NodeStatusResponse({
    catchpoint: '',
    catchpointAcquiredBlocks: 0,
    catchpointProcessedAccounts: 0,
    catchpointProcessedKvs: 0,
    catchpointTotalAccounts: 0,
    catchpointTotalBlocks: 0,
    catchpointTotalKvs: 0,
    catchpointVerifiedAccounts: 0,
    catchpointVerifiedKvs: 0,
    catchupTime: 0,
    lastCatchpoint: '',
    lastRound: last,
    lastVersion: ledger.protocol,
    nextVersion: ledger.protocol,
    nextVersionRound: last + 1n,
    nextVersionSupported: true,
    stoppedAtUnsupportedRound: false,
    timeSinceLastRound: BigInt(Math.max(0, Date.now() - ledger.latestBlockMadeAt())) * 1_000_000n,
  });
}
