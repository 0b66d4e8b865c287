import { SextantError } from '../errors/SextantError';

export type MnemonicErrorCode =
  | 'MNEMONIC_WORD_COUNT'
  | 'MNEMONIC_UNKNOWN_WORD'
  | 'MNEMONIC_CHECKSUM'
  | 'KEY_LENGTH'
  | 'KEY_ENCODING'
  | 'KEY_MISMATCH';

/**
 * A recovery phrase or key that does not decode. Message and details name positions and counts,
 * never a word of the phrase or a byte of the key, so logging the error cannot leak a secret.
 */
export class MnemonicError extends SextantError<MnemonicErrorCode> {
  override name = 'MnemonicError';

  constructor(code: MnemonicErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(code, message, { details });
  }
}
