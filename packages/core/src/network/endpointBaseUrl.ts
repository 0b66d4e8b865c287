import type { EndpointConfig } from './NetworkProfile';

/** The URL API paths are appended to: `http://127.0.0.1:4001`, `https://node.example/algod`. */
export function endpointBaseUrl(endpoint: EndpointConfig): string {
  const url = new URL(endpoint.url);
  if (endpoint.port !== null) url.port = String(endpoint.port);
  return `${url.origin}${endpoint.pathPrefix}`;
}
