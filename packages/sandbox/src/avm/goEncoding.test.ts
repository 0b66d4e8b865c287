import { describe, expect, it } from 'vitest';
import { decodeBase32AnyPadding, decodeBase64Std, decodeHex, type DecodeResult } from './goEncoding';

function text(r: DecodeResult): string {
  return r.ok ? Buffer.from(r.bytes).toString('hex') : r.message;
}

describe('Go encoding behaviour', () => {
  it('base64 StdEncoding: padding required, CR/LF skipped, positions of bad input', () => {
    expect(text(decodeBase64Std('aGVsbG8='))).toBe('68656c6c6f');
    expect(text(decodeBase64Std('aGk='))).toBe('6869');
    expect(text(decodeBase64Std('aA=='))).toBe('68');
    expect(text(decodeBase64Std(''))).toBe('');
    expect(text(decodeBase64Std('aGk'))).toBe('illegal base64 data at input byte 0');
    expect(text(decodeBase64Std('aGVsbG8'))).toBe('illegal base64 data at input byte 4');
    expect(text(decodeBase64Std('aG!s'))).toBe('illegal base64 data at input byte 2');
    expect(text(decodeBase64Std('aA='))).toBe('illegal base64 data at input byte 3');
    expect(text(decodeBase64Std('aA==aA=='))).toBe('illegal base64 data at input byte 4');
    expect(text(decodeBase64Std('a==='))).toBe('illegal base64 data at input byte 1');
  });

  it('base32 with or without padding', () => {
    expect(text(decodeBase32AnyPadding('MFRGG'))).toBe('616263');
    expect(text(decodeBase32AnyPadding('MFRGG==='))).toBe('616263');
    expect(text(decodeBase32AnyPadding('ME'))).toBe('61');
    // 1, 3 or 6 trailing symbols carry no whole byte: Go drops them.
    expect(text(decodeBase32AnyPadding('MFRGGZDFMZ'))).toBe('616263646566');
    expect(text(decodeBase32AnyPadding('MFRGGZDFMZT'))).toBe('6162636465');
    expect(text(decodeBase32AnyPadding('mfrgg'))).toBe('illegal base32 data at input byte 0');
    expect(text(decodeBase32AnyPadding('MFRGG=A'))).toBe('illegal base32 data at input byte 5');
  });

  it('hex with encoding/hex errors', () => {
    expect(text(decodeHex('00ffAB'))).toBe('00ffab');
    expect(text(decodeHex('abc'))).toBe('encoding/hex: odd length hex string');
    expect(text(decodeHex('abz'))).toBe("encoding/hex: invalid byte: U+007A 'z'");
    expect(text(decodeHex('zz0'))).toBe("encoding/hex: invalid byte: U+007A 'z'");
  });
});
