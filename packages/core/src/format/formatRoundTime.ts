/** A block's Unix time (seconds) as `2026-11-21 11:02:03 UTC`; stable across time zones for tests and screenshots. */
export function formatRoundTime(seconds: bigint): string {
  const ms = Number(seconds) * 1000;
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return `${seconds}`;
  return `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
