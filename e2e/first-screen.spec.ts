import type { Page } from '@playwright/test';
import { HYDRATION_REDRAWN } from '../apps/web/src/app/boot/hydrationRedrawn';
import { STATIC_PLAN_ID } from '../apps/web/src/app/routeData/staticPlanId';
import type { StaticPlan } from '../apps/web/src/app/routeData/staticPlan';
import { EARLY_REQUESTS_GLOBAL, EARLY_REQUESTS_ID } from '../packages/core/src/http/earlyRequests';
import { WRITTEN_ANSWERS_ID, type AnsweredRequest } from '../packages/core/src/http/writtenAnswers';
import { APP_DIST } from './support/appDist';
import { consoleNoise } from './support/consoleNoise';
import { deadPort } from './support/deadPort';
import { e2eEnv, e2eSandboxUrls } from './support/e2eEnv';
import { fillExplorerLedger, type ExplorerLedger } from './support/explorerLedger';
import { expect, test } from './support/fixtures';
import { serveApp, type ServedApp } from './support/serveApp';

let ledger: ExplorerLedger;
/** The worker's app, served as `npm start` serves it: first screens drawn by the server. */
let drawnUrl: string;
/** The same build and sandbox with no screen drawn: the first screen's requests are sent from its HTML instead. */
let undrawn: ServedApp;
/** The same build and sandbox as a plain static host serves it: index.html as built, /config.json beside it. */
let staticHost: ServedApp;

// The drawn pages are looked at before they are live.
test.use({ followDrawn: false });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  ledger = await fillExplorerLedger({
    algod: e2eEnv('algodUrl'),
    kmd: e2eEnv('kmdUrl'),
    token: e2eEnv('token'),
  });
  drawnUrl = e2eEnv('appUrl');
  undrawn = await serveApp(APP_DIST, { sandbox: e2eSandboxUrls() }, 0, { serverRender: false });
  staticHost = await serveApp(APP_DIST, { sandbox: e2eSandboxUrls() }, 0, { staticHost: true });
});

test.afterAll(async () => {
  await undrawn?.close();
  await staticHost?.close();
});

/** Holds back the app's entry script (named in the page's `html`) until the returned call. */
async function holdEntry(page: Page, html: string): Promise<() => void> {
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(entry, "the app's entry script").toBeDefined();
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${entry!}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The server lists a URL's first data requests in its HTML (from the route's own declaration), the
 * page's inline script sends them before any module has run, and the app takes each answer instead
 * of asking again: every listed URL is asked exactly once, and none is left untaken. `followUps`:
 * requests the inline script sends from those answers by itself (the app's entry is held back until
 * they have left), each asked once and taken too.
 */
async function expectEarlyAndOnce(
  page: Page,
  path: string,
  listed: RegExp[],
  shown: () => Promise<void>,
  followUps: RegExp[] = [],
): Promise<void> {
  const html = await (await page.request.get(undrawn.url + path)).text();
  const early = new RegExp(`<script type="application/json" id="${EARLY_REQUESTS_ID}">(.*?)</script>`).exec(
    html,
  );
  expect(early, 'the HTML lists the first requests').not.toBeNull();
  const urls = (JSON.parse(early![1]!) as { url: string }[]).map((r) => r.url);
  expect(urls).toHaveLength(listed.length);
  for (const pattern of listed) expect(urls.some((u) => pattern.test(u))).toBe(true);

  const asked: string[] = [];
  page.on('request', (r) => asked.push(r.url()));
  const release = await holdEntry(page, html);
  await page.goto(undrawn.url + path, { waitUntil: 'commit' });
  for (const pattern of followUps)
    await expect
      .poll(() => asked.some((u) => pattern.test(u)), { message: `${pattern} sent before the app ran` })
      .toBe(true);
  release();
  await shown();
  const sentEarly = asked.filter((u) => followUps.some((pattern) => pattern.test(u)));
  for (const url of [...urls, ...sentEarly])
    expect(
      asked.filter((u) => u === url),
      url,
    ).toHaveLength(1);
  const left = await page.evaluate(
    (name) => (window as unknown as Record<string, unknown[]>)[name]?.length,
    EARLY_REQUESTS_GLOBAL,
  );
  expect(left, 'every early answer taken by the app').toBe(0);
}

