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
} as const;
