import algosdk from 'algosdk';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAlgodApp } from '../src/algod/createAlgodApp';
import { type Served, serve } from '../src/http/serve';
import type { TestAccount } from './support/accounts';
import { fastSign } from './support/fastSign';
import { type SandboxHarness, sandboxHarness } from './support/sandboxHarness';

interface Reply {
  head: string;
  body: string;
}

/**
 * Writes `chunks` (one write each, in turn) on one connection and reads `count` answers, or all
 * until the server closes. Heads keep their exact bytes but the Date header's value.
 */
function exchange(
  port: number,
  chunks: (string | Uint8Array)[],
  count: number,
  halfClose = false,
): Promise<Reply[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    const replies: Reply[] = [];
    const done = () => {
      socket.destroy();
      resolve(replies);
    };
    socket.on('connect', async () => {
      for (const c of chunks) {
        socket.write(typeof c === 'string' ? Buffer.from(c, 'latin1') : c);
        await new Promise((r) => setImmediate(r));
      }
      if (halfClose) socket.end();
    });
    socket.on('data', (d: Buffer) => {
      data = Buffer.concat([data, d]);
      for (;;) {
        const end = data.indexOf('\r\n\r\n');
        if (end < 0) return;
        const head = data.toString('latin1', 0, end + 4);
        const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (data.length < end + 4 + length) return;
        replies.push({
          head: head.replace(/\r\nDate: [^\r]+/, '\r\nDate: -'),
          body: data.toString('utf8', end + 4, end + 4 + length),
        });
        data = data.subarray(end + 4 + length);
        if (replies.length === count) done();
      }
    });
    socket.on('end', done);
    socket.on('error', reject);
  });
}

