import { SextantError } from '../errors/SextantError';

export type ContractSpecErrorCode = 'not-json' | 'not-a-spec' | 'invalid';

/**
 * A file or text that is not a contract spec Sextant can use. `details.path` says where the
 * problem is (`methods[2].args[0].type`), and the message repeats it.
 */
export class ContractSpecError extends SextantError<ContractSpecErrorCode> {
  override name = 'ContractSpecError';
}
