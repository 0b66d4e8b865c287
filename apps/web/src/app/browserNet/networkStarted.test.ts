import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserNetError } from './BrowserNetError';
import { networkStarted } from './networkStarted';

const servers: Server[] = [];

/** A real HTTP server on a loopback port that answers `/health` as `answer` does. */
async function healthServer(answer: (res: ServerResponse) => void): Promise<string> {
  const server = createServer((_req, res) => answer(res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/browser-net/algod/health`;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function failure(url: string, timeoutMs = 2_000): Promise<BrowserNetError> {
  const error = await networkStarted(url, timeoutMs).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(BrowserNetError);
  return error as BrowserNetError;
}

describe('networkStarted', () => {
  it('resolves once the network answers, however long its start takes', async () => {
    const url = await healthServer((res) => setTimeout(() => res.end(), 300));
    await expect(networkStarted(url, 5_000)).resolves.toBeUndefined();
  });

  it("a network that could not start is refused with the worker's reason", async () => {
    const url = await healthServer((res) => {
      res.writeHead(503, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'the Browser network could not start: QuotaExceededError' }));
    });
    const error = await failure(url);
    expect(error.code).toBe('BROWSER_NET_NOT_STARTED');
    expect(error.message).toBe(
      'The Browser network’s worker did not start: the Browser network could not start: QuotaExceededError',
    );
    expect(error.details).toEqual({ status: 503 });
  });

  it('an answer without a reason is named by its status', async () => {
    const url = await healthServer((res) => {
      res.writeHead(500);
      res.end('not json');
    });
    expect((await failure(url)).message).toBe('The Browser network’s worker did not start: HTTP 500');
  });

  it('no answer in time is said with the time waited', async () => {
    const url = await healthServer(() => undefined);
    const error = await failure(url, 1_000);
    expect(error.code).toBe('BROWSER_NET_NOT_STARTED');
    expect(error.message).toBe(
      'The Browser network’s worker did not start: its network did not answer within 1 s',
    );
  });
});
