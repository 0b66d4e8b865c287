import { Buffer } from 'buffer/';

/**
 * The sandbox's shared code uses Node's `Buffer` global for byte/text conversions (hex, base64,
 * latin1); in a browser the `buffer` package stands in for it. Imported first by the browser
 * entry, before any module that uses it is evaluated.
 */
const g = globalThis as { Buffer?: unknown };
g.Buffer ??= Buffer;
