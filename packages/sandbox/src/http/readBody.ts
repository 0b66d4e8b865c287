import type { Context } from 'hono';
import { bodyNestingError } from './bodyNesting';
import { HttpError } from './HttpError';
import { MAX_BODY_BYTES } from './createApiApp';

/** The raw request body, refused with 413 past the limit even when Content-Length lied or was absent. */
export async function readBody(c: Context): Promise<Uint8Array> {
  const buf = new Uint8Array(await c.req.arrayBuffer());
  if (buf.length > MAX_BODY_BYTES) {
    throw new HttpError(413, `request body too large: ${buf.length} bytes, at most ${MAX_BODY_BYTES}`);
  }
  return buf;
}

/** A JSON or msgpack body, refused with 400 when it nests deeper than decoders should recurse. */
export async function readDecodableBody(c: Context): Promise<Uint8Array> {
  const bytes = await readBody(c);
  const nesting = bodyNestingError(bytes);
  if (nesting !== undefined) throw new HttpError(400, `request body refused: ${nesting}`);
  return bytes;
}

/** The body parsed as JSON; 400 with a clear message when it is not. */
export async function readJson(c: Context): Promise<unknown> {
  const bytes = await readDecodableBody(c);
  if (bytes.length === 0) return {};
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch (err) {
    throw new HttpError(400, `failed to decode JSON body: ${(err as Error).message}`);
  }
}
