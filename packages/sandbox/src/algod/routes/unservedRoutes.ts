import type { Context, Hono } from 'hono';
import { HttpError } from '../../http/HttpError';
import type { AlgodContext } from '../AlgodContext';
import { formatOf } from '../respond';
import { parseUint64 } from '../params';
import { digestFromString } from '../../util/digestFromString';

/** echo's answer for a route algod did not register (its experimental and follow-mode groups). */
const ECHO_NOT_FOUND = 'Not Found';

/**
 * algod v5.0 paths a local network has no feature behind, answered as algod answers them with the
 * feature off (go-algorand v5.0.0 daemon/algod/api/server/router.go and v2/handlers.go):
 * - state proofs: a local network makes none, so GetStateProof / GetLightBlockHeaderProof find no
 *   state proof transaction after the round (404 ErrNoStateProofForRound; 500 past the latest round);
 * - per-group deltas need the TxnGroupDeltaTracer (config EnableTxnEvalTracer, off): 501;
 * - the experimental group (`/v2/experimental`, `/v2/transactions/async`) and follow mode's
 *   `/v2/ledger/sync` are not registered (EnableExperimentalAPI / EnableFollowMode off): echo's 404;
 * - the admin routes (participation keys, catchup, peers, shutdown, debug settings) take only the
 *   admin token, which the sandbox has none of: 401 `Invalid API Token`.
 */
export function unservedRoutes(app: Hono, { ledger }: AlgodContext): void {
  const noStateProof = (c: Context) => {
    const round = parseUint64('round', c.req.param('round'));
    if (round > ledger.latestRound())
      throw new HttpError(500, 'given round is greater than the latest round');
    throw new HttpError(404, 'no state proof can be found for that round');
  };
  app.get('/v2/stateproofs/:round', noStateProof);
  app.get('/v2/blocks/:round/lightheader/proof', noStateProof);

  const NO_TRACER = 'failed retrieving the expected tracer from ledger';
  app.get('/v2/deltas/txn/group/:id', (c) => {
    formatOf(c);
    if (digestFromString(c.req.param('id')) === undefined)
      throw new HttpError(400, 'no valid transaction ID was specified');
    throw new HttpError(501, NO_TRACER);
  });
  app.get('/v2/deltas/:round/txn/group', (c) => {
    parseUint64('round', c.req.param('round'));
    formatOf(c);
    throw new HttpError(501, NO_TRACER);
  });

  const notRegistered = () => {
    throw new HttpError(404, ECHO_NOT_FOUND);
  };
  app.get('/v2/experimental', notRegistered);
  app.post('/v2/transactions/async', notRegistered);
  app.on(['GET', 'DELETE'], '/v2/ledger/sync', notRegistered);
  app.post('/v2/ledger/sync/:round', notRegistered);

  const adminOnly = () => {
    throw new HttpError(401, 'Invalid API Token');
  };
  app.get('/debug/settings/config', adminOnly);
  app.on(['GET', 'PUT'], '/debug/settings/pprof', adminOnly);
  app.on(['POST', 'DELETE'], '/v2/catchup/:catchpoint', adminOnly);
  app.get('/v2/node/peers', adminOnly);
  app.post('/v2/node/shutdown', adminOnly);
  app.post('/v2/shutdown', adminOnly);
  app.on(['GET', 'POST'], '/v2/participation', adminOnly);
  app.post('/v2/participation/generate/:address', adminOnly);
  app.on(['GET', 'POST', 'DELETE'], '/v2/participation/:id', adminOnly);
}
