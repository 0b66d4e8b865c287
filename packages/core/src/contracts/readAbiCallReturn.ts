import { abiValueText } from '../abi/displayAbiValue';
import { parseAbiField } from '../abi/parseAbiField';
import type { AbiCallDraft } from './AbiCallDraft';
import { decodeReturnValue, type ReturnRead } from './decodeReturnValue';

export interface AbiCallReturn {
  read: ReturnRead;
  /** The decoded value as a person reads it (structs as JSON), when there is one. */
  text?: string;
}

/**
 * A studio ABI call's return value from its logs (simulated or committed): ARC-4's last log
 * 0x151f7c75 + the value, decoded by the draft's own method (no spec lookup needed).
 */
export function readAbiCallReturn(call: AbiCallDraft, logs: readonly Uint8Array[]): AbiCallReturn {
  if (call.method === undefined) return { read: { kind: 'missing' } };
  const { returns } = call.method;
  let field;
  try {
    field = returns.type === 'void' ? undefined : parseAbiField(returns.type, call.structs, returns.struct);
  } catch (e) {
    return {
      read: { kind: 'undecodable', raw: new Uint8Array(), why: e instanceof Error ? e.message : String(e) },
    };
  }
  const read = decodeReturnValue(field, logs);
  if (read.kind !== 'value' || field === undefined) return { read };
  return { read, text: abiValueText(field, read.value) };
}
