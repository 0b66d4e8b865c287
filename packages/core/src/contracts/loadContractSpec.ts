import algosdk from 'algosdk';
import type { StorageKey, StorageMap, StorageScope, StructField } from '../explore/appSpec/AppSpec';
import { arc32ToArc56 } from './arc32ToArc56';
import type {
  Actions,
  ContractSpec,
  DefaultSource,
  DefaultValue,
  MethodArg,
  OnCompleteName,
  ProgramSourceInfo,
  SpecEvent,
  SpecMethod,
  ScratchVariable,
  TemplateVariable,
} from './ContractSpec';
import { SPEC_MESSAGES as M } from './contractMessages';
import { ContractSpecError } from './ContractSpecError';
import { isObject, type Json, SpecReader } from './SpecReader';
import { readCompilerInfo, readNetworks, readRecommendations } from './readSpecExtras';

const SCOPES: readonly StorageScope[] = ['global', 'local', 'box'];
const ACTIONS: readonly string[] = [
  'NoOp',
  'OptIn',
  'CloseOut',
  'ClearState',
  'UpdateApplication',
  'DeleteApplication',
];
const SOURCES: readonly string[] = ['box', 'global', 'local', 'literal', 'method'];

function readStructs(r: SpecReader, raw: unknown): Record<string, StructField[]> {
  const out: Record<string, StructField[]> = {};
  if (raw === undefined) return out;
  const fields = (fr: SpecReader, v: unknown): StructField[] =>
    fr.list(v).map((f, i) => {
      const e = fr.at(i);
      const o = e.object(f);
      const name = e.at('name').string(o['name']);
      const type = Array.isArray(o['type'])
        ? fields(e.at('type'), o['type'])
        : e.at('type').string(o['type']);
      return { name, type };
    });
  for (const [name, v] of Object.entries(r.object(raw))) out[name] = fields(r.at(name), v);
  // every field type must resolve, now that all struct names are known
  for (const name of Object.keys(out)) r.at(name).abiType(name, out, { struct: name });
  return out;
}

function readActions(r: SpecReader, raw: unknown): Actions {
  if (raw === undefined) return { create: [], call: [] };
  const o = r.object(raw);
  const list = (key: 'create' | 'call'): OnCompleteName[] =>
    o[key] === undefined
      ? []
      : r
          .at(key)
          .list(o[key])
          .map((a, i) => {
            const s = r.at(key).at(i).string(a);
            return ACTIONS.includes(s) ? (s as OnCompleteName) : r.at(key).at(i).fail(M.badAction(s));
          });
  return { create: list('create'), call: list('call') };
}

function readDefault(r: SpecReader, raw: unknown): DefaultValue | undefined {
  if (raw === undefined || raw === null) return undefined;
  const o = r.object(raw);
  const source = r.at('source').string(o['source']);
  if (!SOURCES.includes(source)) r.at('source').fail(M.badDefaultSource(source));
  const data = source === 'method' ? r.at('data').string(o['data']) : r.at('data').base64(o['data']);
  const type = r.at('type').optString(o['type']);
  return { source: source as DefaultSource, data, ...(type !== undefined && { type }) };
}

function readEvent(r: SpecReader, raw: unknown, structs: Record<string, StructField[]>): SpecEvent {
  const o = r.object(raw);
  const name = r.at('name').string(o['name']);
  const desc = r.at('desc').optString(o['desc']);
  const args = r
    .at('args')
    .list(o['args'] ?? [])
    .map((a, i) => {
      const ar = r.at('args').at(i);
      const ao = ar.object(a);
      const struct = ar.at('struct').structName(ao['struct'], structs);
      const type = ar.at('type').abiType(ao['type'], structs, { struct });
      const argName = ar.at('name').optString(ao['name']);
      const argDesc = ar.at('desc').optString(ao['desc']);
      return {
        type,
        ...(argName !== undefined && { name: argName }),
        ...(struct !== undefined && { struct }),
        ...(argDesc !== undefined && { desc: argDesc }),
      };
    });
  return { name, args, ...(desc !== undefined && { desc }) };
}

