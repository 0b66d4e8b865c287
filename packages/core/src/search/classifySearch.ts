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

/** Same as address/isValidAddress's; repeated so this module does not pull in the hash. */
const ADDRESS_LENGTH = 58;
const MAX_UINT64 = (1n << 64n) - 1n;
const TXID_LENGTH = 52;
const BASE32 = /^[A-Z2-7]+$/;
const BASE64_32_BYTES = /^[A-Za-z0-9+/]{43}=$/;
const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A checksum test for addresses (address/isValidAddress), or undefined while it is still loading. */
export type AddressCheck = ((address: string) => boolean) | undefined;

/** 58 characters of base32: shaped like an address, checksum not yet looked at. */
export function looksLikeAddress(input: string): boolean {
  const text = input.trim();
  return text.length === ADDRESS_LENGTH && BASE32.test(text);
}

/**
 * Classifies what a person typed in the search box. Surrounding space is ignored; nothing else is
 * rewritten. The checksum test is passed in because its hash is not on the first page: until it
 * has loaded, an address-shaped input counts as an address and the account page checks it.
 */
export function classifySearch(input: string, checkAddress: AddressCheck): SearchTarget {
  const text = input.trim();
  if (text === '') return { kind: 'empty' };
  if (/^\d+$/.test(text)) {
    const value = BigInt(text);
    return value <= MAX_UINT64
      ? { kind: 'number', value }
      : { kind: 'invalid', message: SEARCH_MESSAGES.numberTooLarge };
  }
  if (looksLikeAddress(text)) {
    return checkAddress === undefined || checkAddress(text)
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
