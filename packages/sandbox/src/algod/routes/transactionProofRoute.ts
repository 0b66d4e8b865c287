import algosdk from 'algosdk';
import type { Hono } from 'hono';
import { HttpError } from '../../http/HttpError';
import { txnMerkleProof } from '../../ledger/block/txnMerkleProof';
import type { AlgodContext } from '../AlgodContext';
import { parseUint64 } from '../params';
import { sendModel } from '../respond';
import { digestFromString } from '../../util/digestFromString';

/**
 * GET /v2/blocks/{round}/transactions/{txid}/proof, as go-algorand v5.0.0
 * daemon/algod/api/server/v2/handlers.go GetTransactionProof answers it, in its order. The
 * sha256 vector commitment (bit-reversed leaves) is not built by the sandbox, so `hashtype=sha256`
 * is refused as unsupported rather than answered with a proof of another tree.
 */
export function transactionProofRoute(app: Hono, { ledger }: AlgodContext): void {
  app.get('/v2/blocks/:round/transactions/:txid/proof', (c) => {
    const round = parseUint64('round', c.req.param('round'));
    const txid = c.req.param('txid');
    if (digestFromString(txid) === undefined)
      throw new HttpError(400, 'no valid transaction ID was specified');
    const hashtype = c.req.query('hashtype') ?? 'sha512_256';
    if (hashtype !== 'sha512_256' && hashtype !== 'sha256') throw new HttpError(400, 'invalid hash type');
    const block = ledger.block(round);
    const txids = ledger.blockTxids(round);
    if (block === undefined || txids === undefined)
      throw new HttpError(500, 'failed to retrieve information from the ledger');
    const idx = txids.indexOf(txid);
    if (idx < 0)
      throw new HttpError(
        404,
        'could not find the transaction in the transaction pool or in the last 1000 confirmed rounds',
      );
    if (hashtype === 'sha256')
      throw new HttpError(501, 'sha256 transaction proofs are not supported by the sandbox');
    const payset = block.payset.map((stib) => algosdk.encodeMsgpack(stib));
    const raw = txids.map((t) => digestFromString(t) as Uint8Array);
    const { proof, stibhash, treedepth } = txnMerkleProof(payset, raw, idx);
    return sendModel(c, new algosdk.modelsv2.TransactionProof({ proof, stibhash, idx, treedepth, hashtype }));
  });
}
