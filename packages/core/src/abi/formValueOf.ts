import type algosdk from 'algosdk';
import { bytesToHex } from '../txn/decodeBytesText';
import type { AbiField, AbiFormValue } from './AbiField';
import { formatUfixed } from './formatUfixed';

const toBytes = (v: algosdk.ABIValue): Uint8Array =>
  v instanceof Uint8Array ? v : Uint8Array.from((v as algosdk.ABIValue[]).map((b) => Number(b)));

/**
 * A decoded ABI value → what the form shows for it (a default value filled in, a return value
 * reused as input). The inverse of readAbiValue: readAbiValue(f, formValueOf(f, v)) gives v back.
 */
export function formValueOf(field: AbiField, value: algosdk.ABIValue): AbiFormValue {
  switch (field.kind) {
    case 'uint':
    case 'byte':
      return String(value as bigint | number);
    case 'ufixed':
      return formatUfixed(BigInt(value as bigint), field.precision);
    case 'bool':
      return Boolean(value);
    case 'address':
      return String(value);
    case 'string':
      return String(value);
    case 'bytes':
      return { format: 'hex', text: bytesToHex(toBytes(value)) };
    case 'array':
      return (value as algosdk.ABIValue[]).map((v) => formValueOf(field.element, v));
    case 'tuple':
      return field.fields.map((m, i) =>
        formValueOf(m.field, (value as algosdk.ABIValue[])[i] as algosdk.ABIValue),
      );
  }
}
