import { SextantError } from '../errors/SextantError';
import { CONFIRMATION_MESSAGES } from './catalogueMessages';

export interface ConfirmationTimeout {
  txid: string;
  /** How many rounds were waited. */
  rounds: bigint;
  sentAtRound: bigint;
  lastValid: bigint;
}

/**
 * A sent transaction did not show up in a block within the rounds waited. Not final: until
 * `lastValid` passes it may still confirm, so the screen offers to keep waiting (`canStillConfirm`).
 */
export class ConfirmationTimeoutError extends SextantError<'NOT_CONFIRMED'> {
  override name = 'ConfirmationTimeoutError';
  readonly timeout: ConfirmationTimeout;

  constructor(timeout: ConfirmationTimeout) {
    super(
      'NOT_CONFIRMED',
      CONFIRMATION_MESSAGES.notConfirmed(timeout.rounds, timeout.sentAtRound, timeout.lastValid),
      {
        details: { ...timeout },
      },
    );
    this.timeout = timeout;
  }

  /** Whether waiting longer can still help, given the round the node is at now. */
  canStillConfirm(currentRound: bigint): boolean {
    return currentRound <= this.timeout.lastValid;
  }
}
