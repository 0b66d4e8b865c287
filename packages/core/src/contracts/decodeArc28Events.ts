import { sha512_256 } from '@noble/hashes/sha2.js';
import type { AbiField } from '../abi/AbiField';
import { displayAbiValue, type DisplayValue } from '../abi/displayAbiValue';
import { decodeAbiValue } from '../abi/encodeAbiValue';
import { parseAbiField } from '../abi/parseAbiField';
import { bytesToHex } from '../txn/decodeBytesText';
import type { ContractSpec, SpecEvent } from './ContractSpec';

export interface DecodedEvent {
  name: string;
  /** `Name(types)`, the ARC-28 signature. */
  signature: string;
  /** Position of the log among the transaction's logs (0-based). */
  logIndex: number;
  args: { name: string; value: DisplayValue }[];
}

interface Known {
  event: SpecEvent;
  signature: string;
  fields: AbiField[];
  tuple: AbiField;
}

function known(events: readonly SpecEvent[], structs: ContractSpec['structs']): Map<string, Known> {
  const out = new Map<string, Known>();
  for (const event of events) {
    try {
      const fields = event.args.map((a) => parseAbiField(a.type, structs, a.struct));
      const signature = `${event.name}(${fields.map((f) => f.type).join(',')})`;
      const selector = bytesToHex(sha512_256(new TextEncoder().encode(signature)).slice(0, 4));
      const tuple = parseAbiField(`(${fields.map((f) => f.type).join(',')})`);
      if (!out.has(selector)) out.set(selector, { event, signature, fields, tuple });
    } catch {
      // an event whose types do not parse cannot match any log
    }
  }
  return out;
}

/** Every event a spec declares, at the top level and under its methods, once each. */
export function specEvents(spec: Pick<ContractSpec, 'events' | 'methods'>): SpecEvent[] {
  // compilers list an event at the top and again under each method that emits it (puya lists
  // one twice under a method emitting it twice): one event is one `Name(types)`
  const seen = new Map<string, SpecEvent>();
  for (const e of [...spec.events, ...spec.methods.flatMap((m) => m.events)]) {
    const key = `${e.name}(${e.args.map((a) => a.type).join(',')})`;
    if (!seen.has(key)) seen.set(key, e);
  }
  return [...seen.values()];
}

/**
 * ARC-28: a log whose first 4 bytes are the selector of `Name(types)` (SHA-512/256) carries the
 * event's arguments ABI-encoded as one tuple. Logs that match no declared event, or whose body
 * does not decode as that tuple, are left out (they stay visible as raw logs).
 */
export function decodeArc28Events(
  logs: readonly Uint8Array[],
  spec: Pick<ContractSpec, 'events' | 'methods' | 'structs'>,
): DecodedEvent[] {
  const table = known(specEvents(spec), spec.structs);
  const out: DecodedEvent[] = [];
  logs.forEach((log, logIndex) => {
    if (log.length < 4) return;
    const k = table.get(bytesToHex(log.subarray(0, 4)));
    if (k === undefined) return;
    try {
      const values = decodeAbiValue(k.tuple, log.slice(4)) as unknown[];
      out.push({
        name: k.event.name,
        signature: k.signature,
        logIndex,
        args: k.fields.map((f, i) => ({
          name: k.event.args[i]?.name ?? `arg${i + 1}`,
          value: displayAbiValue(f, values[i] as never),
        })),
      });
    } catch {
      // same selector, different body: not this event
    }
  });
  return out;
}
