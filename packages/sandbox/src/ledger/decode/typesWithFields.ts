import algosdk from 'algosdk';

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

type FromEncodingData = (data: unknown) => algosdk.Transaction;
const cls = algosdk.Transaction as unknown as {
  fromEncodingData: FromEncodingData;
  /** The table, on the class itself: one however many times this module is evaluated. */
  typesWithFields?: WeakMap<algosdk.Transaction, readonly string[]>;
};

/**
 * algosdk decodes only the fields of a transaction's own type and drops the rest, so a payment
 * carrying asset-transfer fields would pass for a plain payment. go keeps them all and
 * Transaction.WellFormed refuses it. This notes, for every transaction algosdk decodes (POST
 * bodies, simulate requests in msgpack or JSON), which types' fields it set, read from the map
 * algosdk's decoder hands `Transaction.fromEncodingData`. Installed once, when this module loads.
 */
function noteTypesWithFields(): WeakMap<algosdk.Transaction, readonly string[]> {
  if (cls.typesWithFields !== undefined) return cls.typesWithFields;
  const noted = new WeakMap<algosdk.Transaction, readonly string[]>();
  cls.typesWithFields = noted;
  const from = cls.fromEncodingData;
  cls.fromEncodingData = function (this: unknown, data: unknown): algosdk.Transaction {
    const txn = from.call(this, data);
    if (data instanceof Map) {
      const map = data as Map<string, unknown>;
      noted.set(
        txn,
        TYPE_FIELDS.filter(([type, keys]) =>
          type === 'hb' ? map.get('hb') !== undefined : keys.some((k) => !isZero(map.get(k), SLICES.has(k))),
        ).map(([type]) => type),
      );
    }
    return txn;
  } as FromEncodingData;
  return noted;
}
const noted = noteTypesWithFields();

/**
 * The types whose fields a decoded transaction set (go's nonZeroFields), in go's type order;
 * undefined for one built in this process (algosdk's constructors take only the type's own fields).
 */
export function typesWithFieldsOf(t: algosdk.Transaction): readonly string[] | undefined {
  return noted.get(t);
}
