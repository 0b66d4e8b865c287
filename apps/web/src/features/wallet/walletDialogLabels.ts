/**
 * The wallet dialog's and accounts panel's words (the lazily loaded part). Specs read them all
 * through WALLET_LABELS in walletLabels.ts.
 */
export type WalletProviderId = 'pera' | 'defly' | 'lute' | 'kibisis' | 'kmd' | 'mnemonic';

export const WALLET_PROVIDER_NAMES: Readonly<Record<WalletProviderId, string>> = {
  pera: 'Pera',
  defly: 'Defly',
  lute: 'Lute',
  kibisis: 'Kibisis',
  kmd: 'KMD',
  mnemonic: 'Mnemonic',
};

export const WALLET_PROVIDER_HINTS: Readonly<Record<WalletProviderId, string>> = {
  pera: 'Mobile wallet: scan the QR code with Pera.',
  defly: 'Mobile wallet: scan the QR code with Defly.',
  lute: 'Web wallet: opens lute.app in a new window.',
  kibisis: 'Browser extension (ARC-27).',
  kmd: 'The node’s key daemon: a wallet name and its password.',
  mnemonic:
    'A 25-word recovery phrase. Test networks only; kept only in this page’s memory, unless you tick “Remember on this device”.',
};

export const WALLET_DIALOG_LABELS = {
  dialogTitle: 'Wallet',
  dialogIntroDisconnected: (network: string) => `Connect a wallet to sign on ${network}.`,
  dialogIntroConnected: (provider: string, network: string) => `${provider} is connected on ${network}.`,
  close: 'Close',
  providersHeading: 'Choose a wallet',
  providerButton: (name: string) => `Connect ${name}`,
  noProviders: 'No wallet can be offered on this network.',
  loading: 'Loading wallets…',

  kmdWalletName: 'Wallet name',
  kmdPassword: 'Password',
  kmdConnect: 'Connect to KMD',
  mnemonicPhrase: 'Recovery phrase (25 words)',
  mnemonicConnect: 'Connect with this phrase',
  mnemonicRemember: 'Remember on this device',
  /** The note under the box says what its state does now (unticked by default). */
  mnemonicRememberHint: (remember: boolean) =>
    remember
      ? 'Ticked: the phrase is stored unencrypted in this browser so a reload stays connected, until you disconnect. Test networks only: never for an account that holds real Algos.'
      : 'Not ticked: the phrase stays in this page’s memory only and is gone on reload. Ticking it stores the phrase unencrypted in this browser (test networks only).',
  back: 'Back',
  connecting: 'Waiting for the wallet…',
  cancel: 'Cancel',

  accountsHeading: 'Accounts',
  active: 'Active',
  useAccount: 'Use this account',
  address: 'address',
  balance: 'Balance',
  balanceUnknown: '—',
  openAccount: 'Open account page',
  disconnect: 'Disconnect',

  passwordTitle: 'KMD password',
  passwordIntro: (wallet: string) => `Enter the password of the kmd wallet “${wallet}” to sign.`,
  passwordSubmit: 'Sign',

  errorTitle: 'The wallet did not connect',
} as const;
