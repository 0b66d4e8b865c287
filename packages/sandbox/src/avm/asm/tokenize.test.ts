import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenize';

function words(line: string): [string, number][] {
  return tokenize(line, 1).map((t) => [t.str, t.col]);
}

describe('tokenize', () => {
  it('splits at spaces, tabs and ;, keeping ; as a token and byte columns', () => {
    expect(words('  \tint 1; int 2')).toEqual([
      ['int', 3],
      ['1', 7],
      [';', 8],
      ['int', 10],
      ['2', 14],
    ]);
    expect(words(';;pop')).toEqual([
      [';', 0],
      [';', 1],
      ['pop', 2],
    ]);
  });

  it('drops comments, with or without a space before them', () => {
    expect(words('int 1 // one')).toEqual([
      ['int', 0],
      ['1', 4],
    ]);
    expect(words('int 1//one')).toEqual([
      ['int', 0],
      ['1', 4],
    ]);
    expect(words('// only')).toEqual([]);
  });

  it('keeps string literals whole, escaped quotes included', () => {
    expect(words('byte "a b // c" pop')).toEqual([
      ['byte', 0],
      ['"a b // c"', 5],
      ['pop', 16],
    ]);
    expect(words('byte "a\\" b"')).toEqual([
      ['byte', 0],
      ['"a\\" b"', 5],
    ]);
  });

  it('keeps // inside base64 data', () => {
    expect(words('byte base64 ab//cd== // c')).toEqual([
      ['byte', 0],
      ['base64', 5],
      ['ab//cd==', 12],
    ]);
    expect(words('byte b64(ab//) // c')).toEqual([
      ['byte', 0],
      ['b64(ab//)', 5],
    ]);
  });

  it('counts columns in UTF-8 bytes', () => {
    const [, str, pop] = tokenize('byte "é" pop', 7);
    expect(str).toEqual({ str: '"é"', line: 7, col: 5, len: 4 });
    expect(pop?.col).toBe(10);
  });
});
