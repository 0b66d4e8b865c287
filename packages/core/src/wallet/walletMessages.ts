/**
 * What Sextant says when a wallet refuses or fails, and what to do about it. The wallet's own words
 * are added after these sentences (see WalletError), so people see both.
 */
export const WALLET_MESSAGES = {
  userRejected: (wallet: string) => `${wallet}: the request was rejected in the wallet. Nothing was signed.`,
  popupClosed: (wallet: string) =>
    `${wallet}: the wallet window was closed before it answered. Open it again and approve, or cancel.`,
  wrongNetwork: (wallet: string, network: string) =>
    `${wallet} is on another network than ${network}. Switch the wallet to ${network} and try again.`,
  otherGenesis: (position: number, network: string) =>
    `Transaction ${position} was made for another network than ${network} (its genesis hash differs). Build it again on ${network}.`,
  accountNotInWallet: (wallet: string, account: string) =>
    `${wallet} does not hold the key for ${account}. Connect the wallet that holds it, or pick another account.`,
  rekeyedNotSupported: (wallet: string, account: string, authAddr: string) =>
    `${account} was rekeyed to ${authAddr}, and ${wallet} cannot sign with another account’s key. Use a wallet that holds ${authAddr}.`,
  multisigNotSupported: (wallet: string) =>
    `${wallet} cannot add a multisig sub-signature. Sign the multisig transaction with kmd’s multisig tools or export it for another signer.`,
  timeout: (wallet: string, seconds?: number) =>
    `${wallet} did not answer ${seconds === undefined ? 'in time' : `within ${seconds} seconds`}. Check the wallet (is the app open?) and try again.`,
  cannotSignData: (wallet: string, signers: readonly string[] = []) =>
    `${wallet} cannot sign data (it offers no ARC-60 signing). ${
      signers.length === 0
        ? 'No wallet offered on this network can: use a test network with the recovery-phrase wallet, or Lute on TestNet or MainNet.'
        : `On this network, connect ${signers.join(' or ')} to sign data.`
    }`,
  wrongPassword: (wallet: string) => `${wallet}: the password is wrong. Enter the wallet’s password again.`,
  notConnected: 'No wallet is connected. Connect one from the wallet button in the header.',
  nothingToSign:
    'None of these transactions is for the connected account: there is nothing for the wallet to sign.',
  badResult: (wallet: string) =>
    `${wallet} returned a signed transaction that is not one of those it was asked to sign. Nothing was kept.`,
  notSigned: (wallet: string, position: number) =>
    `${wallet} did not sign transaction ${position}. Nothing was sent; sign again and approve every transaction.`,
  failed: (wallet: string) => `${wallet} could not sign.`,
  walletSaid: (text: string) => `The wallet said: “${text}”`,
} as const;
