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

/** A kmd failure; `details.kmdMessage` keeps kmd's own words, `details.status` its HTTP status. */
export class KmdClientError extends SextantError<KmdClientErrorCode> {
  override name = 'KmdClientError';

  constructor(
    code: KmdClientErrorCode,
    options: { kmdMessage?: string; status?: number; cause?: unknown } = {},
  ) {
    const words = options.kmdMessage ? ` (kmd: ${options.kmdMessage})` : '';
    super(code, `${KMD_CLIENT_MESSAGES[code]}${code === 'kmd-refused' ? words : ''}`, {
      details: { kmdMessage: options.kmdMessage, status: options.status },
      cause: options.cause,
    });
  }
}
