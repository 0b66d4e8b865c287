import algosdk from 'algosdk';
import { authHeaders } from '../http/authHeaders';
import { endpointBaseUrl } from '../network/endpointBaseUrl';
import type { EndpointConfig } from '../network/NetworkProfile';

/**
 * algosdk's algod client for a profile's endpoint: the token under the profile's own header name
 * and the path prefix kept (algosdk resolves API paths relative to the base URL). The port is
 * already in the base URL, so none is passed (algosdk would overwrite it with an empty one).
 */
export function algodClientFor(endpoint: EndpointConfig): algosdk.Algodv2 {
  return new algosdk.Algodv2(authHeaders(endpoint), endpointBaseUrl(endpoint));
}
