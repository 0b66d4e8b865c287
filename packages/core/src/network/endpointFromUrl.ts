import type { EndpointConfig } from './NetworkProfile';

/** Splits a full base URL (`http://127.0.0.1:4001/prefix`) into the parts a profile stores. */
export function endpointFromUrl(baseUrl: string, token: string, tokenHeader: string): EndpointConfig {
  const url = new URL(baseUrl);
  const pathPrefix = url.pathname.replace(/\/+$/, '');
  return {
    url: `${url.protocol}//${url.hostname}`,
    port: url.port === '' ? null : Number(url.port),
    pathPrefix,
    token,
    tokenHeader,
  };
}
