import { describe, expect, it } from 'vitest';
import { decodeBase64, decodeBytesText, decodeHex } from './decodeBytesText';
import { formatAmount, parseAmount } from './parseAmount';

describe('parseAmount', () => {
  it.each([
    ['1', 6, 1_000_000n],
    ['1.5', 6, 1_500_000n],
    ['.5', 6, 500_000n],
    ['0.000001', 6, 1n],
    ['1,000.25', 2, 100_025n],
    ['1.500000000', 6, 1_500_000n],
    ['18446744073709551615', 0, 18446744073709551615n],
    ['12345678901234567.89', 2, 1234567890123456789n],
  ])('%s with %i decimals is %s, exactly', (text, decimals, value) => {
    expect(parseAmount(text, decimals)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 6, 'empty'],
    ['-1', 6, 'negative'],
    ['-0.5', 6, 'negative'],
    ['1.2.3', 6, 'format'],
    ['abc', 6, 'format'],
    ['.', 6, 'format'],
    ['0.0000001', 6, 'tooManyDecimals'],
    ['18446744073709551616', 0, 'tooLarge'],
  ])('refuses %j (%i decimals): %s', (text, decimals, problem) => {
    expect(parseAmount(text, decimals)).toEqual({ ok: false, problem });
  });

  it('formats back', () => {
    expect(formatAmount(1_500_000n, 6)).toBe('1.5');
    expect(formatAmount(7n, 0)).toBe('7');
    expect(formatAmount(100n, 2)).toBe('1');
  });
});

describe('decodeBytesText', () => {
  it('reads base64 (standard, url-safe, unpadded) and hex', () => {
    expect(Array.from(decodeBase64('AP8=') ?? [])).toEqual([0, 255]);
    expect(Array.from(decodeBase64('AP8') ?? [])).toEqual([0, 255]);
    expect(Array.from(decodeBase64('_-8') ?? [])).toEqual([255, 239]);
    expect(decodeBase64('A')).toBeUndefined();
    expect(Array.from(decodeHex('0x00ff') ?? [])).toEqual([0, 255]);
    expect(decodeHex('0f0')).toBeUndefined();
  });

  it('prefers the reading with the expected length, then hex', () => {
    expect(decodeBytesText('00ff', 2)?.length).toBe(2);
    expect(decodeBytesText('00ff', 3)?.length).toBe(3);
    expect(decodeBytesText('00ff', 5)?.length).toBe(2);
    expect(decodeBytesText('zz')?.length).toBe(1);
    expect(decodeBytesText('0x00ff', 3)?.length).toBe(2);
  });
});
