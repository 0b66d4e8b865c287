import { BUILT_IN_NETWORK_IDS } from './builtInNetworks';
import { hostReach } from './hostReach';
import {
  ENDPOINT_FIELDS,
  type EndpointFormValues,
  type NetworkFormField,
  type NetworkFormValues,
} from './NetworkFormValues';
import { NETWORK_FORM_MESSAGES as M } from './networkFormMessages';
import type { EndpointConfig, NetworkProfile, ServiceKind } from './NetworkProfile';
import { slugify } from './slugify';

/**
 * Plain http is for this computer and the local network only (`hostReach`): a LAN node (a
 * participation node at home, a sandbox on another machine) over http is saved with a warning that
 * its token travels in clear there; an internet host must use https (a token over plain http across
 * the internet can be read and changed on the way, and nothing the app can say makes that safe).
 */
export function plainHttpWarning(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' && hostReach(parsed.hostname) === 'local' ? M.urlLocalHttp : undefined;
  } catch {
    return undefined;
  }
}

export type NetworkFormErrors = Partial<Record<NetworkFormField, string>>;

export type NetworkFormResult =
  { ok: true; profile: NetworkProfile } | { ok: false; errors: NetworkFormErrors };

/** Ids a custom network cannot take: the built-ins and the top-level pages beside `/:net`. */
export const RESERVED_NETWORK_IDS: readonly string[] = [...BUILT_IN_NETWORK_IDS, 'tools', 'settings'];

const MAX_NAME = 40;
const MAX_TOKEN = 512;
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const VISIBLE_ASCII = /^[\x21-\x7e]*$/;
/** Fetch drops these silently (the Fetch standard's forbidden request headers). */
const FORBIDDEN_HEADERS = new Set([
  'accept-charset',
  'accept-encoding',
  'access-control-request-headers',
  'access-control-request-method',
  'connection',
  'content-length',
  'cookie',
  'cookie2',
  'date',
  'dnt',
  'expect',
  'host',
  'keep-alive',
  'origin',
  'referer',
  'set-cookie',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'via',
]);

/**
 * Checks every field of the custom-network form and builds the profile. `otherIds` are the ids of
 * the other saved custom networks (not the one being edited), so two cannot share a URL segment.
 */
export interface ValidateNetworkOptions {
  /**
   * Refuse plain http to another computer (what the settings form asks). Off when reading saved
   * networks: one saved before the rule is kept rather than deleted (the probe will say it is
   * unreachable under the page's policy, and editing it asks for https).
   */
  secureTransport?: boolean;
}

export function validateNetworkForm(
  values: NetworkFormValues,
  otherIds: readonly string[] = [],
  options: ValidateNetworkOptions = {},
): NetworkFormResult {
  const errors: NetworkFormErrors = {};
  const name = values.name.trim();
  const id = slugify(name);
  if (name === '') errors.name = M.nameRequired;
  else if (name.length > MAX_NAME) errors.name = M.nameTooLong;
  else if (id === '') errors.name = M.nameNeedsLetter;
  else if (RESERVED_NETWORK_IDS.includes(id)) errors.name = M.nameReserved(id);
  else if (otherIds.includes(id)) errors.name = M.nameTaken;

  const secure = options.secureTransport === true;
  const algod = validateEndpoint('algod', values.algod, errors, true, secure);
  const indexer = validateEndpoint('indexer', values.indexer, errors, false, secure);
  const kmd = validateEndpoint('kmd', values.kmd, errors, false, secure);

  if (Object.keys(errors).length > 0 || algod === undefined) return { ok: false, errors };
  const profile: NetworkProfile = { id, name, builtIn: false, algod };
  if (indexer !== undefined) profile.indexer = indexer;
  if (kmd !== undefined) profile.kmd = kmd;
  return { ok: true, profile };
}

function validateEndpoint(
  kind: ServiceKind,
  raw: EndpointFormValues,
  errors: NetworkFormErrors,
  required: boolean,
  secure: boolean,
): EndpointConfig | undefined {
  const v = Object.fromEntries(
    ENDPOINT_FIELDS.map((f) => [f, raw[f].trim()]),
  ) as unknown as EndpointFormValues;
  const set = (field: keyof EndpointFormValues, message: string) => {
    errors[`${kind}.${field}`] = message;
  };
  const before = Object.keys(errors).length;

  const othersFilled = v.port !== '' || v.pathPrefix !== '' || v.token !== '';
  // An optional service left blank is simply absent (its header name keeps its default).
  if (v.url === '' && !required && !othersFilled) return undefined;

  let url: URL | undefined;
  try {
    url = /^[a-z][a-z0-9+.-]*:\/\//i.test(v.url) ? new URL(v.url) : undefined;
  } catch {
    url = undefined;
  }
  if (v.url === '') set('url', required ? M.urlRequired : M.urlRequiredForSection);
  else if (url === undefined) set('url', M.urlInvalid);
  else if (url.protocol !== 'http:' && url.protocol !== 'https:') set('url', M.urlScheme);
  else if (secure && url.protocol === 'http:' && hostReach(url.hostname) === 'public')
    set('url', M.urlPlainHttp);
  else if (url.username !== '' || url.password !== '') set('url', M.urlCredentials);
  else if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || /[?#]/.test(v.url))
    set('url', M.urlExtra);

  let port: number | null = null;
  if (v.port !== '') {
    const n = /^\d{1,5}$/.test(v.port) ? Number(v.port) : NaN;
    if (!(n >= 1 && n <= 65535)) set('port', M.portInvalid);
    else if (url !== undefined && url.port !== '') set('port', M.portTwice);
    else port = n;
  }

  if (v.pathPrefix !== '') {
    if (!v.pathPrefix.startsWith('/')) set('pathPrefix', M.pathStart);
    else if (/[\s?#]|\/\//.test(v.pathPrefix)) set('pathPrefix', M.pathChars);
  }

  if (!VISIBLE_ASCII.test(v.token)) set('token', M.tokenChars);
  else if (v.token.length > MAX_TOKEN) set('token', M.tokenTooLong);

  if (v.tokenHeader === '') {
    if (v.token !== '') set('tokenHeader', M.headerRequired);
  } else if (!HEADER_NAME.test(v.tokenHeader)) set('tokenHeader', M.headerChars);
  else if (FORBIDDEN_HEADERS.has(v.tokenHeader.toLowerCase()) || /^(proxy-|sec-)/i.test(v.tokenHeader)) {
    set('tokenHeader', M.headerForbidden);
  }

  if (Object.keys(errors).length > before || url === undefined) return undefined;
  return {
    url: `${url.protocol}//${url.host}`,
    port,
    pathPrefix: v.pathPrefix.replace(/\/+$/, ''),
    token: v.token,
    tokenHeader: v.tokenHeader,
  };
}
