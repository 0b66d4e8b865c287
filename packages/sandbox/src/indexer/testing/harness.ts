import algosdk from 'algosdk';
import { serve } from '../../http/serve';
import type { LedgerView } from '../../ledger/LedgerView';
import { createIndexerApp } from '../createIndexerApp';

export const TEST_TOKEN = 'a'.repeat(64);

export interface RawResponse {
  status: number;
  /** Parsed with bigints where numbers exceed 2^53, so large amounts can be checked exactly. */
  body: Record<string, unknown>;
  text: string;
  contentType: string | null;
}

export interface TestIndexer {
  url: string;
  /** The same app without the socket, for volume tests. */
  fetchInProcess(pathAndQuery: string): Promise<Response>;
  client: algosdk.Indexer;
  get(pathAndQuery: string): Promise<RawResponse>;
  close(): Promise<void>;
}

/** The indexer app over a ledger, served on a free 127.0.0.1 port, with algosdk's client pointed at it. */
export async function startTestIndexer(ledger: LedgerView): Promise<TestIndexer> {
  const app = createIndexerApp({ ledger, token: TEST_TOKEN });
  const served = await serve(app, '127.0.0.1', 0);
  const client = new algosdk.Indexer(TEST_TOKEN, 'http://127.0.0.1', served.port);
  return {
    url: served.url,
    client,
    fetchInProcess: async (pathAndQuery) =>
      app.fetch(
        new Request(`${served.url}${pathAndQuery}`, { headers: { 'X-Indexer-API-Token': TEST_TOKEN } }),
      ),
    async get(pathAndQuery) {
      const res = await fetch(`${served.url}${pathAndQuery}`, {
        headers: { 'X-Indexer-API-Token': TEST_TOKEN },
      });
      const text = await res.text();
      let body: Record<string, unknown>;
      try {
        body = algosdk.parseJSON(text, { intDecoding: algosdk.IntDecoding.MIXED }) as Record<string, unknown>;
      } catch {
        body = { unparsable: text };
      }
      return { status: res.status, body, text, contentType: res.headers.get('content-type') };
    },
    close: () => served.close(),
  };
}
