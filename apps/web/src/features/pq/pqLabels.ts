/** Words of the post-quantum accounts screen and of the signers it adds elsewhere. */
export const PQ_LABELS = {
  title: 'Post-quantum accounts',
  intro:
    'Falcon-1024 accounts (consensus v42): the address is SHA-512/256("PQA" ‖ "f1" ‖ salt ‖ public key), ' +
    'each signature carries the public key, and a Falcon-signed transaction costs three minimum fees. Keys ' +
    'stay in this tab’s memory until you reload; export the key file to keep one.',
  create: 'Create Falcon-1024 account',
  creating: 'Generating a Falcon-1024 key…',
  import: 'Import key file',
  importHint: 'Import takes the post-quantum key file of go-algorand’s algokey pq, the format Export saves.',
  held: 'Keys in this tab',
  none: 'No post-quantum account in this tab yet.',
  address: 'Address',
  salt: 'Salt',
  saltNote: (salt: number) =>
    salt === 0 ? '0 (the first address is off the Ed25519 curve)' : `${salt} (lower salts land on the curve)`,
  publicKey: 'Public key',
  publicKeySize: (bytes: number) => `${bytes} bytes, Falcon-1024`,
  exportKey: 'Export key file',
  forget: 'Forget',
  fund: 'Fund 10 Algo',
  funding: 'Funding…',
  compose: 'Send from it',
  mainnetNote: 'MainNet: inspect only. Signing with a key held in the page is offered on test networks.',
  signWith: (label: string) => `Sign with ${label}`,
  keyLabel: (address: string) => `Falcon key · ${address.slice(0, 6)}…${address.slice(-4)}`,
  fileName: (address: string) => `${address.slice(0, 8)}.pq`,
  ids: {
    card: 'pq-account',
    feeShort: 'pq-fee-short',
    address: 'pq-address',
    salt: 'pq-salt',
    error: 'pq-error',
    status: 'pq-fund-status',
    txid: (i: number) => `pq-fund-txid-${i}`,
  },
} as const;
