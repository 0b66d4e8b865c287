import { describe, expect, it } from 'vitest';
import { formatJson } from './formatJson';
import { jsonTokens } from './jsonTokens';
import { parseJson } from './parseJson';

describe('jsonTokens', () => {
  it('names keys, strings, numbers and literals, and joins back to the text', () => {
    const text = formatJson(parseJson('{"a\\"b":"x: 1","n":18446744073709551615,"l":[true,null,-1.5e3]}'));
    const tokens = jsonTokens(text);
    expect(tokens.map((t) => t.text).join('')).toBe(text);
    expect(tokens.filter((t) => t.kind !== 'punct')).toEqual([
      { kind: 'key', text: '"a\\"b"' },
      { kind: 'string', text: '"x: 1"' },
      { kind: 'key', text: '"n"' },
      { kind: 'number', text: '18446744073709551615' },
      { kind: 'key', text: '"l"' },
      { kind: 'literal', text: 'true' },
      { kind: 'literal', text: 'null' },
      { kind: 'number', text: '-1500' },
    ]);
  });
});
