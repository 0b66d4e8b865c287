/** Go's bytes.Compare: the first differing byte decides, then the shorter sorts first. */
export function bytesCompare(x: Uint8Array, y: Uint8Array): number {
  for (let i = 0; i < Math.min(x.length, y.length); i++)
    if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
  return x.length - y.length;
}
