const BASE64 = /^[A-Za-z0-9+/\-_]*={0,2}$/;
const HEX = /^(?:0x)?([0-9a-fA-F]*)$/;

/** Strict base64 (standard or url-safe, padding optional) → bytes; undefined when not base64. */
export function decodeBase64(text: string): Uint8Array | undefined {
  const t = text.replace(/\s+/g, '');
  if (!BASE64.test(t)) return undefined;
  const body = t.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
  if (body.length % 4 === 1) return undefined;
  let binary: string;
  try {
    binary = atob(body + '='.repeat((4 - (body.length % 4)) % 4));
  } catch {
    return undefined;
  }
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

export function decodeHex(text: string): Uint8Array | undefined {
  const m = HEX.exec(text.replace(/\s+/g, ''));
  const digits = m?.[1];
  if (digits === undefined || digits.length % 2 !== 0) return undefined;
  const out = new Uint8Array(digits.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(digits.slice(2 * i, 2 * i + 2), 16);
  return out;
}

/**
 * Bytes typed as hex or base64. Some strings are both (`00ff` is valid base64 too): the reading
 * with the expected length wins; otherwise hex, since people paste keys and hashes from tools that
 * print hex, and a length error then counts the bytes they meant.
 */
export function decodeBytesText(text: string, expectedLength?: number): Uint8Array | undefined {
  const t = text.trim();
  const hex = decodeHex(t);
  const b64 = t.startsWith('0x') ? undefined : decodeBase64(t);
  if (expectedLength !== undefined) {
    if (hex?.length === expectedLength) return hex;
    if (b64?.length === expectedLength) return b64;
  }
  return hex ?? b64;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function bytesToBase64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}
