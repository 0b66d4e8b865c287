import algosdk from 'algosdk';
import type { Hono } from 'hono';
import { HttpError } from '../../http/HttpError';
import { digest } from '#platform/crypto';
import { fromBlockTxn } from '../../ledger/block/toBlockTxn';
import { txnMerkleProof } from '../../ledger/block/txnMerkleProof';
import { vectorCommitmentProof } from '../../ledger/block/vectorCommitment';
import type { AlgodContext } from '../AlgodContext';
import { parseUint64 } from '../params';
import { sendModel } from '../respond';
import { digestFromString } from '../../util/digestFromString';

const TL = new TextEncoder().encode('TL');
const STIB = new TextEncoder().encode('STIB');

/**
 * GET /v2/blocks/{round}/transactions/{txid}/proof, as go-algorand v5.0.0
 * daemon/algod/api/server/v2/handlers.go GetTransactionProof answers it, in its order: a proof in
 * the SHA-512/256 payset Merkle tree (`txn`), or with `hashtype=sha256` in the SHA-256 vector
 * commitment (`txn256`, data/bookkeeping/txn_merkle.go TxnMerkleTreeSHA256), whose `idx` is the
 * payset index and whose `stibhash` is SHA-256("STIB" ‖ entry).
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
    const payset = block.payset.map((stib) => algosdk.encodeMsgpack(stib));
    if (hashtype === 'sha256') {
      const stibhashes = payset.map((enc) => digest('sha256', [STIB, enc]));
      const leaves = block.payset.map((stib, i) => {
        const txid = digest('sha256', [fromBlockTxn(stib, block.header).txn.bytesToSign()]);
        return digest('sha256', [TL, txid, stibhashes[i] as Uint8Array]);
      });
      const { proof, treedepth } = vectorCommitmentProof(leaves, idx);
      const stibhash = stibhashes[idx] as Uint8Array;
      return sendModel(
        c,
        new algosdk.modelsv2.TransactionProof({ proof, stibhash, idx, treedepth, hashtype }),
      );
    }
    const raw = txids.map((t) => digestFromString(t) as Uint8Array);
    const { proof, stibhash, treedepth } = txnMerkleProof(payset, raw, idx);
    return sendModel(c, new algosdk.modelsv2.TransactionProof({ proof, stibhash, idx, treedepth, hashtype }));
  });
}
