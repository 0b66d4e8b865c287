import type { StructField } from '../explore/appSpec/AppSpec';
import type { AbiField, TupleMember } from './AbiField';
import { ABI_MESSAGES as M } from './abiMessages';
import { AbiTypeError } from './AbiTypeError';

export type StructDefs = Readonly<Record<string, readonly StructField[]>>;

const fail = (message: string): never => {
  throw new AbiTypeError('bad-type', message);
};

/** Splits a tuple's inside at its top-level commas. */
function splitTuple(inner: string, whole: string): string[] {
  if (inner === '') return [];
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    if (depth < 0) fail(M.unbalanced(whole));
    if (c === ',' && depth === 0) {
      parts.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0) fail(M.unbalanced(whole));
  parts.push(inner.slice(start));
  return parts;
}

function validWidth(bits: string): number | undefined {
  if (!/^[1-9]\d{0,2}$/.test(bits)) return undefined;
  const n = Number(bits);
  return n >= 8 && n <= 512 && n % 8 === 0 ? n : undefined;
}

function parseType(type: string, structs: StructDefs, seen: readonly string[]): AbiField {
  const t = type.trim();
  if (t === '') return fail(M.emptyType);
  // array suffix: the last [..] applies outermost
  if (t.endsWith(']')) {
    const open = t.lastIndexOf('[');
    if (open <= 0) return fail(M.unknownType(t));
    const len = t.slice(open + 1, -1);
    const element = parseType(t.slice(0, open), structs, seen);
    let length: number | undefined;
    if (len !== '') {
      if (!/^(0|[1-9]\d{0,4})$/.test(len) || Number(len) > 65535) return fail(M.arrayLength(len));
      length = Number(len);
    }
    const canonical = `${element.type}[${len}]`;
    if (element.kind === 'byte')
      return length === undefined
        ? { kind: 'bytes', type: canonical }
        : { kind: 'bytes', type: canonical, length };
    return length === undefined
      ? { kind: 'array', type: canonical, element }
      : { kind: 'array', type: canonical, element, length };
  }
  if (t.startsWith('(')) {
    if (!t.endsWith(')')) return fail(M.unbalanced(t));
    const members = splitTuple(t.slice(1, -1), t).map((p): TupleMember => ({
      field: parseType(p, structs, seen),
    }));
    return { kind: 'tuple', type: `(${members.map((m) => m.field.type).join(',')})`, fields: members };
  }
  if (t === 'byte' || t === 'bool' || t === 'address' || t === 'string')
    return { kind: t, type: t } as AbiField;
  const uint = /^uint(\d+)$/.exec(t);
  if (uint) {
    const bits = validWidth(uint[1] ?? '');
    if (bits === undefined) return fail(M.uintBits(uint[1] ?? ''));
    return { kind: 'uint', type: `uint${bits}`, bits };
  }
  const ufixed = /^ufixed(\d+)x(\d+)$/.exec(t);
  if (ufixed) {
    const bits = validWidth(ufixed[1] ?? '');
    if (bits === undefined) return fail(M.ufixedBits(ufixed[1] ?? ''));
    const p = ufixed[2] ?? '';
    const precision = /^[1-9]\d{0,2}$/.test(p) ? Number(p) : 0;
    if (precision < 1 || precision > 160) return fail(M.ufixedPrecision(p));
    return { kind: 'ufixed', type: `ufixed${bits}x${precision}`, bits, precision };
  }
  if (Object.hasOwn(structs, t)) return structField(t, structs, seen);
  return fail(M.unknownType(t));
}

function membersOf(
  fields: readonly StructField[],
  structs: StructDefs,
  seen: readonly string[],
): TupleMember[] {
  return fields.map((f) => ({
    name: f.name,
    field:
      typeof f.type === 'string'
        ? parseType(f.type, structs, seen)
        : tupleOf(membersOf(f.type, structs, seen)),
  }));
}

function tupleOf(fields: TupleMember[], struct?: string): AbiField {
  const type = `(${fields.map((m) => m.field.type).join(',')})`;
  return struct === undefined ? { kind: 'tuple', type, fields } : { kind: 'tuple', type, fields, struct };
}

function structField(name: string, structs: StructDefs, seen: readonly string[]): AbiField {
  if (seen.includes(name)) return fail(M.structCycle(name));
  const def = structs[name];
  if (def === undefined) return fail(M.unknownStruct(name));
  return tupleOf(membersOf(def, structs, [...seen, name]), name);
}

/**
 * An ABI type string (or an ARC-56 struct name) → its form model. Struct fields keep their names
 * and their order (the ABI encoding order). `struct` names the struct an argument declares, so a
 * tuple type typed as `(uint64,string)` still gets its field names. Throws AbiTypeError with what
 * is wrong, e.g. `uint7: the width must be 8 to 512 in steps of 8.`
 */
export function parseAbiField(type: string, structs: StructDefs = {}, struct?: string): AbiField {
  if (struct !== undefined && struct !== '') {
    if (!Object.hasOwn(structs, struct)) return fail(M.unknownStruct(struct));
    return structField(struct, structs, []);
  }
  return parseType(type, structs, []);
}
