/**
 * Every label and sentence of `/tools/decode`. Other features' tests (the wallet specs sign a
 * pasted group here) code against these and the test ids below, so keep them stable.
 */
export const DECODE_LABELS = {
  title: 'Decode transactions',
  intro:
    'Paste a transaction, signed transaction or group as base64 or hex, or open the file goal writes (goal clerk send -o). Nothing leaves this browser until you press Send.',
  input: 'Transactions (base64 or hex)',
  inputPlaceholder: 'gqNzaWfEQ… or 82a3736967c440…',
  chooseFile: 'Open a file',
  dropHint: 'or drop a .txn, .stxn or .msgp file here',
  fileRead: (name: string, bytes: number) => `Read ${name} (${bytes} bytes).`,
  decode: 'Decode',
  clear: 'Clear',
  decodedCount: (n: number) => (n === 1 ? '1 transaction' : `${n} transactions`),
  group: 'Group',
  transactionHeading: (position: number, type: string) => `Transaction ${position} · ${type}`,

  // Fields of one transaction.
  txid: 'Transaction id',
  type: 'Type',
  sender: 'Sender',
  fee: 'Fee',
  firstValid: 'First valid round',
  lastValid: 'Last valid round',
  genesisID: 'Genesis id',
  genesisHash: 'Genesis hash',
  groupId: 'Group id',
  lease: 'Lease',
  rekeyTo: 'Rekey to',
  noteText: 'Note (text)',
  noteBase64: 'Note (base64)',
  signature: 'Signature',
  authAddress: 'Signed by (auth address)',
  envelope: 'Encoding',
  envelopeTransaction: 'bare transaction',
  envelopeSigned: 'signed transaction envelope',

  // Signature kinds.
  sigNone: 'Not signed',
  sigSingle: 'Single signature',
  sigMultisig: (threshold: number, of: number, signed: number) =>
    `Multisig ${threshold} of ${of}: ${signed} signed`,
  sigLogic: 'Logic signature (contract account)',
  sigLogicDelegated: 'Delegated logic signature',
  multisigSigners: 'Multisig members',
  logicProgram: 'Program (base64)',
  logicArgs: 'Arguments',

  // And back.
  exportTitle: 'Export',
  exportIntro: 'The bytes as decoded, or the transactions without signatures (for goal clerk sign).',
  asBase64: 'Base64',
  asHex: 'Hex',
  downloadAsDecoded: 'Download as decoded (.msgp)',
  downloadUnsigned: 'Download unsigned (.txn)',
  unsignedBase64: 'Unsigned, base64',

  // Edit as JSON and encode back.
  jsonTitle: 'Edit as JSON',
  jsonIntro:
    'The same transactions with the wire’s field names (snd, rcv, amt…). Change them and encode back to bytes; a signature no longer matches an edited transaction.',
  jsonInput: 'Transactions as JSON',
  encode: 'Encode to bytes',
  encoded: 'Encoded (base64)',
  useEncoded: 'Decode this instead',

  // Sign and send.
  actionsTitle: 'Sign and send',
  signWithWallet: 'Sign with connected wallet',
  signing: 'Waiting for the wallet…',
  noWallet: 'Connect a wallet to sign these transactions here.',
  walletSigns: (label: string, count: number) =>
    `${label} can sign ${count === 1 ? '1 transaction' : `${count} transactions`} of these.`,
  nothingForWallet:
    'None of the unsigned transactions is sent by (or authorised by) an account of the connected wallet.',
  walletSignedNothing: 'The wallet returned no signatures.',
  signedTxn: (position: number) => `Signed transaction ${position} (base64)`,
  signedGroup: 'Signed group (base64)',
  send: 'Send',
  sendTo: (network: string) => `Sends to ${network}.`,
  notFullySigned: (missing: number) =>
    `${missing === 1 ? '1 transaction is' : `${missing} transactions are`} not signed yet; Send needs every transaction signed.`,
} as const;

/** data-testid values, stable for other specs. */
export const DECODE_TEST_IDS = {
  input: 'decode-input',
  file: 'decode-file',
  error: 'decode-error',
  count: 'decode-count',
  txn: (index: number) => `decode-txn-${index}`,
  field: (index: number, field: string) => `decode-${index}-${field}`,
  signedTxn: (index: number) => `decode-signed-txn-${index}`,
  signedGroup: 'decode-signed-group',
  signError: 'decode-sign-error',
  sendError: 'decode-send-error',
  sendStatus: 'decode-send-status',
  txidLink: (index: number) => `decode-txid-link-${index}`,
  exportBase64: 'decode-export-base64',
  exportHex: 'decode-export-hex',
  exportUnsigned: 'decode-export-unsigned',
  json: 'decode-json',
  jsonEncoded: 'decode-json-encoded',
  jsonError: 'decode-json-error',
} as const;
