import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH } from '../src/http/bodyNesting';
import { MAX_MACRO_TOKENS } from '../src/avm/asm/directives';
import { type SandboxHarness, sandboxHarness } from './support/sandboxHarness';

/** `#define m0 int 1 ;` then `#define mK m(K-1) m(K-1)`: the last expands to 2^levels statements. */
function macroLadder(levels: number): string {
  let source = '#pragma version 8\n#define m0 int 1 ;\n';
  for (let k = 1; k <= levels; k++) source += `#define m${k} m${k - 1} m${k - 1}\n`;
  return `${source}m${levels}\n`;
}

/** `depth` nested one-element msgpack arrays around a nil. */
function nestedMsgpack(depth: number): Uint8Array {
  const body = new Uint8Array(depth + 1).fill(0x91);
  body[depth] = 0xc0;
  return body;
}

/**
 * Requests an attacker would send: each answers 4xx quickly and the node keeps answering others
 * (issue #34, items 1, 2 and the dry-run's error texts).
 */
describe('hostile requests', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
  });
  afterAll(() => h.stop());

  async function kmd(path: string, body: string): Promise<{ status: number; json: unknown }> {
    const res = await fetch(`${h.sb.kmd.url}${path}`, {
      method: 'POST',
      headers: { 'X-KMD-API-Token': h.sb.token },
      body,
    });
    return { status: res.status, json: await res.json() };
  }

  it('refuses a macro ladder with a 400 while /health keeps answering', async () => {
    const compile = h.raw('/v2/teal/compile', { method: 'POST', body: macroLadder(40) });
    const health = h.raw('/health');
    const [bomb, ok] = await Promise.all([compile, health]);
    expect(bomb.status).toBe(400);
    expect((bomb.json as { message: string }).message).toContain(
      `macro expansion exceeds ${MAX_MACRO_TOKENS} tokens`,
    );
    expect(ok.status).toBe(200);
  });

  it('still compiles a ladder that stays in bounds, and a chain of 3,000 plain macros', async () => {
    const small = await h.raw('/v2/teal/compile', { method: 'POST', body: `${macroLadder(6)}return\n` });
    expect(small.status).toBe(200);
    let chain = '#pragma version 8\n#define m0 int 1\n';
    for (let k = 1; k <= 3000; k++) chain += `#define m${k} m${k - 1}\n`;
    const res = await h.raw('/v2/teal/compile', { method: 'POST', body: `${chain}m3000\n` });
    expect(res.status).toBe(200);
    expect(Buffer.from((res.json as { result: string }).result, 'base64').toString('hex')).toBe('088101');
  });

  it.each(['/v2/transactions/simulate', '/v2/teal/dryrun'])(
    'refuses five million nested msgpack arrays on %s with a 400',
    async (path) => {
      const res = await h.raw(path, {
        method: 'POST',
        body: nestedMsgpack(5_000_000),
        headers: { 'Content-Type': 'application/msgpack' },
      });
      expect(res.status).toBe(400);
      expect((res.json as { message: string }).message).toContain(
        `msgpack nesting deeper than ${MAX_BODY_DEPTH}`,
      );
    },
  );

  it('refuses deeply nested JSON on simulate', async () => {
    const res = await h.raw('/v2/transactions/simulate', {
      method: 'POST',
      body: `{"txn-groups":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect((res.json as { message: string }).message).toContain(`JSON nesting deeper than ${MAX_BODY_DEPTH}`);
  });

  it('answers kmd 400 for ten megabytes of nested JSON and for a five-megabyte base64 field', async () => {
    const half = 5 * 1024 * 1024 - 64;
    const nested = await kmd('/v1/wallet', `${'['.repeat(half)}${']'.repeat(half)}`);
    expect(nested).toEqual({ status: 400, json: { error: true, message: 'could not decode request body' } });
    const field = await kmd(
      '/v1/wallet',
      JSON.stringify({ wallet_name: 'w', wallet_password: '', master_derivation_key: 'A'.repeat(5 << 20) }),
    );
    expect(field).toEqual({ status: 400, json: { error: true, message: 'could not decode request body' } });
  });

  it('answers malformed dry-runs with the request at fault, not JavaScript internals', async () => {
    const bodies: [Uint8Array | string, string][] = [
      [new Uint8Array([0x91, 0x01]), 'not an object'],
      [new Uint8Array([0x81, 0xa7, ...Buffer.from('sources'), 0x91, 0x05]), 'sources[0] is not an object'],
      ['{"sources":[5]}', 'sources[0] is not an object'],
      ['[1]', 'Extra 2 of 3 byte(s) found at buffer[1]'],
    ];
    for (const [body, reason] of bodies) {
      const res = await h.raw('/v2/teal/dryrun', { method: 'POST', body });
      expect(res.status).toBe(400);
      const message = (res.json as { message: string }).message;
      expect(message).toBe(`failed to decode dryrun request: ${reason}`);
    }
  });
});
