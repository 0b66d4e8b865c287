import { HttpError } from '../http/HttpError';

export type ControlErrorCode = 'bad-request' | 'not-found' | 'conflict';

const STATUS: Record<ControlErrorCode, number> = { 'bad-request': 400, 'not-found': 404, conflict: 409 };

/** A refused admin API call (`/v2/sandbox/...`): its HTTP status follows the code. */
export class ControlError extends HttpError {
  readonly code: ControlErrorCode;

  constructor(code: ControlErrorCode, message: string) {
    super(STATUS[code], message);
    this.name = 'ControlError';
    this.code = code;
  }
}
