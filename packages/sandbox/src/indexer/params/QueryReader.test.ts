import { describe, expect, it } from 'vitest';
import { base32Decode, base64StdDecode, decodeAddressGo } from './goDecode';
import { parseTime, parseUint64, QueryReader } from './QueryReader';

describe('parseUint64', () => {
  it('takes decimal digits up to 2^64−1, with strconv texts otherwise', () => {
    expect(parseUint64('18446744073709551615')).toBe(18446744073709551615n);
    expect(parseUint64('18446744073709551616')).toBe(
      'strconv.ParseUint: parsing "18446744073709551616": value out of range',
    );
    expect(parseUint64('+1')).toBe('strconv.ParseUint: parsing "+1": invalid syntax');
    expect(parseUint64('')).toBe('strconv.ParseUint: parsing "": invalid syntax');
  });
});

describe('parseTime', () => {
  it('reads RFC 3339 with offsets and fractions, and bare dates', () => {
    expect(parseTime('2023-11-14T22:13:20Z')).toBe(1_700_000_000_000);
    expect(parseTime('2023-11-15T00:13:20+02:00')).toBe(1_700_000_000_000);
    expect(parseTime('2023-11-14T22:13:20.5Z')).toBe(1_700_000_000_500);
    expect(parseTime('2023-11-14')).toBe(Date.UTC(2023, 10, 14));
    expect(parseTime('2023-02-29')).toBeUndefined();
    expect(parseTime('2023-11-14T25:00:00Z')).toBeUndefined();
    expect(parseTime('1700000000')).toBeUndefined();
  });
});

describe('QueryReader', () => {
  const q = (s: string) => new QueryReader(new URLSearchParams(s));
  it('binds like the generated router: single values, Go booleans, comma lists', () => {
    expect(q('include-all=T').bool('include-all')).toBe(true);
    expect(q('include-all=0').bool('include-all')).toBe(false);
    expect(() => q('a=1&a=2').uint('a')).toThrow(
      "Invalid format for parameter a: multiple values for single value parameter 'a'",
    );
    expect(q('exclude=assets,created-apps&exclude=none').list('exclude')).toEqual([
      'assets',
      'created-apps',
      'none',
    ]);
    expect(q('').uint('limit')).toBeUndefined();
  });
});

describe('Go decoders', () => {
  it('base32 and base64 follow Go strictness', () => {
    expect(() => base32Decode('AAAAAAA1')).toThrow('illegal base32 data at input byte 7');
    expect(base64StdDecode('YQ')).toBeUndefined();
    expect(base64StdDecode('YQ==')).toEqual(new Uint8Array([97]));
    expect(base64StdDecode('_-8=')).toBeUndefined();
  });

  it('addresses fail with the SDK texts', () => {
    expect(() => decodeAddressGo('AAAA')).toThrow('decoded address is the wrong length, should be 36 bytes');
    expect(() => decodeAddressGo('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toThrow(
      'address checksum is incorrect, did you copy the address correctly?',
    );
    expect(decodeAddressGo('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ').publicKey).toEqual(
      new Uint8Array(32),
    );
  });
});
