import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { createHash } from 'node:crypto';
import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHarness, sandboxHarness } from '../support/sandboxHarness';
import { referencePath } from '../../../../scripts/referenceDir';

const ROOT = referencePath('app-specs');

function walk(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]))
    .sort();
}
const files = walk(ROOT);
const tealFiles = files.filter((f) => f.endsWith('.teal'));
const specFiles = files.filter((f) => f.endsWith('.json'));

interface SpecJson {
  source?: { approval?: string; clear?: string };
  byteCode?: { approval?: string; clear?: string };
}
const readSpec = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as SpecJson;

/** The compiled bytes (base64) the ARC-56 spec next to a `<Name>.(approval|clear).teal` carries. */
function siblingByteCode(file: string): string | undefined {
  const m = /^(.*)\.(approval|clear)\.teal$/.exec(basename(file));
  if (!m?.[1] || !m[2]) return undefined;
  const spec = join(dirname(file), `${m[1]}.arc56.json`);
  if (!specFiles.includes(spec)) return undefined;
  return readSpec(spec).byteCode?.[m[2] as 'approval' | 'clear'];
}

/** Template variables (`TMPL_X`) take 0, which is what ARC-56 byteCode carries for them. */
const withTemplateZeros = (teal: string) => teal.replace(/\bTMPL_[A-Z0-9_]+\b/g, '0');

/**
 * Every TEAL program under the reference app-specs (the .teal files and the TEAL embedded in the
 * ARC-32 / ARC-56 specs) compiled through the sandbox's /v2/teal/compile by algosdk's Algodv2:
 * the same bytes as the spec's byteCode where it has one, the logic-sig hash of those bytes, and
 * disassembly that compiles back to them.
 */
describe('app-specs through /v2/teal/compile', () => {
  let h: SandboxHarness;
  const compile = async (source: string) => {
    const res = await h.algod.compile(source).do();
    const program = new Uint8Array(Buffer.from(res.result, 'base64'));
    const digest = createHash('sha512-256').update('Program').update(program).digest();
    expect(res.hash).toBe(algosdk.encodeAddress(new Uint8Array(digest)));
    return res.result;
  };
  beforeAll(async () => {
    h = await sandboxHarness({ accounts: 1 });
  });
  afterAll(() => h.stop());

  it('finds every program', () => {
    expect(tealFiles.length).toBe(26);
    expect(tealFiles.filter((f) => siblingByteCode(f) !== undefined).length).toBe(20);
    expect(specFiles.filter((f) => readSpec(f).source !== undefined).length).toBe(16);
  });

  it('only puya arc_28 declares ARC-28 events (its logs are checked in apps.boxes.test.ts)', () => {
    const withEvents = specFiles.filter(
      (f) => ((JSON.parse(readFileSync(f, 'utf8')) as { events?: unknown[] }).events ?? []).length > 0,
    );
    expect(withEvents.map((f) => relative(ROOT, f))).toEqual(['puya/arc_28/EventEmitter.arc56.json']);
  });

  it('the plain ARC-4 contract.json next to an ARC-32 spec describes the same methods', () => {
    for (const stem of ['arcs-assets/arc-0059/ARC59', 'puya/auction/tealscript_artifacts/Auction']) {
      const arc4 = new algosdk.ABIContract(
        JSON.parse(readFileSync(join(ROOT, `${stem}.arc4.json`), 'utf8')) as algosdk.ABIContractParams,
      );
      const arc32 = JSON.parse(readFileSync(join(ROOT, `${stem}.arc32.json`), 'utf8')) as {
        contract: algosdk.ABIContractParams;
      };
      const sigs = (c: algosdk.ABIContract) => c.methods.map((m) => m.getSignature());
      expect(sigs(arc4)).toEqual(sigs(new algosdk.ABIContract(arc32.contract)));
      expect(sigs(arc4).length).toBeGreaterThan(5);
    }
  });

  for (const file of tealFiles) {
    const name = relative(ROOT, file);
    const expected = siblingByteCode(file);
    it(`${name} compiles${expected ? " to its spec's byteCode" : ''} and round-trips`, async () => {
      const result = await compile(readFileSync(file, 'utf8'));
      if (expected !== undefined) expect(result).toBe(expected);
      const program = new Uint8Array(Buffer.from(result, 'base64'));
      const dis = await h.algod.disassemble(program).do();
      expect(await compile(`#pragma typetrack false\n${dis.result}`)).toBe(result);
    });
  }

  for (const file of specFiles) {
    const spec = readSpec(file);
    if (spec.source === undefined) continue;
    for (const part of ['approval', 'clear'] as const) {
      const b64 = spec.source[part];
      if (b64 === undefined) continue;
      const name = `${relative(ROOT, file)} source.${part}`;
      const stem = basename(file).replace(/\.(arc56|arc32)\.json$/, '');
      const teal = join(dirname(file), `${stem}.${part}.teal`);
      const expected = spec.byteCode?.[part];
      it(`${name} compiles${expected ? ' to its byteCode' : ''}${tealFiles.includes(teal) ? ` like ${stem}.${part}.teal` : ''}`, async () => {
        const text = Buffer.from(b64, 'base64').toString('utf8');
        const result = await compile(withTemplateZeros(text));
        if (expected !== undefined) expect(result).toBe(expected);
        if (tealFiles.includes(teal)) expect(result).toBe(await compile(readFileSync(teal, 'utf8')));
        expect(result.length).toBeGreaterThan(0);
      });
    }
  }
});
