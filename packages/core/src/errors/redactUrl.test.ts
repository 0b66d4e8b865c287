import { describe, expect, it } from 'vitest';
import { redactUrl } from './redactUrl';

describe('redactUrl', () => {
  it('removes user and password', () => {
    expect(redactUrl('https://alice:s3cret@node.example:8443/v2')).toBe('https://node.example:8443/v2');
  });

  it('masks secret-looking query values and keeps the rest', () => {
    expect(redactUrl('http://127.0.0.1:4001/v2/status?api-key=abc&limit=3')).toBe(
      'http://127.0.0.1:4001/v2/status?api-key=***&limit=3',
    );
  });

  it('keeps a bare origin without adding a slash', () => {
    expect(redactUrl('http://127.0.0.1:4001')).toBe('http://127.0.0.1:4001');
  });

  it('strips credentials even from text that is not a URL', () => {
    expect(redactUrl('//bob:pw@host')).toBe('//host');
  });
});
