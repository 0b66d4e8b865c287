import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/** A frame of the WalletConnect v1 relay protocol; `payload` is the encrypted JSON-RPC message. */
interface BridgeFrame {
  topic: string;
  type: string;
  payload: string;
}

export interface WcBridge {
  /** `http://127.0.0.1:<port>`: what the wallet libraries are given as the bridge server. */
  url: string;
  /** Every `pub` frame seen, in order (topics only: the payloads are encrypted). */
  published(): string[];
  close(): Promise<void>;
}

function parseFrame(data: string): BridgeFrame | undefined {
  try {
    const frame = JSON.parse(data) as Partial<BridgeFrame>;
    if (typeof frame.topic !== 'string' || typeof frame.type !== 'string') return undefined;
    return { topic: frame.topic, type: frame.type, payload: String(frame.payload ?? '') };
  } catch {
    return undefined;
  }
}

/**
 * A WalletConnect v1 relay on 127.0.0.1 at a free port, in the shape of the public bridges: topic →
 * sockets; `sub` subscribes and flushes what was queued for the topic; `pub` goes to the topic's
 * subscribers, or is queued while there are none (the dApp publishes its session request before the
 * wallet has subscribed, and a reloading page has no socket for a moment); `ack` is ignored.
 */
export async function startWcBridge(): Promise<WcBridge> {
  const subscribers = new Map<string, Set<WebSocket>>();
  const queues = new Map<string, string[]>();
  const published: string[] = [];

  // Plain HTTP answers too: some clients probe the bridge URL before opening the socket.
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    res.end('{"success":true}');
  });
  const wss = new WebSocketServer({ server });

  const deliver = (topic: string, frame: string): void => {
    const open = [...(subscribers.get(topic) ?? [])].filter((s) => s.readyState === s.OPEN);
    if (open.length === 0) {
      queues.set(topic, [...(queues.get(topic) ?? []), frame]);
      return;
    }
    for (const socket of open) socket.send(frame);
  };

  wss.on('connection', (socket) => {
    const topics = new Set<string>();
    socket.on('message', (raw) => {
      const frame = parseFrame(raw.toString());
      if (frame === undefined) return;
      if (frame.type === 'sub') {
        topics.add(frame.topic);
        const set = subscribers.get(frame.topic) ?? new Set<WebSocket>();
        set.add(socket);
        subscribers.set(frame.topic, set);
        const queued = queues.get(frame.topic) ?? [];
        queues.delete(frame.topic);
        for (const message of queued) socket.send(message);
      } else if (frame.type === 'pub') {
        published.push(frame.topic);
        // Receivers see a pub frame, as the public bridges send it.
        deliver(
          frame.topic,
          JSON.stringify({ topic: frame.topic, type: 'pub', payload: frame.payload, silent: true }),
        );
      }
    });
    socket.on('close', () => {
      for (const topic of topics) subscribers.get(topic)?.delete(socket);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    published: () => [...published],
    close: async () => {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
