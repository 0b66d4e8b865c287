import algosdk from 'algosdk';
import { TOKEN_HEADERS } from '../../http/ApiKind';
import { bearer, CORS_EXPOSE_HEADERS, errorBody, MAX_BODY_BYTES } from '../../http/createApiApp';
import type { FastAnswer, FastRoute } from '../../http/FastRoute';
import type { Ledger } from '../../ledger/Ledger';
import { LedgerError } from '../../ledger/LedgerError';
import { modelToJson } from '../encodeModel';

const TOKEN_HEADER = TOKEN_HEADERS.algod.toLowerCase();

/**
 * `POST /v2/transactions` ahead of Hono (`http/FastRoute`): the same answer `transactionRoutes`
 * gives through the app (status, body, content type, CORS headers; `postTransactionsFast.test.ts`
 * compares the two over HTTP), without the router, middleware and web `Request`/`Response` objects,
 * which cost about 0.4 ms of CPU per POST (as much as the ledger's own work on a lone payment).
 * Only the exact path is taken, with the right token and a declared length within the limit;
 * everything else goes to the app, which answers it (401, 413, preflight, query strings).
 */
export function postTransactionsFast(ledger: Ledger, token: string | undefined): FastRoute {
  return {
    takes(method, url, headers) {
      if (method !== 'POST' || url !== '/v2/transactions') return false;
      if (token !== undefined) {
        const given = headers[TOKEN_HEADER] ?? bearer(one(headers.authorization));
        if (given !== token) return false;
      }
      return Number(one(headers['content-length']) ?? '0') <= MAX_BODY_BYTES;
    },
    answer: (body) => answer(ledger, body),
    headers: {
      'access-control-allow-origin': '*',
      'access-control-expose-headers': CORS_EXPOSE_HEADERS.join(','),
      'content-type': 'application/json',
    },
  };
}

async function answer(ledger: Ledger, bytes: Uint8Array): Promise<FastAnswer> {
  let status = 200;
  let body: string;
  try {
    if (bytes.length > MAX_BODY_BYTES) {
      status = 413;
      body = JSON.stringify(
        errorBody('algod', `request body too large: ${bytes.length} bytes, at most ${MAX_BODY_BYTES}`),
      );
    } else {
      const txid = await ledger.submitDurable(bytes);
      body = modelToJson(new algosdk.modelsv2.PostTransactionsResponse({ txid }));
    }
  } catch (err) {
    const known = err instanceof LedgerError;
    status = known ? err.status : 500;
    const message = err instanceof Error ? err.message : String(err);
    body = JSON.stringify(errorBody('algod', message, known ? err.data : undefined));
  }
  return { status, body: utf8.encode(body) };
}

const utf8 = new TextEncoder();

function one(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header.join(', ') : header;
}