test("an account page: its algod read and transaction list leave with the HTML, the rows' assets as soon as the list is in, each asked once", async ({
  page,
}) => {
  await expectEarlyAndOnce(
    page,
    `/sandbox/account/${ledger.holder}`,
    [
      new RegExp(`/v2/accounts/${ledger.holder}\\?exclude=all`),
      new RegExp(`/v2/accounts/${ledger.holder}/transactions`),
    ],
    async () => {
      await expect(page.getByTestId('account-balance')).toHaveText('4.798 ALGO');
      await expect(page.getByTestId('txn-row')).toHaveCount(6);
    },
    [new RegExp(`/v2/assets/${ledger.assetId}\\?include-all=true$`)],
  );
});

test('the network home: the tip read leaves with the HTML, its blocks and transactions as soon as it is in, each asked once', async ({
  page,
}) => {
  await expectEarlyAndOnce(
    page,
    '/sandbox',
    [/\/v2\/block-headers\?limit=1$/],
    async () => {
      await expect(page.getByTestId('home-last-round')).toHaveText(/\d/);
      await expect(page.getByTestId('latest-block').first()).toBeVisible();
    },
    [
      /\/v2\/block-headers\?min-round=\d+&limit=9$/,
      /\/v2\/transactions\?min-round=\d+&max-round=\d+&limit=1000$/,
    ],
  );
});

test('a page that declares nothing gets no list; a tab in the query string gets its own', async ({
  page,
}) => {
  const html = await (await page.request.get(`${undrawn.url}/sandbox/accounts`)).text();
  expect(html).not.toContain(`id="${EARLY_REQUESTS_ID}"`);
  await page.goto(`${undrawn.url}/sandbox/account/${ledger.holder}?tab=assets`);
  await expect(page.getByTestId('holding-row')).toContainText(ledger.assetName);
});

test("served as plain files, an account page's scripts and first requests leave before the app's code has run, and the app takes each answer once", async ({
  page,
}) => {
  const path = `/sandbox/account/${ledger.holder}`;
  const html = await (await page.request.get(staticHost.url + path)).text();
  expect(html, 'a static host writes nothing in').not.toContain(`id="${EARLY_REQUESTS_ID}"`);
  const found = new RegExp(`<script type="application/json" id="${STATIC_PLAN_ID}">(.*?)</script>`).exec(
    html,
  );
  expect(found, "the build's plan is in index.html").not.toBeNull();
  const plan = JSON.parse(found![1]!) as StaticPlan;
  const route = plan.routes.find((r) => r.pattern === '/:net/account/:address')!;
  const scripts = route.files.map((k) => plan.files[k]!);
  expect(scripts.length).toBeGreaterThan(1);
  const early = [
    new RegExp(`/v2/accounts/${ledger.holder}\\?exclude=all&format=json$`),
    new RegExp(`/v2/accounts/${ledger.holder}/transactions\\?limit=25$`),
    new RegExp(`/v2/assets/${ledger.assetId}\\?include-all=true$`),
  ];

  const asked: string[] = [];
  page.on('request', (r) => asked.push(r.url()));
  const release = await holdEntry(page, html);
  await page.goto(staticHost.url + path, { waitUntil: 'commit' });
  for (const script of scripts)
    await expect
      .poll(() => asked.some((u) => u.endsWith(script)), { message: `${script} preloaded` })
      .toBe(true);
  for (const pattern of early)
    await expect
      .poll(() => asked.some((u) => pattern.test(u)), { message: `${pattern} sent before the app ran` })
      .toBe(true);
  release();
  await expect(page.getByTestId('account-balance')).toHaveText('4.798 ALGO');
  await expect(page.getByTestId('txn-row')).toHaveCount(6);
  for (const pattern of early)
    expect(
      asked.filter((u) => pattern.test(u)),
      `${pattern}`,
    ).toHaveLength(1);
  const left = await page.evaluate(
    (name) => (window as unknown as Record<string, unknown[]>)[name]?.length,
    EARLY_REQUESTS_GLOBAL,
  );
  expect(left, 'every early answer taken by the app').toBe(0);

  // A param the app would not ask with as it stands sends nothing before the app runs; `/` sends the
  // last network's home.
  const before = asked.length;
  await page.goto(`${staticHost.url}/sandbox/account/${ledger.holder.toLowerCase()}`);
  await expect(page.getByRole('status').filter({ hasText: 'not a valid Algorand address' })).toBeVisible();
  expect(
    asked.slice(before).filter((u) => u.includes(`/v2/accounts/${ledger.holder.toLowerCase()}`)),
  ).toEqual([]);
  await page.goto(`${staticHost.url}/`);
  await expect(page.getByTestId('home-last-round')).toHaveText(/\d/);
  expect(asked.slice(before).filter((u) => /\/v2\/block-headers\?limit=1$/.test(u))).toHaveLength(1);
});

