import { ADDRESS_LENGTH, isValidAddress } from '../address/isValidAddress';
import { decodeBase32 } from '../encoding/decodeBase32';
import { SEARCH_MESSAGES, type SearchMessage } from './searchMessages';

/** What a search string refers to. A number is ambiguous (asset, application or round): the screen offers each. */
export type SearchTarget =
  | { kind: 'empty' }
  | { kind: 'address'; address: string }
  | { kind: 'transaction'; txid: string }
  | { kind: 'group'; groupId: string }
  | { kind: 'number'; value: bigint }
  | { kind: 'invalid'; message: SearchMessage };

const MAX_UINT64 = (1n << 64n) - 1n;
const TXID_LENGTH = 52;
const BASE32 = /^[A-Z2-7]+$/;
const BASE64_32_BYTES = /^[A-Za-z0-9+/]{43}=$/;
const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Classifies what a person typed in the search box. Surrounding space is ignored; nothing else is rewritten. */
export function classifySearch(input: string): SearchTarget {
  const text = input.trim();
  if (text === '') return { kind: 'empty' };
  if (/^\d+$/.test(text)) {
    const value = BigInt(text);
    return value <= MAX_UINT64
      ? { kind: 'number', value }
      : { kind: 'invalid', message: SEARCH_MESSAGES.numberTooLarge };
  }
  if (text.length === ADDRESS_LENGTH && BASE32.test(text)) {
    return isValidAddress(text)
      ? { kind: 'address', address: text }
      : { kind: 'invalid', message: SEARCH_MESSAGES.badChecksum };
  }
  if (text.length === TXID_LENGTH && decodeBase32(text)?.length === 32) {
    return { kind: 'transaction', txid: text };
  }
  if (isCanonicalBase64Of32Bytes(text)) return { kind: 'group', groupId: text };
  return { kind: 'invalid', message: SEARCH_MESSAGES.unrecognized };
}

function isCanonicalBase64Of32Bytes(text: string): boolean {
  if (!BASE64_32_BYTES.test(text)) return false;
  // 43 characters carry 258 bits for 256: the last character's two low bits must be zero.
  return (BASE64_ALPHABET.indexOf(text.charAt(42)) & 0b11) === 0;
}
