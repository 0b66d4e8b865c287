import type { JsonValue } from './JsonValue';

/**
 * A parsed JSON value back to text, indented: `bigint`s (uint64 beyond 2^53, see parseJson) are
 * written as their digits, so every number reads exactly as the node sent it.
 */
export function formatJson(value: JsonValue, indent = 2): string {
  return write(value, ' '.repeat(indent), '');
}

function write(value: JsonValue, step: string, at: string): string {
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') return JSON.stringify(value);
  if (typeof value === 'string') return JSON.stringify(value);
  const inner = at + step;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => inner + write(v, step, inner)).join(',\n')}\n${at}]`;
  }
  const keys = Object.keys(value);
  if (keys.length === 0) return '{}';
  const entries = keys.map(
    (k) => `${inner}${JSON.stringify(k)}: ${write(value[k] as JsonValue, step, inner)}`,
  );
  return `{\n${entries.join(',\n')}\n${at}}`;
}
