import { endpointFromUrl } from '@sextant/core/network/endpointFromUrl';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenLocal, type LocalServer } from '../../../test/listenLocal';

/** path + query → [status, raw JSON text]; the text is sent as is, so numbers beyond 2^53 stay exact. */
export type Routes = Record<string, readonly [number, string]>;

export interface FakeNetwork {
  profile: NetworkProfile;
  /** Every path + query the services were asked, in order. */
  requests: string[];
  close(): Promise<void>;
}

const TOKEN = 'a'.repeat(64);

function handler(routes: Routes, requests: string[], tokenHeader: string) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    requests.push(url);
    res.setHeader('Content-Type', 'application/json');
    if (req.headers[tokenHeader.toLowerCase()] !== TOKEN) {
      res.statusCode = 401;
      res.end('{"message":"Invalid API Token"}');
      return;
    }
    const [status, body] = routes[url] ?? [404, '{"message":"not found"}'];
    res.statusCode = status;
    res.end(body);
  };
}

/**
 * A network whose algod and (optionally) indexer are real HTTP servers on loopback answering fixed
 * routes: screens are tested through the same readers and fetches as in the app.
 */
export async function fakeNetwork(algodRoutes: Routes, indexerRoutes?: Routes): Promise<FakeNetwork> {
  const requests: string[] = [];
  const servers: LocalServer[] = [await listenLocal(handler(algodRoutes, requests, 'X-Algo-API-Token'))];
  let indexer: LocalServer | undefined;
  if (indexerRoutes !== undefined) {
    indexer = await listenLocal(handler(indexerRoutes, requests, 'X-Indexer-API-Token'));
    servers.push(indexer);
  }
  const profile: NetworkProfile = {
    id: 'lab',
    name: 'Lab',
    builtIn: false,
    algod: endpointFromUrl(servers[0]!.url, TOKEN, 'X-Algo-API-Token'),
    ...(indexer && { indexer: endpointFromUrl(indexer.url, TOKEN, 'X-Indexer-API-Token') }),
  };
  return { profile, requests, close: async () => void (await Promise.all(servers.map((s) => s.close()))) };
}
