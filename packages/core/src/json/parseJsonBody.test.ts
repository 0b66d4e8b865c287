import { describe, expect, it } from 'vitest';
import { parseJsonBody } from './parseJsonBody';

describe('parseJsonBody', () => {
  it('reads a JSON body, keeping a uint64 exact', () => {
    expect(parseJsonBody('{"amount":18446744073709551615,"ok":true}')).toEqual({
      amount: 18446744073709551615n,
      ok: true,
    });
  });

  it('gives undefined for an empty or blank body', () => {
    expect(parseJsonBody('')).toBeUndefined();
    expect(parseJsonBody(' \n\t')).toBeUndefined();
  });

  it('gives undefined for text that is not JSON, so the caller keeps the text', () => {
    expect(parseJsonBody('<html>502 Bad Gateway</html>')).toBeUndefined();
    expect(parseJsonBody('invalid API token')).toBeUndefined();
    expect(parseJsonBody('{"message": "cut off')).toBeUndefined();
  });

  it('reads a JSON scalar as itself', () => {
    expect(parseJsonBody('null')).toBeNull();
    expect(parseJsonBody(' 42 ')).toBe(42);
  });
});
