import { Buffer } from 'buffer/';

/**
 * A stopgap until packages/sandbox stops relying on them (asked of `ports` in
 * helpers/browser-interface.md, 2026-11-27): two things Node's Buffer does that the `buffer` package
 * the sandbox installs in a browser does not, each of which breaks the Browser network —
 * - `buf.equals(uint8Array)` (ledger/eval/checkAlive, ledger/verify/checkGroup): `buffer` throws
 *   "Argument must be a Buffer.", so every transaction POST was rejected;
 * - the `base64url` encoding (indexer/query/txnCursor, indexer/params/goDecode): `buffer` throws
 *   "Unknown encoding: base64url", so every indexer transaction list answered 500.
 * Imported before the sandbox; it patches the same `buffer` module the sandbox installs as the global.
 */
type Encoding = Parameters<Buffer['toString']>[0];

const equals = Buffer.prototype.equals;
Buffer.prototype.equals = function (other: Uint8Array): boolean {
  const b = Buffer.isBuffer(other)
    ? other
    : Buffer.from(other.buffer as ArrayBuffer, other.byteOffset, other.byteLength);
  return equals.call(this, b);
};

const toString = Buffer.prototype.toString;
Buffer.prototype.toString = function (
  encoding?: Encoding | 'base64url',
  start?: number,
  end?: number,
): string {
  if (encoding !== 'base64url') return toString.call(this, encoding, start, end);
  return toString.call(this, 'base64', start, end).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const from = Buffer.from.bind(Buffer) as (...args: unknown[]) => Buffer;
(Buffer as unknown as { from: (...args: unknown[]) => Buffer }).from = (...args: unknown[]): Buffer => {
  const [value, encoding] = args;
  if (encoding === 'base64url' && typeof value === 'string')
    return from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return from(...args);
};
