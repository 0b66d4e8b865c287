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

const CR = 13;
const LF = 10;
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const REQUEST_LINE = /^([A-Z]+) (\/[!-~]*) HTTP\/1\.1$/;

/** Reads the head starting at `start` of `bytes` (`more`: it has not all arrived). */
export function readFastHead(bytes: Buffer, start: number): FastHead {
  const limit = Math.min(bytes.length, start + MAX_FAST_HEAD);
  let end = -1;
  for (let i = start; i < limit; i++) {
    const b = bytes[i] as number;
    if (b === LF) {
      // Every line ends CRLF; the head ends at the first empty line.
      if (i === start || bytes[i - 1] !== CR) return OTHER;
      if (i >= start + 3 && bytes[i - 2] === LF && bytes[i - 3] === CR) {
        end = i + 1;
        break;
      }
    } else if (b === CR) {
      if (i + 1 < limit && bytes[i + 1] !== LF) return OTHER;
    } else if ((b < 0x20 && b !== 9) || b > 0x7e) return OTHER;
  }
  if (end < 0) return limit - start >= MAX_FAST_HEAD ? OTHER : MORE;
  const lines = bytes.toString('latin1', start, end - 4).split('\r\n');
  const line = REQUEST_LINE.exec(lines[0] as string);
  if (line === null) return OTHER;
  const headers: Record<string, string> = {};
  for (let i = 1; i < lines.length; i++) {
    const text = lines[i] as string;
    const colon = text.indexOf(':');
    if (colon <= 0) return OTHER;
    const name = text.slice(0, colon);
    if (!TOKEN.test(name)) return OTHER;
    const key = name.toLowerCase();
    if (Object.hasOwn(headers, key)) return OTHER;
    headers[key] = text.slice(colon + 1).replace(/^[ \t]+|[ \t]+$/g, '');
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
    bodyStart: end,
  };
}

const MORE: FastHead = { kind: 'more' };
const OTHER: FastHead = { kind: 'other' };
