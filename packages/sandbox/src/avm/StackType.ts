/**
 * Stack value types as the assembler's type checker sees them: an AVM type plus bounds (the
 * value range of a uint64, or the length range of a byte array), with go-algorand's names
 * ("uint64", "[]byte", "bool", "[32]byte", "5"...) because its error texts print them.
 */
import { NAMED_TYPES } from './generated/langspec';

export type AvmType = 'none' | 'any' | 'uint64' | '[]byte';

export interface StackType {
  readonly name: string;
  readonly avm: AvmType;
  readonly min: bigint;
  readonly max: bigint;
}

export const UINT64_MAX = (1n << 64n) - 1n;

/** go-algorand's NewStackType: a static bound names the type after its value or length. */
export function newStackType(avm: AvmType, min: bigint, max: bigint, name?: string): StackType {
  let derived: string = avm;
  if (min === max) {
    if (avm === '[]byte') derived = `[${min}]byte`;
    else if (avm === 'uint64') derived = `${min}`;
  }
  return { name: name ?? derived, avm, min, max };
}

const named = new Map<string, StackType>();
for (const t of NAMED_TYPES) {
  named.set(t.name, { name: t.name, avm: t.avmType as AvmType, min: BigInt(t.min), max: BigInt(t.max) });
}

function namedType(name: string): StackType {
  const t = named.get(name);
  if (!t) throw new TypeError(`langspec lacks named type ${name}`);
  return t;
}

export const STACK_ANY = namedType('any');
export const STACK_NONE = namedType('none');
export const STACK_UINT64 = namedType('uint64');
export const STACK_BYTES = namedType('[]byte');
export const STACK_BOOLEAN = namedType('bool');
/** Scratch slots start as the uint64 zero. */
export const STACK_ZERO_UINT64 = newStackType('uint64', 0n, 0n, '0');

/** The type a langspec Args/Returns/field entry names: a named type or "[N]byte". */
export function stackTypeFromSpec(name: string): StackType {
  const fixed = /^\[(\d+)\]byte$/.exec(name);
  if (fixed?.[1] !== undefined) {
    const n = BigInt(fixed[1]);
    return newStackType('[]byte', n, n, name);
  }
  return namedType(name);
}

export function sameStackType(a: StackType, b: StackType): boolean {
  return a.name === b.name && a.avm === b.avm && a.min === b.min && a.max === b.max;
}

/** Whether a value of type `st` could possibly satisfy `expected`. */
export function overlaps(st: StackType, expected: StackType): boolean {
  if (st.avm === 'none' || expected.avm === 'none') return false;
  if (st.avm === 'any' || expected.avm === 'any') return true;
  if (st.avm !== expected.avm) return false;
  return st.min <= expected.max && st.max >= expected.min;
}

export function unionStackTypes(a: StackType, b: StackType): StackType {
  if (a.avm !== b.avm) return STACK_ANY;
  const min = a.min < b.min ? a.min : b.min;
  const max = a.max > b.max ? a.max : b.max;
  return newStackType(a.avm, min, max);
}

/** Drops the bounds, keeping the AVM type. */
export function widened(st: StackType): StackType {
  switch (st.avm) {
    case '[]byte':
      return STACK_BYTES;
    case 'uint64':
      return STACK_UINT64;
    default:
      return st;
  }
}

/** The value of a uint64 type known to hold exactly one value. */
export function constInt(st: StackType): bigint | undefined {
  return st.avm === 'uint64' && st.min === st.max ? st.min : undefined;
}

/** A concrete type (uint64 or bytes), as opposed to any/none. */
export function isTyped(st: StackType): boolean {
  return st.avm === 'uint64' || st.avm === '[]byte';
}
