import { describe, expect, it } from 'vitest';
import { appError, runApp } from '../testing/runTeal';

const v = (body: string) => `#pragma version 11\n#pragma typetrack false\n${body.replaceAll('; ', '\n')}`;

function ok(body: string): void {
  const r = runApp(v(body));
  expect(r.error?.message).toBeUndefined();
  expect(r.pass).toBe(true);
}

describe('byte ops', () => {
  it.each([
    ['byte "ab"; byte "cd"; concat; byte "abcd"; =='],
    ['byte "hello"; substring 1 3; byte "el"; =='],
    ['byte "hello"; int 1; int 3; substring3; byte "el"; =='],
    ['byte "hello"; extract 1 0; byte "ello"; =='],
    ['byte "hello"; extract 5 0; len; !'],
    ['byte "hello"; int 1; int 2; extract3; byte "el"; =='],
    ['byte 0x00010203040506070809; int 1; extract_uint16; int 258; =='],
    ['byte 0x00010203040506070809; int 0; extract_uint32; int 66051; =='],
    ['byte 0xffffffffffffffffff; int 1; extract_uint64; int 18446744073709551615; =='],
    ['byte "hello"; byte "XY"; replace2 1; byte "hXYlo"; =='],
    ['byte "hello"; int 3; byte "XY"; replace3; byte "helXY"; =='],
    ['int 3; bzero; byte 0x000000; =='],
    ['byte 0x80; int 0; getbit; int 1; ==; int 4; int 2; getbit; int 1; ==; &&'],
    ['byte 0x00; int 7; int 1; setbit; byte 0x01; ==; int 0; int 3; int 1; setbit; int 8; ==; &&'],
    ['byte 0x0102; int 1; getbyte; int 2; ==; byte 0x0102; int 0; int 255; setbyte; byte 0xff02; ==; &&'],
  ])('%s', (body) => ok(body));

  it.each([
    ['byte "abc"; int 2; int 1; substring3', 'substring end before start'],
    ['byte "abc"; substring 1 4', 'substring range beyond length of string'],
    ['byte "abc"; int 1; int 4294967296; substring3', 'substring range beyond length of string'],
    ['byte "abc"; extract 4 0', 'extraction start 4 is beyond length: 3'],
    ['byte "abc"; extract 1 3', 'extraction end 4 is beyond length: 3'],
    ['byte "abc"; int 1; int 18446744073709551615; extract3', 'extraction end exceeds uint64'],
    ['byte "abc"; int 2; extract_uint16', 'extraction end 4 is beyond length: 3'],
    ['byte "abc"; byte "xy"; replace2 2', 'replacement end 4 beyond original length: 3'],
    ['byte "abc"; int 4; byte "x"; replace3', 'replacement start 4 beyond length: 3'],
    ['int 4097; bzero', 'bzero attempted to create a too large string'],
    ['int 1; int 64; getbit', 'getbit index > 63 with Uint'],
    ['byte 0x00; int 8; getbit', 'getbit index beyond byteslice'],
    ['int 1; int 0; int 2; setbit', 'setbit value > 1'],
    ['int 1; int 64; int 1; setbit', 'setbit index > 63 with Uint'],
    ['byte 0x00; int 8; int 1; setbit', 'setbit index beyond byteslice'],
    ['byte 0x00; int 1; getbyte', 'getbyte index beyond array length'],
    ['byte 0x00; int 0; int 256; setbyte', 'setbyte value > 255'],
    ['byte 0x00; int 1; int 1; setbyte', 'setbyte index beyond array length'],
    ['int 4096; bzero; byte "x"; concat', 'concat produced a too big (4097) byte-array'],
  ])('%s fails: %s', (body, message) => {
    expect(appError(v(body))).toBe(message);
  });
});

describe('byte math', () => {
  const big64 = `0x${'ff'.repeat(64)}`;
  it.each([
    ['byte 0x01; byte 0xff; b+; byte 0x0100; =='],
    ['byte 0x0100; byte 0x01; b-; byte 0xff; =='],
    ['byte 0x0100; byte 0x0100; b-; len; !'],
    ['byte 0x10; byte 0x10; b*; byte 0x0100; =='],
    ['byte 0x0100; byte 0x10; b/; byte 0x10; =='],
    ['byte 0x0101; byte 0x10; b%; byte 0x01; =='],
    [
      'byte 0x0001; byte 0x02; b<; byte 0x02; byte 0x0001; b>; &&; byte 0x01; byte 0x0001; b<=; &&; byte 0x01; byte 0x01; b>=; &&',
    ],
    ['byte 0x000001; byte 0x01; b==; byte 0x01; byte 0x02; b!=; &&'],
    ['byte 0x0f; byte 0xf000; b|; byte 0xf00f; =='],
    ['byte 0xff; byte 0x0f0f; b&; byte 0x000f; =='],
    ['byte 0xff; byte 0x0f0f; b^; byte 0x0ff0; =='],
    ['byte 0x00ff; b~; byte 0xff00; =='],
    ['byte 0x0400; bsqrt; byte 0x20; =='],
    [`byte ${big64}; byte ${big64}; b*; len; int 128; ==`],
  ])('%s', (body) => ok(body));

  const big65 = `0x01${'00'.repeat(64)}`;
  it.each([
    ['byte 0x01; byte 0x02; b-', 'byte math would have negative result'],
    ['byte 0x01; byte 0x00; b/', 'division by zero'],
    ['byte 0x01; byte 0x; b%', 'modulo by zero'],
    [`byte ${big65}; byte 0x01; b+`, 'math attempted on large byte-array'],
    [`byte 0x01; byte ${big65}; b<`, 'math attempted on large byte-array'],
    [`byte ${big65}; bsqrt`, 'math attempted on large byte-array'],
    ['int 1; byte 0x01; b+', 'b+ arg 0 wanted bigint but got uint64'],
  ])('%s fails: %s', (body, message) => {
    expect(appError(v(body))).toBe(message);
  });
});
