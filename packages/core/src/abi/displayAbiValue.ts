import type algosdk from 'algosdk';
import { bytesToHex } from '../txn/decodeBytesText';
import type { AbiField } from './AbiField';
import { formatUfixed } from './formatUfixed';

/** A decoded value as plain JSON for display: numbers as decimal text, bytes as hex, structs as objects. */
export type DisplayValue = string | boolean | DisplayValue[] | { [field: string]: DisplayValue };

const toBytes = (v: algosdk.ABIValue): Uint8Array =>
  v instanceof Uint8Array ? v : Uint8Array.from((v as algosdk.ABIValue[]).map((b) => Number(b)));

/**
 * A value algosdk decoded → something a screen prints: uint as exact decimal text, ufixed scaled
 * back to a decimal, bytes as hex (with the UTF-8 reading when it is printable, see bytesText),
 * structs by field name in ABI order, plain tuples as lists.
 */
export function displayAbiValue(field: AbiField, value: algosdk.ABIValue): DisplayValue {
  switch (field.kind) {
    case 'uint':
    case 'byte':
      return String(value as bigint | number);
    case 'ufixed':
      return formatUfixed(BigInt(value as bigint), field.precision);
    case 'bool':
      return Boolean(value);
    case 'address':
    case 'string':
      return String(value);
    case 'bytes':
      return `0x${bytesToHex(toBytes(value))}`;
    case 'array':
      return (value as algosdk.ABIValue[]).map((v) => displayAbiValue(field.element, v));
    case 'tuple': {
      const items = value as algosdk.ABIValue[];
      if (field.fields.every((m) => m.name !== undefined)) {
        const out: Record<string, DisplayValue> = {};
        field.fields.forEach((m, i) => {
          out[m.name as string] = displayAbiValue(m.field, items[i] as algosdk.ABIValue);
        });
        return out;
      }
      return field.fields.map((m, i) => displayAbiValue(m.field, items[i] as algosdk.ABIValue));
    }
  }
}

/** The same as one line of text: a string as it is, anything else (a list, a struct, a bool) as JSON. */
export function abiValueText(field: AbiField, value: algosdk.ABIValue): string {
  const shown = displayAbiValue(field, value);
  return typeof shown === 'string' ? shown : JSON.stringify(shown);
}
