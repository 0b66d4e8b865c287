import algosdk from 'algosdk';
import { digest } from '#platform/crypto';
import { encodeMap, mapEntries } from '../../util/msgpackMap';
import { sha512_256 } from '../../util/sha512_256';
import { LedgerError } from '../LedgerError';

const BH = new TextEncoder().encode('BH');

/** SHA-512/256("BH" ‖ msgpack(header)): what `prev` of the next block and `/v2/blocks/{r}/hash` carry. */
export function blockHash(header: algosdk.BlockHeader): Uint8Array {
  return headerHash(algosdk.encodeMsgpack(header));
}

/** The same from the header's msgpack, when it is at hand. */
export function headerHash(encodedHeader: Uint8Array): Uint8Array {
  return sha512_256(BH, encodedHeader);
}

/**
 * SHA-512("BH" ‖ msgpack(header)), go-algorand v5.0.0 data/bookkeeping/block.go
 * BlockHeader.Hash512: what `prev512` of the next block carries (EnableSha512BlockHash, v41). Read
 * from the block's msgpack as stored, whose entries are the header's and `txns`: a block written
 * before the header had `prev512`/`txn512` hashes as the bytes it was written with.
 */
export function blockHash512(encodedBlock: Uint8Array): Uint8Array {
  const entries = mapEntries(encodedBlock);
  if (entries === undefined) throw new LedgerError('store', 'a stored block is not a msgpack map');
  return digest('sha512', [BH, encodeMap(entries.filter((e) => e.key !== 'txns'))]);
}
