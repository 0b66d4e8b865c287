import type { Page } from '@playwright/test';
import { EARLY_REQUESTS_GLOBAL, EARLY_REQUESTS_ID } from '../packages/core/src/http/earlyRequests';
import { e2eEnv } from './support/e2eEnv';
import { fillExplorerLedger, type ExplorerLedger } from './support/explorerLedger';
import { expect, test } from './support/fixtures';

let ledger: ExplorerLedger;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  ledger = await fillExplorerLedger({
    algod: e2eEnv('algodUrl'),
    kmd: e2eEnv('kmdUrl'),
    token: e2eEnv('token'),
  });
});

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
  const html = await (await page.request.get(path)).text();
  const early = new RegExp(`<script type="application/json" id="${EARLY_REQUESTS_ID}">(.*?)</script>`).exec(
    html,
  );
  expect(early, 'the HTML lists the first requests').not.toBeNull();
  const urls = (JSON.parse(early![1]!) as { url: string }[]).map((r) => r.url);
  expect(urls).toHaveLength(listed.length);
  for (const pattern of listed) expect(urls.some((u) => pattern.test(u))).toBe(true);

  const asked: string[] = [];
  page.on('request', (r) => asked.push(r.url()));
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(entry, "the app's entry script").toBeDefined();
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${entry!}`, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
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
  const html = await (await page.request.get('/sandbox/accounts')).text();
  expect(html).not.toContain(`id="${EARLY_REQUESTS_ID}"`);
  await page.goto(`/sandbox/account/${ledger.holder}?tab=assets`);
  await expect(page.getByTestId('holding-row')).toContainText(ledger.assetName);
});
