import { readFileSync } from 'node:fs';
import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectMatchesSpec } from '../spec/expectMatchesSpec';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';
import { referencePath } from '../../../../scripts/referenceDir';

const HELLO = referencePath('app-specs/puya/hello_world_arc4/HelloWorldContract.approval.teal');

/** `/v2/teal/compile` and `/v2/teal/disassemble` through algosdk's Algodv2, shapes checked against the spec. */
describe('teal compile / disassemble', () => {
  let h: SandboxHarness;
  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
  });
  afterAll(() => h.stop());

  it('compiles with hash, result and (asked) a source map', async () => {
    const source = '#pragma version 8\nint 1\nreturn\n';
    const res = await h.algod.compile(source).sourcemap(true).do();
    const program = new Uint8Array(Buffer.from(res.result, 'base64'));
    expect([...program]).toEqual([8, 0x81, 1, 0x43]);
    expect(res.hash).toBe(new algosdk.LogicSigAccount(program).address().toString());
    const map = res.sourcemap?.data as Map<string, unknown> | undefined;
    expect(map?.get('mappings')).toBe(';AACA;;AACA');
    const raw = await h.raw('/v2/teal/compile?sourcemap=true', { method: 'POST', body: source });
    expectMatchesSpec('algod', 'post', '/v2/teal/compile', 200, raw.json);
    const plain = await h.raw('/v2/teal/compile', { method: 'POST', body: source });
    expect(Object.keys(plain.json as object).sort()).toEqual(['hash', 'result']);
  });

  it('compiles a Puya contract and disassembles it back to text that reassembles to the same bytes', async () => {
    const res = await h.algod.compile(readFileSync(HELLO, 'utf8')).do();
    const program = new Uint8Array(Buffer.from(res.result, 'base64'));
    const dis = await h.algod.disassemble(program).do();
    expect(dis.result.startsWith('#pragma version 11\n')).toBe(true);
    const again = await h.algod.compile(dis.result).do();
    expect(again.result).toBe(res.result);
    const raw = await h.raw('/v2/teal/disassemble', {
      method: 'POST',
      body: program,
      headers: { 'Content-Type': 'application/x-binary' },
    });
    expectMatchesSpec('algod', 'post', '/v2/teal/disassemble', 200, raw.json);
  });

  it('answers assembly errors with algod 400 text', async () => {
    const raw = await h.raw('/v2/teal/compile', { method: 'POST', body: '#pragma version 8\nint 1\nfoo\n' });
    expect(raw.status).toBe(400);
    expect(raw.json).toEqual({ message: '1 error: 3: unknown opcode: foo\n' });
    await expect(h.algod.compile('#pragma version 8\nbnz nowhere\n').do()).rejects.toThrow(
      /reference to undefined label "nowhere"/,
    );
    const bad = await h.raw('/v2/teal/compile?sourcemap=maybe', { method: 'POST', body: 'int 1' });
    expect(bad.status).toBe(400);
  });
});
