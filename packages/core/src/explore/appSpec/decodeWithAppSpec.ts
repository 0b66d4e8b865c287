import algosdk from 'algosdk';
import type { StateEntry } from '../decodeTealState';
import type { AppSpec, StorageScope, StructField } from './AppSpec';

/** A state key or box as the spec names it, its value decoded by the spec's type (all text). */
export interface SpecValue {
  /** The spec's name: `owner`, or for a map entry `balances[ADDR…]`. */
  name: string;
  /** The spec's value type (an ABI type, a struct name or AVMString/AVMBytes/AVMUint64). */
  type: string;
  value: string;
  /** Set when the bytes did not decode as the type: `value` is then the raw base64. */
  undecodable?: true;
}

/** A key (or box name) the spec names, or undefined when it does not. */
export interface SpecKeyMatch {
  name: string;
  valueType: string;
}

function bytesOf(base64: string): Uint8Array {
  const binary = atob(base64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

const PRINTABLE = /^[\x20-\x7e]*$/;
const hex = (bytes: Uint8Array | readonly number[]) =>
  `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;

function text(bytes: Uint8Array): string | undefined {
  try {
    const t = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return PRINTABLE.test(t) ? t : undefined;
  } catch {
    return undefined;
  }
}

/** A struct or ABI type as a tree: structs keep their field names for display. */
type TypeNode =
  | { kind: 'struct'; fields: [string, TypeNode][]; abi: string }
  | { kind: 'abi'; abi: string; type: algosdk.ABIType };

function resolve(type: string | StructField[], spec: AppSpec, depth = 0): TypeNode {
  if (depth > 16) throw new Error('struct nesting too deep');
  const fields = typeof type === 'string' ? spec.structs[type] : type;
  if (fields !== undefined) {
    const children = fields.map((f): [string, TypeNode] => [f.name, resolve(f.type, spec, depth + 1)]);
    return { kind: 'struct', fields: children, abi: `(${children.map(([, c]) => c.abi).join(',')})` };
  }
  const abi = type as string;
  return { kind: 'abi', abi, type: algosdk.ABIType.from(abi) };
}

function isByteArray(type: algosdk.ABIType): boolean {
  return (
    (type instanceof algosdk.ABIArrayStaticType || type instanceof algosdk.ABIArrayDynamicType) &&
    type.childType instanceof algosdk.ABIByteType
  );
}

function show(value: algosdk.ABIValue, node: TypeNode, top: boolean): string {
  if (node.kind === 'struct') {
    const parts = value as algosdk.ABIValue[];
    return `{ ${node.fields.map(([name, child], i) => `${name}: ${show(parts[i]!, child, false)}`).join(', ')} }`;
  }
  const { type } = node;
  if (isByteArray(type)) return hex(value as number[]);
  if (type instanceof algosdk.ABIAddressType) return String(value);
  if (typeof value === 'string') return top ? value : JSON.stringify(value);
  if (typeof value === 'bigint' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (value instanceof Uint8Array) return hex(value);
  if (Array.isArray(value)) {
    const childOf = (i: number): TypeNode => {
      if (type instanceof algosdk.ABITupleType) {
        const child = type.childTypes[i]!;
        return { kind: 'abi', abi: child.toString(), type: child };
      }
      const child = (type as algosdk.ABIArrayStaticType | algosdk.ABIArrayDynamicType).childType;
      return { kind: 'abi', abi: child.toString(), type: child };
    };
    return `[${value.map((v, i) => show(v, childOf(i), false)).join(', ')}]`;
  }
  return String(value);
}

/** Bytes (or a TEAL uint) as one of the spec's types. Throws when they do not decode as it. */
function decodeAs(
  type: string,
  bytes: Uint8Array | undefined,
  uint: bigint | undefined,
  spec: AppSpec,
): string {
  if (uint !== undefined) return String(uint); // a TEAL uint64 is a number whatever the declared type
  const b = bytes ?? new Uint8Array();
  switch (type) {
    case 'AVMString':
      return new TextDecoder().decode(b);
    case 'AVMBytes':
      return text(b) ?? base64Of(b);
    case 'AVMUint64':
      if (b.length > 8) throw new Error('more than 8 bytes');
      return String(b.reduce((n, x) => (n << 8n) | BigInt(x), 0n));
    default: {
      const node = resolve(type, spec);
      const abiType = node.kind === 'abi' ? node.type : algosdk.ABIType.from(node.abi);
      return show(abiType.decode(b), node, true);
    }
  }
}

function decodeValue(
  type: string,
  bytes: Uint8Array | undefined,
  uint: bigint | undefined,
  spec: AppSpec,
): Pick<SpecValue, 'value' | 'undecodable'> {
  try {
    return { value: decodeAs(type, bytes, uint, spec) };
  } catch {
    return { value: bytes === undefined ? String(uint) : base64Of(bytes), undecodable: true };
  }
}

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  if (prefix.length > bytes.length) return false;
  return prefix.every((b, i) => bytes[i] === b);
}

/**
 * What the spec calls a key of `scope` (a state key or a box name, base64): a named key when one
 * matches exactly, else a map entry `map[key]` whose prefix it starts with (longest prefix first),
 * the rest decoded by the map's key type.
 */
export function matchSpecKey(
  spec: AppSpec,
  scope: StorageScope,
  keyBase64: string,
): SpecKeyMatch | undefined {
  for (const [name, k] of Object.entries(spec.keys[scope]))
    if (k.key === keyBase64) return { name, valueType: k.valueType };
  const bytes = bytesOf(keyBase64);
  const maps = Object.entries(spec.maps[scope])
    .map(([name, m]) => ({ name, map: m, prefix: bytesOf(m.prefix ?? '') }))
    .filter((m) => startsWith(bytes, m.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  for (const { name, map, prefix } of maps) {
    const rest = bytes.subarray(prefix.length);
    const key = decodeValue(map.keyType, rest, undefined, spec);
    if (key.undecodable === true) continue;
    return { name: `${name}[${key.value}]`, valueType: map.valueType };
  }
  return undefined;
}

/** A box value (base64) decoded as the spec types it, or undefined when the spec does not name the box. */
export function decodeBoxWithSpec(
  spec: AppSpec,
  nameBase64: string,
  valueBase64: string,
): SpecValue | undefined {
  const match = matchSpecKey(spec, 'box', nameBase64);
  if (match === undefined) return undefined;
  return {
    name: match.name,
    type: match.valueType,
    ...decodeValue(match.valueType, bytesOf(valueBase64), undefined, spec),
  };
}

/**
 * Global or local state decoded by the spec: each entry the spec names gets its name and typed
 * value; entries it does not name keep their raw key and value (type '').
 */
export function decodeStateWithSpec(
  spec: AppSpec,
  scope: 'global' | 'local',
  entries: readonly StateEntry[],
): SpecValue[] {
  return entries.map((e): SpecValue => {
    const raw = e.value;
    const uint = raw.kind === 'uint' ? raw.value : undefined;
    const bytes = raw.kind === 'uint' ? undefined : bytesOf(raw.base64);
    const match = matchSpecKey(spec, scope, e.keyBase64);
    if (match === undefined)
      return {
        name: e.key,
        type: '',
        value: raw.kind === 'uint' ? String(raw.value) : raw.kind === 'bytes' ? raw.base64 : raw.value,
      };
    return { name: match.name, type: match.valueType, ...decodeValue(match.valueType, bytes, uint, spec) };
  });
}