function readMethod(r: SpecReader, raw: unknown, structs: Record<string, StructField[]>): SpecMethod {
  const o = r.object(raw);
  const name = r.at('name').string(o['name']);
  const desc = r.at('desc').optString(o['desc']);
  const args: MethodArg[] = r
    .at('args')
    .list(o['args'] ?? [])
    .map((a, i) => {
      const ar = r.at('args').at(i);
      const ao = ar.object(a);
      const struct = ar.at('struct').structName(ao['struct'], structs);
      const type = ar.at('type').abiType(ao['type'], structs, { struct, topLevel: 'arg' });
      const argDesc = ar.at('desc').optString(ao['desc']);
      const defaultValue = readDefault(ar.at('defaultValue'), ao['defaultValue']);
      return {
        name: ar.at('name').optString(ao['name']) ?? `arg${i + 1}`,
        type,
        ...(struct !== undefined && { struct }),
        ...(argDesc !== undefined && { desc: argDesc }),
        ...(defaultValue !== undefined && { defaultValue }),
      };
    });
  const rr = r.at('returns');
  const ro = o['returns'] === undefined ? { type: 'void' } : rr.object(o['returns']);
  const retStruct = rr.at('struct').structName(ro['struct'], structs);
  const returnType = rr.at('type').abiType(ro['type'], structs, { struct: retStruct, topLevel: 'return' });
  const retDesc = rr.at('desc').optString(ro['desc']);
  const signature = `${name}(${args.map((a) => a.type).join(',')})${returnType}`;
  try {
    algosdk.ABIMethod.fromSignature(signature);
  } catch (e) {
    r.fail(e instanceof Error ? e.message : String(e));
  }
  const events =
    o['events'] === undefined
      ? []
      : r
          .at('events')
          .list(o['events'])
          .map((e, i) => readEvent(r.at('events').at(i), e, structs));
  return {
    name,
    args,
    returns: {
      type: returnType,
      ...(retStruct !== undefined && { struct: retStruct }),
      ...(retDesc !== undefined && { desc: retDesc }),
    },
    actions:
      o['actions'] === undefined
        ? { create: [], call: ['NoOp'] }
        : readActions(r.at('actions'), o['actions']),
    readonly: o['readonly'] === true,
    events,
    signature,
    ...(desc !== undefined && { desc }),
  };
}

function readState(r: SpecReader, raw: unknown): ContractSpec['state'] {
  const o = raw === undefined ? {} : r.object(raw);
  const schema = o['schema'] === undefined ? {} : r.at('schema').object(o['schema']);
  const part = (scope: 'global' | 'local') => {
    const sr = r.at('schema').at(scope);
    const s = schema[scope] === undefined ? {} : sr.object(schema[scope]);
    return {
      ints: s['ints'] === undefined ? 0 : sr.at('ints').number(s['ints']),
      bytes: s['bytes'] === undefined ? 0 : sr.at('bytes').number(s['bytes']),
    };
  };
  const keysRaw = o['keys'] === undefined ? {} : r.at('keys').object(o['keys']);
  const mapsRaw = o['maps'] === undefined ? {} : r.at('maps').object(o['maps']);
  const keys = {} as Record<StorageScope, Record<string, StorageKey>>;
  const maps = {} as Record<StorageScope, Record<string, StorageMap>>;
  for (const scope of SCOPES) {
    const kr = r.at('keys').at(scope);
    keys[scope] = {};
    for (const [name, v] of Object.entries(keysRaw[scope] === undefined ? {} : kr.object(keysRaw[scope]))) {
      const e = kr.at(name);
      const k = e.object(v);
      const desc = e.at('desc').optString(k['desc']);
      keys[scope][name] = {
        keyType: e.at('keyType').string(k['keyType']),
        valueType: e.at('valueType').string(k['valueType']),
        key: e.at('key').base64(k['key']),
        ...(desc !== undefined && { desc }),
      };
    }
    const mr = r.at('maps').at(scope);
    maps[scope] = {};
    for (const [name, v] of Object.entries(mapsRaw[scope] === undefined ? {} : mr.object(mapsRaw[scope]))) {
      const e = mr.at(name);
      const m = e.object(v);
      const prefix = e.at('prefix').optString(m['prefix']);
      const desc = e.at('desc').optString(m['desc']);
      maps[scope][name] = {
        keyType: e.at('keyType').string(m['keyType']),
        valueType: e.at('valueType').string(m['valueType']),
        ...(prefix !== undefined && { prefix }),
        ...(desc !== undefined && { desc }),
      };
    }
  }
  return { schema: { global: part('global'), local: part('local') }, keys, maps };
}

