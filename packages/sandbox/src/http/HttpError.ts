/**
 * An error that becomes an HTTP response. `body` is sent as JSON; algod and the indexer use
 * `{message, data?}`, kmd uses `{error: true, message}`, so each API's app shapes it.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly data: Record<string, unknown> | undefined;

  constructor(status: number, message: string, data?: Record<string, unknown>) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.data = data;
  }
}
