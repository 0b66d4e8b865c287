/** What the Browser network says to people: starting it, why it cannot start, and its admin actions. */
export const BROWSER_NET_MESSAGES = {
  starting: 'Starting the Browser network in this tab…',
  startingDetail:
    'Its ledger, algod, indexer and kmd load into this app’s Service Worker (once: about 250 kB from a server that compresses with brotli, 310 kB with gzip, 1.1 MB from one that does not compress), then replay the blocks kept in this browser, or make a fresh genesis the first time.',
  /** What the worker's start is doing (`BrowserNetStage`), shown under the detail once the start takes a moment. */
  stage: {
    evaluated: 'Its worker has loaded; its network starts next.',
    'waiting-for-lock':
      'Waiting for its store: another copy of its worker (an older version of this app, still open in a tab) is using it.',
    'opening-store': 'Opening its store in this browser (IndexedDB) and reading the blocks kept there…',
    genesis: 'Making a fresh genesis with funded accounts: the first start of this network in this browser…',
    replaying: 'Replaying the blocks kept in this browser…',
    kmd: 'Starting kmd with its wallets…',
    indexing: 'Starting its indexer: indexing every block…',
    ready: 'Its network has started; connecting this page to it…',
  },
  /** The progress bar of the stages that go block by block: its name, and its value as words (also shown beside it). */
  progress: { replaying: 'Blocks replayed', indexing: 'Blocks indexed' },
  blocksDone: (done: number, rounds: number) =>
    `${done.toLocaleString()} of ${rounds.toLocaleString()} block${rounds === 1 ? '' : 's'}`,
  startFailed: (reason: string) => `Its start failed: ${reason}`,
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
    fork: 'The Browser network was replaced by a fork of another network in another tab: this page now shows the fork, and a kmd wallet connected to the old one was disconnected.',
  },
  dismiss: 'Dismiss',
  adminFailed: (status: number, reason: string) => `The Browser network refused (HTTP ${status}): ${reason}`,
  corrupt: {
    title: 'The Browser network’s stored blocks are damaged',
    detail: (round: number, goodAfter: number) =>
      `Block ${round} of the blocks kept in this browser is damaged (its checksum fails or it is missing), yet ${goodAfter} whole block${goodAfter === 1 ? '' : 's'} follow${goodAfter === 1 ? 's' : ''} it: this is no interrupted write but damage, so the network did not start. Nothing has been changed.`,
    advice: (kept: number) =>
      `Export what is readable first (the genesis, kmd’s wallets${kept > 0 ? ` and rounds 1–${kept}` : ''}: a file this app or the Node sandbox imports), then repair or reset.`,
    export: (kept: number) => (kept > 0 ? `Export rounds 1–${kept}` : 'Export the genesis and wallets'),
    exported: (fileName: string) => `Saved ${fileName}.`,
    repair: (kept: number) => (kept > 0 ? `Repair: keep rounds 1–${kept}` : 'Repair: keep the genesis'),
    repairTitle: 'Repair the Browser network?',
    repairDescription: (round: number, goodAfter: number) =>
      `Deletes block ${round} and the ${goodAfter} block${goodAfter === 1 ? '' : 's'} after it, then starts the network from the ${round - 1} before ${round - 1 === 1 ? 'it' : 'them'}, replayed and checked. The transactions of the deleted blocks are lost. This cannot be undone.`,
    repairConfirm: 'Delete and repair',
    reset: 'Reset to a fresh genesis',
    resetTitle: 'Reset the Browser network?',
    resetDescription:
      'Deletes every block and kmd wallet of this network and starts a fresh genesis with new funded accounts. This cannot be undone.',
    resetConfirm: 'Reset',
    cancel: 'Cancel',
    working: 'Working…',
  },
} as const;
