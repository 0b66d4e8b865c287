/**
 * Why the fork could not answer from its remote: `unreachable` (no connection), `timeout` (no answer
 * in time), `status` (a 4xx/5xx other than the 404 that means "absent"), `answer` (a body that does
 * not parse), `miss` (read before it was fetched: the caller fetches it and tries again), `config`
 * (a data dir or option that does not fit the fork), `cors` (a browser may not read the remote's answers).
 */
export type ForkErrorCode = 'unreachable' | 'timeout' | 'status' | 'answer' | 'miss' | 'config' | 'cors';

export class ForkError extends Error {
  override readonly name = 'ForkError';

  constructor(
    readonly code: ForkErrorCode,
    message: string,
    /** What was being read (`account X`, `box b64:… of app N`), when one was. */
    readonly resource?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
