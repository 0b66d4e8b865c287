import { SextantError } from '../errors/SextantError';

export type MultisigErrorCode =
  | 'MSIG_MERGE_TRANSACTION'
  | 'MSIG_MERGE_COUNT'
  | 'MSIG_MERGE_VERSION'
  | 'MSIG_MERGE_THRESHOLD'
  | 'MSIG_MERGE_ADDRESSES'
  | 'MSIG_MERGE_SIGNATURES'
  | 'MSIG_BAD_PARAMS'
  | 'MSIG_WRONG_SENDER'
  | 'MSIG_NOT_A_SIGNER'
  | 'MSIG_BAD_BUNDLE'
  | 'MSIG_THRESHOLD_NOT_MET';

/** A multisig operation refused; the code says which part was wrong (for merges: what differs). */
export class MultisigError extends SextantError<MultisigErrorCode> {
  override name = 'MultisigError';

  constructor(code: MultisigErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(code, message, { details });
  }
}
