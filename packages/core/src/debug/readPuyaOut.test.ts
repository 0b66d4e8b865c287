import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeBase64 } from '../txn/decodeBytesText';
import { DebugError } from './DebugError';
import { DEBUG_MESSAGES as M } from './debugMessages';
import { programHash } from './loadProgramListing';
import { readPuyaMap } from './PuyaMap';
import { puyaProgramsForSpec } from './puyaProgramsForSpec';
import { readPuyaOut, type GivenFile } from './readPuyaOut';
import { specOfPuyaOut } from './specOfPuyaOut';
import { referencePath } from '../../../../scripts/referenceDir';

const DIR = referencePath('puya-debug/');

/** An example's folder as a person drops it: `<example>/out/*` and `<example>/*.py`. */
function dropped(example: string): GivenFile[] {
  const files: GivenFile[] = [];
  for (const sub of ['', 'out/']) {
    for (const name of readdirSync(DIR + example + '/' + sub)) {
      if (name === 'out') continue;
      files.push({
        path: `${example}/${sub}${name}`,
        text: readFileSync(`${DIR}${example}/${sub}${name}`, 'utf8'),
      });
    }
  }
  return files;
}

describe('readPuyaMap (puya src/puya/ussemble/debug.py build_debug_info)', () => {
  it('reads pc → source line and the pc events of the hello world approval map', () => {
    const path = 'hello_world_arc4/out/HelloWorldContract.approval.puya.map';
    const map = readPuyaMap(readFileSync(DIR + path, 'utf8'), path);
    expect(map.sources).toEqual(['../contract.py']);
    expect(map.opPcOffset).toBe(0);
    // pc 1 is `txn NumAppArgs` under "// hello_world_arc4/contract.py:9" (class line, 0-based 8).
    expect(map.locations.get(1)).toEqual({ source: 0, line: 8, column: 0 });
    expect(map.events.get(1)?.subroutine).toBe('algopy.arc4.ARC4Contract.approval_program');
    const teal = readFileSync(DIR + 'hello_world_arc4/out/HelloWorldContract.approval.teal', 'utf8');
    // `pushbytes "Hello, "` is under "// hello_world_arc4/contract.py:12" in the TEAL.
    const [pc] = [...map.events].find(([, e]) => e.op === 'pushbytes "Hello, "') ?? [];
    expect(teal).toContain(
      '// hello_world_arc4/contract.py:12\n    // return "Hello, " + name\n    pushbytes "Hello, "',
    );
    expect(map.locations.get(pc ?? -1)?.line).toBe(11);
  });

  it('refuses what is not a version 3 puya map, naming the file', () => {
    for (const text of ['nope', '{}', JSON.stringify({ version: 3, sources: [], mappings: '' })]) {
      let err: unknown;
      try {
        readPuyaMap(text, 'x.puya.map');
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(DebugError);
      expect((err as DebugError).code).toBe('DEBUG_PUYA_MAP');
      expect((err as DebugError).message).toBe(M.badPuyaMap('x.puya.map'));
    }
  });
});

describe('readPuyaOut pairs each map with its program hash and sources', () => {
  it.each(['hello_world_arc4', 'amm', 'voting'])('%s', (example) => {
    const files = dropped(example);
    const { programs, problems } = readPuyaOut(files);
    expect(problems).toEqual([]);
    expect(programs.map((p) => p.name).sort()).toEqual(
      files
        .filter((f) => f.path.endsWith('.puya.map'))
        .map((f) => f.path.slice(f.path.lastIndexOf('/') + 1, -'.puya.map'.length))
        .sort(),
    );
    const specFile = files.find((f) => f.path.endsWith('.arc56.json')) as GivenFile;
    const byteCode = (JSON.parse(specFile.text) as { byteCode: { approval: string; clear: string } })
      .byteCode;
    const approval = programs.find((p) => p.name.endsWith('.approval'));
    expect(approval?.hash).toBe(programHash(decodeBase64(byteCode.approval) as Uint8Array));
    expect(programs.find((p) => p.name.endsWith('.clear'))?.hash).toBe(
      programHash(decodeBase64(byteCode.clear) as Uint8Array),
    );
    // `../contract.py` (or `../voting.py`) resolved from out/ to the source beside it.
    const source = files.find((f) => f.path.endsWith('.py')) as GivenFile;
    expect(approval?.sources).toEqual([{ path: `../${source.path.split('/').pop()}`, text: source.text }]);
  });

  it('finds sources picked without their folders, and says which are missing', () => {
    const files = dropped('amm').map((f) => ({ ...f, path: f.path.split('/').pop() as string }));
    expect(readPuyaOut(files).programs[0]?.sources[0]?.text).toContain('class ConstantProductAMM');
    const noSource = files.filter((f) => !f.path.endsWith('.py'));
    const { programs, problems } = readPuyaOut(noSource);
    expect(programs[0]?.sources).toEqual([{ path: '../contract.py' }]);
    expect(problems).toContain(M.puyaSourceMissing('../contract.py', 'ConstantProductAMM.approval.puya.map'));
    expect(readPuyaOut([{ path: 'a.teal', text: '' }]).problems).toEqual([M.noPuyaMap]);
  });

  it('keeps a map without a spec beside it, without a hash', () => {
    const files = dropped('amm').filter((f) => !f.path.endsWith('.arc56.json'));
    expect(readPuyaOut(files).programs.every((p) => p.hash === undefined)).toBe(true);
  });
});

describe('the contract lab given puya’s out/ files', () => {
  it('specOfPuyaOut finds the one ARC-56 spec, and says when there are several or none', () => {
    const amm = dropped('amm');
    expect(specOfPuyaOut(amm)).toEqual({
      spec: amm.find((f) => f.path.endsWith('ConstantProductAMM.arc56.json')),
    });
    const both = [...amm, ...dropped('voting')];
    expect(specOfPuyaOut(both)).toEqual({
      problem: M.severalSpecs(['ConstantProductAMM.arc56.json', 'VotingRoundApp.arc56.json']),
    });
    expect(specOfPuyaOut(amm.filter((f) => !f.path.endsWith('.json')))).toEqual({ problem: M.noSpecInFiles });
    const single = { path: 'App.json', text: '{}' };
    expect(specOfPuyaOut([single])).toEqual({ spec: single });
  });

  it('puyaProgramsForSpec: the kept maps of a spec’s programs, by byteCode hash or, templated, by name', () => {
    const kept = [...readPuyaOut(dropped('amm')).programs, ...readPuyaOut(dropped('voting')).programs];
    const spec = JSON.parse(specOfText(dropped('amm'))) as {
      name: string;
      byteCode: { approval: string; clear: string };
    };
    // puya's clear programs are the same bytes (`pushint 1; return`), so either map describes it.
    expect(puyaProgramsForSpec(spec, kept).map((p) => p.name)).toEqual([
      'ConstantProductAMM.approval',
      'ConstantProductAMM.clear',
      'VotingRoundApp.clear',
    ]);
    // A templated build: no byteCode, its maps kept without a hash, found by the contract's name.
    const templated = readPuyaOut(dropped('amm').filter((f) => !f.path.endsWith('.json'))).programs;
    expect(
      puyaProgramsForSpec({ name: 'ConstantProductAMM' }, [...templated, ...kept]).map((p) => p.hash),
    ).toEqual([undefined, undefined]);
    // Another contract's spec finds none of them.
    expect(
      puyaProgramsForSpec({ name: 'Other', byteCode: { approval: 'CoEBQw==', clear: 'CoEB' } }, kept),
    ).toEqual([]);
  });
});

function specOfText(files: GivenFile[]): string {
  const found = specOfPuyaOut(files);
  return 'spec' in found ? found.spec.text : '{}';
}
