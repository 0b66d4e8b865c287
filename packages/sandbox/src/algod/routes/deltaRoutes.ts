import type { Hono } from 'hono';
import { HttpError } from '../../http/HttpError';
import type { AlgodContext } from '../AlgodContext';
import { parseUint64 } from '../params';
import { type Format, sendMsgpack } from '../respond';
import { encodeGoJson } from '../goCodec/encodeGoJson';
import { encodeGoMsgpack } from '../goCodec/encodeGoMsgpack';
import { goStateDelta } from '../stateDelta/goStateDelta';

/**
 * `/v2/deltas/{round}` (go v5.0: daemon/algod/api/server/v2/handlers.go GetLedgerStateDelta): the
 * round's ledgercore.StateDelta as go-codec writes it, msgpack or indented JSON (Txleases nil, which
 * JSON cannot key), every untagged zero field included; a round outside the accounts tracker's deltas
 * is a 404 with the tracker's error.
 */
/**
 * go v5.0: daemon/algod/api/server/v2/utils.go getCodecHandle, which (unlike the other routes'
 * format check) lower-cases the option and takes "msgp" for msgpack.
 */
function codecOf(option: string | undefined): Format {
  const f = (option ?? 'json').toLowerCase();
  if (f === 'json') return 'json';
  if (f === 'msgpack' || f === 'msgp') return 'msgpack';
  throw new HttpError(400, 'failed to parse the format option');
}

export function deltaRoutes(app: Hono, { ledger }: AlgodContext): void {
  app.get('/v2/deltas/:round', (c) => {
    const round = parseUint64('round', c.req.param('round'));
    const format = codecOf(c.req.query('format'));
    const changes = ledger.roundChanges(round);
    if ('error' in changes) throw new HttpError(404, `failed retrieving State Delta: ${changes.error}`);
    if (format === 'msgpack') return sendMsgpack(c, encodeGoMsgpack(goStateDelta(changes, false)));
    return c.body(encodeGoJson(goStateDelta(changes, true)), 200, { 'Content-Type': 'application/json' });
  });
}
