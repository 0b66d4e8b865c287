import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The kernel's ephemeral range: where `listen(0)` takes its ports (Linux's default if unreadable). */
function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 20_100 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

const canBind = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A loopback port that nothing listens on, for "unreachable" cases. It is taken below the
 * ephemeral range: every server the tests start listens on port 0, which the kernel serves from
 * that range, so another worker's sandbox cannot take the port between this check and its use
 * (a released ephemeral port could be, and the "unreachable" node would then answer).
 */
export async function deadPort(): Promise<number> {
  const low = ephemeralLow();
  for (let tries = 0; tries < 50; tries += 1) {
    const port = 20_000 + Math.floor(Math.random() * (low - 20_000));
    if (await canBind(port)) return port;
  }
  throw new Error('no free port below the ephemeral range');
}
