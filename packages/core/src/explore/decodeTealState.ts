import { toBigInt } from '../format/toBigInt';
import type { IdxTealKeyValue } from '../indexer/indexerModels';
import { base64Bytes } from './base64Bytes';
import { publicKeyToAddress } from './publicKeyToAddress';

/** One key of application state, decoded for people: printable text where it is, base64 otherwise. */
export interface StateEntry {
  key: string;
  keyBase64: string;
  value:
    | { kind: 'uint'; value: bigint }
    | { kind: 'text'; value: string; base64: string }
    | { kind: 'address'; value: string; base64: string }
    | { kind: 'bytes'; base64: string };
}

const PRINTABLE = /^[\x20-\x7e]*$/;

function printable(b64: string): string | undefined {
  const bytes = base64Bytes(b64);
  if (bytes === undefined) return undefined;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return PRINTABLE.test(text) ? text : undefined;
  } catch {
    return undefined;
  }
}

/** TEAL key-values (global or local state) → entries sorted by key. Type 2 is uint, type 1 bytes. */
export function decodeTealState(raw: readonly IdxTealKeyValue[] | undefined): StateEntry[] {
  return (raw ?? [])
    .map((kv): StateEntry => {
      const key = printable(kv.key) ?? kv.key;
      if (kv.value.type === 2)
        return { key, keyBase64: kv.key, value: { kind: 'uint', value: toBigInt(kv.value.uint) } };
      const b64 = kv.value.bytes;
      const bytes = base64Bytes(b64);
      if (bytes?.length === 32) {
        const text = printable(b64);
        if (text === undefined)
          return {
            key,
            keyBase64: kv.key,
            value: { kind: 'address', value: publicKeyToAddress(b64) ?? b64, base64: b64 },
          };
      }
      const text = printable(b64);
      return {
        key,
        keyBase64: kv.key,
        value:
          text === undefined ? { kind: 'bytes', base64: b64 } : { kind: 'text', value: text, base64: b64 },
      };
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
