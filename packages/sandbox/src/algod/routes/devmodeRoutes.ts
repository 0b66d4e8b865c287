import type { Hono } from 'hono';
import { HttpError } from '../../http/HttpError';
import type { AlgodContext } from '../AlgodContext';
import { parseUint64 } from '../params';

const INT64_MAX = (1n << 63n) - 1n;

/** DevMode's block timestamp offset: once set, each block is stamped previous + offset seconds. */
export function devmodeRoutes(app: Hono, { ledger }: AlgodContext): void {
  app.get('/v2/devmode/blocks/offset', (c) => {
    const offset = ledger.getTimestampOffset();
    if (offset === undefined) {
      throw new HttpError(
        404,
        'failed retrieving timestamp offset from node: block timestamp offset was never set, using real clock for timestamps',
      );
    }
    // Written by hand: algosdk's model refuses offsets past 2^53, algod allows up to 2^63-1.
    return c.body(`{"offset":${offset}}`, 200, { 'Content-Type': 'application/json' });
  });
  app.post('/v2/devmode/blocks/offset/:offset', (c) => {
    const offset = parseUint64('offset', c.req.param('offset'));
    if (offset > INT64_MAX) {
      throw new HttpError(
        400,
        'failed to set timestamp offset on the node: block timestamp offset cannot be larger than max int64 value',
      );
    }
    ledger.setTimestampOffset(offset);
    return c.body(null, 200);
  });
}
