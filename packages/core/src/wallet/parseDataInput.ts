import { SextantError } from '../errors/SextantError';

export type DataEncoding = 'text' | 'hex' | 'base64';

export const DATA_INPUT_MESSAGES = {
  empty: 'Enter the data to sign.',
  badHex: 'This is not hex: use pairs of 0-9 and a-f, without a prefix.',
  badBase64: 'This is not base64 (standard or URL-safe alphabet).',
} as const;

/** The bytes of what someone typed as text (UTF-8), hex or base64. */
export function parseDataInput(input: string, encoding: DataEncoding): Uint8Array {
  if (encoding === 'text') {
    if (input === '') throw new SextantError('DATA_EMPTY', DATA_INPUT_MESSAGES.empty);
    return new TextEncoder().encode(input);
  }
  const compact = input.replace(/\s+/g, '');
  if (compact === '') throw new SextantError('DATA_EMPTY', DATA_INPUT_MESSAGES.empty);
  if (encoding === 'hex') {
    if (!/^([0-9a-fA-F]{2})+$/.test(compact)) throw new SextantError('DATA_HEX', DATA_INPUT_MESSAGES.badHex);
    return Uint8Array.from(compact.match(/../g)!, (pair) => parseInt(pair, 16));
  }
  const standard = compact.replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(standard) || standard.replace(/=+$/, '').length % 4 === 1)
    throw new SextantError('DATA_BASE64', DATA_INPUT_MESSAGES.badBase64);
  const bin = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

export function bytesToBase64(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}
