import algosdk from 'algosdk';
import { type RawResourceRef, resourceRefError } from '../verify/resourceRefError';
import { decodeSignedTxn } from './decodeTxGroup';

/** msgpack of the key "al" (fixstr of 2): only a transaction that has it is read twice. */
const AL_KEY = [0xa2, 0x61, 0x6c];

function mentionsAccess(bytes: Uint8Array): boolean {
  for (let i = bytes.indexOf(AL_KEY[0] as number); i >= 0 && i + 2 < bytes.length;) {
    if (bytes[i + 1] === AL_KEY[1] && bytes[i + 2] === AL_KEY[2]) return true;
    i = bytes.indexOf(AL_KEY[0] as number, i + 1);
  }
  return false;
}

/** The signed transaction's `txn.al` as raw msgpack maps, when it has one. */
function rawAccessOf(bytes: Uint8Array): { stxn: Map<string, unknown>; al: RawResourceRef[] } | undefined {
  let stxn: unknown;
  try {
    stxn = algosdk.msgpackRawDecodeAsMap(bytes, { intDecoding: algosdk.IntDecoding.BIGINT });
  } catch {
    return undefined;
  }
  const txn = stxn instanceof Map ? (stxn as Map<string, unknown>).get('txn') : undefined;
  const al = txn instanceof Map ? (txn as Map<string, unknown>).get('al') : undefined;
  if (!Array.isArray(al)) return undefined;
  const refs = al.map((e) => (e instanceof Map ? (e as RawResourceRef) : new Map<string, unknown>()));
  return { stxn: stxn as Map<string, unknown>, al: refs };
}

/**
 * `decodeSignedTxn`, keeping the access list `al` as it came so that go's per-entry checks
 * (ResourceRef.wellFormed) can run in their place among the well-formedness checks. algosdk resolves
 * `al`'s indexes while decoding and fails on some that go decodes and then refuses in words: such a
 * transaction is decoded with empty entries in its `al` (it is refused before any signature is read).
 */
export function decodeWithRawAccess(
  bytes: Uint8Array,
  pos: number,
): { stxn: algosdk.SignedTransaction; rawAccess?: readonly RawResourceRef[] } {
  const raw = mentionsAccess(bytes) ? rawAccessOf(bytes) : undefined;
  if (raw === undefined) return { stxn: decodeSignedTxn(bytes, pos) };
  try {
    return { stxn: decodeSignedTxn(bytes, pos), rawAccess: raw.al };
  } catch (err) {
    const inCreate = ((raw.stxn.get('txn') as Map<string, unknown>).get('apid') ?? 0n) === 0n;
    if (!raw.al.some((rr) => resourceRefError(rr, raw.al, inCreate) !== undefined)) throw err;
    const txn = new Map(raw.stxn.get('txn') as Map<string, unknown>);
    txn.set(
      'al',
      raw.al.map(() => new Map()),
    );
    const stxn = new Map(raw.stxn);
    stxn.set('txn', txn);
    return { stxn: decodeSignedTxn(algosdk.msgpackRawEncode(stxn), pos), rawAccess: raw.al };
  }
}
