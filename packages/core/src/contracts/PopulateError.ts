import { SextantError } from '../errors/SextantError';

/**
 * Why a group's app calls could not be prepared from simulate:
 * - `max-fee`: covering the inner transactions would raise a call's fee above the most the person allows;
 * - `not-an-app-call`: a fee only an app call may pay is missing on another kind of transaction;
 * - `no-room`: the resources reached do not fit the group's reference arrays (or access lists);
 * - `simulate-failed`: the group fails in simulate for another reason (the message says which).
 */
export type PopulateErrorCode = 'max-fee' | 'not-an-app-call' | 'no-room' | 'simulate-failed';

export class PopulateError extends SextantError<PopulateErrorCode> {
  override name = 'PopulateError';
}
