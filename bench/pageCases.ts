import { ACCOUNT_LABELS } from '../apps/web/src/features/accounts/accountLabels';
import { APPLICATION_LABELS } from '../apps/web/src/features/applications/applicationLabels';
import type { BareScript } from './barePage';
import { PAGES_ASSETS, type PagesLedger } from './pagesLedger';

/** A page to load, the in-page test that it shows its data (run on every animation frame), and its bare twin. */
export interface PageCase {
  name: string;
  path: string;
  ready: string;
  readyText: string;
  bare: BareScript;
}

const has = (testId: string) => `document.querySelector('[data-testid=${JSON.stringify(testId)}]') !== null`;
const rows = (testId: string, n = 1) =>
  `document.querySelectorAll('[data-testid="${testId}"]').length >= ${n}`;
const noLoading = `document.querySelector('[data-state="loading"]') === null`;
/** Every asset amount on the page in its asset's unit (the asset's params have arrived). */
const unitsKnown = `[...document.querySelectorAll('[data-testid="asset-amount"]')].every((e) => !e.textContent.includes('× asset'))`;

/** The bare twin of an asset-amount: each distinct asset of the rows, asked for at once. */
const bareAssetsOf = (rowsVar: string) => `
  const ids = [...new Set(${rowsVar}.flatMap((t) => [t['asset-transfer-transaction']?.['asset-id'], t['asset-config-transaction']?.['asset-id']]).filter((id) => id))];
  const assets = await Promise.all(ids.map((id) => idx('/v2/assets/' + id + '?include-all=true')));
  for (const a of assets) show(a.asset.index + ' ' + a.asset.params['unit-name']);`;

export function pageCases(f: PagesLedger): PageCase[] {
  const assetsTab = ACCOUNT_LABELS.tabs.assets(BigInt(PAGES_ASSETS));
  return [
    {
      name: 'home',
      path: '/sandbox',
      ready: [
        `/^\\d+$/.test(document.querySelector('[data-testid="home-last-round"]')?.textContent.replace(/\\D*/, '') ?? '')`,
        rows('txn-row', 8),
        rows('latest-block', 8),
        noLoading,
      ].join(' && '),
      readyText: 'last round, 8 latest transactions and 8 latest blocks',
      bare: `
        const status = await alg('/v2/status');
        show('round ' + status['last-round']);
        const r = BigInt(status['last-round']);
        const [blocks, txns] = await Promise.all([
          idx('/v2/block-headers?min-round=' + (r - 7n) + '&limit=8'),
          idx('/v2/transactions?min-round=' + (r - 3n) + '&limit=1000'),
        ]);
        for (const b of blocks.blocks) show('block ' + b.round);
        for (const t of txns.transactions.slice(-8)) show('txn ' + t.id);`,
    },
    {
      name: 'account',
      path: `/sandbox/account/${f.holder}`,
      ready: [
        has('account-balance'),
        rows('txn-row', 25),
        `[...document.querySelectorAll('[role="tab"]')].some((t) => t.textContent === ${JSON.stringify(assetsTab)})`,
        unitsKnown,
        noLoading,
      ].join(' && '),
      readyText: `balance, 25 transaction rows (each asset amount in its unit) and the "${assetsTab}" tab`,
      bare: `
        const [account, txns] = await Promise.all([
          idx('/v2/accounts/${f.holder}?exclude=all'),
          idx('/v2/accounts/${f.holder}/transactions?limit=25'),
        ]);
        show('balance ' + account.account.amount + ', assets ' + account.account['total-assets-opted-in']);
        for (const t of txns.transactions) show('txn ' + t.id);
        ${bareAssetsOf('txns.transactions')}`,
    },
    {
      name: 'asset',
      path: `/sandbox/asset/${f.assetId}`,
      ready: [has('asset-total'), rows('holder-row', 2), noLoading].join(' && '),
      readyText: 'total and 2 holder rows',
      bare: `
        const [asset, holders] = await Promise.all([
          idx('/v2/assets/${f.assetId}'),
          idx('/v2/assets/${f.assetId}/balances?limit=25'),
        ]);
        show('total ' + asset.asset.params.total);
        for (const h of holders.balances) show('holder ' + h.address);`,
    },
    {
      name: 'application',
      path: `/sandbox/application/${f.appId}`,
      ready: [
        has('param-application-id'),
        rows('txn-row', 5),
        `(document.querySelector('[data-testid=${JSON.stringify(`program-${APPLICATION_LABELS.approval}`)}]')?.textContent ?? '').includes('#pragma')`,
        noLoading,
      ].join(' && '),
      readyText: 'id, 5 transaction rows and the approval program as TEAL',
      bare: `
        const [app, txns] = await Promise.all([
          idx('/v2/applications/${f.appId}'),
          idx('/v2/transactions?application-id=${f.appId}&limit=25'),
        ]);
        for (const t of txns.transactions) show('txn ' + t.id);
        const teal = await Promise.all(['approval-program', 'clear-state-program'].map((k) =>
          alg('/v2/teal/disassemble', { method: 'POST', body: Uint8Array.from(atob(app.application.params[k]), (c) => c.charCodeAt(0)), headers: { 'Content-Type': 'application/x-binary' } })));
        for (const t of teal) show(t.result);`,
    },
    {
      name: 'transaction',
      path: `/sandbox/transaction/${f.paymentTxid}`,
      ready: [has('param-transaction-id'), has('note-value'), noLoading].join(' && '),
      readyText: 'id and note',
      bare: `
        const t = await idx('/v2/transactions/${f.paymentTxid}');
        show(t.transaction.id + ' ' + t.transaction.note);`,
    },
    {
      name: 'block',
      path: `/sandbox/block/${f.paymentRound}`,
      ready: [has('param-round'), rows('txn-row', 1), noLoading].join(' && '),
      readyText: 'round and its transaction row',
      bare: `
        const b = await idx('/v2/blocks/${f.paymentRound}');
        show('round ' + b.round);
        for (const t of b.transactions) show('txn ' + t.id);`,
    },
  ];
}
