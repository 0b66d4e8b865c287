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

const FEATURES = 'src/features';

/** A screen under `/:net/`: its page (under src/features) and its route data (in explore/queries). */
function networkRoute(path: string, page: string, queries?: string): RouteEntry {
  return {
    scope: 'network',
    path,
    module: `${FEATURES}/${page}.tsx`,
    ...(queries !== undefined && { queries: `${FEATURES}/explore/queries/${queries}.ts` }),
  };
}

/** A screen outside any network (tools, settings). */
function appRoute(path: string, page: string): RouteEntry {
  return { scope: 'app', path, module: `${FEATURES}/${page}.tsx` };
}

export const ROUTE_TABLE: readonly RouteEntry[] = [
  networkRoute('', 'explore/pages/NetworkHomePage', 'homeRouteQueries'),
  networkRoute('accounts', 'accounts/pages/AccountsPage'),
  networkRoute('account/:address', 'accounts/pages/AccountPage', 'accountRouteQueries'),
  networkRoute('assets', 'assets/pages/AssetsPage'),
  networkRoute('asset/:id', 'assets/pages/AssetPage', 'assetRouteQueries'),
  networkRoute('applications', 'applications/pages/ApplicationsPage'),
  networkRoute('application/:id', 'applications/pages/ApplicationPage', 'applicationRouteQueries'),
  networkRoute('transactions', 'transactions/pages/TransactionsPage'),
  networkRoute('transaction/:txid', 'transactions/pages/TransactionPage', 'transactionRouteQueries'),
  networkRoute('blocks', 'blocks/pages/BlocksPage'),
  networkRoute('block/:round', 'blocks/pages/BlockPage', 'blockRouteQueries'),
  networkRoute('group/:id', 'blocks/pages/GroupPage', 'groupRouteQueries'),
  networkRoute('compose', 'compose/pages/ComposePage'),
  networkRoute('multisig', 'multisig/pages/MultisigPage'),
  networkRoute('logicsig', 'logicsig/pages/LogicSigPage'),
  networkRoute('pq', 'pq/pages/PQAccountsPage'),
  networkRoute('contracts', 'contracts/pages/ContractsPage'),
  networkRoute('debug', 'debug/pages/DebugPage'),
  networkRoute('fund', 'fund/pages/FundPage'),
  networkRoute('log', 'sessionLog/pages/SessionLogPage'),
  appRoute('tools/mnemonic', 'tools/pages/MnemonicToolPage'),
  appRoute('tools/decode', 'tools/pages/DecodeToolPage'),
  appRoute('tools/sign-data', 'tools/pages/SignDataToolPage'),
  appRoute('settings', 'settings/pages/SettingsPage'),
  appRoute('*', 'errors/pages/NotFoundPage'),
];

export const NOT_FOUND_MODULE = 'src/features/errors/pages/NotFoundPage.tsx';

/** The route a visitor lands on first (`/` redirects to the last network's home). */
export const FIRST_ROUTE: RouteEntry = ROUTE_TABLE[0]!;

/** `/:net/account/:address` style, for people and the bench. */
export function routePattern(entry: RouteEntry): string {
  if (entry.scope === 'app') return `/${entry.path}`;
  return entry.path === '' ? '/:net' : `/:net/${entry.path}`;
}
