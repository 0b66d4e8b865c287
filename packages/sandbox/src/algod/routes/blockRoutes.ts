import algosdk from 'algosdk';
import type { Hono } from 'hono';
import { HttpError } from '../../http/HttpError';
import { base32 } from '../../util/base32';
import type { AlgodContext } from '../AlgodContext';
import { parseBool, parseUint64 } from '../params';
import { formatOf, sendModel, sendMsgpack } from '../respond';

const NO_ENTRY = 'failed to retrieve information from the ledger';
/** msgpack `{"block": …}` prefix: fixmap(1), fixstr(5) "block". The stored block bytes follow unchanged. */
const BLOCK_WRAPPER = Uint8Array.of(0x81, 0xa5, ...new TextEncoder().encode('block'));

/** `/v2/blocks/{round}` (+ `/hash`, `/txids`). msgpack answers reuse the stored block bytes. */
export function blockRoutes(app: Hono, { ledger }: AlgodContext): void {
  app.get('/v2/blocks/:round', (c) => {
    const round = parseUint64('round', c.req.param('round'));
    const format = formatOf(c);
    const headerOnly = parseBool('header-only', c.req.query('header-only'));
    if (headerOnly) {
      const block = ledger.block(round);
      if (block === undefined) throw new HttpError(404, NO_ENTRY);
      const headerBlock = new algosdk.Block({ header: block.header, payset: [] });
      return sendModel(c, new algosdk.modelsv2.BlockResponse({ block: headerBlock }), format);
    }
    if (format === 'msgpack') {
      const bytes = ledger.encodedBlock(round);
      if (bytes === undefined) throw new HttpError(404, NO_ENTRY);
      const out = new Uint8Array(BLOCK_WRAPPER.length + bytes.length);
      out.set(BLOCK_WRAPPER, 0);
      out.set(bytes, BLOCK_WRAPPER.length);
      return sendMsgpack(c, out, 200, { 'X-Algorand-Struct': 'block-v1' });
    }
    const block = ledger.block(round);
    if (block === undefined) throw new HttpError(404, NO_ENTRY);
    return sendModel(c, new algosdk.modelsv2.BlockResponse({ block }));
  });

  app.get('/v2/blocks/:round/hash', (c) => {
    const hash = ledger.blockHash(parseUint64('round', c.req.param('round')));
    if (hash === undefined) throw new HttpError(404, NO_ENTRY);
    return sendModel(c, new algosdk.modelsv2.BlockHashResponse({ blockhash: base32(hash) }));
  });

  // go v5.0: daemon/algod/api/server/v2/handlers.go GetBlockLogs / appendLogsFromTxns: every app
  // call with logs, depth first, inner ones under their top-level transaction's id.
  app.get('/v2/blocks/:round/logs', (c) => {
    const round = parseUint64('round', c.req.param('round'));
    const block = ledger.block(round);
    const txids = ledger.blockTxids(round);
    if (block === undefined || txids === undefined) throw new HttpError(404, NO_ENTRY);
    const logs: algosdk.modelsv2.AppCallLogs[] = [];
    const walk = (txnId: string, t: algosdk.Transaction, ad: algosdk.ApplyData) => {
      const own = ad.evalDelta?.logs ?? [];
      if (own.length > 0) {
        const appId = t.applicationCall?.appIndex || ad.applicationID || 0n;
        logs.push(new algosdk.modelsv2.AppCallLogs({ txid: txnId, logs: own, applicationIndex: appId }));
      }
      for (const inner of ad.evalDelta?.innerTxns ?? []) walk(txnId, inner.signedTxn.txn, inner.applyData);
    };
    block.payset.forEach((stib, i) =>
      walk(txids[i] as string, stib.signedTxn.signedTxn.txn, stib.signedTxn.applyData),
    );
    return sendModel(c, new algosdk.modelsv2.BlockLogsResponse({ logs }));
  });

  app.get('/v2/blocks/:round/txids', (c) => {
    const txids = ledger.blockTxids(parseUint64('round', c.req.param('round')));
    if (txids === undefined) throw new HttpError(404, NO_ENTRY);
    return sendModel(c, new algosdk.modelsv2.BlockTxidsResponse({ blocktxids: txids }));
  });
}
