/** Texts of the Fund screen; tests assert these. */
export const FUND_LABELS = {
  title: 'Fund',
  intro:
    "Send Algo from this local network's dispenser (kmd's unencrypted-default-wallet, as AlgoKit LocalNet keeps it) to any address, or make a new account and fund it, in one click.",
  dispenser: 'Dispenser',
  findingDispenser: 'Looking for the dispenser in kmd…',
  fundTitle: 'Fund an address',
  address: 'Address',
  addressHint: 'Any Algorand address on this network.',
  amount: 'Amount (Algo)',
  fund: 'Fund',
  newTitle: 'Create and fund a new account',
  newIntro:
    'A new account is made in this browser, funded with the amount above, and its recovery phrase shown once.',
  createAndFund: 'Create and fund a new account',
  working: 'Signing with kmd…',
  newAddress: 'New account',
  phrase: 'Recovery phrase',
  phraseWarning:
    'Write this phrase down now: Sextant keeps it nowhere and will not show it again. It is a test account on a local network; never use it for real funds.',
  hidePhrase: 'I have saved it: hide the phrase',
  importKmd: 'Import into kmd',
  importHint: "Adds its key to kmd's unencrypted-default-wallet, so kmd can sign for it.",
  importing: 'Importing…',
  imported:
    "Imported into kmd's unencrypted-default-wallet: it can sign there and through the kmd wallet connection.",
  openAccount: 'Open its account page',
  unavailableTitle: 'No dispenser on this network',
  testnet: 'Get TestNet Algo from the TestNet dispenser:',
  testnetUrl: 'https://bank.testnet.algorand.network/',
  mainnet:
    'MainNet Algo are real money: there is no dispenser. Buy Algo from an exchange or get them from someone who has them.',
  otherNetwork:
    'Funding from a dispenser needs a local network whose kmd holds the unencrypted-default-wallet (the Sandbox or AlgoKit LocalNet).',
  ids: {
    dispenser: 'fund-dispenser',
    status: 'fund-status',
    error: 'fund-error',
    txid: (i: number) => `fund-txid-${i}`,
    newAddress: 'fund-new-address',
    phrase: 'fund-new-phrase',
    imported: 'fund-imported',
  },
} as const;
