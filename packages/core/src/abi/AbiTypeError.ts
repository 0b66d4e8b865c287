import { SextantError } from '../errors/SextantError';

export type AbiTypeErrorCode = 'bad-type';

/** A type string (in a spec, or typed by a person) that is not a valid ABI type. */
export class AbiTypeError extends SextantError<AbiTypeErrorCode> {
  override name = 'AbiTypeError';
}
