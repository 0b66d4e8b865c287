/**
 * The head of an HTTP/1.1 request `http/fastConnections` may answer itself, read from the bytes a
 * connection sent: only the plainest form, which node's parser reads the same way (request line
 * `METHOD SP target SP HTTP/1.1`, CRLF line ends, `name: value` headers of token names and visible
 * ASCII values, a Host, one decimal Content-Length; no Transfer-Encoding, Expect or Upgrade, no
 * repeated header, Connection at most `keep-alive`). Anything else is `other`, and node's server
 * answers it, so every odd request gets node's own answer.
 */
export type FastHead =
  | { readonly kind: 'more' }
  | { readonly kind: 'other' }
  | {
      readonly kind: 'request';
      readonly method: string;
      readonly url: string;
      /** Lower-case names. */
      readonly headers: Readonly<Record<string, string>>;
      readonly contentLength: number;
      /** Where the body starts (after the head's blank line). */
      readonly bodyStart: number;
    };

/** A head longer than this is left to node (which allows 16 KiB). */
export const MAX_FAST_HEAD = 8192;

const HEAD_END = Buffer.from('\r\n\r\n');
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const REQUEST_LINE = /^([A-Z]+) (\/[!-~]*) HTTP\/1\.1$/;
/** A byte a plain head never has: a control or non-ASCII one, a CR without LF or an LF without CR. */
const ODD = /[^\t\r\n -~]|\r(?!\n)|(?<!\r)\n/;

/** Reads the head starting at `start` of `bytes` (`more`: it has not all arrived). */
export function readFastHead(bytes: Buffer, start: number): FastHead {
  const end = bytes.indexOf(HEAD_END, start);
  if (end < 0 || end + 4 - start > MAX_FAST_HEAD) {
    // Not all there yet, unless what is there already is not plain (an LF-only head is whole).
    const seen = Math.min(bytes.length, start + MAX_FAST_HEAD);
    if (end >= 0 || seen - start >= MAX_FAST_HEAD) return OTHER;
    return ODD.test(bytes.toString('latin1', start, seen).replace(/\r$/, '')) ? OTHER : MORE;
  }
  const text = bytes.toString('latin1', start, end + 2);
  if (ODD.test(text)) return OTHER;
  const lines = text.slice(0, -2).split('\r\n');
  const line = REQUEST_LINE.exec(lines[0] as string);
  if (line === null) return OTHER;
  // No prototype: a header named `__proto__` is a header like any other.
  const headers = Object.create(null) as Record<string, string>;
  for (let i = 1; i < lines.length; i++) {
    const entry = lines[i] as string;
    const colon = entry.indexOf(':');
    if (colon <= 0) return OTHER;
    const name = entry.slice(0, colon);
    if (!TOKEN.test(name)) return OTHER;
    const key = name.toLowerCase();
    if (Object.hasOwn(headers, key)) return OTHER;
    headers[key] = entry.slice(colon + 1).replace(/^[ \t]+|[ \t]+$/g, '');
  }
  const length = headers['content-length'];
  if (length === undefined || !/^\d{1,9}$/.test(length) || headers.host === undefined) return OTHER;
  if (headers['transfer-encoding'] !== undefined || headers.expect !== undefined) return OTHER;
  if (headers.upgrade !== undefined) return OTHER;
  const connection = headers.connection;
  if (connection !== undefined && connection.toLowerCase() !== 'keep-alive') return OTHER;
  return {
    kind: 'request',
    method: line[1] as string,
    url: line[2] as string,
    headers,
    contentLength: Number(length),
    bodyStart: end + 4,
  };
}

const MORE: FastHead = { kind: 'more' };
const OTHER: FastHead = { kind: 'other' };
