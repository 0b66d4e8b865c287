import { describe, expect, it } from 'vitest';
import { emptyNetworkForm, networkFormFromProfile, type NetworkFormValues } from './NetworkFormValues';
import { NETWORK_FORM_MESSAGES as M } from './networkFormMessages';
import { plainHttpWarning, validateNetworkForm, type NetworkFormErrors } from './validateNetworkForm';

function form(patch: (v: NetworkFormValues) => void): NetworkFormValues {
  const values = emptyNetworkForm();
  values.name = 'My node';
  values.algod.url = 'http://127.0.0.1';
  values.algod.port = '4001';
  patch(values);
  return values;
}

function errorsOf(values: NetworkFormValues, otherIds: string[] = []): NetworkFormErrors {
  const result = validateNetworkForm(values, otherIds, { secureTransport: true });
  return result.ok ? {} : result.errors;
}

describe('validateNetworkForm', () => {
  it('builds a profile from a minimal valid form, with the slug as id', () => {
    const result = validateNetworkForm(form(() => {}));
    expect(result).toEqual({
      ok: true,
      profile: {
        id: 'my-node',
        name: 'My node',
        builtIn: false,
        algod: {
          url: 'http://127.0.0.1',
          port: 4001,
          pathPrefix: '',
          token: '',
          tokenHeader: 'X-Algo-API-Token',
        },
      },
    });
  });

  it('keeps optional services, trims fields and drops a trailing slash from the path', () => {
    const result = validateNetworkForm(
      form((v) => {
        v.name = '  Lab ';
        v.algod.token = ' secret ';
        v.indexer.url = 'https://idx.example.org/';
        v.indexer.pathPrefix = '/indexer/';
        v.indexer.tokenHeader = 'X-API-Key';
        v.kmd.url = 'http://127.0.0.1:4002';
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.profile.algod.token).toBe('secret');
    expect(result.profile.indexer).toEqual({
      url: 'https://idx.example.org',
      port: null,
      pathPrefix: '/indexer',
      token: '',
      tokenHeader: 'X-API-Key',
    });
    expect(result.profile.kmd?.url).toBe('http://127.0.0.1:4002');
  });

  it.each<[string, (v: NetworkFormValues) => void, NetworkFormErrors]>([
    ['empty name', (v) => (v.name = '  '), { name: M.nameRequired }],
    ['long name', (v) => (v.name = 'x'.repeat(41)), { name: M.nameTooLong }],
    ['name without letters or digits', (v) => (v.name = '—!?'), { name: M.nameNeedsLetter }],
    ['name of a built-in', (v) => (v.name = 'TestNet'), { name: M.nameReserved('testnet') }],
    ['name of a page', (v) => (v.name = 'Settings'), { name: M.nameReserved('settings') }],
    ['missing algod URL', (v) => (v.algod.url = ''), { 'algod.url': M.urlRequired }],
    ['URL without scheme', (v) => (v.algod.url = '127.0.0.1:4001'), { 'algod.url': M.urlInvalid }],
    ['unparseable URL', (v) => (v.algod.url = 'http://exa mple'), { 'algod.url': M.urlInvalid }],
    ['ftp URL', (v) => (v.algod.url = 'ftp://127.0.0.1'), { 'algod.url': M.urlScheme }],
    [
      'URL with credentials',
      (v) => (v.algod.url = 'http://u:p@127.0.0.1'),
      { 'algod.url': M.urlCredentials },
    ],
    ['URL with a path', (v) => (v.algod.url = 'http://127.0.0.1/algod'), { 'algod.url': M.urlExtra }],
    [
      'plain http to a computer on the internet',
      (v) => (v.algod.url = 'http://203.0.113.7'),
      { 'algod.url': M.urlPlainHttp },
    ],
    [
      'plain http to a public name',
      (v) => (v.kmd.url = 'http://node.example.com'),
      { 'kmd.url': M.urlPlainHttp },
    ],
    ['URL with a query', (v) => (v.algod.url = 'http://127.0.0.1?x=1'), { 'algod.url': M.urlExtra }],
    ['URL with a fragment', (v) => (v.algod.url = 'http://127.0.0.1#top'), { 'algod.url': M.urlExtra }],
    ['port 0', (v) => (v.algod.port = '0'), { 'algod.port': M.portInvalid }],
    ['port 65536', (v) => (v.algod.port = '65536'), { 'algod.port': M.portInvalid }],
    ['port with letters', (v) => (v.algod.port = '40a1'), { 'algod.port': M.portInvalid }],
    [
      'port twice',
      (v) => {
        v.algod.url = 'http://127.0.0.1:4001';
        v.algod.port = '4001';
      },
      { 'algod.port': M.portTwice },
    ],
    ['path without slash', (v) => (v.algod.pathPrefix = 'algod'), { 'algod.pathPrefix': M.pathStart }],
    ['path with space', (v) => (v.algod.pathPrefix = '/my algod'), { 'algod.pathPrefix': M.pathChars }],
    ['path with //', (v) => (v.algod.pathPrefix = '/a//b'), { 'algod.pathPrefix': M.pathChars }],
    ['path with ?', (v) => (v.algod.pathPrefix = '/a?b'), { 'algod.pathPrefix': M.pathChars }],
    ['token with a space inside', (v) => (v.algod.token = 'ab cd'), { 'algod.token': M.tokenChars }],
    ['token with non-ASCII', (v) => (v.algod.token = 'tökén'), { 'algod.token': M.tokenChars }],
    ['token too long', (v) => (v.algod.token = 'a'.repeat(513)), { 'algod.token': M.tokenTooLong }],
    [
      'token without header',
      (v) => {
        v.algod.token = 'abc';
        v.algod.tokenHeader = '';
      },
      { 'algod.tokenHeader': M.headerRequired },
    ],
    ['header with a space', (v) => (v.algod.tokenHeader = 'X Token'), { 'algod.tokenHeader': M.headerChars }],
    [
      'header with a colon',
      (v) => (v.algod.tokenHeader = 'X-Token:'),
      { 'algod.tokenHeader': M.headerChars },
    ],
    ['forbidden header', (v) => (v.algod.tokenHeader = 'Cookie'), { 'algod.tokenHeader': M.headerForbidden }],
    ['Sec- header', (v) => (v.algod.tokenHeader = 'Sec-Token'), { 'algod.tokenHeader': M.headerForbidden }],
    [
      'indexer fields without a URL',
      (v) => (v.indexer.token = 'abc'),
      { 'indexer.url': M.urlRequiredForSection },
    ],
    [
      'bad kmd port',
      (v) => {
        v.kmd.url = 'http://127.0.0.1';
        v.kmd.port = '99999';
      },
      { 'kmd.port': M.portInvalid },
    ],
  ])('reports %s at the field', (_label, patch, expected) => {
    expect(errorsOf(form(patch))).toEqual(expected);
  });

  it('keeps a saved plain-http network to another computer when reading storage (no secureTransport)', () => {
    const values = form((v) => (v.algod.url = 'http://203.0.113.7'));
    expect(validateNetworkForm(values).ok).toBe(true);
  });

  it('saves a node on the local network over plain http, with a warning (not an error) at its URL', () => {
    const values = form((v) => {
      v.algod.url = 'http://192.168.1.20';
      v.kmd.url = 'http://algod.local:4002';
    });
    const result = validateNetworkForm(values, [], { secureTransport: true });
    expect(result.ok).toBe(true);
    expect(plainHttpWarning(values.algod.url)).toBe(M.urlLocalHttp);
    expect(plainHttpWarning(values.kmd.url)).toBe(M.urlLocalHttp);
    expect(plainHttpWarning('https://192.168.1.20')).toBeUndefined();
    expect(plainHttpWarning('http://127.0.0.1:4001')).toBeUndefined();
    expect(plainHttpWarning('not a url')).toBeUndefined();
  });

  it('still checks an optional section’s other fields when its URL is missing', () => {
    const errors = errorsOf(
      form((v) => {
        v.kmd.port = '4002';
        v.kmd.token = 'a b';
      }),
    );
    expect(errors).toEqual({ 'kmd.url': M.urlRequiredForSection, 'kmd.token': M.tokenChars });
  });

  it('treats a blank optional section as absent, whatever its header name', () => {
    const result = validateNetworkForm(form((v) => (v.indexer.tokenHeader = 'not a header!')));
    expect(result.ok && result.profile.indexer).toBeUndefined();
  });

  it('refuses a name another saved network already has', () => {
    expect(
      errorsOf(
        form(() => {}),
        ['my-node'],
      ),
    ).toEqual({ name: M.nameTaken });
  });

  it('reports every failing field at once', () => {
    const errors = errorsOf(
      form((v) => {
        v.name = '';
        v.algod.port = 'x';
        v.indexer.url = 'nope';
      }),
    );
    expect(errors).toEqual({
      name: M.nameRequired,
      'algod.port': M.portInvalid,
      'indexer.url': M.urlInvalid,
    });
  });

  it('round-trips a profile through the form', () => {
    const first = validateNetworkForm(
      form((v) => {
        v.indexer.url = 'https://idx.example.org:8443';
        v.indexer.token = 't0k';
      }),
    );
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(validateNetworkForm(networkFormFromProfile(first.profile))).toEqual(first);
  });
});
