/** base64 (standard or URL-safe, padded or not) → bytes; undefined when it is not base64. */
export function base64Bytes(text: string): Uint8Array | undefined {
  const normal = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(normal) || normal.length % 4 === 1) return undefined;
  const binary = atob(normal.padEnd(Math.ceil(normal.length / 4) * 4, '='));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}
