import { bytesCompare } from './bytesCompare';

/**
 * A value as go-algorand's go-codec (github.com/algorand/go-codec, protocol.CodecHandle and
 * JSONStrictHandle) sees it: what each Go type encodes to differs between msgpack and JSON (a
 * `[]byte` is bin or base64, a Go `string` is str or raw text, an Address is bin or its checksummed
 * text), so the tree keeps the Go kind and the writers decide. Struct fields and map keys are written
 * sorted, as Canonical does; a struct's omitempty is the builder's business (leave the field out).
 */
export type GoValue =
  | { readonly t: 'uint'; readonly v: bigint }
  | { readonly t: 'bool'; readonly v: boolean }
  /** []byte, or [N]byte (`fixed`: empty when all zero, not when it has no bytes). */
  | { readonly t: 'bin'; readonly v: Uint8Array; readonly fixed?: boolean }
  /** A Go string: raw bytes, not necessarily UTF-8. */
  | { readonly t: 'str'; readonly v: Uint8Array }
  /** basics.Address: bin in msgpack, its text in JSON (TextMarshaler). */
  | { readonly t: 'addr'; readonly v: Uint8Array }
  /** A nil map, slice or pointer. */
  | { readonly t: 'nil' }
  | { readonly t: 'struct'; readonly fields: ReadonlyArray<readonly [string, GoValue]> }
  | { readonly t: 'map'; readonly entries: ReadonlyArray<readonly [GoValue, GoValue]> }
  | { readonly t: 'array'; readonly items: readonly GoValue[] }
  /** A value encoded elsewhere: its msgpack bytes and its JSON tree (written with sorted keys). */
  | { readonly t: 'encoded'; readonly msgpack: Uint8Array; readonly json: unknown };

export const goUint = (v: bigint | number): GoValue => ({ t: 'uint', v: BigInt(v) });
export const goBool = (v: boolean): GoValue => ({ t: 'bool', v });
export const goBin = (v: Uint8Array): GoValue => ({ t: 'bin', v });
export const goFixed = (v: Uint8Array): GoValue => ({ t: 'bin', v, fixed: true });
export const goStr = (v: Uint8Array): GoValue => ({ t: 'str', v });
export const goAddr = (v: Uint8Array): GoValue => ({ t: 'addr', v });
export const GO_NIL: GoValue = { t: 'nil' };
export const goStruct = (fields: ReadonlyArray<readonly [string, GoValue | undefined]>): GoValue => ({
  t: 'struct',
  fields: fields.filter((f): f is readonly [string, GoValue] => f[1] !== undefined),
});
export const goMap = (entries: ReadonlyArray<readonly [GoValue, GoValue]>): GoValue => ({
  t: 'map',
  entries,
});
export const goArray = (items: readonly GoValue[]): GoValue => ({ t: 'array', items });

/** For omitempty fields: undefined (left out) when `v` is Go's zero value, as RecursiveEmptyCheck decides. */
export function omitEmpty(v: GoValue): GoValue | undefined {
  return isEmpty(v) ? undefined : v;
}

function isEmpty(v: GoValue): boolean {
  switch (v.t) {
    case 'uint':
      return v.v === 0n;
    case 'bool':
      return !v.v;
    case 'bin':
      return v.fixed === true ? v.v.every((b) => b === 0) : v.v.length === 0;
    case 'addr':
      return v.v.every((b) => b === 0);
    case 'str':
      return v.v.length === 0;
    case 'nil':
      return true;
    case 'struct':
      return v.fields.every(([, f]) => isEmpty(f));
    case 'map':
      return v.entries.length === 0;
    case 'array':
      return v.items.length === 0;
    case 'encoded':
      return false;
  }
}

/**
 * go-codec's kMapCanonical order: unsigned keys by value, strings by their bytes, anything else by
 * its encoding under the handle (`encode`).
 */
export function canonicalEntries(
  entries: ReadonlyArray<readonly [GoValue, GoValue]>,
  encode: (k: GoValue) => Uint8Array,
): Array<readonly [GoValue, GoValue]> {
  const key = (k: GoValue): Uint8Array | bigint => (k.t === 'uint' ? k.v : k.t === 'str' ? k.v : encode(k));
  return entries
    .map(([k, v]) => ({ k, v, s: key(k) }))
    .sort((a, b) =>
      typeof a.s === 'bigint' && typeof b.s === 'bigint'
        ? a.s < b.s
          ? -1
          : a.s > b.s
            ? 1
            : 0
        : bytesCompare(a.s as Uint8Array, b.s as Uint8Array),
    )
    .map(({ k, v }) => [k, v] as const);
}
