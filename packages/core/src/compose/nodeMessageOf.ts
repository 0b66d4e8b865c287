/**
 * The node's own text from a failed algosdk request: the `message` of algod's JSON error body,
 * which algosdk keeps as bytes on `response.body`; otherwise the error's message without
 * algosdk's "Network request error. Received status …: " preamble.
 */
export function nodeMessageOf(error: unknown): string {
  const body = (error as { response?: { body?: unknown } } | null)?.response?.body;
  if (body instanceof Uint8Array && body.length > 0) {
    try {
      const json: unknown = JSON.parse(new TextDecoder().decode(body));
      const message = (json as { message?: unknown } | null)?.message;
      if (typeof message === 'string' && message !== '') return message;
    } catch {
      // Not JSON: fall through to the error's own message.
    }
  }
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/^Network request error\. Received status \d+ \([^)]*\): /, '');
}
