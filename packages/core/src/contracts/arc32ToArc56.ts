import algosdk from 'algosdk';
import { bytesToBase64 } from '../txn/decodeBytesText';
import { SPEC_MESSAGES as M } from './contractMessages';
import { isObject, type Json, SpecReader } from './SpecReader';

const CONFIG_KEYS: Record<string, string> = {
  no_op: 'NoOp',
  opt_in: 'OptIn',
  close_out: 'CloseOut',
  update_application: 'UpdateApplication',
  delete_application: 'DeleteApplication',
};
const CONFIGS = ['NEVER', 'CALL', 'CREATE', 'ALL'];

function actionsOf(r: SpecReader, raw: unknown): { create: string[]; call: string[] } {
  const out = { create: [] as string[], call: [] as string[] };
  if (raw === undefined) return out;
  const o = r.object(raw);
  // in on-complete order, whatever order the file listed them in
  const entries = Object.entries(o).sort(
    ([a], [b]) => Object.keys(CONFIG_KEYS).indexOf(a) - Object.keys(CONFIG_KEYS).indexOf(b),
  );
  for (const [key, v] of entries) {
    const action = CONFIG_KEYS[key];
    const config = r.at(key).string(v);
    if (!CONFIGS.includes(config)) r.at(key).fail(M.badCallConfig(config));
    if (action === undefined) continue;
    if (config === 'CREATE' || config === 'ALL') out.create.push(action);
    if (config === 'CALL' || config === 'ALL') out.call.push(action);
  }
  return out;
}

const text64 = (s: string) => bytesToBase64(new TextEncoder().encode(s));

/** An ARC-32 constant default → ARC-56 literal: the value ABI-encoded as the argument's type. */
function literal(r: SpecReader, data: unknown, argType: string): { data: string; type: string } {
  try {
    const t = algosdk.ABIType.from(argType);
    const value = typeof data === 'number' ? BigInt(data) : data;
    return { data: bytesToBase64(t.encode(value as algosdk.ABIValue)), type: argType };
  } catch (e) {
    return r.fail(e instanceof Error ? e.message : String(e));
  }
}

/**
 * ARC-32 application.json → an ARC-56 shaped object (then read by readArc56 like any other):
 * call configs become create/call actions, `read_only` hints readonly, hint structs become named
 * structs, default arguments become defaultValue (constant → literal, global-state / local-state →
 * key, abi-method → the method's signature), declared state becomes keys.
 */
export function arc32ToArc56(json: Json): Json {
  const r = new SpecReader('');
  const contract = r.at('contract').object(json['contract']);
  const hints = json['hints'] === undefined ? {} : r.at('hints').object(json['hints']);
  const structs: Record<string, { name: string; type: string }[]> = {};
  const methods = r
    .at('contract')
    .at('methods')
    .list(contract['methods'])
    .map((raw, i) => {
      const mr = r.at('contract').at('methods').at(i);
      const m = mr.object(raw);
      const name = mr.at('name').string(m['name']);
      const args = mr
        .at('args')
        .list(m['args'] ?? [])
        .map((a, j) => mr.at('args').at(j).object(a));
      const returns = m['returns'] === undefined ? { type: 'void' } : mr.at('returns').object(m['returns']);
      const signature = `${name}(${args.map((a) => String(a['type'])).join(',')})${String(returns['type'])}`;
      const hr = r.at('hints').at(signature);
      const hint = isObject(hints[signature]) ? hints[signature] : {};
      const hintStructs = isObject(hint['structs']) ? hint['structs'] : {};
      const defaults = isObject(hint['default_arguments']) ? hint['default_arguments'] : {};
      const structFor = (key: string): string | undefined => {
        const s = hintStructs[key];
        if (!isObject(s)) return undefined;
        const sr = hr.at('structs').at(key);
        const sName = sr.at('name').string(s['name']);
        structs[sName] = sr
          .at('elements')
          .list(s['elements'])
          .map((el, k) => {
            const pair = sr.at('elements').at(k).list(el);
            return {
              name: sr.at('elements').at(k).at(0).string(pair[0]),
              type: sr.at('elements').at(k).at(1).string(pair[1]),
            };
          });
        return sName;
      };
      const newArgs = args.map((a) => {
        const argName = typeof a['name'] === 'string' ? a['name'] : undefined;
        const d = argName === undefined ? undefined : defaults[argName];
        let defaultValue: Json | undefined;
        if (isObject(d) && argName !== undefined) {
          const dr = hr.at('default_arguments').at(argName);
          const source = dr.at('source').string(d['source']);
          if (source === 'constant')
            defaultValue = { source: 'literal', ...literal(dr.at('data'), d['data'], String(a['type'])) };
          else if (source === 'global-state' || source === 'local-state')
            defaultValue = {
              source: source === 'global-state' ? 'global' : 'local',
              data: text64(dr.at('data').string(d['data'])),
              type: 'AVMString',
            };
          else if (source === 'abi-method') {
            const dm = dr.at('data').object(d['data']);
            const margs = dr
              .at('data')
              .at('args')
              .list(dm['args'] ?? [])
              .map((x) => String(isObject(x) ? x['type'] : ''));
            const mret = isObject(dm['returns']) ? String(dm['returns']['type']) : 'void';
            defaultValue = {
              source: 'method',
              data: `${dr.at('data').at('name').string(dm['name'])}(${margs.join(',')})${mret}`,
            };
          } else dr.at('source').fail(M.badDefaultSource(source));
        }
        const struct = argName === undefined ? undefined : structFor(argName);
        return {
          ...a,
          ...(struct !== undefined && { struct }),
          ...(defaultValue !== undefined && { defaultValue }),
        };
      });
      const retStruct = structFor('output');
      return {
        ...m,
        args: newArgs,
        returns: { ...returns, ...(retStruct !== undefined && { struct: retStruct }) },
        actions: actionsOf(hr.at('call_config'), hint['call_config'] ?? { no_op: 'CALL' }),
        readonly: hint['read_only'] === true,
      };
    });
  const schema = isObject(json['schema']) ? json['schema'] : {};
  const keys = (scope: 'global' | 'local') => {
    const declared =
      isObject(schema[scope]) && isObject(schema[scope]['declared']) ? schema[scope]['declared'] : {};
    const out: Record<string, Json> = {};
    for (const [name, v] of Object.entries(declared)) {
      if (!isObject(v) || typeof v['key'] !== 'string') continue;
      out[name] = {
        keyType: 'AVMString',
        valueType: v['type'] === 'uint64' ? 'AVMUint64' : 'AVMBytes',
        key: text64(v['key']),
        ...(typeof v['descr'] === 'string' && v['descr'] !== '' && { desc: v['descr'] }),
      };
    }
    return out;
  };
  const state = isObject(json['state']) ? json['state'] : {};
  const counts = (scope: 'global' | 'local') => {
    const s = isObject(state[scope]) ? state[scope] : {};
    return { ints: Number(s['num_uints'] ?? 0), bytes: Number(s['num_byte_slices'] ?? 0) };
  };
  return {
    name: contract['name'],
    ...(contract['desc'] !== undefined && { desc: contract['desc'] }),
    arcs: [4, 32],
    networks: contract['networks'] ?? {},
    structs,
    methods,
    state: {
      schema: { global: counts('global'), local: counts('local') },
      keys: { global: keys('global'), local: keys('local'), box: {} },
      maps: { global: {}, local: {}, box: {} },
    },
    bareActions: actionsOf(r.at('bare_call_config'), json['bare_call_config']),
    ...(json['source'] !== undefined && { source: json['source'] }),
  };
}
