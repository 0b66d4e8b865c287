import { SextantError } from '../errors/SextantError';

export type LogicSigErrorCode =
  | 'lsig-bad-arg'
  | 'lsig-bad-file'
  | 'lsig-legacy-msig'
  | 'lsig-bad-signature'
  | 'lsig-delegator-needed'
  | 'lsig-not-member'
  | 'lsig-conflict'
  | 'lsig-other-program'
  | 'lsig-wrong-key'
  | 'lsig-bad-link';

/** A logic-sig model failure; `message` is one of `LSIG_MESSAGES`. */
export class LogicSigError extends SextantError<LogicSigErrorCode> {
  override name = 'LogicSigError';
}
