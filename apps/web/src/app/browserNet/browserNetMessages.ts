/** What the Browser network says to people: starting it, why it cannot start, and its admin actions. */
export const BROWSER_NET_MESSAGES = {
  starting: 'Starting the Browser network in this tab…',
  startingDetail:
    'Its ledger, algod, indexer and kmd load into this app’s Service Worker (once: about 250 kB from a server that compresses with brotli, 310 kB with gzip, 1.1 MB from one that does not compress), then replay the blocks kept in this browser, or make a fresh genesis the first time.',
  unsupported:
    'This browser cannot run the Browser network here: it needs Service Workers, which browsers offer only on https:// pages and on this computer (localhost), and not in some private windows.',
  hardReload:
    'This page was loaded with a hard reload (Shift+Reload or Ctrl+F5), which skips the Browser network’s worker, so its network cannot answer. Reload the page normally (F5 or ⌘R) to reach it.',
  didNotStart: (reason: string) => `The Browser network’s worker did not start: ${reason}`,
  noAnswerWithin: (ms: number) => `its network did not answer within ${Math.round(ms / 1000)} s`,
  reload: 'Reload the page',
  replacedElsewhere: {
    reset:
      'The Browser network was reset in another tab: this page now shows its fresh genesis, and a kmd wallet connected to the old one was disconnected.',
    import:
      'The Browser network was replaced by an imported file in another tab: this page now shows that network, and a kmd wallet connected to the old one was disconnected.',
  },
  dismiss: 'Dismiss',
  adminFailed: (status: number, reason: string) => `The Browser network refused (HTTP ${status}): ${reason}`,
} as const;
