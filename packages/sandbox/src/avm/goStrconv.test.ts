import { describe, expect, it } from 'vitest';
import { goQuote, goRuneU, parseGoInt, parseGoUint, strconvErrorText } from './goStrconv';

describe('Go strconv behaviour', () => {
  it('ParseUint base 0: prefixes, leading-0 octal, underscores between digits only', () => {
    const ok = (s: string) => {
      const r = parseGoUint(s, 0, 64);
      return r.ok ? r.value : r.error;
    };
    expect(ok('0')).toBe(0n);
    expect(ok('0x1F')).toBe(31n);
    expect(ok('0X1f')).toBe(31n);
    expect(ok('0o17')).toBe(15n);
    expect(ok('017')).toBe(15n);
    expect(ok('0b101')).toBe(5n);
    expect(ok('1_000')).toBe(1000n);
    expect(ok('0x_ff')).toBe(255n);
    expect(ok('18446744073709551615')).toBe((1n << 64n) - 1n);
    expect(ok('18446744073709551616')).toBe('range');
    expect(ok('08')).toBe('syntax');
    expect(ok('0x')).toBe('syntax');
    expect(ok('_1')).toBe('syntax');
    expect(ok('1__0')).toBe('syntax');
    expect(ok('1_')).toBe('syntax');
    expect(ok('+1')).toBe('syntax');
    expect(ok('')).toBe('syntax');
    const base10 = parseGoUint('1_000', 10, 64);
    expect(base10.ok).toBe(false);
  });

  it('ParseInt ranges', () => {
    expect(parseGoInt('-128', 10, 8)).toEqual({ ok: true, value: -128n });
    expect(parseGoInt('127', 10, 8)).toEqual({ ok: true, value: 127n });
    expect(parseGoInt('128', 10, 8)).toEqual({ ok: false, error: 'range' });
    expect(parseGoInt('-0x100', 0, 9)).toEqual({ ok: true, value: -256n });
    expect(parseGoInt('-', 10, 8)).toEqual({ ok: false, error: 'syntax' });
  });

  it('quotes like strconv.Quote and %#U', () => {
    expect(goQuote('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(goQuote('\n\t\x00\x7f')).toBe('"\\n\\t\\x00\\x7f"');
    expect(goQuote('héllo')).toBe('"héllo"');
    expect(goRuneU(0x67)).toBe("U+0067 'g'");
    expect(goRuneU(0x07)).toBe('U+0007');
    expect(strconvErrorText('ParseUint', 'x', 'syntax')).toBe(
      'strconv.ParseUint: parsing "x": invalid syntax',
    );
  });
});
