/** Layering and cycles: web → core → algosdk; sandbox → algosdk. Neither core nor web may reach the sandbox. */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Import cycles make modules impossible to load or reason about one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-not-react',
      severity: 'error',
      comment: 'packages/core is framework-free.',
      from: { path: '^packages/core/' },
      to: { path: 'node_modules/(react|react-dom|react-router)/' },
    },
    {
      name: 'core-not-sandbox',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^packages/sandbox/' },
    },
    {
      name: 'web-not-sandbox',
      severity: 'error',
      comment: 'The web app talks to the sandbox over HTTP like to any node.',
      from: { path: '^apps/web/', pathNot: '^apps/web/serviceWorker/' },
      to: { path: '^packages/sandbox/' },
    },
    {
      name: 'worker-only-browser-sandbox',
      severity: 'error',
      comment: 'The Browser network’s Service Worker starts the sandbox through its browser entry only.',
      from: { path: '^apps/web/serviceWorker/' },
      to: { path: '^packages/sandbox/', pathNot: '^packages/sandbox/src/browser/startBrowserSandbox\\.ts$' },
    },
    {
      name: 'sandbox-not-core-or-web',
      severity: 'error',
      from: { path: '^packages/sandbox/', pathNot: '^packages/sandbox/(test/|src/.*\\.test\\.ts$)' },
      to: { path: '^(packages/core|apps/web)/' },
    },
    {
      name: 'sandbox-tests-sign-with-core',
      severity: 'error',
      comment:
        "The sandbox's tests sign post-quantum transactions with the client's Falcon signer (one " +
        'implementation, verified by the sandbox); nothing else of core or the app.',
      from: { path: '^packages/sandbox/(test/|src/.*\\.test\\.ts$)' },
      to: { path: '^(packages/core|apps/web)/', pathNot: '^packages/core/src/pq/falcon1024\\.ts$' },
    },
    {
      name: 'sandbox-node-builtins-only-in-node-files',
      severity: 'error',
      comment:
        'The sandbox runs in a browser too (startBrowserSandbox): node:* only in the Node side of its ports ' +
        '(platform/node, the file block log, wallet files, genesis files, the data dir files of a fork, the worker pool), its Node entry ' +
        'points (cli, startSandbox, http/serve and the connections it parses itself) and test helpers. Shared code reaches the platform through ' +
        '#platform/* (package.json "imports") or an injected store.',
      from: {
        path: '^packages/sandbox/src/',
        pathNot: [
          '^packages/sandbox/src/platform/node/',
          '^packages/sandbox/src/store/BlockLog[.]ts$',
          '^packages/sandbox/src/kmd/(WalletFiles|writeFileAtomic)[.]ts$',
          '^packages/sandbox/src/genesis/loadOrCreateGenesis[.]ts$',
          '^packages/sandbox/src/network/DataDirNetworkStorage[.]ts$',
          '^packages/sandbox/src/fork/(ForkCacheFile|openForkDir)[.]ts$',
          '^packages/sandbox/src/ledger/verify/SignaturePool[.]ts$',
          '^packages/sandbox/src/(cli|startSandbox)[.]ts$',
          '^packages/sandbox/src/http/(serve|fastConnections)[.]ts$',
          '[.]test[.]ts$',
          '/testing/',
          '^packages/sandbox/src/kmd/kmdTestKit[.]ts$',
        ],
      },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'core-not-web',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^apps/web/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules stay in the graph as leaves (doNotFollow), so rules on them (core-not-react) can fire.
    exclude: { path: '(^|/)dist/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
    combinedDependencies: true,
  },
};
