import { SextantError } from '../errors/SextantError';
import { WALLET_MESSAGES } from './walletMessages';

export type WalletErrorCode =
  | 'user-rejected'
  | 'popup-closed'
  | 'wrong-network'
  | 'account-not-in-wallet'
  | 'rekeyed-not-supported'
  | 'multisig-not-supported'
  | 'timeout'
  | 'cannot-sign-data'
  | 'wrong-password'
  | 'not-connected'
  | 'nothing-to-sign'
  | 'bad-result'
  | 'wallet-failed';

/**
 * A wallet that refused, failed or cannot do what was asked. `message` is our sentence (what
 * happened, what to do) followed by the wallet's own words when it gave any; `details.walletText`
 * and `details.walletCode` keep them apart for screens that show them separately.
 */
export class WalletError extends SextantError<WalletErrorCode> {
  override name = 'WalletError';

  constructor(
    code: WalletErrorCode,
    sentence: string,
    options: {
      walletText?: string;
      walletCode?: number;
      cause?: unknown;
      details?: Record<string, unknown>;
    } = {},
  ) {
    const { walletText, walletCode, cause, details } = options;
    const said =
      walletText !== undefined && walletText !== '' ? ` ${WALLET_MESSAGES.walletSaid(walletText)}` : '';
    super(code, `${sentence}${said}`, {
      details: { ...details, walletText, walletCode },
      cause,
    });
  }
}