// The sandbox's algod reads fast POSTs off its connections (`http/fastConnections`); a second
// server over the same app uses node's parser throughout. Every answer must be the same bytes.
describe('fast connections answer as node’s HTTP server does', () => {
  let h: SandboxHarness;
  let a: TestAccount;
  let nodeServed: Served;
  let fastPort: number;
  let nodePort: number;
  let n = 0;

  beforeAll(async () => {
    h = await sandboxHarness();
    a = h.rich[0] as TestAccount;
    fastPort = h.sb.algod.port;
    nodeServed = await serve(createAlgodApp({ ledger: h.sb.ledger, token: h.sb.token }), '127.0.0.1', 0, {
      readsConnections: false,
    });
    nodePort = nodeServed.port;
  });
  afterAll(async () => {
    await nodeServed.close();
    await h.stop();
  });

  const pay = (amount: number | bigint = 1) =>
    fastSign(
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        receiver: a.addr,
        amount,
        note: new TextEncoder().encode(`conn ${n++}`),
        suggestedParams: h.params(),
      }),
      a.sk,
    );
  const txid = (b: Uint8Array) => algosdk.decodeSignedTransaction(b).txn.txID();
  const post = (body: Uint8Array, headers = `X-Algo-API-Token: ${h.sb.token}\r\n`) => [
    `POST /v2/transactions HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Content-Length: ${body.length}\r\n\r\n`,
    body,
  ];
  const one = (b: Uint8Array, headers?: string) => Buffer.concat(post(b, headers).map((p) => Buffer.from(p)));
  /** The same request bytes to both servers: the same answers. */
  const same = async (chunks: (string | Uint8Array)[], count: number) => {
    const fast = await exchange(fastPort, chunks, count);
    const node = await exchange(nodePort, chunks, count);
    expect(fast).toEqual(node);
    return fast;
  };

  it('a payment: 200 with its txid, the same head byte for byte', async () => {
    const first = pay();
    const second = pay();
    const [f] = await exchange(fastPort, post(first), 1);
    const [o] = await exchange(nodePort, post(second), 1);
    expect(f?.body).toBe(`{"txId":"${txid(first)}"}`);
    expect(o?.body).toBe(`{"txId":"${txid(second)}"}`);
    expect(f?.head).toBe(o?.head);
    expect(f?.head).toMatch(/^HTTP\/1\.1 200 OK\r\naccess-control-allow-origin: \*\r\n/);
    expect(f?.head).toMatch(/\r\nConnection: keep-alive\r\nKeep-Alive: timeout=65\r\n\r\n$/);
  });

  it('refusals, unauthorized and oversized requests: the same bytes', async () => {
    const confirmed = pay();
    expect((await exchange(fastPort, post(confirmed), 1))[0]?.head).toMatch(/^HTTP\/1\.1 200/);
    for (const body of [new Uint8Array(), new Uint8Array([0xc1]), confirmed, pay(10n ** 18n)])
      expect((await same(post(body), 1))[0]?.head).toMatch(/^HTTP\/1\.1 400/);
    const body = pay();
    for (const headers of ['', 'X-Algo-API-Token: wrong\r\n', `X-Algo-API-Token: ${h.sb.token}x\r\n`])
      expect((await same(post(body, headers), 1))[0]?.body).toBe('{"message":"Invalid API Token"}');
    const big = `POST /v2/transactions HTTP/1.1\r\nHost: x\r\nX-Algo-API-Token: ${h.sb.token}\r\nContent-Length: 10485761\r\n\r\n`;
    expect((await same([big], 1))[0]?.head).toMatch(/^HTTP\/1\.1 413/);
  });

  it('malformed and unusual requests get node’s own answers', async () => {
    const t = `X-Algo-API-Token: ${h.sb.token}`;
    const heads = [
      `POST /v2/transactions HTTP/1.1\nHost: x\n${t}\nContent-Length: 0\n\n`,
      `POST /v2/transactions HTTP/1.1\r\nHost: x\r\n${t}\r\nContent-Length: 0\r\nContent-Length: 0\r\n\r\n`,
      `POST /v2/transactions HTTP/1.1\r\nHost: x\r\n${t}\r\nContent-Length: 1x\r\n\r\n`,
      `POST /v2/transactions HTTP/1.1\r\nHost: x\r\n${t}\r\nBad Header: 1\r\nContent-Length: 0\r\n\r\n`,
      `POST /v2/transactions HTTP/1.1\r\n${t}\r\nContent-Length: 0\r\n\r\n`,
      `POST /v2/transactions HTTP/1.1\r\nHost: x\r\n${t}\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      `POST /v2/transactions HTTP/1.1\r\nHost: x\r\n${t}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
      `POST /v2/transactions HTTP/1.0\r\nHost: x\r\n${t}\r\nContent-Length: 0\r\n\r\n`,
      `POST /v2/transactions HTTP/1.1\r\nHost: x\r\n${t}\r\nContent-Length: 0\r\nX-Odd: \x01\r\n\r\n`,
      `GARBAGE\r\n\r\n`,
    ];
    for (const head of heads) await same([head], 1);
    const expect100 = `POST /v2/transactions HTTP/1.1\r\nHost: x\r\n${t}\r\nExpect: 100-continue\r\nContent-Length: 1\r\n\r\n`;
    expect((await same([expect100, new Uint8Array([0xc1])], 2)).map((r) => r.head.slice(0, 12))).toEqual([
      'HTTP/1.1 100',
      'HTTP/1.1 400',
    ]);
  });

  it('pipelined POSTs answered in order, then a GET on the same connection goes to the app', async () => {
    const bodies = [pay(), new Uint8Array([0xc1]), pay()];
    const get = `GET /v2/transactions/params HTTP/1.1\r\nHost: x\r\nX-Algo-API-Token: ${h.sb.token}\r\n\r\n`;
    const all = Buffer.concat([...bodies.map((b) => one(b)), Buffer.from(get)]);
    const replies = await exchange(fastPort, [all], 4);
    expect(replies.map((r) => r.body.slice(0, 40))).toEqual([
      `{"txId":"${txid(bodies[0] as Uint8Array)}"}`.slice(0, 40),
      expect.stringMatching(/^\{"message":"msgpack decode error/),
      `{"txId":"${txid(bodies[2] as Uint8Array)}"}`.slice(0, 40),
      expect.stringMatching(/^\{"consensus-version":/),
    ]);
    // The GET's answer is node's (the app's headers), as on a connection that never POSTed.
    const [direct] = await exchange(nodePort, [get], 1);
    expect(replies[3]?.head).toBe(direct?.head);
  });

  it('a request split across writes, byte by byte in its head, is read whole', async () => {
    const body = pay();
    const bytes = one(body);
    const chunks = [...bytes.subarray(0, 60)].map((b) => new Uint8Array([b]));
    chunks.push(bytes.subarray(60, bytes.length - 5), bytes.subarray(bytes.length - 5));
    const [reply] = await exchange(fastPort, chunks, 1);
    expect(reply?.body).toBe(`{"txId":"${txid(body)}"}`);
  });

  it('a POST after a GET on one connection is node’s throughout, and answered', async () => {
    const get = `GET /v2/status HTTP/1.1\r\nHost: x\r\nX-Algo-API-Token: ${h.sb.token}\r\n\r\n`;
    const body = pay();
    const replies = await exchange(fastPort, [get, one(body)], 2);
    expect(replies[1]?.body).toBe(`{"txId":"${txid(body)}"}`);
  });

  it('close ends a kept-alive connection the fast path holds', async () => {
    const served = await serve(createAlgodApp({ ledger: h.sb.ledger, token: h.sb.token }), '127.0.0.1', 0);
    const socket = connect(served.port, '127.0.0.1');
    const answered = new Promise<string>((resolve) =>
      socket.once('data', (d: Buffer) => resolve(d.toString())),
    );
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const body = pay();
    socket.write(one(body));
    expect(await answered).toContain(`{"txId":"${txid(body)}"}`);
    await served.close();
    await closed;
    expect(socket.destroyed).toBe(true);
  });

  it('a client that half-closes after its POSTs gets every answer, then the end of the connection', async () => {
    const bodies = [pay(), pay()];
    const bytes = Buffer.concat(bodies.map((b) => one(b)));
    const replies = await exchange(fastPort, [bytes], Number.POSITIVE_INFINITY, true);
    expect(replies.map((r) => r.body)).toEqual(bodies.map((b) => `{"txId":"${txid(b)}"}`));
    const refused = one(new Uint8Array([0xc1]));
    expect(await exchange(fastPort, [refused], Number.POSITIVE_INFINITY, true)).toEqual(
      await exchange(nodePort, [refused], Number.POSITIVE_INFINITY, true),
    );
  });
});
