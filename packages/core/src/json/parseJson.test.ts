import { describe, expect, it, vi } from 'vitest';
import { SextantError } from '../errors/SextantError';
import { parseJson } from './parseJson';

describe('parseJson', () => {
  it('parses what JSON.parse parses, the same way', () => {
    const text =
      '{"a":[1,2.5,-3e2,true,false,null],"s":"q\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00","o":{},"e":[], "n" : -0.125 }';
    expect(parseJson(text)).toEqual(JSON.parse(text));
  });

  it('keeps integers beyond 2^53 exact as bigint and small ones as number', () => {
    const value = parseJson('{"big":18446744073709551615,"neg":-9007199254740993,"safe":9007199254740991}');
    expect(value).toEqual({ big: 18446744073709551615n, neg: -9007199254740993n, safe: 9007199254740991 });
  });

  it('leaves text with no integer past 2^53 to JSON.parse, and reads the rest itself', () => {
    const native = vi.spyOn(JSON, 'parse');
    const small = '{"round":999999999999999,"ids":[1,2],"note":"123456789012345"}';
    expect(parseJson(small)).toEqual({ round: 999999999999999, ids: [1, 2], note: '123456789012345' });
    expect(native).toHaveBeenCalledTimes(1);
    native.mockClear();
    // Sixteen digits anywhere (here in a string) take this parser: the same value either way.
    const long = '{"amount":9007199254740993,"note":"1234567890123456"}';
    expect(parseJson(long)).toEqual({ amount: 9007199254740993n, note: '1234567890123456' });
    expect(native).not.toHaveBeenCalled();
    native.mockRestore();
  });

  it('keeps non-integers as numbers even when large', () => {
    expect(parseJson('[1e30, 12345678901234567890.5]')).toEqual([1e30, Number('12345678901234567890.5')]);
  });

  it('treats a "__proto__" key as data', () => {
    const value = parseJson('{"__proto__":{"x":1}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
  });

  it.each([
    ['', 'unexpected end'],
    ['{"a":1,}', 'expected a key'],
    ['[1 2]', 'expected "," or "]"'],
    ['"abc', 'unterminated string'],
    ['01', 'unexpected text after the value'],
    ['"\\x"', 'bad escape'],
    ['<html>', 'unexpected character'],
  ])('rejects %j with a positioned SextantError', (text, what) => {
    let error: unknown;
    try {
      parseJson(text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SextantError);
    expect((error as SextantError).code).toBe('JSON_PARSE');
    expect((error as SextantError).message).toContain(what);
  });
});
