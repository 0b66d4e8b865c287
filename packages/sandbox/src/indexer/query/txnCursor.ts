import { base64UrlDecode } from '../params/goDecode';
import type { TxnCursor } from './TxnFilter';

/** The indexer's transaction next token: URL-safe base64 of round (uint64 LE) ‖ intra (uint32 LE). */
export function encodeTxnCursor(c: TxnCursor): string {
  const b = Buffer.alloc(12);
  b.writeBigUInt64LE(BigInt(c.round), 0);
  b.writeUInt32LE(c.intra >>> 0, 8);
  // Standard base64 with the URL alphabet's two characters: the browser's `buffer` has no base64url.
  return b.toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}

export function decodeTxnCursor(token: string): TxnCursor | undefined {
  const raw = base64UrlDecode(token);
  if (raw === undefined || raw.length !== 12) return undefined;
  const b = Buffer.from(raw);
  const round = b.readBigUInt64LE(0);
  return {
    round: round > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(round),
    intra: b.readUInt32LE(8),
  };
}
