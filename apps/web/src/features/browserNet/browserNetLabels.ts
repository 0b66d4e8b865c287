/** The Browser network's panel on its home: what it is, and its export / import / reset actions. */
export const BROWSER_NET_LABELS = {
  title: 'This network runs in your browser',
  about:
    'Its ledger, algod, indexer and kmd run in this app’s Service Worker. Blocks and kmd wallets are kept in this browser (IndexedDB) across reloads and restarts, and every tab of this app shares them.',
  export: 'Export network',
  exportHint: 'Save the whole network (genesis, every block, kmd wallets) as a file to share or keep.',
  exporting: 'Exporting…',
  exported: (fileName: string, size: string) => `Saved ${fileName} (${size}).`,
  import: 'Import network…',
  importFileLabel: 'Network file to import',
  importTitle: 'Replace the Browser network?',
  importDescription: (fileName: string) =>
    `Every block, account, application and kmd wallet of this network is replaced by the network in ${fileName}. Export first to keep a copy.`,
  importConfirm: 'Replace with this file',
  imported: (fileName: string) => `Imported the network from ${fileName}.`,
  reset: 'Reset network…',
  resetTitle: 'Reset the Browser network?',
  resetDescription:
    'Every block, account, application and kmd wallet of this network is deleted, and a fresh genesis starts with new funded accounts. Export first to keep a copy.',
  resetConfirm: 'Reset network',
  resetDone: 'The Browser network was reset: a fresh genesis with new funded accounts.',
  working: 'Working…',
  cancel: 'Cancel',
} as const;
