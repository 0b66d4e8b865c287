/** One whitespace-separated word of TEAL source, with its 1-based line and 0-based byte column. */
export interface Token {
  readonly str: string;
  readonly line: number;
  /** Byte offset in the (UTF-8) line, as go-algorand counts columns. */
  readonly col: number;
  /** UTF-8 byte length of `str`. */
  readonly len: number;
}

/** A problem at a place in the source; Go prints it as `line:col: msg` (or `line: msg` at column 0). */
export interface SourceError {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

export function errorAt(t: Token, message: string): SourceError {
  return { line: t.line, column: t.col, message };
}

/** An error placed just after the token (go-algorand's errorAfterf). */
export function errorAfter(t: Token, message: string): SourceError {
  return { line: t.line, column: t.col + t.len, message };
}

export function formatSourceError(e: SourceError): string {
  return e.column !== 0 ? `${e.line}:${e.column}: ${e.message}` : `${e.line}: ${e.message}`;
}
