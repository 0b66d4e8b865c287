import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_REQUESTS_GLOBAL, hasEarlyRequests } from './earlyRequests';
import { networkFetch } from './networkFetch';
import { takeWrittenAnswers, writeAnswers, type AnsweredRequest } from './writtenAnswers';

/** A loopback server: `/bin` answers 4 bytes that are not UTF-8, `/missing` a 404, anything else JSON. */
let server: Server;
let base = '';
let reached: string[] = [];
const BINARY = Uint8Array.of(0x82, 0xa1, 0xff, 0x00);

beforeAll(async () => {
  server = createServer((req, res) => {
    reached.push(`${req.method} ${req.url}`);
    if (req.url === '/bin') {
      res.writeHead(200, { 'Content-Type': 'application/msgpack' });
      res.end(BINARY);
    } else if (req.url === '/missing') {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end('{"message":"no such account"}');
    } else {
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Round': '7' });
      res.end(JSON.stringify({ n: reached.length, path: req.url, text: 'é ✓' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  reached = [];
  delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
});

describe('writeAnswers', () => {
  it('writes down each GET sent while it runs with its answer: UTF-8 as text, other bytes as base64, a 404 too; not a POST, not what is sent after', async () => {
    const { value, answers } = await writeAnswers(async () => {
      const json = await (
        await networkFetch(`${base}/v2/status`, { headers: { 'X-Algo-API-Token': 't' } })
      ).json();
      const bytes = new Uint8Array(await (await networkFetch(`${base}/bin`)).arrayBuffer());
      const missing = (await networkFetch(`${base}/missing`)).status;
      await networkFetch(`${base}/post`, { method: 'POST', body: 'x' });
      return { json, bytes, missing };
    });
    // The caller reads its answers untouched.
    expect(value.json).toEqual({ n: 1, path: '/v2/status', text: 'é ✓' });
    expect(value.bytes).toEqual(BINARY);
    expect(value.missing).toBe(404);
    expect(answers.map((a) => [a.url, a.headers, a.answered.status, a.answered.encoding])).toEqual([
      [`${base}/v2/status`, { 'x-algo-api-token': 't' }, 200, 'utf8'],
      [`${base}/bin`, {}, 200, 'base64'],
      [`${base}/missing`, {}, 404, 'utf8'],
    ]);
    expect(JSON.parse(answers[0]!.answered.body)).toEqual(value.json);
    expect(answers[0]!.answered.headers).toContainEqual(['x-round', '7']);
    // Headers about the transfer are left out: the page's copy is neither compressed nor chunked.
    expect(answers[0]!.answered.headers.map(([name]) => name)).not.toContain('content-length');
    expect(answers[1]!.answered.body).toBe(Buffer.from(BINARY).toString('base64'));

    await networkFetch(`${base}/after`);
    expect(reached).toEqual(['GET /v2/status', 'GET /bin', 'GET /missing', 'POST /post', 'GET /after']);
  });

  it('runs one at a time: a second call starts once the first has ended, each with its own answers', async () => {
    const order: string[] = [];
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = writeAnswers(async () => {
      order.push('first starts');
      await networkFetch(`${base}/one`);
      await held;
      order.push('first ends');
    });
    const second = writeAnswers(async () => {
      order.push('second starts');
      await networkFetch(`${base}/two`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(['first starts']);
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
    expect(a.answers.map((x) => x.url)).toEqual([`${base}/one`]);
    expect(b.answers.map((x) => x.url)).toEqual([`${base}/two`]);
  });

  it('a run that throws releases the next one', async () => {
    await expect(writeAnswers(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    const { answers } = await writeAnswers(async () => void (await networkFetch(`${base}/next`)));
    expect(answers).toHaveLength(1);
  });
});

describe('takeWrittenAnswers', () => {
  it('hands the written answers to networkFetch, byte for byte, each once: nothing reaches the network until a second ask', async () => {
    const { answers } = await writeAnswers(async () => {
      await networkFetch(`${base}/v2/status`, { headers: { 'X-Algo-API-Token': 't' } });
      await networkFetch(`${base}/bin`);
    });
    reached = [];
    // As the page reads them from the server's HTML.
    takeWrittenAnswers(JSON.stringify(answers satisfies AnsweredRequest[]));
    expect(hasEarlyRequests()).toBe(true);

    const status = await networkFetch(`${base}/v2/status`, { headers: { 'X-Algo-API-Token': 't' } });
    expect(status.headers.get('x-round')).toBe('7');
    expect(await status.json()).toEqual({ n: 1, path: '/v2/status', text: 'é ✓' });
    expect(new Uint8Array(await (await networkFetch(`${base}/bin`)).arrayBuffer())).toEqual(BINARY);
    expect(reached).toEqual([]);

    // Another token is another request; a second ask goes out.
    await networkFetch(`${base}/v2/status`, { headers: { 'X-Algo-API-Token': 'other' } });
    await networkFetch(`${base}/bin`);
    expect(reached).toEqual(['GET /v2/status', 'GET /bin']);
  });

  it('ignores text that is not a list of answers, and entries without a URL or body', () => {
    takeWrittenAnswers(undefined);
    takeWrittenAnswers('not json');
    takeWrittenAnswers('{"url":"x"}');
    expect(hasEarlyRequests()).toBe(false);
    takeWrittenAnswers(JSON.stringify([null, { url: 1 }, { url: `${base}/x` }]));
    expect(hasEarlyRequests()).toBe(false);
  });
});
