/** The session's three states; the chip carries it as `data-state`. */
export type WalletChipState = 'pending' | 'connected' | 'disconnected';

/**
 * The header chip's words, apart from the rest of WALLET_LABELS because the chip is on the first
 * page and the dialog is not (WALLET_LABELS includes these).
 */
export const WALLET_CHIP_LABELS = {
  /** The chip's accessible name and text when no wallet is connected. */
  connect: 'Connect wallet',
  /** The chip while a connect or a resume is in progress. */
  pending: 'Connecting…',
  /** The chip's accessible name when connected (the short address is its text). */
  connectedAs: (shortAddress: string) => `Wallet: ${shortAddress}`,
  /** The chip's accessible name while acting as an impersonated address. */
  actingAs: (shortAddress: string) => `Acting as ${shortAddress} (impersonated)`,
  chipTestId: 'wallet-chip',
} as const;
