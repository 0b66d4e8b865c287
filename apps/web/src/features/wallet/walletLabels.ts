import { WALLET_CHIP_LABELS } from './walletChipLabels';
import { WALLET_DIALOG_LABELS } from './walletDialogLabels';

export type { WalletChipState } from './walletChipLabels';
export type { WalletProviderId } from './walletDialogLabels';
export { WALLET_PROVIDER_HINTS, WALLET_PROVIDER_NAMES } from './walletDialogLabels';

/**
 * Every word the wallet chip, dialog and accounts panel show, for the specs (kmd, Pera, Defly, Lute,
 * Kibisis, sign data, refusals) to find elements by. Screens import the two halves directly: the
 * chip's words are on the first page, the dialog's load with the wallet libraries.
 */
export const WALLET_LABELS = { ...WALLET_CHIP_LABELS, ...WALLET_DIALOG_LABELS } as const;