function readPrograms(r: SpecReader, raw: unknown): { approval: string; clear: string } | undefined {
  if (raw === undefined || raw === null) return undefined;
  const o = r.object(raw);
  return { approval: r.at('approval').base64(o['approval']), clear: r.at('clear').base64(o['clear']) };
}

function readSourceInfo(r: SpecReader, raw: unknown): ContractSpec['sourceInfo'] {
  if (raw === undefined || raw === null) return undefined;
  const o = r.object(raw);
  const program = (key: 'approval' | 'clear'): ProgramSourceInfo => {
    const pr = r.at(key);
    const p = o[key] === undefined ? {} : pr.object(o[key]);
    const method = p['pcOffsetMethod'] === 'cblocks' ? 'cblocks' : 'none';
    const entries = p['sourceInfo'] === undefined ? [] : pr.at('sourceInfo').list(p['sourceInfo']);
    return {
      pcOffsetMethod: method,
      sourceInfo: entries.map((e, i) => {
        const er = pr.at('sourceInfo').at(i);
        const eo = er.object(e);
        const errorMessage = er.at('errorMessage').optString(eo['errorMessage']);
        const source = er.at('source').optString(eo['source']);
        return {
          pc: er
            .at('pc')
            .list(eo['pc'])
            .map((n, j) => er.at('pc').at(j).number(n)),
          ...(errorMessage !== undefined && { errorMessage }),
          ...(typeof eo['teal'] === 'number' && { teal: eo['teal'] }),
          ...(source !== undefined && { source }),
        };
      }),
    };
  };
  return { approval: program('approval'), clear: program('clear') };
}

function templateNamesIn(base64Teal: string | undefined): string[] {
  if (base64Teal === undefined) return [];
  const teal = new TextDecoder().decode(Uint8Array.from(atob(base64Teal), (c) => c.charCodeAt(0)));
  return [...new Set([...teal.matchAll(/\bTMPL_([A-Za-z0-9_]+)/g)].map((m) => m[1] as string))];
}

