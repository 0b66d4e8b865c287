/** Texts of the kmd wallet fields every signing screen shares; tests assert these. */
export const KMD_FIELD_LABELS = {
  wallet: 'kmd wallet',
  choose: 'Choose a wallet',
  password: 'Wallet password',
  passwordRemembered: 'Filled in: this wallet opened with it earlier in this session (kept in memory only).',
  loading: 'Asking kmd for its wallets…',
  none: 'kmd has no wallets.',
  /** LocalNet's wallet, picked first when kmd has it. */
  defaultWallet: 'unencrypted-default-wallet',
} as const;
