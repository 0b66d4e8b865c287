/**
 * The base of every error Sextant raises across a package boundary. `code` is stable (screens and
 * tests branch on it); `message` is short and meant for people; `details` carries the facts a
 * screen may show (status, the node's own text, a redacted URL); `cause` keeps the original error.
 */
export interface SextantErrorOptions {
  details?: Readonly<Record<string, unknown>>;
  cause?: unknown;
}

export class SextantError<Code extends string = string> extends Error {
  override name = 'SextantError';
  readonly code: Code;
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: Code, message: string, options: SextantErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.details = options.details ?? {};
  }
}
