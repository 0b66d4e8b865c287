import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  EARLY_REQUESTS_GLOBAL,
  followUpTemplates,
  hasEarlyRequests,
  recordFirstRequests,
  takenEarlyAnswers,
} from './earlyRequests';
import { httpGet } from './httpGet';
import { networkFetch } from './networkFetch';

/** A loopback server that counts what reaches it and answers `{"n": <count>}`. */
let server: Server;
let base = '';
let reached: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    reached.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ n: reached.length }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  reached = [];
  delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
});

/** What index.html's inline script leaves: the same request, sent and read. */
async function sendEarly(url: string, headers: Record<string, string>): Promise<void> {
  const answer = fetch(url, { headers }).then(async (res) => ({
    status: res.status,
    statusText: res.statusText,
    headers: [...res.headers],
    body: await res.arrayBuffer(),
  }));
  (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = [{ url, headers, answer }];
  await answer;
}

describe('recordFirstRequests', () => {
  it('writes down the GETs asked synchronously, with their headers, and sends none', async () => {
    const requests = recordFirstRequests(() => {
      void httpGet(`${base}/v2/status`, { headers: { 'X-Algo-API-Token': 't' } });
      void networkFetch(`${base}/v2/teal/disassemble`, { method: 'POST', body: 'x' });
    });
    expect(requests).toEqual([{ url: `${base}/v2/status`, headers: { 'x-algo-api-token': 't' } }]);
    // Outside the recording, requests go out again.
    const after = await httpGet(`${base}/after`);
    expect(after.kind === 'response' && after.json).toEqual({ n: 1 });
    expect(reached).toEqual(['/after']);
  });
});

describe('followUpTemplates', () => {
  it('writes the value into each URL built from it as {} or {-k}, and leaves out a request not built from it', () => {
    const headers = { 'X-Indexer-API-Token': 't' };
    const templates = followUpTemplates({
      pick: ['current-round'],
      ask: (round) => {
        void httpGet(`${base}/v2/block-headers?min-round=${round - 8n}&limit=9`, { headers });
        void httpGet(`${base}/v2/transactions?min-round=${round - 3n}&max-round=${round}&limit=1000`, {
          headers,
        });
        void httpGet(`${base}/v2/status?round=123456789`, { headers });
        void httpGet(`${base}/v2/blocks/${round + 1n}`, { headers });
      },
    });
    const sent = { pick: ['current-round'], headers: { 'x-indexer-api-token': 't' } };
    expect(templates).toEqual([
      { ...sent, url: `${base}/v2/block-headers?min-round={-8}&limit=9` },
      { ...sent, url: `${base}/v2/transactions?min-round={-3}&max-round={}&limit=1000` },
    ]);
    expect(reached).toEqual([]);
  });
});

describe('early answers', () => {
  it("are expected while a static page's plan has yet to send them, and not once it has sent none", async () => {
    expect(hasEarlyRequests()).toBe(false);
    const sent = Object.assign([], { planned: true });
    (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = sent;
    expect(hasEarlyRequests()).toBe(true);
    // Nothing to take yet: the request goes to the network.
    const asked = await httpGet(`${base}/v2/status`);
    expect(asked.kind === 'response' && asked.json).toEqual({ n: 1 });
    sent.planned = false;
    expect(hasEarlyRequests()).toBe(false);
  });

  it('are taken once, for the same URL and headers; a second ask goes to the network', async () => {
    await sendEarly(`${base}/v2/status`, { 'x-algo-api-token': 't' });
    expect(reached).toEqual(['/v2/status']);
    const first = await httpGet(`${base}/v2/status`, { headers: { 'X-Algo-API-Token': 't' } });
    await takenEarlyAnswers(1000);
    expect(first.kind === 'response' && first.json).toEqual({ n: 1 });
    expect(reached).toEqual(['/v2/status']);
    const second = await httpGet(`${base}/v2/status`, { headers: { 'X-Algo-API-Token': 't' } });
    expect(second.kind === 'response' && second.json).toEqual({ n: 2 });
    expect(reached).toEqual(['/v2/status', '/v2/status']);
  });

  it('are not taken by a request with other headers or another URL', async () => {
    await sendEarly(`${base}/v2/status`, { 'x-algo-api-token': 't' });
    const otherToken = await httpGet(`${base}/v2/status`, { headers: { 'X-Algo-API-Token': 'u' } });
    const otherUrl = await httpGet(`${base}/v2/status?x=1`, { headers: { 'X-Algo-API-Token': 't' } });
    expect(otherToken.kind === 'response' && otherToken.json).toEqual({ n: 2 });
    expect(otherUrl.kind === 'response' && otherUrl.json).toEqual({ n: 3 });
    expect((globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL]).toHaveLength(1);
  });

  it('give the body as bytes too, and fail as the request did', async () => {
    await sendEarly(`${base}/bytes`, {});
    const response = await networkFetch(`${base}/bytes`);
    expect(new TextDecoder().decode(await response.arrayBuffer())).toBe('{"n":1}');
    expect(response.status).toBe(200);

    const refused = Promise.reject(new TypeError('fetch failed'));
    refused.catch(() => undefined);
    (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = [
      { url: `${base}/dead`, headers: {}, answer: refused },
    ];
    const dead = await httpGet(`${base}/dead`);
    expect(dead.kind).toBe('network-error');
    expect(reached).toEqual(['/bytes']);
  });
});
