import algosdk from 'algosdk';

type Schema = ReturnType<algosdk.Encodable['getEncodingSchema']>;
interface Entry {
  key: string;
  valueSchema: Schema;
  omitEmpty: boolean;
  embedded?: boolean;
}
interface NamedMap extends Schema {
  getEntries(): Entry[];
}

/**
 * The schemas of algod's REST models (algosdk.modelsv2). algosdk marks every field of these
 * `omitEmpty`, so its encoders drop required fields that happen to be zero (`fee: 0`,
 * `pool-error: ""`, `is-frozen: false`), which algod always writes. Inside these models we only
 * omit fields that are absent; protocol objects nested in them (signed transactions, blocks) keep
 * algosdk's omit-empty encoding, which is also go-algorand's (`omitempty` msgpack tags).
 */
const MODEL_SCHEMAS = new Set<Schema>(
  Object.values(algosdk.modelsv2)
    .map((c) => (c as { encodingSchema?: Schema }).encodingSchema)
    .filter((s): s is Schema => s !== undefined),
);

function isNamedMap(s: Schema): s is NamedMap {
  return typeof (s as Partial<NamedMap>).getEntries === 'function';
}

function inner(s: Schema, field: 'itemSchema' | 'valueSchema'): Schema | undefined {
  return (s as unknown as Record<string, Schema | undefined>)[field];
}

const isArraySchema = (s: Schema) => s.constructor.name === 'ArraySchema';
const isOptionalSchema = (s: Schema) => s.constructor.name === 'OptionalSchema';

function prepare(schema: Schema, data: unknown, json: boolean): unknown {
  if (MODEL_SCHEMAS.has(schema) && isNamedMap(schema) && data instanceof Map) {
    const entries: Array<[string, unknown]> = [];
    for (const e of schema.getEntries()) {
      const v = data.get(e.key);
      if (v === undefined) continue;
      entries.push([e.key, prepare(e.valueSchema, v, json)]);
    }
    return json ? Object.fromEntries(entries) : new Map(entries);
  }
  if (isArraySchema(schema) && Array.isArray(data)) {
    const item = inner(schema, 'itemSchema') as Schema;
    return data.map((d) => prepare(item, d, json));
  }
  if (isOptionalSchema(schema)) {
    if (data === undefined) return undefined;
    return prepare(inner(schema, 'valueSchema') as Schema, data, json);
  }
  return json ? schema.prepareJSON(data, {}) : schema.prepareMsgpack(data);
}

/** A model as algod writes it in JSON (bigint-safe: uint64 values stay exact). */
export function modelToJson(model: algosdk.Encodable): string {
  return algosdk.stringifyJSON(prepare(model.getEncodingSchema(), model.toEncodingData(), true));
}

/** A model as algod writes it in msgpack (canonical: keys sorted). */
export function modelToMsgpack(model: algosdk.Encodable): Uint8Array {
  return algosdk.msgpackRawEncode(prepare(model.getEncodingSchema(), model.toEncodingData(), false));
}
