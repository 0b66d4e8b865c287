export const FORK_LABELS = {
  title: 'Fork into a local sandbox',
  intro: (name: string) =>
    `Run a local sandbox that reads ${name}’s real state as it is touched: accounts, assets, apps and boxes come from this network the first time, and every transaction you send stays on your machine. Impersonate any account, snapshot and revert: nothing you do there reaches this network.`,
  orStart: 'Or with the app served beside it:',
  sandboxWhat: 'the sandbox command',
  startWhat: 'the npm start command',
  token: 'Put this node’s API token in place of YOUR_ALGOD_TOKEN.',
  limits:
    'The fork starts at this network’s latest round with its genesis id, so wallets’ transactions are accepted. It has no history before that round and does not see changes made here after it first read something.',
  inTab: 'Fork in this tab',
  inTabIntro:
    'Or fork it into the Browser network, in this tab: no install. This browser reads the network directly, so its node must allow requests from this page (CORS); the fork is kept in this browser across reloads.',
  inTabTitle: (name: string) => `Fork ${name} in this tab?`,
  inTabDescription: (name: string) =>
    `The Browser network (its blocks, accounts, apps and kmd wallets) is replaced by a fork of ${name} at its latest round. Export it first to keep a copy.`,
  inTabConfirm: 'Replace with the fork',
  inTabWorking: 'Forking…',
  cancel: 'Cancel',
} as const;
