import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPCODE_SUPPORT_DOC, opcodeSupportDoc } from '../../scripts/gen-avm-docs';

describe('docs/avm-opcode-support.md', () => {
  it('is what `npm run docs:avm -w @sextant/sandbox` generates from the code', async () => {
    const committed = readFileSync(OPCODE_SUPPORT_DOC, 'utf8');
    // On a mismatch, regenerate the doc with the script rather than editing it.
    expect(committed).toBe(await opcodeSupportDoc());
    expect(committed).toMatch(/\| `app_global_put` +\| v2 +\| yes +\|/);
    expect(committed).toMatch(/\| `vrf_verify` +\| v7 +\| yes +\|/);
    expect(committed).toMatch(/\| `falcon_verify` +\| v12 +\| yes +\|/);
  });
});
