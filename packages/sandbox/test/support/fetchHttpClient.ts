import type algosdk from 'algosdk';

/**
 * An algosdk `BaseHTTPClient` that hands each request to `call` (a browser sandbox's `fetch`)
 * instead of the network, and fails like algosdk's own HTTP client on a non-2xx answer.
 */
export function fetchHttpClient(
  call: (request: Request) => Promise<Response>,
  tokenHeader: Record<string, string>,
): algosdk.BaseHTTPClient {
  const send = async (
    method: string,
    relativePath: string,
    data: Uint8Array | undefined,
    query: Record<string, string | number | bigint | boolean> | undefined,
    requestHeaders: Record<string, string> | undefined,
  ): Promise<algosdk.BaseHTTPClientResponse> => {
    const url = new URL(relativePath, 'http://browser-sandbox');
    for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
    const res = await call(
      new Request(url, {
        method,
        headers: { ...tokenHeader, ...requestHeaders },
        ...(data !== undefined && { body: data as BodyInit }),
      }),
    );
    const body = new Uint8Array(await res.arrayBuffer());
    const headers: Record<string, string> = {};
    res.headers.forEach((value, key) => (headers[key] = value));
    const response = { body, status: res.status, headers };
    if (!res.ok) {
      let message = '';
      try {
        message = (JSON.parse(new TextDecoder().decode(body)) as { message?: string }).message ?? '';
      } catch {
        // not JSON: the status alone
      }
      throw Object.assign(new Error(`Network request error. Received status ${res.status}: ${message}`), {
        response,
      });
    }
    return response;
  };
  return {
    get: (path, query, headers) => send('GET', path, undefined, query, headers),
    post: (path, data, query, headers) => send('POST', path, data, query, headers),
    delete: (path, data, query, headers) => send('DELETE', path, data, query, headers),
  };
}
