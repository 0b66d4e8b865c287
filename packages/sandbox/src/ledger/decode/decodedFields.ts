import algosdk from 'algosdk';

/**
 * One `al` (tx.Access) entry as it came on the wire: the msgpack map of go's ResourceRef
 * (`d` address, `s` asset, `p` app, `h` holding {d, s}, `l` locals {d, p}, `b` box {i, n}), with
 * the address as its 32 bytes. Absent fields are absent or undefined.
 */
export type RawResourceRef = ReadonlyMap<string, unknown>;

/** What the decoder hook notes about one transaction algosdk decoded. */
interface DecodedFields {
  /** The types whose fields the map set (go's nonZeroFields), in go's type order. */
  readonly types: readonly string[];
  /** `al` in algosdk's prepared form (what `Transaction.fromEncodingData` was given), when sent. */
  readonly al?: unknown[];
  /** `apbx` likewise. */
  readonly apbx?: unknown[];
}

/**
 * Each transaction type's fields by their codec tags (go-algorand v5.0.0 data/transactions:
 * payment.go, keyreg.go, asset.go, application.go, stateproof.go, heartbeat.go), in the order
 * Transaction.WellFormed lists them in nonZeroFields.
 */
const TYPE_FIELDS: readonly (readonly [string, readonly string[]])[] = [
  ['pay', ['rcv', 'amt', 'close']],
  ['keyreg', ['votekey', 'selkey', 'sprfkey', 'votefst', 'votelst', 'votekd', 'nonpart']],
  ['acfg', ['caid', 'apar']],
  ['axfer', ['xaid', 'aamt', 'asnd', 'arcv', 'aclose']],
  ['afrz', ['faid', 'fadd', 'afrz']],
  [
    'appl',
    [
      'apid',
      'apan',
      'apaa',
      'apat',
      'apfa',
      'apas',
      'apbx',
      'al',
      'apls',
      'apgs',
      'apap',
      'apsu',
      'apep',
      'aprv',
    ],
  ],
  ['stpf', ['sptype', 'sp', 'spmsg']],
  ['hb', ['hb']],
];

/** Byte slices, not fixed arrays: go compares them with nil (ApplicationCallTxnFields.Empty), not with zeros. */
const SLICES = new Set(['apap', 'apsu']);

/** Whether a decoded value is go's zero value for its field. */
function isZero(v: unknown, slice = false): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === 'bigint' || typeof v === 'number') return v === 0n || v === 0;
  if (typeof v === 'boolean') return !v;
  if (typeof v === 'string') return v.length === 0;
  if (v instanceof Uint8Array) return slice ? v.length === 0 : v.every((b) => b === 0);
  if (v instanceof algosdk.Address) return isZero(v.publicKey);
  if (Array.isArray(v)) return v.length === 0;
  if (v instanceof Map) return [...(v as Map<unknown, unknown>).values()].every((x) => isZero(x));
  return false;
}

const asMap = (v: unknown): Map<string, unknown> | undefined =>
  v instanceof Map ? (v as Map<string, unknown>) : undefined;

/** The types whose fields a transaction's map sets, in go's type order. */
function typesWithFields(map: Map<string, unknown>): string[] {
  return TYPE_FIELDS.filter(([type, keys]) =>
    type === 'hb' ? map.get('hb') !== undefined : keys.some((k) => !isZero(map.get(k), SLICES.has(k))),
  ).map(([type]) => type);
}

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

type FromEncodingData = (data: unknown) => algosdk.Transaction;
const cls = algosdk.Transaction as unknown as {
  fromEncodingData: FromEncodingData;
  prototype: { toEncodingData(this: algosdk.Transaction): Map<string, unknown> };
  /** The table, on the class itself: one however many times this module is evaluated. */
  decodedFields?: WeakMap<algosdk.Transaction, DecodedFields>;
};

/**
 * The one hook on algosdk's transaction decoder (every transaction algosdk decodes: POST bodies,
 * simulate requests in msgpack or JSON, blocks), installed once, when this module loads. It notes,
 * from the map algosdk's decoder hands `Transaction.fromEncodingData`:
 *
 * - which types' fields the transaction set. algosdk decodes only the fields of a transaction's
 *   own type and drops the rest, so a payment carrying asset-transfer fields would pass for a
 *   plain payment; go keeps them all and Transaction.WellFormed refuses it.
 * - its `al` and `apbx` as they came. algosdk resolves their indexes into ids and addresses while
 *   decoding and writes them back its own way (deduplicated, reordered, an index naming the called
 *   app turned into 0), and cannot decode some lists go decodes. go keeps the lists as they came:
 *   the txid, the signature, the block, a proof and the AVM all read them so. The hook also writes
 *   them back as they came (`toEncodingData`); a list algosdk cannot resolve is given to it emptied
 *   (go's checks and the AVM read the kept one: `rawAccessOf`, `rawBoxIndexesOf`).
 */
function installDecoderHook(): WeakMap<algosdk.Transaction, DecodedFields> {
  if (cls.decodedFields !== undefined) return cls.decodedFields;
  const noted = new WeakMap<algosdk.Transaction, DecodedFields>();
  cls.decodedFields = noted;
  const from = cls.fromEncodingData;
  cls.fromEncodingData = function (this: unknown, data: unknown): algosdk.Transaction {
    const map = asMap(data);
    if (map === undefined) return from.call(this, data);
    const al = map.get('al');
    const apbx = map.get('apbx');
    let txn: algosdk.Transaction;
    try {
      txn = from.call(this, data);
    } catch (err) {
      if (!Array.isArray(al) && !Array.isArray(apbx)) throw err;
      try {
        txn = from.call(this, emptied(map));
      } catch {
        throw err;
      }
    }
    noted.set(txn, {
      types: typesWithFields(map),
      ...(Array.isArray(al) && { al }),
      ...(Array.isArray(apbx) && { apbx }),
    });
    return txn;
  } as FromEncodingData;
  const to = cls.prototype.toEncodingData;
  cls.prototype.toEncodingData = function (this: algosdk.Transaction): Map<string, unknown> {
    const data = to.call(this);
    const raw = noted.get(this);
    if (raw?.al !== undefined) data.set('al', raw.al);
    if (raw?.apbx !== undefined) data.set('apbx', raw.apbx);
    return data;
  };
  return noted;
}
const noted = installDecoderHook();

/**
 * The types whose fields a decoded transaction set (go's nonZeroFields), in go's type order;
 * undefined for one built in this process (algosdk's constructors take only the type's own fields).
 */
export function typesWithFieldsOf(t: algosdk.Transaction): readonly string[] | undefined {
  return noted.get(t)?.types;
}

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
  return noted.get(t)?.al?.map(rawEntry);
}

/** Each box reference's `i` as it came (1-based into `apfa`, 0 the called app), when decoded with `apbx`. */
export function rawBoxIndexesOf(t: algosdk.Transaction): bigint[] | undefined {
  return noted.get(t)?.apbx?.map((b) => {
    const i = asMap(b)?.get('i');
    return typeof i === 'bigint' ? i : typeof i === 'number' ? BigInt(i) : 0n;
  });
}
