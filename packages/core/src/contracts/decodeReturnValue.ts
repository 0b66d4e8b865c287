import type algosdk from 'algosdk';
import type { AbiField } from '../abi/AbiField';
import { decodeAbiValue } from '../abi/encodeAbiValue';

const RETURN_PREFIX = [0x15, 0x1f, 0x7c, 0x75];

export type ReturnRead =
  | { kind: 'void' }
  | { kind: 'value'; value: algosdk.ABIValue; raw: Uint8Array }
  | { kind: 'missing' }
  | { kind: 'undecodable'; raw: Uint8Array; why: string };

/**
 * ARC-4: a method returns by logging 0x151f7c75 followed by the encoded value, as its last log.
 * Anything else (no such log, or bytes that do not decode as the return type) is said as such.
 */
export function decodeReturnValue(field: AbiField | undefined, logs: readonly Uint8Array[]): ReturnRead {
  if (field === undefined) return { kind: 'void' };
  const last = logs[logs.length - 1];
  if (last === undefined || last.length < 4 || RETURN_PREFIX.some((b, i) => last[i] !== b))
    return { kind: 'missing' };
  const raw = last.slice(4);
  try {
    return { kind: 'value', value: decodeAbiValue(field, raw), raw };
  } catch (e) {
    return { kind: 'undecodable', raw, why: e instanceof Error ? e.message : String(e) };
  }
}
