/** What the Fund screen says; tests assert these. */
export const FUND_MESSAGES = {
  amountZero: 'Enter an amount above 0.',
  noKmd: 'This network has no kmd, so it has no dispenser to fund from.',
  noDispenser: (wallet: string) =>
    `kmd's ${wallet} holds no online account with more than 1,000 Algo to fund from.`,
} as const;

/** The kmd wallet LocalNet (and the sandbox) keeps its funded genesis accounts in, without a password. */
export const DISPENSER_WALLET = 'unencrypted-default-wallet';

/** AlgoKit's rule for LocalNet's dispenser: an account of that wallet, online, with more than this. */
export const DISPENSER_MIN_MICROALGOS = 1_000_000_000n;
