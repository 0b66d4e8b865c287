const MAX_UINT64 = (1n << 64n) - 1n;

/** A route parameter as a uint64 (an asset id, app id or round), or undefined when it is not one. */
export function parseUint64(text: string): bigint | undefined {
  if (!/^\d{1,20}$/.test(text)) return undefined;
  const value = BigInt(text);
  return value <= MAX_UINT64 ? value : undefined;
}
