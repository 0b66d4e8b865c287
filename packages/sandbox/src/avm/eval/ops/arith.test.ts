import { describe, expect, it } from 'vitest';
import { appError, runApp } from '../testing/runTeal';

const v = (body: string, version = 11) => `#pragma version ${version}\n#pragma typetrack false\n${body}`;

/** Runs `body` and asserts the program approves (so `body` must end with a true condition). */
function ok(body: string, version = 11): void {
  const r = runApp(v(body, version));
  expect(r.error?.message).toBeUndefined();
  expect(r.pass).toBe(true);
}

describe('uint64 arithmetic', () => {
  it.each([
    ['int 2; int 3; +; int 5; =='],
    ['int 9007199254740991; int 1; +; int 9007199254740992; =='],
    ['int 18446744073709551614; int 1; +; int 18446744073709551615; =='],
    ['int 10; int 3; -; int 7; =='],
    ['int 18446744073709551615; int 1; -; int 18446744073709551614; =='],
    ['int 4294967296; int 4294967295; *; int 18446744069414584320; =='],
    ['int 17; int 5; /; int 3; =='],
    ['int 18446744073709551615; int 3; /; int 6148914691236517205; =='],
    ['int 17; int 5; %; int 2; =='],
    ['int 1; int 2; <; int 2; int 1; >; &&; int 2; int 2; <=; &&; int 2; int 2; >=; &&'],
    ['int 0; int 1; ||; int 0; int 0; ||; !; &&'],
    ['int 12; int 10; |; int 14; =='],
    ['int 12; int 10; &; int 8; =='],
    ['int 12; int 10; ^; int 6; =='],
    ['int 0; ~; int 18446744073709551615; =='],
    ['int 4294967297; int 4294967296; |; int 4294967297; =='],
    ['int 1; int 63; shl; int 9223372036854775808; =='],
    ['int 3; int 63; shl; int 9223372036854775808; =='],
    ['int 9223372036854775808; int 63; shr; int 1; =='],
    ['int 17; sqrt; int 4; =='],
    ['int 18446744073709551615; sqrt; int 4294967295; =='],
    ['int 0; bitlen; !; int 255; bitlen; int 8; ==; &&; byte 0x0100; bitlen; int 9; ==; &&'],
    ['int 2; int 10; exp; int 1024; =='],
    ['int 2; int 64; expw; int 0; ==; swap; int 1; ==; &&'],
    ['int 18446744073709551615; int 2; mulw; int 18446744073709551614; ==; swap; int 1; ==; &&'],
    ['int 18446744073709551615; int 2; addw; int 1; ==; swap; int 1; ==; &&'],
    [
      'int 1; int 0; int 0; int 3; divmodw; int 1; ==; swap; int 0; ==; &&; swap; int 6148914691236517205; ==; &&; swap; int 0; ==; &&',
    ],
    ['int 1; int 0; int 2; divw; int 9223372036854775808; =='],
    ['int 258; itob; byte 0x0000000000000102; =='],
    ['byte 0x0102; btoi; int 258; ==; byte 0xffffffffffffffff; btoi; int 18446744073709551615; ==; &&'],
    ['byte "abc"; len; int 3; =='],
    ['byte "a"; byte "a"; ==; byte "a"; byte "b"; !=; &&'],
  ])('%s', (body) => ok(body.replaceAll('; ', '\n')));

  it.each([
    ['int 18446744073709551615; int 1; +', '+ overflowed'],
    ['int 1; int 2; -', '- would result negative'],
    ['int 4294967296; int 4294967296; *', '* overflowed'],
    ['int 1; int 0; /', '/ 0'],
    ['int 1; int 0; %', '% 0'],
    ['int 1; int 64; shl', 'shl arg too big, (64)'],
    ['int 1; int 64; shr', 'shr arg too big, (64)'],
    ['int 0; int 0; exp', '0^0 is undefined'],
    ['int 2; int 64; exp', '2^64 overflow'],
    ['int 3; int 41; exp', '3^41 overflow'],
    ['int 2; int 128; expw', '2^128 overflow'],
    ['int 0; int 0; int 0; int 0; divmodw', '/ 0'],
    ['int 1; int 0; int 0; divw', 'divw 0'],
    ['int 5; int 0; int 5; divw', 'divw overflow: 5 <= 5'],
    ['byte 0x010203040506070809; btoi', 'btoi arg too long, got 9 bytes'],
    ['int 1; byte "a"; ==', 'cannot compare (uint64 to []byte)'],
    ['byte "a"; int 1; +', '+ arg 0 wanted uint64 but got []byte'],
    ['int 1; len', 'len arg 0 wanted []byte but got uint64'],
    ['+', 'stack underflow in +'],
  ])('%s fails: %s', (body, message) => {
    expect(appError(v(body.replaceAll('; ', '\n')))).toBe(message);
  });
});
