import { HttpError } from '../http/HttpError';

/**
 * kmd's error texts, verbatim from go-algorand, because clients (goal, SDKs, AlgoKit, people
 * reading logs) match on them. Sources: daemon/kmd/api/v1/errors.go, daemon/kmd/session/auth.go,
 * daemon/kmd/wallet/driver/{driver.go,sqlite_errors.go}, crypto/cryptoerror.go.
 */
export const KMD_MESSAGES = {
  couldNotDecode: 'could not decode request body',
  couldNotDecodeAddress: 'could not decode address',
  couldNotDecodeTx: 'could not decode transaction',
  unknownDriver: 'unknown wallet driver',
  walletNotFound: 'wallet not found',
  sameName: 'wallet with same name already exists',
  nameTooLong: 'wallet name too long, must be <= 64 bytes',
  wrongPassword: 'error decrypting. wrong password?',
  keyNotFound: 'key does not exist in this wallet',
  keyExists: 'key already exists in wallet',
  msigDataNotFound: 'multisig information (pks, threshold) for address does not exist in this wallet',
  noMnemonicUX: 'sqlite wallet driver cannot display mnemonics',
  tooManyKeys: 'too many keys',
  msigWrongAddr: 'given multisig preimage hashes to neither Sender nor AuthAddr',
  msigWrongKey: 'given key is not a possible signer for this multisig',
  tampering: 'derived public key mismatch, something fishy is going on with this wallet',
  handleParts: 'wrong number of token parts',
  handleId: 'invalid wallet handle id',
  handleSecret: 'invalid wallet handle secret',
  handleMissing: 'handle does not exist',
  handleToken: 'invalid token',
  handleExpired: 'handle expired',
  unknownVersion: 'unknown version',
  invalidThreshold: 'Invalid threshold',
  invalidAddress: 'Invalid address',
  keyNotExist: 'Key does not exist',
  keysNotMatch: 'Public key lists do not match',
  invalidDuplicates: 'Invalid duplicates',
  // Ours, not kmd's: a wallet file that does not parse (kmd would say "database error").
  database: 'database error',
} as const;

export type KmdErrorCode = keyof typeof KMD_MESSAGES;

/**
 * A kmd failure: a stable `code`, kmd's exact message and the HTTP status. kmd picks the status
 * at each call site rather than per error (a wrong password is 401 on /v1/wallet/init and 400 on
 * /v1/key/export), so the domain layer throws with a default and handlers re-status with `at`.
 */
export class KmdError extends HttpError {
  readonly code: KmdErrorCode;

  constructor(code: KmdErrorCode, status = 400, options?: { cause?: unknown }) {
    super(status, KMD_MESSAGES[code]);
    this.name = 'KmdError';
    this.code = code;
    if (options?.cause !== undefined) this.cause = options.cause;
  }

  /** Runs `fn` and gives any KmdError it throws the status this call site uses in kmd. */
  static async at<T>(status: number, fn: () => T | Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof KmdError && err.status !== status) {
        throw new KmdError(err.code, status, { cause: err.cause });
      }
      throw err;
    }
  }
}