/** The answers a drawn page carries (the GETs the server drew it from). */
function writtenAnswers(html: string): AnsweredRequest[] {
  const found = new RegExp(`<script type="application/json" id="${WRITTEN_ANSWERS_ID}">(.*?)</script>`).exec(
    html,
  );
  expect(found, 'the page carries the answers it was drawn from').not.toBeNull();
  return JSON.parse(found![1]!) as AnsweredRequest[];
}

/** Once the page answers to the person (its first screen committed: hydrated, over a drawn page). */
async function live(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="live"]')).toHaveCount(1, { timeout: 20_000 });
}

/**
 * A drawn URL: its HTML already shows `shown` (checked with the app's code held back, so only the
 * server's HTML can show it), the page then takes over without asking the node for any answer the
 * server wrote into it, takes every one, and React keeps the server's DOM (no redraw).
 */
async function expectDrawnAndTakenOver(
  page: Page,
  path: string,
  shown: () => Promise<void>,
): Promise<string[]> {
  const html = await (await page.request.get(drawnUrl + path)).text();
  expect(html, 'no early requests: the answers are in the page').not.toContain(`id="${EARLY_REQUESTS_ID}"`);
  const written = writtenAnswers(html).map((a) => a.url);
  expect(written.length).toBeGreaterThan(0);

  const noise = consoleNoise(page);
  const asked: string[] = [];
  page.on('request', (r) => asked.push(r.url()));
  const release = await holdEntry(page, html);
  await page.goto(drawnUrl + path, { waitUntil: 'commit' });
  await shown();
  const drawnRoot = await page.locator('#root > *').first().elementHandle();
  release();
  await live(page);
  await shown();
  for (const url of written) expect(asked, `${url} is not asked again`).not.toContain(url);
  const left = await page.evaluate(
    (name) => (window as unknown as Record<string, unknown[]>)[name]?.length,
    EARLY_REQUESTS_GLOBAL,
  );
  expect(left, 'every written answer taken by the app').toBe(0);
  expect(noise.filter((n) => n.includes(HYDRATION_REDRAWN))).toEqual([]);
  // Hydrated, not drawn again: the server's element is still the one on screen.
  expect(await drawnRoot!.evaluate((e) => e.isConnected)).toBe(true);
  return written;
}

