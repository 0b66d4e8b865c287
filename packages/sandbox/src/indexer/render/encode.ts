import type algosdk from 'algosdk';
import { addressText } from './addressText';

/** Standard base64 (with padding), as Go's encoding/json prints []byte. */
export function b64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}

export function isAllZero(bytes: Uint8Array | undefined): boolean {
  if (bytes === undefined) return true;
  for (const b of bytes) if (b !== 0) return false;
  return true;
}

/** base64 unless the bytes are absent or all zero: the indexer omits zero digests, keys and notes. */
export function b64OmitZero(bytes: Uint8Array | undefined): string | undefined {
  return bytes === undefined || isAllZero(bytes) ? undefined : b64(bytes);
}

/** base64 unless empty (the indexer's byteSlicePtr). */
export function b64OmitEmpty(bytes: Uint8Array | undefined): string | undefined {
  return bytes === undefined || bytes.length === 0 ? undefined : b64(bytes);
}

/** The address string, or undefined for an absent or zero address (the indexer's addrPtr). */
export function addrOmitZero(addr: algosdk.Address | undefined): string | undefined {
  if (addr === undefined || isAllZero(addr.publicKey)) return undefined;
  return addressText(addr);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
// Go's unicode.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space.
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]*$/u;

/** The indexer's util.PrintableUTF8OrEmpty: the text when it is valid, printable UTF-8, else "". */
export function printableUtf8OrEmpty(bytes: Uint8Array): string {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return '';
  }
  return PRINTABLE.test(text) ? text : '';
}

/** Undefined for "" (the indexer's strPtr / omitEmpty on strings). */
export function strOmitEmpty(s: string | undefined): string | undefined {
  return s === undefined || s === '' ? undefined : s;
}
