import type { Page } from '@playwright/test';
import type { BaseHTTPClient, BaseHTTPClientResponse } from 'algosdk';

interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: number[];
}

/**
 * An algosdk HTTP client whose requests are made by the page, with the page's `fetch`: the only way
 * to reach the Browser network, which answers inside the page's Service Worker. `base` is the API's
 * path on the app's origin (`/browser-net/algod`).
 */
export function pageHttpClient(
  page: Page,
  base: string,
  token: { header: string; value: string },
): BaseHTTPClient {
  const call = async (
    method: string,
    relativePath: string,
    data: Uint8Array | undefined,
    query: Record<string, unknown> | undefined,
    headers: Record<string, string> | undefined,
  ): Promise<BaseHTTPClientResponse> => {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) search.set(k, String(v));
    const url = `${base}${relativePath}${search.size > 0 ? `?${search}` : ''}`;
    const answer = await page.evaluate(
      async ({ url, method, headers, body }): Promise<PageAnswer> => {
        const response = await fetch(url, {
          method,
          headers,
          ...(body !== undefined && { body: new Uint8Array(body) }),
        });
        return {
          status: response.status,
          headers: Object.fromEntries(response.headers.entries()),
          body: [...new Uint8Array(await response.arrayBuffer())],
        };
      },
      { url, method, headers: { ...headers, [token.header]: token.value }, body: data && [...data] },
    );
    const response = { status: answer.status, headers: answer.headers, body: new Uint8Array(answer.body) };
    if (response.status >= 300) {
      const text = new TextDecoder().decode(response.body);
      throw Object.assign(new Error(`${method} ${url}: ${response.status} ${text}`), { response });
    }
    return response;
  };
  return {
    get: (path, query, headers) => call('GET', path, undefined, query, headers),
    post: (path, data, query, headers) => call('POST', path, data, query, headers),
    delete: (path, data, query, headers) => call('DELETE', path, data, query, headers),
  };
}
