import { bytesToHex, decodeBase64 } from '../txn/decodeBytesText';

/** ARC-4's return prefix: the last log of a method call starting with it carries the return value. */
const RETURN_PREFIX = '151f7c75';

/**
 * The ABI return value's bytes as 0x… hex (undecoded: no spec here), when a simulated transaction's
 * last log (base64, as algod gives it) carries one. The logs themselves are shown by the app's
 * bytes views (text, hex, base64).
 */
export function simulatedAbiReturn(logsBase64: readonly string[]): string | undefined {
  const last = logsBase64.at(-1);
  const lastHex = last === undefined ? '' : bytesToHex(decodeBase64(last) ?? new Uint8Array());
  return lastHex.startsWith(RETURN_PREFIX) ? `0x${lastHex.slice(RETURN_PREFIX.length)}` : undefined;
}
