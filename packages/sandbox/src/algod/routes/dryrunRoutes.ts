import algosdk from 'algosdk';
import { nextTurn } from '#platform/nextTurn';
import type { Hono } from 'hono';
import { runInTurns } from '../../avm/eval/Slices';
import { TurnQueue } from '../../http/TurnQueue';
import { readDecodableBody } from '../../http/readBody';
import type { AlgodContext } from '../AlgodContext';
import { decodeDryrunRequest } from '../dryrun/decodeDryrunRequest';
import { runDryrun } from '../dryrun/runDryrun';

/**
 * `POST /v2/teal/dryrun` as algod 4.x served it (5.0 removed it): programs run against the ledger
 * overlaid with the request's accounts and apps; nothing changes. One at a time (at most
 * MAX_QUEUED_DRYRUNS waiting, then 503), evaluated in slices between which other requests are answered.
 */
export function dryrunRoutes(app: Hono, { ledger }: AlgodContext): void {
  const dryruns = new TurnQueue(MAX_QUEUED_DRYRUNS, 'dryrun');
  app.post('/v2/teal/dryrun', async (c) => {
    const request = decodeDryrunRequest(await readDecodableBody(c));
    const done = await dryruns.enter();
    try {
      const body = await runInTurns(runDryrun(ledger, request), nextTurn);
      return c.body(algosdk.stringifyJSON(body), 200, { 'Content-Type': 'application/json' });
    } finally {
      done();
    }
  });
}

/** Dry-runs waiting or running at once (as simulate's). */
const MAX_QUEUED_DRYRUNS = 64;
