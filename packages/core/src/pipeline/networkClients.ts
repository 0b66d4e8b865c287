import algosdk from 'algosdk';
import { authHeaders } from '../http/authHeaders';
import { KmdClient } from '../kmd/KmdClient';
import { endpointBaseUrl } from '../network/endpointBaseUrl';
import type { EndpointConfig, NetworkProfile } from '../network/NetworkProfile';

/** The clients one network profile needs, built in one place so every screen talks to a node alike. */
export interface NetworkClients {
  profile: NetworkProfile;
  algod: algosdk.Algodv2;
  indexer?: algosdk.Indexer;
  kmd?: KmdClient;
}

/**
 * algosdk resolves API paths relative to the base URL and writes its `port` argument into it (the
 * indexer client defaults it to 8080), so the URL's own port is passed back: '' for a URL without
 * one keeps the scheme's default. The token goes under the profile's own header name.
 */
export function algodClient(endpoint: EndpointConfig): algosdk.Algodv2 {
  const base = endpointBaseUrl(endpoint);
  return new algosdk.Algodv2(authHeaders(endpoint), base, new URL(base).port);
}

export function indexerClient(endpoint: EndpointConfig): algosdk.Indexer {
  const base = endpointBaseUrl(endpoint);
  return new algosdk.Indexer(authHeaders(endpoint), base, new URL(base).port);
}

const cache = new WeakMap<NetworkProfile, NetworkClients>();

/** The clients for a profile; the same object for the same profile, so React memoisation holds. */
export function networkClients(profile: NetworkProfile): NetworkClients {
  const known = cache.get(profile);
  if (known) return known;
  const clients: NetworkClients = {
    profile,
    algod: algodClient(profile.algod),
    ...(profile.indexer && { indexer: indexerClient(profile.indexer) }),
    ...(profile.kmd && { kmd: new KmdClient(profile.kmd) }),
  };
  cache.set(profile, clients);
  return clients;
}
