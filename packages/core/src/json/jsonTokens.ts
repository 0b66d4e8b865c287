/** A piece of JSON text and what it is, for colouring: keys, strings, numbers, literals, the rest. */
export interface JsonToken {
  kind: 'key' | 'string' | 'number' | 'literal' | 'punct';
  text: string;
}

const TOKEN = /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b/g;

/** Splits JSON text (as formatJson writes it) into tokens whose texts join back to the input. */
export function jsonTokens(text: string): JsonToken[] {
  const out: JsonToken[] = [];
  let last = 0;
  const push = (kind: JsonToken['kind'], t: string) => {
    if (t !== '') out.push({ kind, text: t });
  };
  for (const m of text.matchAll(TOKEN)) {
    push('punct', text.slice(last, m.index));
    if (m[1] !== undefined) {
      push(m[2] === undefined ? 'string' : 'key', m[1]);
      push('punct', m[2] ?? '');
    } else push(m[3] !== undefined ? 'number' : 'literal', m[0]);
    last = m.index + m[0].length;
  }
  push('punct', text.slice(last));
  return out;
}
