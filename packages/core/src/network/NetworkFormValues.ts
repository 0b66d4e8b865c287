import {
  DEFAULT_TOKEN_HEADERS,
  type EndpointConfig,
  type NetworkProfile,
  type ServiceKind,
} from './NetworkProfile';

/** One service's fields as typed in the form: all strings, validated by validateNetworkForm. */
export interface EndpointFormValues {
  url: string;
  port: string;
  pathPrefix: string;
  token: string;
  tokenHeader: string;
}

export interface NetworkFormValues {
  name: string;
  algod: EndpointFormValues;
  /** Optional services: a blank URL means the network has none. */
  indexer: EndpointFormValues;
  kmd: EndpointFormValues;
}

export const ENDPOINT_FIELDS = ['url', 'port', 'pathPrefix', 'token', 'tokenHeader'] as const;
export type EndpointField = (typeof ENDPOINT_FIELDS)[number];
export type NetworkFormField = 'name' | `${ServiceKind}.${EndpointField}`;

function emptyEndpoint(kind: ServiceKind): EndpointFormValues {
  return { url: '', port: '', pathPrefix: '', token: '', tokenHeader: DEFAULT_TOKEN_HEADERS[kind] };
}

export function emptyNetworkForm(): NetworkFormValues {
  return {
    name: '',
    algod: emptyEndpoint('algod'),
    indexer: emptyEndpoint('indexer'),
    kmd: emptyEndpoint('kmd'),
  };
}

function endpointToForm(kind: ServiceKind, endpoint: EndpointConfig | undefined): EndpointFormValues {
  if (endpoint === undefined) return emptyEndpoint(kind);
  return {
    url: endpoint.url,
    port: endpoint.port === null ? '' : String(endpoint.port),
    pathPrefix: endpoint.pathPrefix,
    token: endpoint.token,
    tokenHeader: endpoint.tokenHeader,
  };
}

/** A saved profile back into form fields, for editing (and for re-validating what was stored). */
export function networkFormFromProfile(profile: NetworkProfile): NetworkFormValues {
  return {
    name: profile.name,
    algod: endpointToForm('algod', profile.algod),
    indexer: endpointToForm('indexer', profile.indexer),
    kmd: endpointToForm('kmd', profile.kmd),
  };
}
