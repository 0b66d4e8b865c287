import algosdk from 'algosdk';
import { bytesToHex } from '../txn/decodeBytesText';

/** One AVM value as a trace records it: a uint64 or a byte string. */
export type AvmStackValue = { type: 'uint'; uint: bigint } | { type: 'bytes'; bytes: Uint8Array };

/** A value in every reading a debugger offers: uint64, hex, text, address. */
export interface AvmValueReadings {
  type: 'uint' | 'bytes';
  /** The uint64, or the bytes read big-endian when they fit in 8 bytes. */
  uint?: string;
  hex: string;
  /** UTF-8 text, when the bytes are printable. */
  text?: string;
  /** An Algorand address, when the bytes are 32 long. */
  address?: string;
}

/** algosdk's AvmValue (type 1 bytes, 2 uint; zero values omitted on the wire) as ours. */
export function fromAvmValue(v: algosdk.modelsv2.AvmValue): AvmStackValue {
  if (Number(v.type) === 1) return { type: 'bytes', bytes: v.bytes ?? new Uint8Array() };
  return { type: 'uint', uint: BigInt(v.uint ?? 0) };
}

export function readAvmValue(v: AvmStackValue): AvmValueReadings {
  if (v.type === 'uint') {
    const hex = v.uint.toString(16).padStart(16, '0');
    return { type: 'uint', uint: v.uint.toString(), hex: `0x${hex}` };
  }
  const out: AvmValueReadings = { type: 'bytes', hex: `0x${bytesToHex(v.bytes)}` };
  if (v.bytes.length > 0 && v.bytes.length <= 8) {
    out.uint = v.bytes.reduce((acc, b) => (acc << 8n) | BigInt(b), 0n).toString();
  }
  const text = printable(v.bytes);
  if (text !== undefined) out.text = text;
  if (v.bytes.length === 32) out.address = new algosdk.Address(v.bytes).toString();
  return out;
}

/** The short form a stack row shows first. */
export function avmValueLabel(v: AvmStackValue): string {
  if (v.type === 'uint') return v.uint.toString();
  const r = readAvmValue(v);
  if (r.text !== undefined) return JSON.stringify(r.text);
  return r.hex;
}

function printable(bytes: Uint8Array): string | undefined {
  if (bytes.length === 0) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  // Control characters (other than tab/newline) mean binary data that happens to be valid UTF-8.
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u0008\u000b-\u001f\u007f]/.test(text) ? undefined : text;
}
