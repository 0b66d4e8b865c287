import type { Hono } from 'hono';
import { BUILD_VERSION } from '../BUILD_VERSION';
import type { AlgodContext } from '../AlgodContext';

/** `/health`, `/ready`, `/versions`, `/genesis`, `/v2/status`: what a client asks first. */
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
  app.get('/genesis', (c) =>
    c.text(JSON.stringify(ledger.genesis, null, 2), 200, { 'Content-Type': 'application/json' }),
  );
  app.get('/v2/status', (c) => c.json(statusBody(ctx)));
}

/** The `/v2/status` body; `wait-for-block-after` answers with the same. */
export function statusBody({ ledger }: AlgodContext): Record<string, unknown> {
  const last = ledger.latestRound();
  return {
    catchpoint: '',
    'catchpoint-acquired-blocks': 0,
    'catchpoint-processed-accounts': 0,
    'catchpoint-processed-kvs': 0,
    'catchpoint-total-accounts': 0,
    'catchpoint-total-blocks': 0,
    'catchpoint-total-kvs': 0,
    'catchpoint-verified-accounts': 0,
    'catchpoint-verified-kvs': 0,
    'catchup-time': 0,
    'last-catchpoint': '',
    'last-round': Number(last),
    'last-version': ledger.protocol,
    'next-version': ledger.protocol,
    'next-version-round': Number(last) + 1,
    'next-version-supported': true,
    'stopped-at-unsupported-round': false,
    'time-since-last-round': Math.max(0, Date.now() - ledger.latestBlockMadeAt()) * 1_000_000,
  };
}
