import { showBytes } from '../contracts/readCallOutcome';
import { bytesToHex, decodeBase64 } from '../txn/decodeBytesText';

/** ARC-4's return prefix: the last log of a method call starting with it carries the return value. */
const RETURN_PREFIX = '151f7c75';

export interface SimulatedLogs {
  /** Each log as text where it is printable text, else as 0x… hex. */
  logs: string[];
  /** The ABI return value's bytes as hex (undecoded: no spec here), when the last log carries one. */
  abiReturn?: string;
}

/** A simulated transaction's logs (base64, as algod gives them) as a person reads them. */
export function simulatedLogs(logsBase64: readonly string[]): SimulatedLogs {
  const bytes = logsBase64.map((l) => decodeBase64(l) ?? new Uint8Array());
  const last = bytes.at(-1);
  const lastHex = last === undefined ? '' : bytesToHex(last);
  return {
    logs: bytes.map((b) => showBytes(b)),
    ...(lastHex.startsWith(RETURN_PREFIX) && { abiReturn: `0x${lastHex.slice(RETURN_PREFIX.length)}` }),
  };
}
