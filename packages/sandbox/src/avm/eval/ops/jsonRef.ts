/** json_ref (v7): go-algorand data/transactions/logic/eval.go opJSONRef, parseJSON, isPrimitiveJSON. */
import { AvmError } from '../AvmError';
import type { OpFn } from '../Instr';
import { fromBig } from '../values';
import { jsonKey, JsonTextError, parseJsonObject } from '../json/parseJsonObject';
import { JsonUnmarshalError, unmarshalJsonValue, type JsonTarget } from '../json/unmarshalJsonValue';

const TARGETS: readonly JsonTarget[] = ['string', 'uint64', 'map[string]json.RawMessage'];

const jsonRef: OpFn = (cx, ins) => {
  const s = cx.stack;
  const key = s.pop() as Uint8Array;
  const f = ins.field;
  if (!f || f.version > cx.version) throw new AvmError(`invalid json_ref type JSONRefType(${ins.imm[0]})`);
  const text = s[s.length - 1] as Uint8Array;
  let parsed;
  try {
    parsed = parseJsonObject(text);
  } catch (e) {
    if (e instanceof JsonTextError) throw new AvmError(`error while parsing JSON text, ${e.message}`);
    throw e;
  }
  const k = jsonKey(key);
  if (!parsed.entries.has(k)) {
    // isPrimitiveJSON: only a text that decoded as `null` (an empty map) is a primitive here.
    if (parsed.isNull)
      throw new AvmError('error while parsing JSON text, invalid json text, only json object is allowed');
    throw new AvmError(`key ${new TextDecoder().decode(key)} not found in JSON text`);
  }
  try {
    // A null value was kept as no bytes: Unmarshal of nothing is "unexpected end of JSON input".
    const v = unmarshalJsonValue(parsed.entries.get(k) ?? new Uint8Array(), TARGETS[f.code] ?? 'string');
    s[s.length - 1] = typeof v === 'bigint' ? fromBig(v) : v;
  } catch (e) {
    if (e instanceof JsonUnmarshalError) throw new AvmError(e.message);
    throw e;
  }
};

export const JSON_OPS: Readonly<Record<string, OpFn>> = {
  json_ref: jsonRef,
};