test.describe('drawn by the server (npm start)', () => {
  test('an account page comes with its balance and rows in its HTML; the page takes it over without asking again, and its tabs answer', async ({
    page,
  }) => {
    const written = await expectDrawnAndTakenOver(page, `/sandbox/account/${ledger.holder}`, async () => {
      await expect(page.getByTestId('account-balance')).toHaveText('4.798 ALGO');
      await expect(page.getByTestId('txn-row')).toHaveCount(6);
    });
    // The account, its transactions and the rows' asset, each once.
    expect(written.filter((u) => u.includes(`/v2/accounts/${ledger.holder}?exclude=all`))).toHaveLength(1);
    expect(written.filter((u) => u.includes(`/v2/accounts/${ledger.holder}/transactions`))).toHaveLength(1);
    expect(written.filter((u) => u.endsWith(`/v2/assets/${ledger.assetId}?include-all=true`))).toHaveLength(
      1,
    );
    await page.getByRole('tab', { name: /^Assets/ }).click();
    await expect(page.getByTestId('holding-row')).toContainText(ledger.assetName);
  });

  test('the network home comes with the last round and its lists; paused live updates saved in the browser show once it has taken over', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('sextant.explorer.live', 'off'));
    await expectDrawnAndTakenOver(page, '/sandbox', async () => {
      await expect(page.getByTestId('home-last-round')).toHaveText(/^\d+$/);
      await expect(page.getByTestId('latest-block').first()).toBeVisible();
    });
    await expect(page.getByRole('switch', { name: 'Live updates' })).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('switch', { name: 'Live updates' }).click();
    await expect(page.getByRole('switch', { name: 'Live updates' })).toHaveAttribute('aria-checked', 'true');
  });

  test('a search typed and submitted in the drawn page before its code has run is carried out once the page answers', async ({
    page,
  }) => {
    const html = await (await page.request.get(`${drawnUrl}/sandbox`)).text();
    const release = await holdEntry(page, html);
    await page.goto(`${drawnUrl}/sandbox`, { waitUntil: 'commit' });
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill(ledger.holder);
    await box.press('Enter');
    // Held, not sent as a plain form (which would reload the page and lose it).
    await expect(page).toHaveURL(`${drawnUrl}/sandbox`);
    await expect(page.locator('html[data-app="live"]')).toHaveCount(0);
    release();
    await live(page);
    await expect(page).toHaveURL(`${drawnUrl}/sandbox/account/${ledger.holder}`);
    await expect(page.getByTestId('account-balance')).toHaveText('4.798 ALGO');
  });

  test("the page hydrates before the header; a header button clicked before the app's code ran is answered once the header has hydrated", async ({
    page,
  }) => {
    const html = await (await page.request.get(`${drawnUrl}/sandbox`)).text();
    const release = await holdEntry(page, html);
    await page.goto(`${drawnUrl}/sandbox`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page.locator('html[data-app="live"]')).toHaveCount(0);
    release();
    await live(page);
    await expect(page.locator('html[data-header="live"]')).toHaveCount(1);
    const order = await page.evaluate(() =>
      performance
        .getEntriesByType('mark')
        .filter((m) => m.name.startsWith('sextant-'))
        .map((m) => m.name),
    );
    expect(order.indexOf('sextant-live')).toBeLessThan(order.indexOf('sextant-header-live'));
    await expect(page.getByRole('dialog', { name: /wallet/i })).toBeVisible();
  });

  test('every explorer screen with data of its own is drawn and taken over as drawn', async ({ page }) => {
    test.setTimeout(120_000);
    const noise = consoleNoise(page);
    for (const path of [
      `/sandbox/block/${ledger.paymentRound}`,
      `/sandbox/transaction/${ledger.paymentTxid}`,
      `/sandbox/transaction/${ledger.appCallTxid}`,
      `/sandbox/asset/${ledger.assetId}`,
      // Its programs' TEAL comes from a POST (not written into the page): the page hydrates once
      // its own answer is in.
      `/sandbox/application/${ledger.appId}`,
      `/sandbox/application/${ledger.appId}?tab=boxes`,
      `/sandbox/group/${encodeURIComponent(ledger.groupId)}`,
      `/sandbox/account/${ledger.funder}?tab=assets`,
    ]) {
      const html = await (await page.request.get(drawnUrl + path)).text();
      writtenAnswers(html);
      await page.goto(drawnUrl + path);
      await live(page);
      await expect(page.locator('main h1').first()).toBeVisible();
    }
    expect(noise.filter((n) => n.includes(HYDRATION_REDRAWN))).toEqual([]);
  });

  test('what the server does not draw comes as before: a screen without data of its own, the Browser network, a node that does not answer', async ({
    page,
  }) => {
    for (const path of ['/sandbox/compose', '/sandbox/accounts', '/settings', '/browser']) {
      const html = await (await page.request.get(drawnUrl + path)).text();
      expect(html, path).not.toContain(`id="${WRITTEN_ANSWERS_ID}"`);
      expect(html, path).toContain('<div id="root"></div>');
    }
    await page.goto(`${drawnUrl}/sandbox/compose`);
    await live(page);
    await expect(page.locator('main h1').first()).toBeVisible();

    // A node that does not answer: the page goes out undrawn (the app says so itself), in time.
    const dead = `http://127.0.0.1:${await deadPort()}`;
    const deadApp = await serveApp(
      APP_DIST,
      { sandbox: { ...e2eSandboxUrls(), algod: dead, indexer: dead } },
      0,
      { serverRender: true },
    );
    try {
      const html = await (await page.request.get(`${deadApp.url}/sandbox/account/${ledger.holder}`)).text();
      expect(html).not.toContain(`id="${WRITTEN_ANSWERS_ID}"`);
      expect(html).toContain('<div id="root"></div>');
      await page.goto(`${deadApp.url}/sandbox/account/${ledger.holder}`);
      await live(page);
      await expect(page.getByRole('alert').first()).toBeVisible({ timeout: 20_000 });
    } finally {
      await deadApp.close();
    }
  });
});
