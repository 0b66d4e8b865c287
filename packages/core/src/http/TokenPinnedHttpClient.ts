import type algosdk from 'algosdk';
import { networkFetch } from './networkFetch';

type Query = Record<string, string | number | bigint | boolean>;

/** algosdk's error shape (`response.body` bytes), so `nodeMessageOf` reads the node's own text. */
class NodeHttpError extends Error {
  override name = 'NodeHttpError';
  constructor(
    message: string,
    readonly response: algosdk.BaseHTTPClientResponse,
  ) {
    super(message);
  }
}

function headersOf(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  res.headers.forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

/**
 * The HTTP client every algosdk client of Sextant's uses. Like algosdk's own URL-and-token client,
 * but a request that carries a token refuses to follow a redirect: browsers drop `Authorization` on
 * a cross-origin redirect but keep custom headers such as `X-Algo-API-Token`, so following one
 * could hand the token to another host. A node behind a redirect is configured at its final URL.
 */
export class TokenPinnedHttpClient implements algosdk.BaseHTTPClient {
  readonly #base: URL;
  readonly #headers: Record<string, string>;
  readonly #redirect: RequestRedirect;

  constructor(baseUrl: string, headers: Record<string, string>) {
    this.#base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    this.#headers = headers;
    this.#redirect = Object.keys(headers).length > 0 ? 'error' : 'follow';
  }

  url(relativePath: string, query?: Query): string {
    const address = new URL(`./${relativePath.replace(/^\.?\/+/, '')}`, this.#base);
    for (const [key, value] of Object.entries(query ?? {})) address.searchParams.set(key, String(value));
    return address.toString();
  }

  get(relativePath: string, query?: Query, requestHeaders?: Record<string, string>) {
    return this.#send('GET', relativePath, undefined, query, requestHeaders);
  }

  post(relativePath: string, data: Uint8Array, query?: Query, requestHeaders?: Record<string, string>) {
    return this.#send('POST', relativePath, data, query, requestHeaders);
  }

  delete(relativePath: string, data: Uint8Array, query?: Query, requestHeaders?: Record<string, string>) {
    return this.#send('DELETE', relativePath, data, query, requestHeaders);
  }

  async #send(
    method: string,
    relativePath: string,
    data: Uint8Array | undefined,
    query: Query | undefined,
    requestHeaders: Record<string, string> | undefined,
  ): Promise<algosdk.BaseHTTPClientResponse> {
    const res = await networkFetch(this.url(relativePath, query), {
      method,
      headers: { ...this.#headers, ...(requestHeaders ?? {}) },
      ...(data !== undefined && { body: data as BodyInit }),
      redirect: this.#redirect,
    });
    const body = new Uint8Array(await res.arrayBuffer());
    const response = { body, status: res.status, headers: headersOf(res) };
    if (res.ok) return response;
    let text = '';
    try {
      const message: unknown = (JSON.parse(new TextDecoder().decode(body)) as { message?: unknown }).message;
      if (typeof message === 'string') text = `: ${message}`;
    } catch {
      // Not JSON: the status alone.
    }
    throw new NodeHttpError(
      `Network request error. Received status ${res.status} (${res.statusText})${text}`,
      response,
    );
  }
}
