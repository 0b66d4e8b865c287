/**
 * Postgres `ILIKE '%' || input || '%'`, as the indexer filters asset names and units: the input's
 * own `%` and `_` stay wildcards and `\` escapes, matching is case-insensitive.
 */
export function ilikeContains(pattern: string): (text: string) => boolean {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern.charAt(i);
    if (ch === '\\' && i + 1 < pattern.length) {
      re += pattern.charAt(++i).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    } else if (ch === '%') re += '[\\s\\S]*';
    else if (ch === '_') re += '[\\s\\S]';
    else re += ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  const rx = new RegExp(re, 'iu');
  return (text) => rx.test(text);
}
