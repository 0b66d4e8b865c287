import type { EndpointConfig } from '../network/NetworkProfile';

/** The token header for a service, or none when the profile has no token. */
export function authHeaders(endpoint: EndpointConfig): Record<string, string> {
  return endpoint.token === '' ? {} : { [endpoint.tokenHeader]: endpoint.token };
}
