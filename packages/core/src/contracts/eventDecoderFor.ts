import { decodeBase64 } from '../txn/decodeBytesText';
import { decodeArc28Events, type DecodedEvent } from './decodeArc28Events';
import { loadContractSpec } from './loadContractSpec';

/**
 * An attached spec's text → a decoder of ARC-28 events from logs as the node and indexer give them
 * (base64). A spec that does not load (or declares no events) decodes nothing: the logs stay raw.
 */
export function eventDecoderFor(specText: string): (logsBase64: readonly string[]) => DecodedEvent[] {
  let spec;
  try {
    spec = loadContractSpec(specText);
  } catch {
    return () => [];
  }
  const s = spec;
  if (s.events.length === 0 && s.methods.every((m) => m.events.length === 0)) return () => [];
  // a fresh copy of each log: the ABI decoders ignore a subarray's byte offset
  return (logs) =>
    decodeArc28Events(
      logs.map((l) => (decodeBase64(l) ?? new Uint8Array()).slice()),
      s,
    );
}
