/**
 * Every screen's route and the module that holds it. Plain data on purpose: the router turns each
 * entry into a lazily loaded route, and bench/bundle.ts reads the same table to size each route's
 * JavaScript from the Vite manifest (whose keys are these `module` paths).
 */
export interface RouteEntry {
  /** Path under its scope: `/:net/<path>` for network routes, `/<path>` for app routes; '' is the index. */
  path: string;
  scope: 'network' | 'app';
  /** Source file relative to apps/web; its main export is named after the file. */
  module: string;
  /**
   * The route's data declaration (a `RouteQueries`, its main export named after the file), beside
   * the feature's queries: what the page asks for first, started with its code (`prefetchRoute`).
   */
  queries?: string;
}

const Q = 'src/features/explore/queries';

export const ROUTE_TABLE: readonly RouteEntry[] = [
  {
    scope: 'network',
    path: '',
    module: 'src/features/explore/pages/NetworkHomePage.tsx',
    queries: `${Q}/homeRouteQueries.ts`,
  },
  { scope: 'network', path: 'accounts', module: 'src/features/accounts/pages/AccountsPage.tsx' },
  {
    scope: 'network',
    path: 'account/:address',
    module: 'src/features/accounts/pages/AccountPage.tsx',
    queries: `${Q}/accountRouteQueries.ts`,
  },
  { scope: 'network', path: 'assets', module: 'src/features/assets/pages/AssetsPage.tsx' },
  {
    scope: 'network',
    path: 'asset/:id',
    module: 'src/features/assets/pages/AssetPage.tsx',
    queries: `${Q}/assetRouteQueries.ts`,
  },
  { scope: 'network', path: 'applications', module: 'src/features/applications/pages/ApplicationsPage.tsx' },
  {
    scope: 'network',
    path: 'application/:id',
    module: 'src/features/applications/pages/ApplicationPage.tsx',
    queries: `${Q}/applicationRouteQueries.ts`,
  },
  { scope: 'network', path: 'transactions', module: 'src/features/transactions/pages/TransactionsPage.tsx' },
  {
    scope: 'network',
    path: 'transaction/:txid',
    module: 'src/features/transactions/pages/TransactionPage.tsx',
    queries: `${Q}/transactionRouteQueries.ts`,
  },
  { scope: 'network', path: 'blocks', module: 'src/features/blocks/pages/BlocksPage.tsx' },
  {
    scope: 'network',
    path: 'block/:round',
    module: 'src/features/blocks/pages/BlockPage.tsx',
    queries: `${Q}/blockRouteQueries.ts`,
  },
  {
    scope: 'network',
    path: 'group/:id',
    module: 'src/features/blocks/pages/GroupPage.tsx',
    queries: `${Q}/groupRouteQueries.ts`,
  },
  { scope: 'network', path: 'compose', module: 'src/features/compose/pages/ComposePage.tsx' },
  { scope: 'network', path: 'multisig', module: 'src/features/multisig/pages/MultisigPage.tsx' },
  { scope: 'network', path: 'logicsig', module: 'src/features/logicsig/pages/LogicSigPage.tsx' },
  { scope: 'network', path: 'contracts', module: 'src/features/contracts/pages/ContractsPage.tsx' },
  { scope: 'network', path: 'debug', module: 'src/features/debug/pages/DebugPage.tsx' },
  { scope: 'app', path: 'tools/mnemonic', module: 'src/features/tools/pages/MnemonicToolPage.tsx' },
  { scope: 'app', path: 'tools/decode', module: 'src/features/tools/pages/DecodeToolPage.tsx' },
  { scope: 'app', path: 'tools/sign-data', module: 'src/features/tools/pages/SignDataToolPage.tsx' },
  { scope: 'app', path: 'settings', module: 'src/features/settings/pages/SettingsPage.tsx' },
  { scope: 'app', path: '*', module: 'src/features/errors/pages/NotFoundPage.tsx' },
];

export const NOT_FOUND_MODULE = 'src/features/errors/pages/NotFoundPage.tsx';

/** The route a visitor lands on first (`/` redirects to the last network's home). */
export const FIRST_ROUTE: RouteEntry = ROUTE_TABLE[0]!;

/** `/:net/account/:address` style, for people and the bench. */
export function routePattern(entry: RouteEntry): string {
  if (entry.scope === 'app') return `/${entry.path}`;
  return entry.path === '' ? '/:net' : `/:net/${entry.path}`;
}
