/**
 * The URL to put in an href, or undefined when a link must not be made: only http(s) and ipfs URLs
 * (on-chain text is untrusted; javascript:, data: and the rest stay plain text).
 */
export function safeUrl(text: string): string | undefined {
  const trimmed = text.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  if (url.protocol === 'ipfs:') return trimmed;
  return undefined;
}
