import { SextantError } from '../errors/SextantError';

export type MnemonicErrorCode =
  | 'MNEMONIC_WORD_COUNT'
  | 'MNEMONIC_UNKNOWN_WORD'
  | 'MNEMONIC_CHECKSUM'
  | 'KEY_LENGTH'
  | 'KEY_ENCODING';

/**
 * A recovery phrase or key that does not decode. Details name positions and counts, never the
 * phrase or key itself, so logging the error cannot leak a secret. (The unknown word is in the
 * message because the person must see which one; it alone does not reveal the key.)
 */
export class MnemonicError extends SextantError<MnemonicErrorCode> {
  override name = 'MnemonicError';

  constructor(code: MnemonicErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(code, message, { details });
  }
}
