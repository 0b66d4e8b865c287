import type algosdk from 'algosdk';
import { addressProblem } from '../txn/FieldReader';
import { decodeBase64, decodeHex } from '../txn/decodeBytesText';
import type { AbiField, AbiFormValue, BytesInput } from './AbiField';
import { ABI_MESSAGES as M } from './abiMessages';

/** Where in a nested value a problem is: indexes into arrays and tuples, joined by dots ("2.0"). */
export type ValuePath = string;

export type ReadValueResult =
  { ok: true; value: algosdk.ABIValue } | { ok: false; errors: Record<ValuePath, string> };

const MAX_LENGTH = 65535;
const WHOLE = /^\d+$/;

const isBytesInput = (v: AbiFormValue): v is BytesInput =>
  typeof v === 'object' && !Array.isArray(v) && 'format' in v;

/** Digits → bigint within `bits` bits, or the message. */
export function readUint(text: string, bits: number): bigint | string {
  const t = text.trim().replace(/_/g, '');
  if (t === '') return M.required;
  if (t.startsWith('-')) return M.negative;
  if (!WHOLE.test(t)) return M.notWhole;
  const value = BigInt(t);
  const max = (1n << BigInt(bits)) - 1n;
  return value > max ? M.tooBig(bits, max) : value;
}

/** A decimal → the integer it is scaled to (value × 10^precision), exactly, or the message. */
export function readUfixed(text: string, bits: number, precision: number): bigint | string {
  const t = text.trim().replace(/_/g, '');
  if (t === '') return M.required;
  if (t.startsWith('-')) return M.negative;
  const m = /^(\d*)(?:\.(\d*))?$/.exec(t);
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return M.notDecimal;
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  if (fraction.length > precision) return M.tooPrecise(precision);
  const value = BigInt((m[1] ?? '') + fraction.padEnd(precision, '0'));
  const max = (1n << BigInt(bits)) - 1n;
  if (value > max) return M.tooBig(bits, decimalText(max, precision));
  return value;
}

/** A ufixed's scaled integer as the decimal a person types (precision ≥ 1). */
function decimalText(scaled: bigint, precision: number): string {
  const digits = scaled.toString().padStart(precision + 1, '0');
  return `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
}

/** Bytes typed as hex, base64 or text → bytes, or the message. */
export function readBytes(input: BytesInput): Uint8Array | string {
  switch (input.format) {
    case 'text':
      return new TextEncoder().encode(input.text);
    case 'hex':
      return decodeHex(input.text.trim()) ?? M.notHex;
    case 'base64':
      return decodeBase64(input.text.trim()) ?? M.notBase64;
  }
}

function read(
  field: AbiField,
  value: AbiFormValue,
  path: string,
  errors: Record<string, string>,
): algosdk.ABIValue | undefined {
  const fail = (message: string) => {
    errors[path] = message;
    return undefined;
  };
  switch (field.kind) {
    case 'uint': {
      if (typeof value !== 'string') return fail(M.wrongShape);
      const r = readUint(value, field.bits);
      return typeof r === 'string' ? fail(r) : r;
    }
    case 'ufixed': {
      if (typeof value !== 'string') return fail(M.wrongShape);
      const r = readUfixed(value, field.bits, field.precision);
      return typeof r === 'string' ? fail(r) : r;
    }
    case 'byte': {
      if (typeof value !== 'string') return fail(M.wrongShape);
      const r = readUint(value, 8);
      return typeof r === 'string' ? fail(r === M.required ? r : M.byteRange) : Number(r);
    }
    case 'bool':
      return typeof value === 'boolean' ? value : fail(M.wrongShape);
    case 'address': {
      if (typeof value !== 'string') return fail(M.wrongShape);
      const t = value.trim();
      if (t === '') return fail(M.required);
      const problem = addressProblem(t);
      return problem === undefined ? t : fail(problem);
    }
    case 'string': {
      if (typeof value !== 'string') return fail(M.wrongShape);
      const size = new TextEncoder().encode(value).length;
      return size > MAX_LENGTH ? fail(M.stringTooLong(size)) : value;
    }
    case 'bytes': {
      if (!isBytesInput(value)) return fail(M.wrongShape);
      const bytes = readBytes(value);
      if (typeof bytes === 'string') return fail(bytes);
      if (field.length !== undefined && bytes.length !== field.length)
        return fail(M.bytesLength(field.length, bytes.length));
      if (bytes.length > MAX_LENGTH) return fail(M.tooManyBytes(bytes.length));
      return bytes;
    }
    case 'array': {
      if (!Array.isArray(value)) return fail(M.wrongShape);
      if (field.length !== undefined && value.length !== field.length)
        return fail(M.arrayCount(field.length, value.length));
      if (value.length > MAX_LENGTH) return fail(M.tooManyElements(value.length));
      const out = value.map((v, i) => read(field.element, v, join(path, i), errors));
      return out.every((v) => v !== undefined) ? (out as algosdk.ABIValue[]) : undefined;
    }
    case 'tuple': {
      if (!Array.isArray(value) || value.length !== field.fields.length) return fail(M.wrongShape);
      const out = field.fields.map((m, i) => read(m.field, value[i] as AbiFormValue, join(path, i), errors));
      return out.every((v) => v !== undefined) ? (out as algosdk.ABIValue[]) : undefined;
    }
  }
}

const join = (path: string, i: number) => (path === '' ? String(i) : `${path}.${i}`);

/**
 * What a person typed → the value algosdk encodes for this type, or every problem keyed by where
 * it is ('' for the value itself, '1.0' for the first element of the second tuple member). Numbers
 * stay bigint end to end: uint512 and ufixed scaling are exact.
 */
export function readAbiValue(field: AbiField, value: AbiFormValue): ReadValueResult {
  const errors: Record<string, string> = {};
  const out = read(field, value, '', errors);
  return out === undefined || Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, value: out };
}
