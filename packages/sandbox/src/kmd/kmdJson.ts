import type { Context } from 'hono';

/**
 * A kmd success response as go-algorand's protocol.EncodeJSON writes it: keys sorted (Canonical),
 * two-space indent, and the response struct's own empty fields left out (its embedded envelope
 * carries `codec:",omitempty"`, so `error: false`, `message: ""` and an empty `addresses` list
 * vanish, while nested objects such as a wallet keep every field, `mnemonic_ux: false` included).
 */
export function kmdJson(c: Context, body: Record<string, unknown>): Response {
  const kept: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) if (!isEmpty(v)) kept[k] = v;
  return c.body(`${JSON.stringify(sortKeys(kept), null, 2)}\n`, 200, { 'Content-Type': 'application/json' });
}

function isEmpty(v: unknown): boolean {
  return (
    v === undefined ||
    v === null ||
    v === false ||
    v === 0 ||
    v === '' ||
    (Array.isArray(v) && v.length === 0)
  );
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v === null || typeof v !== 'object') return v;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v).sort()) out[k] = sortKeys((v as Record<string, unknown>)[k]);
  return out;
}
