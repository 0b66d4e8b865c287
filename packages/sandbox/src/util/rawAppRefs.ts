import algosdk from 'algosdk';

/**
 * One `al` (tx.Access) entry as it came on the wire: the msgpack map of go's ResourceRef
 * (`d` address, `s` asset, `p` app, `h` holding {d, s}, `l` locals {d, p}, `b` box {i, n}), with
 * the address as its 32 bytes. Absent fields are absent or undefined.
 */
export type RawResourceRef = ReadonlyMap<string, unknown>;

interface RawAppRefs {
  /** `al` in algosdk's prepared form (what `Transaction.fromEncodingData` was given). */
  readonly al?: unknown[];
  /** `apbx` likewise. */
  readonly apbx?: unknown[];
}

type FromEncodingData = (data: unknown) => algosdk.Transaction;
const cls = algosdk.Transaction as unknown as {
  fromEncodingData: FromEncodingData;
  prototype: { toEncodingData(this: algosdk.Transaction): Map<string, unknown> };
  /** The lists kept, on the class itself: one table however many times this module is evaluated. */
  rawAppRefs?: WeakMap<algosdk.Transaction, RawAppRefs>;
};

const asMap = (v: unknown): Map<string, unknown> | undefined =>
  v instanceof Map ? (v as Map<string, unknown>) : undefined;

/** The same entries, each emptied: what algosdk is given when it cannot resolve the list as it came. */
function emptied(data: Map<string, unknown>): Map<string, unknown> {
  const copy = new Map(data);
  const al = data.get('al');
  if (Array.isArray(al))
    copy.set(
      'al',
      al.map(() => new Map()),
    );
  const apbx = data.get('apbx');
  if (Array.isArray(apbx))
    copy.set(
      'apbx',
      apbx.map((b) => new Map([...(asMap(b) ?? new Map<string, unknown>())].filter(([k]) => k !== 'i'))),
    );
  return copy;
}

/**
 * algosdk resolves an app call's `al` and `apbx` indexes into ids and addresses while decoding
 * and writes them back its own way (deduplicated, reordered, an index naming the called app
 * turned into 0), and cannot decode some lists go decodes (then checks in words, or accepts). go
 * keeps the lists as they came: the txid, the signature, the block, a proof and the AVM all read
 * them so. This keeps each decoded transaction's lists as they came and writes them back as they
 * came; a list algosdk cannot resolve is given to it emptied (go's checks and the AVM read the
 * kept one: `rawAccessOf`, `rawBoxIndexesOf`). Installed once, when this module loads.
 */
function keepRawAppRefs(): WeakMap<algosdk.Transaction, RawAppRefs> {
  if (cls.rawAppRefs !== undefined) return cls.rawAppRefs;
  const kept = new WeakMap<algosdk.Transaction, RawAppRefs>();
  cls.rawAppRefs = kept;
  const from = cls.fromEncodingData;
  cls.fromEncodingData = function (this: unknown, data: unknown): algosdk.Transaction {
    const map = asMap(data);
    const al = map?.get('al');
    const apbx = map?.get('apbx');
    if (map === undefined || (!Array.isArray(al) && !Array.isArray(apbx))) return from.call(this, data);
    let txn: algosdk.Transaction;
    try {
      txn = from.call(this, data);
    } catch (err) {
      try {
        txn = from.call(this, emptied(map));
      } catch {
        throw err;
      }
    }
    kept.set(txn, {
      ...(Array.isArray(al) && { al }),
      ...(Array.isArray(apbx) && { apbx }),
    });
    return txn;
  } as FromEncodingData;
  const to = cls.prototype.toEncodingData;
  cls.prototype.toEncodingData = function (this: algosdk.Transaction): Map<string, unknown> {
    const data = to.call(this);
    const raw = kept.get(this);
    if (raw?.al !== undefined) data.set('al', raw.al);
    if (raw?.apbx !== undefined) data.set('apbx', raw.apbx);
    return data;
  };
  return kept;
}
const kept = keepRawAppRefs();

const bytesOf = (v: unknown): unknown =>
  v instanceof algosdk.Address ? v.publicKey : v instanceof Uint8Array ? v : undefined;

/** An entry (or a sub-map) without its absent fields, addresses as bytes. */
function rawEntry(v: unknown): RawResourceRef {
  const out = new Map<string, unknown>();
  for (const [k, x] of asMap(v) ?? []) {
    if (x === undefined) continue;
    if (k === 'd' && !(typeof x === 'bigint' || typeof x === 'number')) out.set(k, bytesOf(x));
    else if (x instanceof Map) out.set(k, rawEntry(x));
    else out.set(k, x);
  }
  return out;
}

/** The transaction's access list `al` as it came, when it was decoded with one. */
export function rawAccessOf(t: algosdk.Transaction): RawResourceRef[] | undefined {
  return kept.get(t)?.al?.map(rawEntry);
}

/** Each box reference's `i` as it came (1-based into `apfa`, 0 the called app), when decoded with `apbx`. */
export function rawBoxIndexesOf(t: algosdk.Transaction): bigint[] | undefined {
  return kept.get(t)?.apbx?.map((b) => {
    const i = asMap(b)?.get('i');
    return typeof i === 'bigint' ? i : typeof i === 'number' ? BigInt(i) : 0n;
  });
}
