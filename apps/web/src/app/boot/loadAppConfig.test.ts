import { DEFAULT_SANDBOX_ENDPOINTS } from '@sextant/core/network/builtInNetworks';
import { afterEach, describe, expect, it } from 'vitest';
import { listenLocal, type LocalServer } from '../../test/listenLocal';
import { BOOT_MESSAGES } from './bootMessages';
import { runIndexHtmlScript } from '../../test/runIndexHtmlScript';
import { takeEarlySearch } from '../layout/earlySearch';
import { INLINE_CONFIG_ID } from './inlineConfigId';
import { EARLY_CONFIG_GLOBAL, takeEarlyConfig } from './earlyConfig';
import { loadAppConfig } from './loadAppConfig';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serving(contentType: string, body: string, status = 200): Promise<string> {
  server = await listenLocal((_req, res) => {
    res.writeHead(status, { 'Content-Type': contentType });
    res.end(body);
  });
  return `${server.url}/config.json`;
}

describe('loadAppConfig', () => {
  it('uses the LocalNet defaults when there is no config file, and says it is a static host', async () => {
    const url = await serving('text/plain', 'not found', 404);
    expect(await loadAppConfig({}, url)).toEqual({
      sandbox: DEFAULT_SANDBOX_ENDPOINTS,
      problems: [],
      staticHost: true,
    });
    // A build that names its sandbox is not one.
    expect(
      (await loadAppConfig({ VITE_SANDBOX_ALGOD: 'http://127.0.0.1:4001' }, url)).staticHost,
    ).toBeUndefined();
  });

  it('ignores an HTML answer (a dev server’s fallback page; the dev server is no static host)', async () => {
    const url = await serving('text/html', '<!doctype html>');
    expect(await loadAppConfig({ DEV: true }, url)).toEqual({
      sandbox: DEFAULT_SANDBOX_ENDPOINTS,
      problems: [],
    });
  });

  it('applies build-time env first and the runtime file over it', async () => {
    const url = await serving(
      'application/json',
      '{"sandbox":{"algod":"http://127.0.0.1:41001","kmd":"http://127.0.0.1:41002"}}',
    );
    const config = await loadAppConfig(
      { VITE_SANDBOX_ALGOD: 'http://127.0.0.1:9999', VITE_SANDBOX_INDEXER: 'http://127.0.0.1:9998' },
      url,
    );
    expect(config).toEqual({
      sandbox: {
        ...DEFAULT_SANDBOX_ENDPOINTS,
        algod: 'http://127.0.0.1:41001',
        indexer: 'http://127.0.0.1:9998',
        kmd: 'http://127.0.0.1:41002',
      },
      problems: [],
    });
  });

  it('reports a bad file or env value and keeps what was valid', async () => {
    const url = await serving('application/json', '{"sandbox":{"algod":"ftp://x"}}');
    const config = await loadAppConfig({ VITE_SANDBOX_KMD: 'nope' }, url);
    expect(config.sandbox).toEqual(DEFAULT_SANDBOX_ENDPOINTS);
    expect(config.problems).toHaveLength(2);
    expect(config.problems[0]).toBe(BOOT_MESSAGES.configIgnored('Sandbox setting “kmd”: not a URL: nope'));
    expect(config.problems[1]).toContain('Sandbox setting “algod”');
  });

  it('passes the wallets section on as found (the wallet runtime reads it)', async () => {
    const url = await serving('application/json', '{"wallets":{"offerAll":true}}');
    expect(await loadAppConfig({}, url)).toEqual({
      sandbox: DEFAULT_SANDBOX_ENDPOINTS,
      problems: [],
      wallets: { offerAll: true },
    });
  });

  it('reports a file that is not JSON', async () => {
    const url = await serving('application/json', '{oops');
    expect((await loadAppConfig({}, url)).problems).toEqual([BOOT_MESSAGES.configUnreadable]);
  });

  it('reports a config file that does not answer in time, and uses the defaults', async () => {
    server = await listenLocal(() => {
      // never answers
    });
    const config = await loadAppConfig({}, `${server.url}/config.json`, 200);
    expect(config).toEqual({
      sandbox: DEFAULT_SANDBOX_ENDPOINTS,
      problems: [BOOT_MESSAGES.configSlow(0.2)],
    });
  });

  it('reads the config written into the page and fetches nothing', async () => {
    let asked = 0;
    server = await listenLocal((_req, res) => {
      asked += 1;
      res.writeHead(404).end();
    });
    const inline = '{"sandbox":{"algod":"http://127.0.0.1:41001"},"wallets":{"offerAll":true}}';
    expect(await loadAppConfig({}, `${server.url}/config.json`, 200, inline)).toEqual({
      sandbox: { ...DEFAULT_SANDBOX_ENDPOINTS, algod: 'http://127.0.0.1:41001' },
      problems: [],
      wallets: { offerAll: true },
    });
    expect(asked).toBe(0);
  });

  it('reports a bad config written into the page as it reports a bad file', async () => {
    const url = await serving('application/json', '{}');
    expect((await loadAppConfig({}, url, 200, '{oops')).problems).toEqual([BOOT_MESSAGES.configUnreadable]);
    expect((await loadAppConfig({}, url, 200, '{"sandbox":{"algod":"ftp://x"}}')).problems[0]).toContain(
      'Sandbox setting “algod”',
    );
  });

  it('reads the answer to the page’s own early request (index.html) and asks nothing more', async () => {
    let asked = 0;
    server = await listenLocal((_req, res) => {
      asked += 1;
      res.writeHead(404).end();
    });
    const early = Promise.resolve(
      Response.json(
        { sandbox: { algod: 'http://127.0.0.1:41001' } },
        { headers: { 'Content-Type': 'application/json' } },
      ),
    );
    expect(await loadAppConfig({}, `${server.url}/config.json`, 200, undefined, early)).toEqual({
      sandbox: { ...DEFAULT_SANDBOX_ENDPOINTS, algod: 'http://127.0.0.1:41001' },
      problems: [],
    });
    expect(asked).toBe(0);
    // A static host's missing file, asked early, is read as the same file asked late.
    const missing = Promise.resolve(new Response('not found', { status: 404 }));
    expect(await loadAppConfig({}, `${server.url}/config.json`, 200, undefined, missing)).toEqual({
      sandbox: DEFAULT_SANDBOX_ENDPOINTS,
      problems: [],
      staticHost: true,
    });
    expect(asked).toBe(0);
  });

  it('reports an early request that does not answer in time, as it reports its own', async () => {
    const never = new Promise<Response>(() => undefined);
    expect(await loadAppConfig({}, 'http://127.0.0.1:9/config.json', 200, undefined, never)).toEqual({
      sandbox: DEFAULT_SANDBOX_ENDPOINTS,
      problems: [BOOT_MESSAGES.configSlow(0.2)],
    });
  });
});

describe('index.html’s early request for /config.json', () => {
  /** index.html's inline script, with `fetch` recording what it is asked. */
  function runInlineScript(): string[] {
    const asked: string[] = [];
    const fetch = (url: string) => {
      asked.push(url);
      return Promise.resolve(Response.json({ sandbox: {} }));
    };
    runIndexHtmlScript({ fetch });
    return asked;
  }
  afterEach(() => {
    takeEarlyConfig();
    takeEarlySearch();
    document.head.innerHTML = '';
  });

  it('is sent before any module when the server wrote no config into the page, and taken once', async () => {
    expect(runInlineScript()).toEqual(['/config.json']);
    expect((globalThis as Record<string, unknown>)[EARLY_CONFIG_GLOBAL]).toBeInstanceOf(Promise);
    const early = takeEarlyConfig();
    expect(await early?.then((r) => r.json())).toEqual({ sandbox: {} });
    expect(takeEarlyConfig(), 'once only').toBeUndefined();
  });

  it('is not sent when the server wrote the config into the page', () => {
    document.head.innerHTML = `<script type="application/json" id="${INLINE_CONFIG_ID}">{}</script>`;
    expect(runInlineScript()).toEqual([]);
    expect(takeEarlyConfig()).toBeUndefined();
  });
});
