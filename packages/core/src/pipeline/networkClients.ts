import algosdk from 'algosdk';
import { authHeaders } from '../http/authHeaders';
import { TokenPinnedHttpClient } from '../http/TokenPinnedHttpClient';
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
 * algosdk's clients over our own HTTP client: the token under the profile's own header name, the
 * path prefix kept, and no redirect followed with a token (see TokenPinnedHttpClient).
 */
export function algodClient(endpoint: EndpointConfig): algosdk.Algodv2 {
  const base = endpointBaseUrl(endpoint);
  // With a client given, algosdk ignores the base URL argument (its type still asks for one).
  return new algosdk.Algodv2(new TokenPinnedHttpClient(base, authHeaders(endpoint)), base);
}

export function indexerClient(endpoint: EndpointConfig): algosdk.Indexer {
  return new algosdk.Indexer(new TokenPinnedHttpClient(endpointBaseUrl(endpoint), authHeaders(endpoint)));
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
