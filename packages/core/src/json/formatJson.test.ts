import { describe, expect, it } from 'vitest';
import { formatJson } from './formatJson';
import { parseJson } from './parseJson';

describe('formatJson', () => {
  it('keeps uint64 values beyond 2^53 digit for digit', () => {
    const text = '{"asset":{"index":5,"params":{"total":18446744073709551615,"decimals":0}}}';
    const out = formatJson(parseJson(text));
    expect(out).toContain('"total": 18446744073709551615');
    expect(JSON.stringify(JSON.parse(out))).toBe(JSON.stringify(JSON.parse(text)));
  });

  it('indents like JSON.stringify for values a double holds', () => {
    const value = { a: [1, 'two', { b: null, c: true }], d: {}, e: [], f: 1.5, 'g"h': 'x\ny' };
    expect(formatJson(value)).toBe(JSON.stringify(value, null, 2));
  });

  it('writes a "__proto__" key parsed as data', () => {
    expect(formatJson(parseJson('{"__proto__":1}'))).toBe('{\n  "__proto__": 1\n}');
  });
});
