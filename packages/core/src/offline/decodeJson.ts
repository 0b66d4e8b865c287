import algosdk from 'algosdk';
import { SextantError } from '../errors/SextantError';
import { concatBytes } from '../encoding/concatBytes';
import type { DecodedItem } from './decodeTransactions';

export const DECODE_JSON_MESSAGES = {
  empty: 'Write at least one transaction as JSON.',
  notJson: (why: string) => `This is not JSON: ${why}.`,
  notTransaction: (position: number, why: string) => `Item ${position} is not a transaction: ${why}.`,
} as const;

export type DecodeJsonErrorCode = 'JSON_EMPTY' | 'JSON_SYNTAX' | 'JSON_NOT_TRANSACTION';

/**
 * Decoded items as JSON with the wire's own field names (`snd`, `amt`, `rcv`…, addresses in base32,
 * bytes in base64): algosdk's JSON form, which reads back exactly. An array, one entry per item; a
 * signed item keeps its envelope (`{"txn": …, "sig": …}`).
 */
export function itemsToJson(items: readonly DecodedItem[]): string {
  const parts = items.map((item) =>
    item.readable.envelope === 'signedTransaction'
      ? algosdk.encodeJSON(algosdk.decodeSignedTransaction(item.bytes), { space: 2 })
      : algosdk.encodeJSON(item.txn, { space: 2 }),
  );
  return `[\n${parts.map((p) => p.replace(/^/gm, '  ')).join(',\n')}\n]`;
}

/**
 * The way back: JSON (one object or an array) → msgpack, concatenated as goal writes a group. A bare
 * transaction becomes goal's unsigned envelope (`{"txn": …}`), which `goal clerk sign` reads.
 */
export function jsonToBytes(text: string): Uint8Array {
  if (text.trim() === '')
    throw new SextantError<DecodeJsonErrorCode>('JSON_EMPTY', DECODE_JSON_MESSAGES.empty);
  let parsed: unknown;
  try {
    parsed = algosdk.parseJSON(text, { intDecoding: algosdk.IntDecoding.MIXED });
  } catch (e) {
    throw new SextantError<DecodeJsonErrorCode>('JSON_SYNTAX', DECODE_JSON_MESSAGES.notJson(why(e)), {
      cause: e,
    });
  }
  const entries = Array.isArray(parsed) ? parsed : [parsed];
  if (entries.length === 0)
    throw new SextantError<DecodeJsonErrorCode>('JSON_EMPTY', DECODE_JSON_MESSAGES.empty);
  const parts = entries.map((entry, i) => {
    try {
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
        throw new Error('not an object');
      // Parsed and re-serialised with algosdk's bigint-aware JSON, so amounts above 2^53 stay exact.
      const json = algosdk.stringifyJSON(entry);
      if ('txn' in entry) return algosdk.encodeMsgpack(algosdk.decodeJSON(json, algosdk.SignedTransaction));
      const txn = algosdk.decodeJSON(json, algosdk.Transaction);
      return algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn }));
    } catch (e) {
      throw new SextantError<DecodeJsonErrorCode>(
        'JSON_NOT_TRANSACTION',
        DECODE_JSON_MESSAGES.notTransaction(i + 1, why(e)),
        { cause: e, details: { position: i + 1 } },
      );
    }
  });
  return concatBytes(parts);
}

function why(e: unknown): string {
  const m = (e instanceof Error ? e.message : String(e)).replace(/\.$/, '');
  return m.charAt(0).toLowerCase() + m.slice(1);
}
