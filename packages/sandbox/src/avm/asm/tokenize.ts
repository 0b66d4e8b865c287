/**
 * Splits one source line into tokens the way go-algorand's tokensFromLine does: spaces and tabs
 * separate, `;` separates and is itself a token, `//` starts a comment except inside a string
 * literal or a base64 literal (whose alphabet has `/`), and string literals keep their spaces.
 */
import type { Token } from './Token';

const SPACE = 0x20;
const TAB = 0x09;
const SEMI = 0x3b;
const QUOTE = 0x22;
const SLASH = 0x2f;
const BACKSLASH = 0x5c;
const OPEN = 0x28;
const CLOSE = 0x29;

const encoder = new TextEncoder();
// ignoreBOM keeps a leading U+FEFF in the token, as Go's byte slicing does.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

function isSeparator(b: number | undefined): boolean {
  return b === SPACE || b === TAB || b === SEMI;
}

export function tokenize(line: string, lineno: number): Token[] {
  const src = encoder.encode(line);
  const tokens: Token[] = [];
  const push = (start: number, end: number) => {
    tokens.push({
      str: decoder.decode(src.subarray(start, end)),
      line: lineno,
      col: start,
      len: end - start,
    });
  };
  const text = (start: number, end: number) => decoder.decode(src.subarray(start, end));

  let i = 0;
  for (; i < src.length && isSeparator(src[i]); i++) {
    if (src[i] === SEMI) push(i, i + 1);
  }
  let start = i;
  let inString = false; // spaces and "//" are literal inside "..."
  let inBase64 = false; // "//" is literal inside base64 data
  while (i < src.length) {
    const b = src[i];
    if (!isSeparator(b)) {
      switch (b) {
        case QUOTE:
          if (!inString) {
            if (i === 0 || isSeparator(src[i - 1])) inString = true;
          } else if (src[i - 1] !== BACKSLASH) {
            inString = false;
          }
          break;
        case SLASH:
          if (i < src.length - 1 && src[i + 1] === SLASH && !inBase64 && !inString) {
            if (start !== i) push(start, i);
            return tokens;
          }
          break;
        case OPEN: {
          const prefix = text(start, i);
          if (prefix === 'base64' || prefix === 'b64') inBase64 = true;
          break;
        }
        case CLOSE:
          inBase64 = false;
          break;
      }
      i++;
      continue;
    }
    // A separator ends the current token, unless we are inside a string literal.
    if (!inString) {
      const s = text(start, i);
      push(start, i);
      if (b === SEMI) push(i, i + 1);
      if (inBase64) inBase64 = false;
      else if (s === 'base64' || s === 'b64') inBase64 = true;
    }
    i++;
    if (!inString) {
      for (; i < src.length && isSeparator(src[i]); i++) {
        if (src[i] === SEMI) push(i, i + 1);
      }
      start = i;
    }
  }
  if (start < src.length) push(start, i);
  return tokens;
}
