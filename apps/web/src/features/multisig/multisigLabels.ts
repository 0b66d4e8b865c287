/** Every label and sentence of `/:net/multisig`; tests assert on these. */
export const MULTISIG_LABELS = {
  title: 'Multisig',
  intro:
    'Build a multisig account from its members, then collect signatures in turns: each signer adds theirs with kmd or a connected wallet, bundles move as a file or a link (the data stays in the link\u2019s fragment and is never uploaded), and once enough have signed, send.',

  // Account builder.
  accountTitle: 'Multisig account',
  name: 'Name',
  namePlaceholder: 'Treasury',
  version: 'Version',
  threshold: 'Threshold',
  thresholdHint: (count: number) => `Signatures needed, of ${count}`,
  addresses: 'Member addresses, in order',
  addressN: (n: number) => `Member ${n}`,
  addAddress: 'Add member',
  removeAddress: (n: number) => `Remove member ${n}`,
  moveUp: (n: number) => `Move member ${n} up`,
  moveDown: (n: number) => `Move member ${n} down`,
  orderMatters: 'The order is part of the account: the same members in another order are another account.',
  accountAddress: 'Multisig address',
  incomplete: 'Fill in the members to see the address.',
  save: 'Save',
  saved: (name: string) => `Saved as \u201c${name}\u201d.`,
  nameNeeded: 'Give the account a name to save it.',
  savedTitle: 'Saved accounts',
  savedNone: 'No saved accounts on this network yet. Saved accounts hold only public data.',
  load: 'Use',
  remove: (name: string) => `Delete ${name}`,
  startSession: 'Start a signing session',
  ofMembers: (threshold: number, count: number) => `\u00b7 ${threshold} of ${count}`,

  // Sessions kept in this browser.
  storedTitle: 'Sessions on this network',
  storedNone: 'Signing sessions you open are kept here, in this browser, until you delete them.',
  storedSummary: (count: number, ready: number) =>
    `${count === 1 ? '1 transaction' : `${count} transactions`} \u00b7 ${ready} of ${count} fully signed`,
  openSession: 'Open',
  deleteSession: (address: string) => `Delete the session for ${address}`,

  // Session.
  sessionTitle: 'Signing session',
  importTitle: 'Import a group or a bundle',
  importIntro:
    'Paste or open the unsigned transactions (as goal clerk send -o writes them) or a bundle someone sent you.',
  importInput: 'Group or bundle (base64 or hex)',
  importPlaceholder: 'gqRtc2lng6ZzdWJzaWeT…',
  chooseFile: 'Open a file',
  dropHint: 'or drop a bundle or transaction file here',
  fileRead: (name: string, bytes: number) => `Read ${name} (${bytes} bytes).`,
  importButton: 'Import',
  needsAccount: (sender: string) =>
    `These transactions are sent by ${sender}. Build or pick the multisig account with that address above, then import again.`,
  senderNotAccount: (position: number, sender: string, account: string) =>
    `Transaction ${position} is sent by ${sender}, not by the multisig account ${account}; it can only be sent if that account is rekeyed to this one.`,
  sessionFor: 'Account',
  newSession: 'Close session',
  progress: (have: number, need: number) => `${have} of ${need} signatures`,
  allMet: 'Every transaction has enough signatures.',
  members: 'Members',
  txid: 'Transaction id',
  sender: 'Sender',
  fee: 'Fee',
  validRounds: 'Valid rounds',
  transaction: (position: number, type: string) => `Transaction ${position} · ${type}`,

  // Signing.
  signTitle: 'Add a signature',
  withWallet: 'With the connected wallet',
  withKmd: 'With a kmd wallet',
  signAsMember: (position: number, via: string) => `Sign as member ${position} with ${via}`,
  noKmd: 'This network has no kmd configured (Settings).',
  loadAddresses: 'Unlock and list members',
  noMemberInWallet: 'This wallet holds none of the multisig account\u2019s members.',
  walletIsKmd: (positions: readonly number[]) =>
    `The connected kmd wallet holds member${positions.length === 1 ? '' : 's'} ${positions.join(', ')}: sign as ${positions.length === 1 ? 'it' : 'them'} under “With a kmd wallet” below.`,
  walletNotMember: 'The connected wallet holds none of this account\u2019s members, so it cannot sign here.',
  noWallet: 'Connect a wallet to sign with it here (when it holds a member\u2019s key).',
  signedBy: (address: string) => `Signed by ${address}.`,

  // Merge.
  mergeTitle: 'Merge another signer\u2019s bundle',
  mergeInput: 'Their bundle (base64 or hex)',
  mergeButton: 'Merge',
  merged: (added: number) =>
    added === 1 ? 'Merged: 1 signature added.' : `Merged: ${added} signatures added.`,

  // Export.
  exportTitle: 'Pass it on',
  exportIntro:
    'Send the next signer this link or file. The bundle is inside the link after the #, which browsers never send to a server.',
  link: 'Link',
  downloadFile: 'Download bundle file',
  bundleBase64: 'Bundle (base64)',

  // Send.
  sendTitle: 'Send',
  send: 'Send',
  notYet: 'Send becomes available when every transaction has enough signatures.',

  // What became of a session's group (a link opened after the send).
  sentCommitted: (round: string) =>
    `This group was already sent: committed in round ${round}. There is nothing left to sign.`,
  sentPending: 'This group was already sent and waits in the node\u2019s pool to be committed.',
  sentExpired: (lastValid: string, round: string) =>
    `This group can no longer be sent: its last valid round ${lastValid} has passed (the network is at round ${round}). Build it again with new rounds.`,
  sentUnknown: 'Whether this group was already sent could not be checked; signing stays open.',
  viewSent: 'View the transaction',
} as const;

export const MULTISIG_TEST_IDS = {
  sentState: 'msig-sent-state',
  address: 'msig-address',
  builderError: 'msig-builder-error',
  sessionAccount: 'msig-session-account',
  importError: 'msig-import-error',
  storeError: 'msig-store-error',
  storedSessions: 'msig-stored-sessions',
  progress: (index: number) => `msig-progress-${index}`,
  txn: (index: number) => `msig-txn-${index}`,
  signError: 'msig-sign-error',
  kmdError: 'msig-kmd-error',
  walletCannot: 'msig-wallet-cannot',
  signNote: 'msig-sign-note',
  mergeError: 'msig-merge-error',
  mergeNote: 'msig-merge-note',
  link: 'msig-link',
  bundleBase64: 'msig-bundle-base64',
  sendStatus: 'msig-send-status',
  sendError: 'msig-send-error',
  txidLink: (index: number) => `msig-txid-link-${index}`,
} as const;
