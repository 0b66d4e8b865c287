import { SextantError } from '../errors/SextantError';

export type KmdClientErrorCode =
  | 'kmd-unreachable'
  | 'kmd-bad-token'
  | 'kmd-wrong-password'
  | 'kmd-wallet-not-found'
  | 'kmd-key-not-found'
  | 'kmd-refused';

/** Sentences for people, keyed by code; tests assert on these. */
export const KMD_CLIENT_MESSAGES: Readonly<Record<KmdClientErrorCode, string>> = {
  'kmd-unreachable': 'kmd did not answer. Check its URL and port in Settings, and that it is running.',
  'kmd-bad-token': 'kmd refused the API token. Check the kmd token in Settings.',
  'kmd-wrong-password': 'Wrong wallet password.',
  'kmd-wallet-not-found': 'kmd has no wallet with that name.',
  'kmd-key-not-found': 'This kmd wallet does not hold the key for that address.',
  'kmd-refused': 'kmd refused the request.',
};

/** "Could not open wallet X: …", the lead of any failure while unlocking a wallet (not "could not sign"). */
export const kmdOpenMessage = (wallet: string, reason: string): string =>
  `Could not open wallet ${wallet}: ${reason}`;

/** A kmd failure; `details.kmdMessage` keeps kmd's own words, `details.status` its HTTP status. */
export class KmdClientError extends SextantError<KmdClientErrorCode> {
  override name = 'KmdClientError';

  constructor(
    code: KmdClientErrorCode,
    options: { kmdMessage?: string; status?: number; cause?: unknown; wallet?: string } = {},
  ) {
    const words = options.kmdMessage ? ` (kmd: ${options.kmdMessage})` : '';
    const text = `${KMD_CLIENT_MESSAGES[code]}${code === 'kmd-refused' ? words : ''}`;
    super(code, options.wallet === undefined ? text : kmdOpenMessage(options.wallet, text), {
      details: { kmdMessage: options.kmdMessage, status: options.status, wallet: options.wallet },
      cause: options.cause,
    });
  }

  /** Any failure while opening `wallet` (unreachable, token, password, no such wallet), said so. */
  static openingWallet(wallet: string, error: unknown): KmdClientError {
    if (error instanceof KmdClientError) {
      const { kmdMessage, status } = error.details as { kmdMessage?: string; status?: number };
      return new KmdClientError(error.code, {
        wallet,
        cause: error,
        ...(kmdMessage !== undefined && { kmdMessage }),
        ...(status !== undefined && { status }),
      });
    }
    return new KmdClientError('kmd-refused', {
      wallet,
      cause: error,
      kmdMessage: error instanceof Error ? error.message : String(error),
    });
  }
}
