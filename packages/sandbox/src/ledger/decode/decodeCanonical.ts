import algosdk from 'algosdk';
import { asciiOf, type CanonicalTxn, type Kind } from './signedBytesOf';
import { entryValue } from '../../util/msgpackMap';

/** Fields written as 32-byte keys that algosdk decodes to an `Address` (the rest stay bytes). */
const ADDRESSES = new Set(['snd', 'rcv', 'close', 'rekey', 'arcv', 'asnd', 'aclose']);

/**
 * The signed transaction algosdk's `decodeMsgpack` gives, read by hand from what `canonicalTxn`
 * parsed: taken only for a canonical `txn` map (payments and asset transfers) signed by one
 * non-zero 64-byte `sig`, with at most an `sgnr` beside it, every key once and sorted; undefined
 * for anything else, which algosdk then decodes (and refuses in its own words). The values go
 * through algosdk's own `fromEncodingData`, as its decoder's do, as bigints, `Address`es, byte
 * views of the body and strings, so the object is the same one (`decodeCanonical.test.ts`).
 */
export function decodeCanonical(parsed: CanonicalTxn): algosdk.SignedTransaction | undefined {
  let sig: Uint8Array | undefined;
  let sgnr: algosdk.Address | undefined;
  let previous = '';
  for (const e of parsed.top) {
    if (e.key <= previous) return undefined;
    previous = e.key;
    const v = entryValue(e);
    if (e.key === 'sig') {
      if (v.length !== 66 || v[0] !== 0xc4 || v[1] !== 64 || allZero(v.subarray(2))) return undefined;
      sig = v.subarray(2);
    } else if (e.key === 'sgnr') {
      if (v.length !== 34 || v[0] !== 0xc4 || v[1] !== 32 || allZero(v.subarray(2))) return undefined;
      sgnr = new algosdk.Address(v.subarray(2));
    } else if (e.key !== 'txn') return undefined;
  }
  if (sig === undefined) return undefined;
  const txn = new Map<string, unknown>();
  for (const e of parsed.entries) txn.set(e.key, valueOf(parsed.fields[e.key] as Kind, e.key, entryValue(e)));
  try {
    return algosdk.SignedTransaction.fromEncodingData(
      new Map<string, unknown>([
        ['txn', txn],
        ['sig', sig],
        ['sgnr', sgnr],
      ]),
    );
  } catch {
    // What algosdk's constructors refuse, its decoder refuses too, in the words the caller reports.
    return undefined;
  }
}

/** A canonical value (checked by `canonicalTxn`) as algosdk's decoder hands it on. */
function valueOf(kind: Kind, key: string, v: Uint8Array): unknown {
  switch (kind) {
    case 'u':
      return uint(v);
    case 'k':
      return ADDRESSES.has(key) ? new algosdk.Address(v.subarray(2)) : v.subarray(2);
    case 'b':
      return v.subarray(v[0] === 0xc4 ? 2 : 3);
    case 's':
      return asciiOf(v);
  }
}

function uint(v: Uint8Array): bigint {
  const b = v[0] as number;
  if (b < 0x80) return BigInt(b);
  let n = 0n;
  for (let i = 1; i < v.length; i++) n = (n << 8n) | BigInt(v[i] as number);
  return n;
}

function allZero(v: Uint8Array): boolean {
  for (const x of v) if (x !== 0) return false;
  return true;
}
