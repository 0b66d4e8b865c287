/** Every label and sentence of `/tools/mnemonic`; tests assert on these. */
export const MNEMONIC_LABELS = {
  title: 'Recovery phrases',
  intro:
    'Convert between a 25-word recovery phrase, its secret key and its address, or a kmd master derivation key and its phrase. Everything stays on this page: nothing is stored or sent, and it is cleared when you leave.',
  tabs: 'Conversions',
  tabPhrase: 'Phrase',
  tabKey: 'Secret key',
  tabMdk: 'Master key',
  tabGenerate: 'Generate',

  phrase: 'Recovery phrase (25 words)',
  phrasePlaceholder: 'abandon ability able about …',
  secretKey: 'Secret key (base64 or hex, 64 or 32 bytes)',
  mdk: 'Master derivation key (base64 or hex, 32 bytes)',
  mdkPhrase: 'Master derivation key phrase (25 words)',
  convert: 'Convert',
  clear: 'Clear',
  reveal: 'Reveal',
  hide: 'Hide',
  revealWhat: (what: string) => `Reveal ${what}`,
  hideWhat: (what: string) => `Hide ${what}`,
  hidden: '•••• hidden ••••',

  address: 'Address',
  outSecretKey: 'Secret key (base64)',
  outSecretKeyHex: 'Secret key (hex)',
  outPhrase: 'Recovery phrase',
  outMdk: 'Master derivation key (base64)',
  outMdkPhrase: 'Master derivation key phrase',
  wordCount: (n: number) => (n === 1 ? '1 word' : `${n} words`),
  notInList: (words: readonly string[]) => `Not in the list: ${words.map((w) => `“${w}”`).join(', ')}`,

  generate: 'Generate a new account',
  generateAgain: 'Generate another',
  generateNote:
    'A new key is made in this browser from its secure random source. Write the phrase down; it is the only way back to this account.',
  phraseToMdk: 'Phrase → master derivation key',
  mdkToPhrase: 'Master derivation key → phrase',
} as const;

export const MNEMONIC_TEST_IDS = {
  error: 'mnemonic-error',
  address: 'mnemonic-address',
  secretKey: 'mnemonic-secret-key',
  secretKeyHex: 'mnemonic-secret-key-hex',
  phrase: 'mnemonic-phrase',
  mdk: 'mnemonic-mdk',
  mdkPhrase: 'mnemonic-mdk-phrase',
} as const;
