import algosdk from 'algosdk';
import type { AbiField, AbiFormValue } from '../abi/AbiField';
import { decodeAbiValue } from '../abi/encodeAbiValue';
import { formatUfixed } from '../abi/formatUfixed';
import { formValueOf } from '../abi/formValueOf';
import { parseAbiField } from '../abi/parseAbiField';
import { bytesToHex, decodeBase64 } from '../txn/decodeBytesText';
import type { DefaultValue } from './ContractSpec';

/** A value as the AVM holds it: a uint64 or bytes (a state value, a box, a literal's data). */
export type AvmValue = { uint: bigint } | { bytes: Uint8Array };

const utf8 = new TextDecoder('utf-8', { fatal: true });

function bigEndian(bytes: Uint8Array): bigint {
  let v = 0n;
  for (const b of bytes) v = (v << 8n) | BigInt(b);
  return v;
}

/**
 * An AVM value → the form value of an argument. A uint fills numbers (ufixed takes it as its
 * scaled integer) and bool; bytes are decoded as the argument's ABI encoding, except where they
 * are plainly raw (a string or byte[] stored without its length prefix, an address as 32 bytes).
 */
export function formValueFromAvm(field: AbiField, value: AvmValue): AbiFormValue {
  if ('uint' in value) {
    switch (field.kind) {
      case 'uint':
      case 'byte':
        return value.uint.toString();
      case 'ufixed':
        return formatUfixed(value.uint, field.precision);
      case 'bool':
        return value.uint !== 0n;
      default:
        return formValueFromAvm(field, { bytes: algosdk.bigIntToBytes(value.uint, 8) });
    }
  }
  const bytes = value.bytes;
  try {
    return formValueOf(field, decodeAbiValue(field, bytes));
  } catch {
    // not ABI-encoded as this type: read it raw
  }
  switch (field.kind) {
    case 'string':
      try {
        return utf8.decode(bytes);
      } catch {
        return bytesToHex(bytes);
      }
    case 'bytes':
      return { format: 'hex', text: bytesToHex(bytes) };
    case 'address':
      return bytes.length === 32 ? algosdk.encodeAddress(bytes) : '';
    case 'uint':
    case 'byte':
      return bigEndian(bytes).toString();
    default:
      return formValueOf(field, decodeAbiValue(field, bytes));
  }
}

/** The AVM value a literal default holds, read by its declared `type` (the data's encoding). */
export function literalAvmValue(dv: DefaultValue): AvmValue {
  const bytes = decodeBase64(dv.data) ?? new Uint8Array();
  const type = dv.type;
  if (type === 'AVMUint64') return { uint: bigEndian(bytes) };
  if (type === undefined || type === 'AVMBytes') return { bytes };
  if (type === 'AVMString') return { bytes };
  return { bytes };
}

/**
 * A literal default → the argument's form value. When the data's type is another ABI type than
 * the argument's (ARC-56 allows it), it is decoded as its own type first and converted.
 */
export function literalFormValue(field: AbiField, dv: DefaultValue): AbiFormValue {
  const raw = literalAvmValue(dv);
  const type = dv.type;
  if (type === undefined || type.startsWith('AVM') || type === field.type || !('bytes' in raw))
    return formValueFromAvm(field, raw);
  const own = parseAbiField(type);
  const v = decodeAbiValue(own, raw.bytes);
  if (typeof v === 'bigint' || typeof v === 'number') return formValueFromAvm(field, { uint: BigInt(v) });
  if (typeof v === 'string' && field.kind === 'string') return v;
  return formValueFromAvm(field, raw);
}
