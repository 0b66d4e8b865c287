import algosdk from 'algosdk';
import type { AbiField } from './AbiField';

const cache = new Map<string, algosdk.ABIType>();

/** algosdk's ABI type for a field (by its canonical type string), made once per type. */
export function abiTypeOf(field: AbiField): algosdk.ABIType {
  let t = cache.get(field.type);
  if (t === undefined) {
    t = algosdk.ABIType.from(field.type);
    cache.set(field.type, t);
  }
  return t;
}

/** A value readAbiValue accepted → its ABI encoding (algosdk does the bytes). */
export function encodeAbiValue(field: AbiField, value: algosdk.ABIValue): Uint8Array {
  return abiTypeOf(field).encode(value);
}

/**
 * ABI bytes → the decoded value. algosdk's decoders read from the start of the underlying buffer,
 * ignoring a subarray's offset, so the bytes are copied first.
 */
export function decodeAbiValue(field: AbiField, bytes: Uint8Array): algosdk.ABIValue {
  return abiTypeOf(field).decode(bytes.slice());
}
