import { connect, type Socket } from 'node:net';

/**
 * Sends raw signed-transaction bodies to `POST /v2/transactions` with `concurrency` requests in
 * flight, one per keep-alive connection, as wrk does: every request is encoded (HTTP/1.1 head and
 * body in one buffer) before the clock starts, written to a plain `node:net` socket, and its answer
 * read back with the little HTTP/1.1 it needs (status line, `content-length`, body). The client
 * shares the machine with the server it measures, and `node:http` cost it about 0.45 ms of CPU per
 * POST (undici's `fetch` three times that). Every answer is still checked: status 200 and, when
 * `txids` gives the first txid of each body, exactly algod's `{"txId":"…"}` for it.
 */
export async function postLoad(
  url: string,
  token: string,
  bodies: Uint8Array[],
  concurrency: number,
  txids?: readonly string[],
): Promise<{ seconds: number; latencies: number[] }> {
  const { hostname, port } = new URL(url);
  const requests = bodies.map((body) =>
    Buffer.concat([
      Buffer.from(
        `POST /v2/transactions HTTP/1.1\r\nHost: ${hostname}:${port}\r\nX-Algo-API-Token: ${token}\r\n` +
          `Content-Type: application/x-binary\r\nContent-Length: ${body.length}\r\n\r\n`,
        'latin1',
      ),
      body,
    ]),
  );
  const sockets = await Promise.all(
    Array.from({ length: Math.min(concurrency, bodies.length) }, () => open(hostname, Number(port))),
  );
  const latencies: number[] = [];
  let next = 0;
  const t0 = performance.now();
  const worker = async (socket: ResponseReader) => {
    while (next < requests.length) {
      const k = next++;
      const s = performance.now();
      const { status, body } = await socket.exchange(requests[k] as Buffer);
      if (status !== 200) throw new Error(`POST failed ${status}: ${body}`);
      const txid = txids?.[k];
      if (txid !== undefined && body !== `{"txId":"${txid}"}`)
        throw new Error(`POST ${k} answered ${body}, expected txId ${txid}`);
      latencies.push(performance.now() - s);
    }
  };
  try {
    await Promise.all(sockets.map(worker));
  } finally {
    for (const s of sockets) s.close();
  }
  return { seconds: (performance.now() - t0) / 1000, latencies };
}

function open(host: string, port: number): Promise<ResponseReader> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port, noDelay: true }, () => {
      socket.off('error', reject);
      resolve(new ResponseReader(socket));
    });
    socket.once('error', reject);
  });
}

const HEAD_END = Buffer.from('\r\n\r\n');

/** One keep-alive connection with one request in flight: writes it, parses the answer. */
class ResponseReader {
  private buffered: Buffer = Buffer.alloc(0);
  private waiting:
    { resolve: (r: { status: number; body: string }) => void; reject: (e: Error) => void } | undefined;

  constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
      this.parse();
    });
    const fail = (err: Error) => {
      const w = this.waiting;
      this.waiting = undefined;
      w?.reject(err);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed by the server')));
  }

  exchange(request: Buffer): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(request);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private parse(): void {
    const end = this.buffered.indexOf(HEAD_END);
    if (end < 0 || this.waiting === undefined) return;
    const head = this.buffered.toString('latin1', 0, end);
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    const w = this.waiting;
    if (length === undefined) {
      this.waiting = undefined;
      w.reject(new Error(`answer without content-length: ${head}`));
      return;
    }
    const bodyEnd = end + 4 + Number(length);
    if (this.buffered.length < bodyEnd) return;
    const body = this.buffered.toString('utf8', end + 4, bodyEnd);
    this.buffered = this.buffered.subarray(bodyEnd);
    this.waiting = undefined;
    w.resolve({ status, body });
  }
}

/** The p-th percentile of `values`, in the units given, to two decimals. */
export function pct(values: number[], p: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2);
}
