import type { AppSpec, StorageKey, StorageMap, StorageScope, StructField } from './AppSpec';
import { APP_SPEC_MESSAGES, AppSpecError } from './AppSpecError';

const SCOPES: readonly StorageScope[] = ['global', 'local', 'box'];
type Obj = Record<string, unknown>;

const isJsonObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const obj = (v: unknown): Obj => (isJsonObject(v) ? v : {});

function base64OfText(text: string): string {
  let binary = '';
  for (const b of new TextEncoder().encode(text)) binary += String.fromCharCode(b);
  return btoa(binary);
}

function readFields(raw: unknown): StructField[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((f): StructField[] => {
    const field = obj(f);
    const name = str(field['name']);
    const type = field['type'];
    if (name === undefined) return [];
    if (typeof type === 'string') return [{ name, type }];
    if (Array.isArray(type)) return [{ name, type: readFields(type) }];
    return [];
  });
}

function readKeys(raw: unknown): Record<string, StorageKey> {
  const out: Record<string, StorageKey> = {};
  for (const [name, v] of Object.entries(obj(raw))) {
    const k = obj(v);
    const keyType = str(k['keyType']);
    const valueType = str(k['valueType']);
    const key = str(k['key']);
    if (keyType === undefined || valueType === undefined || key === undefined) continue;
    const desc = str(k['desc']);
    out[name] = { keyType, valueType, key, ...(desc !== undefined && { desc }) };
  }
  return out;
}

function readMaps(raw: unknown): Record<string, StorageMap> {
  const out: Record<string, StorageMap> = {};
  for (const [name, v] of Object.entries(obj(raw))) {
    const m = obj(v);
    const keyType = str(m['keyType']);
    const valueType = str(m['valueType']);
    if (keyType === undefined || valueType === undefined) continue;
    const prefix = str(m['prefix']);
    const desc = str(m['desc']);
    out[name] = {
      keyType,
      valueType,
      ...(prefix !== undefined && { prefix }),
      ...(desc !== undefined && { desc }),
    };
  }
  return out;
}

function fromArc56(json: Obj): AppSpec {
  const state = obj(json['state']);
  const keys = obj(state['keys']);
  const maps = obj(state['maps']);
  const structs: Record<string, StructField[]> = {};
  for (const [name, fields] of Object.entries(obj(json['structs']))) structs[name] = readFields(fields);
  return {
    name: str(json['name']) ?? '',
    arc: 56,
    structs,
    keys: Object.fromEntries(SCOPES.map((s) => [s, readKeys(keys[s])])) as AppSpec['keys'],
    maps: Object.fromEntries(SCOPES.map((s) => [s, readMaps(maps[s])])) as AppSpec['maps'],
  };
}

/** ARC-32 declares global and local keys by their text and a TEAL type (uint64 or bytes). */
function fromArc32(json: Obj): AppSpec {
  const schema = obj(json['schema']);
  const declared = (scope: 'global' | 'local'): Record<string, StorageKey> => {
    const out: Record<string, StorageKey> = {};
    for (const [name, v] of Object.entries(obj(obj(schema[scope])['declared']))) {
      const d = obj(v);
      const key = str(d['key']);
      if (key === undefined) continue;
      const desc = str(d['descr']);
      out[name] = {
        keyType: 'AVMString',
        valueType: d['type'] === 'uint64' ? 'AVMUint64' : 'AVMBytes',
        key: base64OfText(key),
        ...(desc !== undefined && desc !== '' && { desc }),
      };
    }
    return out;
  };
  return {
    name: str(obj(json['contract'])['name']) ?? '',
    arc: 32,
    structs: {},
    keys: { global: declared('global'), local: declared('local'), box: {} },
    maps: { global: {}, local: {}, box: {} },
  };
}

/**
 * Reads an application spec given as text: ARC-56 (state.keys / state.maps, structs) or ARC-32
 * (schema.global/local.declared), which is converted. Entries it cannot read are left out; a text
 * that is not JSON, or JSON with neither shape, is an AppSpecError.
 */
export function parseAppSpec(text: string): AppSpec {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new AppSpecError('not-json', APP_SPEC_MESSAGES.notJson, { cause });
  }
  if (!isJsonObject(json)) throw new AppSpecError('not-a-spec', APP_SPEC_MESSAGES.notASpec);
  const o = json;
  if (isJsonObject(obj(o['state'])['keys'])) return fromArc56(o);
  if (isJsonObject(obj(o['schema'])['global']) || isJsonObject(obj(o['schema'])['local']))
    return fromArc32(o);
  throw new AppSpecError('not-a-spec', APP_SPEC_MESSAGES.notASpec);
}
