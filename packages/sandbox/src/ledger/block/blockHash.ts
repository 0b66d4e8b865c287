import algosdk from 'algosdk';
import { sha512_256 } from '../../util/sha512_256';

const BH = new TextEncoder().encode('BH');

/** SHA-512/256("BH" ‖ msgpack(header)): what `prev` of the next block and `/v2/blocks/{r}/hash` carry. */
export function blockHash(header: algosdk.BlockHeader): Uint8Array {
  return headerHash(algosdk.encodeMsgpack(header));
}

/** The same from the header's msgpack, when it is at hand. */
export function headerHash(encodedHeader: Uint8Array): Uint8Array {
  return sha512_256(BH, encodedHeader);
}
