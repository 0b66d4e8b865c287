import { describe, expect, it } from 'vitest';
import { MAX_FAST_HEAD, readFastHead } from './fastHead';

const read = (text: string, start = 0) => readFastHead(Buffer.from(text, 'latin1'), start);
const post = (headers: string) => `POST /v2/transactions HTTP/1.1\r\nHost: h\r\n${headers}\r\n`;

describe('readFastHead: only the plainest HTTP/1.1 head', () => {
  it('reads method, target, lower-cased headers (values trimmed), length and where the body starts', () => {
    const text = post('X-Algo-API-Token:  abc \r\nContent-Length: 12\r\nConnection: Keep-Alive\r\n');
    expect(read(`xx${text}body`, 2)).toEqual({
      kind: 'request',
      method: 'POST',
      url: '/v2/transactions',
      headers: { host: 'h', 'x-algo-api-token': 'abc', 'content-length': '12', connection: 'Keep-Alive' },
      contentLength: 12,
      bodyStart: 2 + text.length,
    });
  });

  it('asks for more until the blank line has arrived', () => {
    const text = post('Content-Length: 0\r\n');
    for (let n = 0; n < text.length; n++) expect(read(text.slice(0, n)).kind).toBe('more');
    expect(read(text).kind).toBe('request');
    expect(read(`${text}\x00\xff`).kind).toBe('request');
  });

  it('keeps a header named __proto__ as a header', () => {
    const head = read(post('Content-Length: 0\r\n__proto__: x\r\n'));
    expect(head.kind === 'request' && head.headers['__proto__']).toBe('x');
  });

  it('leaves everything else to node', () => {
    const others = [
      post('Content-Length: 0\r\n').replace(/\r\n/g, '\n'),
      post('Content-Length: 0\r\n').replace('HTTP/1.1', 'HTTP/1.0'),
      post('Content-Length: 0\r\n').replace('Host: h\r\n', ''),
      post(''),
      post('Content-Length: 0\r\nContent-Length: 0\r\n'),
      post('Content-Length: 0\r\ncontent-length: 0\r\n'),
      post('Content-Length: -1\r\n'),
      post('Content-Length: 1e3\r\n'),
      post('Content-Length: 0\r\nTransfer-Encoding: chunked\r\n'),
      post('Content-Length: 0\r\nExpect: 100-continue\r\n'),
      post('Content-Length: 0\r\nUpgrade: websocket\r\n'),
      post('Content-Length: 0\r\nConnection: close\r\n'),
      post('Content-Length: 0\r\n X-Folded: 1\r\n'),
      post('Content-Length: 0\r\nBad Name: 1\r\n'),
      post('Content-Length: 0\r\nNoColon\r\n'),
      post('Content-Length: 0\r\nX: caf\u00e9\r\n'),
      post('Content-Length: 0\r\nX: a\x00b\r\n'),
      post('Content-Length: 0\r\nX: a\rb\r\n'),
      post('Content-Length: 0\r\n').replace('/v2/transactions', 'v2/transactions'),
      post('Content-Length: 0\r\n').replace('POST ', 'POST  '),
      `\r\n${post('Content-Length: 0\r\n')}`,
      post('Content-Length: 0\r\nX: 1\n'),
      `POST /v2/transactions HTTP/1.1\nHost: h\n`,
      `POST /v2/transactions HTTP/1.1\r\nHost: h\r\nX: ${'a'.repeat(MAX_FAST_HEAD)}`,
    ];
    for (const text of others) expect(read(text), JSON.stringify(text)).toEqual({ kind: 'other' });
  });
});
