import algosdk from 'algosdk';
import { type RawResourceRef, resourceRefError } from '../verify/resourceRefError';
import { decodeSignedTxn } from './decodeTxGroup';

/** msgpack of the keys "al" and "apbx" (fixstr): only a transaction that has one is read twice. */
const KEYS = [Uint8Array.of(0xa2, 0x61, 0x6c), Uint8Array.of(0xa4, 0x61, 0x70, 0x62, 0x78)];

function mentions(bytes: Uint8Array, key: Uint8Array): boolean {
  for (let i = bytes.indexOf(key[0] as number); i >= 0 && i + key.length <= bytes.length;) {
    if (key.every((b, k) => bytes[i + k] === b)) return true;
    i = bytes.indexOf(key[0] as number, i + 1);
  }
  return false;
}

const num = (v: unknown): bigint => (typeof v === 'bigint' ? v : typeof v === 'number' ? BigInt(v) : 0n);

interface RawRefs {
  readonly stxn: Map<string, unknown>;
  readonly txn: Map<string, unknown>;
  readonly al: RawResourceRef[] | undefined;
  /** Each `apbx` entry's `i` (1-based into `apfa`, 0 the called app). */
  readonly boxIndexes: bigint[] | undefined;
}

/** The signed transaction's `txn.al` and `txn.apbx` indexes as they came, when it has either. */
function rawRefsOf(bytes: Uint8Array): RawRefs | undefined {
  let stxn: unknown;
  try {
    stxn = algosdk.msgpackRawDecodeAsMap(bytes, { intDecoding: algosdk.IntDecoding.BIGINT });
  } catch {
    return undefined;
  }
  const txn = stxn instanceof Map ? (stxn as Map<string, unknown>).get('txn') : undefined;
  if (!(txn instanceof Map)) return undefined;
  const t = txn as Map<string, unknown>;
  const al = t.get('al');
  const apbx = t.get('apbx');
  return {
    stxn: stxn as Map<string, unknown>,
    txn: t,
    al: Array.isArray(al)
      ? al.map((e) => (e instanceof Map ? (e as RawResourceRef) : new Map<string, unknown>()))
      : undefined,
    boxIndexes: Array.isArray(apbx)
      ? apbx.map((b) => (b instanceof Map ? num((b as Map<string, unknown>).get('i')) : 0n))
      : undefined,
  };
}

/** Whether go's wellFormed would refuse what algosdk could not decode (so the refusal gets go's words). */
function goRefuses(raw: RawRefs): boolean {
  const inCreate = num(raw.txn.get('apid')) === 0n;
  const al = raw.al ?? [];
  if (al.some((rr) => resourceRefError(rr, al, inCreate) !== undefined)) return true;
  const apfa = raw.txn.get('apfa');
  const foreignApps = BigInt(Array.isArray(apfa) ? apfa.length : 0);
  return (raw.boxIndexes ?? []).some((i) => i > foreignApps);
}

/**
 * `decodeSignedTxn`, keeping the access list `al` and the box references' indexes as they came, so
 * that go's checks on them (ResourceRef.wellFormed, `tx.Boxes[i].Index`) run in their place among
 * the well-formedness checks. algosdk resolves those indexes while decoding and fails on some that
 * go decodes and then refuses in words: such a transaction is decoded with empty `al` entries and
 * box indexes of 0 (it is refused before any signature is read).
 */
export function decodeWithRawAccess(
  bytes: Uint8Array,
  pos: number,
): {
  stxn: algosdk.SignedTransaction;
  rawAccess?: readonly RawResourceRef[];
  rawBoxIndexes?: readonly bigint[];
} {
  const raw = KEYS.some((k) => mentions(bytes, k)) ? rawRefsOf(bytes) : undefined;
  if (raw === undefined) return { stxn: decodeSignedTxn(bytes, pos) };
  const kept = {
    ...(raw.al !== undefined && { rawAccess: raw.al }),
    ...(raw.boxIndexes !== undefined && { rawBoxIndexes: raw.boxIndexes }),
  };
  try {
    return { stxn: decodeSignedTxn(bytes, pos), ...kept };
  } catch (err) {
    if (!goRefuses(raw)) throw err;
    const txn = new Map(raw.txn);
    if (raw.al !== undefined)
      txn.set(
        'al',
        raw.al.map(() => new Map()),
      );
    const apbx = txn.get('apbx');
    if (Array.isArray(apbx))
      txn.set(
        'apbx',
        apbx.map((b) =>
          b instanceof Map ? new Map([...(b as Map<string, unknown>)].filter(([k]) => k !== 'i')) : b,
        ),
      );
    const stxn = new Map(raw.stxn);
    stxn.set('txn', txn);
    return {
      stxn: decodeSignedTxn(algosdk.msgpackRawEncode(stxn as algosdk.MsgpackEncodingData), pos),
      ...kept,
    };
  }
}
