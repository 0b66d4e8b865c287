const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400, w: 604_800 };

/**
 * A clock jump as a person types it: a whole number with an optional unit (`s`, `m`, `h`, `d`,
 * `w`; none is seconds), e.g. `90`, `15m`, `7d`. Seconds, or an error sentence.
 */
export function parseDuration(text: string): { seconds: number } | { error: string } {
  const m = /^\s*(\d{1,12})\s*([smhdw]?)\s*$/i.exec(text);
  if (m === null) return { error: 'Write a whole number with an optional unit: 90, 15m, 2h, 7d, 1w.' };
  const seconds = Number(m[1]) * (UNITS[(m[2] ?? '').toLowerCase() || 's'] as number);
  if (!Number.isSafeInteger(seconds)) return { error: 'That is too far ahead.' };
  return { seconds };
}

/** A count of empty blocks to make: 1 to 10,000 (the admin API's limit). */
export function parseRoundCount(text: string): { count: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\d{1,5}$/.test(trimmed) || Number(trimmed) < 1 || Number(trimmed) > 10_000)
    return { error: 'A whole number from 1 to 10000.' };
  return { count: Number(trimmed) };
}
