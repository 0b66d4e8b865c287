import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastAnswer, FastRoute } from './FastRoute';
import { readFastHead } from './fastHead';

/** The connections a server's fast route answers itself (`close` ends them; node ends its own). */
export interface FastConnections {
  destroyAll(): void;
}

type ConnectionListener = (this: Server, socket: Socket) => void;

/**
 * Puts `route` ahead of node's HTTP parser: `server`'s connections come here first, and the
 * requests the route takes (`fastHead`'s plain HTTP/1.1 form, keep-alive, pipelined or not) are
 * read and answered here, with the bytes node's `ServerResponse` writes for the same `writeHead`
 * (status line, the route's headers, content-length, Date, Connection, Keep-Alive). Node's server
 * cost ~0.07-0.08 ms of CPU per request against ~0.03 for this. At the first request it does not
 * take, the connection is handed to node's server: once every answer it owes is written, the bytes
 * it has not used are put back (`unshift`) and node's own 'connection' listeners get the socket,
 * so every other request (other paths, a wrong token, chunked bodies, `Expect`, upgrades,
 * malformed heads) gets node's and the app's answer, byte for byte as before.
 */
export function takeFastConnections(server: Server, route: FastRoute): FastConnections {
  const nodeListeners = server.listeners('connection') as ConnectionListener[];
  server.removeAllListeners('connection');
  const open = new Set<Socket>();
  const handOff = (socket: Socket) => {
    open.delete(socket);
    for (const listener of nodeListeners) listener.call(server, socket);
  };
  server.on('connection', (socket: Socket) => {
    // A per-socket request cap is node's to count: such a server keeps node's parser throughout.
    if (server.maxRequestsPerSocket) {
      handOff(socket);
      return;
    }
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    fastConnection(socket, server, route, handOff);
  });
  return {
    destroyAll() {
      for (const socket of open) socket.destroy();
      open.clear();
    },
  };
}

function fastConnection(
  socket: Socket,
  server: Server,
  route: FastRoute,
  handOff: (socket: Socket) => void,
): void {
  let buffered: Buffer | undefined;
  let head: { bodyStart: number; contentLength: number } | undefined;
  /** Answers owed, in request order (a later one may be ready first). */
  const owed: { bytes: Buffer | undefined }[] = [];
  let leaving = false;
  /** The client sent its last byte (a half-close): end the connection once every answer is out. */
  let ended = false;

  const onError = () => socket.destroy();
  const onTimeout = () => socket.destroy();
  const onData = (chunk: Buffer) => {
    buffered = buffered === undefined ? chunk : Buffer.concat([buffered, chunk]);
    for (;;) {
      if (head === undefined) {
        const read = readFastHead(buffered, 0);
        if (read.kind === 'more') return;
        if (read.kind === 'other' || !route.takes(read.method, read.url, read.headers)) {
          leave();
          return;
        }
        head = read;
      }
      const end = head.bodyStart + head.contentLength;
      if (buffered.length < end) return;
      // A fresh array at offset 0, as the app's `arrayBuffer()` gives (decoders read `.buffer`).
      const body = new Uint8Array(head.contentLength);
      body.set(buffered.subarray(head.bodyStart, end));
      head = undefined;
      const slot: { bytes: Buffer | undefined } = { bytes: undefined };
      owed.push(slot);
      void route.answer(body).then((answer) => {
        slot.bytes = encode(answer, route, server);
        flush();
      });
      if (end === buffered.length) {
        buffered = undefined;
        return;
      }
      buffered = buffered.subarray(end);
    }
  };
  const flush = () => {
    while (owed[0]?.bytes !== undefined) {
      const bytes = owed.shift()?.bytes as Buffer;
      if (!socket.destroyed) socket.write(bytes);
    }
    if (owed.length > 0) return;
    if (leaving) handOver();
    else if (ended && !socket.destroyed) socket.end();
  };
  const leave = () => {
    leaving = true;
    socket.pause();
    socket.removeListener('data', onData);
    if (owed.length === 0) handOver();
  };
  const onEnd = () => {
    // As node's server does: the answers owed are written, then the connection ends (the bytes
    // of a request cut short are dropped).
    ended = true;
    if (!leaving) flush();
  };
  const handOver = () => {
    socket.removeListener('end', onEnd);
    socket.removeListener('error', onError);
    socket.removeListener('timeout', onTimeout);
    socket.setTimeout(0);
    if (socket.destroyed) return;
    if (buffered !== undefined) socket.unshift(buffered);
    buffered = undefined;
    handOff(socket);
    socket.resume();
  };

  socket.on('data', onData);
  socket.on('end', onEnd);
  socket.on('error', onError);
  // Node closes a keep-alive connection idle this long; so does this (while it holds one).
  if (server.keepAliveTimeout > 0) socket.setTimeout(server.keepAliveTimeout);
  socket.on('timeout', onTimeout);
}

/** The bytes node's `ServerResponse` writes for `writeHead(status, {...headers, content-length})` + `end(body)`. */
function encode(answer: FastAnswer, route: FastRoute, server: Server): Buffer {
  let head = `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? 'unknown'}\r\n`;
  for (const [name, value] of Object.entries(route.headers)) head += `${name}: ${value}\r\n`;
  head += `content-length: ${answer.body.length}\r\nDate: ${utcDate()}\r\nConnection: keep-alive\r\n`;
  if (server.keepAliveTimeout > 0)
    head += `Keep-Alive: timeout=${Math.floor(server.keepAliveTimeout / 1000)}\r\n`;
  head += '\r\n';
  const bytes = Buffer.allocUnsafe(head.length + answer.body.length);
  bytes.write(head, 0, 'latin1');
  bytes.set(answer.body, head.length);
  return bytes;
}

let dateSecond = -1;
let dateText = '';

/** The Date header's value, as node writes it (the current second, UTC). */
function utcDate(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateText = new Date(now).toUTCString();
  }
  return dateText;
}
