import { msgpackExtent, MsgpackExtentError } from '../util/msgpackExtent';

/**
 * How deep arrays and maps may nest in a request body: what `/v2/transactions` already allows a
 * signed transaction (util/msgpackExtent), far beyond any request the APIs define (a dryrun's
 * account → app local state → key-value → value is 7 deep). Decoders recurse per level, so a
 * 10 MB body of `[[[[…` took half a minute, or overflowed the stack, before this check.
 */
export const MAX_BODY_DEPTH = 64;

/** Why `body` nests too deep to decode (JSON or msgpack, told by its first byte), or undefined. */
export function bodyNestingError(body: Uint8Array, maxDepth = MAX_BODY_DEPTH): string | undefined {
  const first = firstNonSpace(body);
  if (first === 0x7b || first === 0x5b) return jsonNestingError(body, maxDepth);
  // Concatenated msgpack values, each checked; truncated or invalid bytes are the decoder's to report.
  try {
    for (let pos = 0; pos < body.length;) pos = msgpackExtent(body, pos, maxDepth);
  } catch (err) {
    if (err instanceof MsgpackExtentError && err.tooDeep) return `msgpack nesting deeper than ${maxDepth}`;
  }
  return undefined;
}

/** Counts `[`/`{` outside strings; a single pass, no recursion, whatever the body holds. */
function jsonNestingError(body: Uint8Array, maxDepth: number): string | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const b = body[i] as number;
    if (inString) {
      if (b === 0x5c) i++;
      else if (b === 0x22) inString = false;
    } else if (b === 0x22) inString = true;
    else if (b === 0x7b || b === 0x5b) {
      if (++depth > maxDepth) return `JSON nesting deeper than ${maxDepth}`;
    } else if (b === 0x7d || b === 0x5d) depth--;
  }
  return undefined;
}

function firstNonSpace(body: Uint8Array): number | undefined {
  for (const b of body) if (b !== 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) return b;
  return undefined;
}
