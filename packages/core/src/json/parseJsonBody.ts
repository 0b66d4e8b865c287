import type { JsonValue } from './JsonValue';
import { parseJson } from './parseJson';

/**
 * A response body read as JSON when it is JSON: `undefined` for an empty body or text that does not
 * parse (an HTML error page from a proxy, a plain-text refusal), so the caller can fall back to the
 * text itself. Large integers stay exact, as with `parseJson`.
 */
export function parseJsonBody(text: string): JsonValue | undefined {
  if (text.trim() === '') return undefined;
  try {
    return parseJson(text);
  } catch {
    return undefined;
  }
}
