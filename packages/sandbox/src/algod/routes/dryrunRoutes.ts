import algosdk from 'algosdk';
import type { Hono } from 'hono';
import { readDecodableBody } from '../../http/readBody';
import type { AlgodContext } from '../AlgodContext';
import { decodeDryrunRequest } from '../dryrun/decodeDryrunRequest';
import { runDryrun } from '../dryrun/runDryrun';

/**
 * `POST /v2/teal/dryrun` as algod 4.x served it (5.0 removed it): programs run against the ledger
 * overlaid with the request's accounts and apps; nothing changes.
 */
export function dryrunRoutes(app: Hono, { ledger }: AlgodContext): void {
  app.post('/v2/teal/dryrun', async (c) => {
    const request = decodeDryrunRequest(await readDecodableBody(c));
    const body = runDryrun(ledger, request);
    return c.body(algosdk.stringifyJSON(body), 200, { 'Content-Type': 'application/json' });
  });
}