/** An ARC-56 (or converted) JSON object → the spec, checked field by field. */
export function readArc56(
  json: Json,
  standard: ContractSpec['standard'],
  notes: string[] = [],
): ContractSpec {
  const r = new SpecReader('');
  const structs = readStructs(r.at('structs'), json['structs']);
  const methods = r
    .at('methods')
    .list(json['methods'])
    .map((m, i) => readMethod(r.at('methods').at(i), m, structs));
  const seen = new Set<string>();
  methods.forEach((m, i) => {
    if (seen.has(m.signature)) r.at('methods').at(i).fail(M.duplicateMethod(m.signature));
    seen.add(m.signature);
  });
  const source = readPrograms(r.at('source'), json['source']);
  const byteCode = readPrograms(r.at('byteCode'), json['byteCode']);
  const sourceInfo = readSourceInfo(r.at('sourceInfo'), json['sourceInfo']);
  const templateVariables: Record<string, TemplateVariable> = {};
  if (json['templateVariables'] !== undefined) {
    const tr = r.at('templateVariables');
    for (const [name, v] of Object.entries(tr.object(json['templateVariables']))) {
      const o = tr.at(name).object(v);
      const value = o['value'] === undefined ? undefined : tr.at(name).at('value').base64(o['value']);
      templateVariables[name] = {
        type: tr.at(name).at('type').string(o['type']),
        ...(value !== undefined && { value }),
      };
    }
  }
  const found = [...templateNamesIn(source?.approval), ...templateNamesIn(source?.clear)].filter(
    (n) => !Object.hasOwn(templateVariables, n),
  );
  for (const n of found)
    templateVariables[n] = { type: n === 'UPDATABLE' || n === 'DELETABLE' ? 'bool' : 'AVMUint64' };
  if (found.length > 0) notes.push(M.noteTemplateFound(found.join(', ')));
  const scratchVariables: Record<string, ScratchVariable> = {};
  if (json['scratchVariables'] !== undefined) {
    const sr = r.at('scratchVariables');
    for (const [name, v] of Object.entries(sr.object(json['scratchVariables']))) {
      const o = sr.at(name).object(v);
      scratchVariables[name] = {
        slot: sr.at(name).at('slot').number(o['slot']),
        type: sr.at(name).at('type').string(o['type']),
      };
    }
  }
  const networks = readNetworks(json['networks'], notes);
  const compiler = readCompilerInfo(json['compilerInfo'], notes);
  const rawMethods = Array.isArray(json['methods']) ? json['methods'] : [];
  methods.forEach((m, i) => {
    const raw: unknown = rawMethods[i];
    const recommendations = isObject(raw)
      ? readRecommendations(raw['recommendations'], m.name, notes)
      : undefined;
    if (recommendations !== undefined) m.recommendations = recommendations;
  });
  const desc = r.at('desc').optString(json['desc']);
  const events =
    json['events'] === undefined
      ? []
      : r
          .at('events')
          .list(json['events'])
          .map((e, i) => readEvent(r.at('events').at(i), e, structs));
  return {
    standard,
    name: r.at('name').string(json['name']),
    arcs: Array.isArray(json['arcs']) ? json['arcs'].filter((n): n is number => typeof n === 'number') : [],
    networks,
    structs,
    methods,
    state: readState(r.at('state'), json['state']),
    bareActions: readActions(r.at('bareActions'), json['bareActions']),
    events,
    templateVariables,
    notes,
    ...(desc !== undefined && { desc }),
    ...(compiler !== undefined && { compiler }),
    ...(source !== undefined && { source }),
    ...(byteCode !== undefined && { byteCode }),
    ...(sourceInfo !== undefined && { sourceInfo }),
    ...(Object.keys(scratchVariables).length > 0 && { scratchVariables }),
  };
}

/**
 * Text of an ARC-56, ARC-32 or ARC-4 spec → the spec in ARC-56's shape. ARC-32 is converted
 * (call configs to actions, hints to read-only / structs / defaults, declared state to keys);
 * ARC-4 has methods only. Anything malformed is a ContractSpecError saying what and where.
 */
export function loadContractSpec(text: string): ContractSpec {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new ContractSpecError('not-json', M.notJson(e instanceof Error ? e.message : String(e)), {
      cause: e,
    });
  }
  if (!isObject(json)) throw new ContractSpecError('not-a-spec', M.notASpec);
  if (isObject(json['contract']) && (isObject(json['hints']) || isObject(json['source'])))
    return readArc56(arc32ToArc56(json), 'ARC-32', [M.noteArc32]);
  if (!Array.isArray(json['methods'])) throw new ContractSpecError('not-a-spec', M.notASpec);
  const isArc56 =
    isObject(json['state']) ||
    isObject(json['bareActions']) ||
    isObject(json['structs']) ||
    Array.isArray(json['arcs']);
  if (isArc56) return readArc56(json, 'ARC-56');
  // ARC-4 says nothing of creation or on-completes: offer a bare NoOp create (what most routers
  // accept) and every method both to create and to call with NoOp, and let the program decide
  const methods = json['methods'].map((m: unknown) =>
    isObject(m) && m['actions'] === undefined ? { ...m, actions: { create: ['NoOp'], call: ['NoOp'] } } : m,
  );
  return readArc56(
    { ...json, methods, name: json['name'] ?? '', bareActions: { create: ['NoOp'], call: [] } },
    'ARC-4',
    [M.noteArc4],
  );
}
