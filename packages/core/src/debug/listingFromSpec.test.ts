import { readFileSync } from 'node:fs';
import { encode } from '@jridgewell/sourcemap-codec';
import type algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { constantBlockOffset } from '../contracts/errorMessageForPc';
import { loadContractSpec } from '../contracts/loadContractSpec';
import { decodeBase64 } from '../txn/decodeBytesText';
import { listingFromSpec } from './listingFromSpec';
import { instructionText, opcodeName, type ProgramListing } from './ProgramListing';
import { referencePath } from '../../../../scripts/referenceDir';

const specText = (path: string) => readFileSync(referencePath(`app-specs/${path}`), 'utf8');

/** A node that must not be asked (the spec's own source info places every line). */
const noNode = {
  compile: () => {
    throw new Error('the node was asked');
  },
} as unknown as algosdk.Algodv2;

/** Stands in for the node's disassembly: instruction starts (pcs) on placeholder lines. */
function disassemblyAt(pcs: readonly number[]): ProgramListing {
  return {
    hash: 'h',
    lines: pcs.map((pc) => `op@${pc}`),
    lineOfPc: new Map(pcs.map((pc, i) => [pc, i])),
    origin: 'disassembly',
  };
}

describe('a contract spec’s TEAL mapped by pc (ARC-56 source info)', () => {
  it('places each instruction of NestedStruct (TEALScript, pcOffsetMethod none) on its spec line', async () => {
    const spec = loadContractSpec(specText('algokit-utils-ts/nested_struct/NestedStruct.arc56.json'));
    const program = decodeBase64(spec.byteCode?.approval ?? '') ?? new Uint8Array();
    // The first pc of each source-info entry is where its instruction starts.
    const starts = (spec.sourceInfo?.approval.sourceInfo ?? []).map((e) => Math.min(...e.pc));
    const listing = await listingFromSpec(noNode, spec, 'approval', program, disassemblyAt(starts));
    expect(listing.origin).toBe('spec');
    expect(listing.contract).toBe('NestedStruct');
    const at = (pc: number) => instructionText(listing.lines[listing.lineOfPc.get(pc) ?? -1]);
    expect(at(0)).toBe('#pragma version 10');
    expect(at(1)).toBe('intcblock 1');
    // The lines name the opcode the program's bytes hold at that pc.
    expect([at(4), program[4]]).toEqual(['txn ApplicationID', 0x31]);
    expect([opcodeName(at(13)), program[13]]).toEqual(['switch', 0x8d]);
    expect([at(69), program[69]]).toEqual(['app_global_put', 0x67]);
    expect([at(85), program[85]]).toEqual(['log', 0xb0]);
    expect(listing.lineOfPc.size).toBe(starts.length);
    // pc ↔ line both ways: every mapped line holds an instruction, in pc order.
    const lines = [...listing.lineOfPc.entries()].sort((a, b) => a[0] - b[0]).map(([, l]) => l);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });

  it('keeps the disassembly where the spec has no TEAL lines, with its error messages at their pcs', async () => {
    const spec = loadContractSpec(specText('puya/hello_world_arc4/HelloWorldContract.arc56.json'));
    const program = decodeBase64(spec.byteCode?.approval ?? '') ?? new Uint8Array();
    const disassembly = disassemblyAt([0, 40, 44, 52, 60]);
    // The spec's TEAL is not what the (fake) node compiles it to: the disassembly stands.
    const listing = await listingFromSpec(noNode, spec, 'approval', program, disassembly);
    expect(listing.origin).toBe('disassembly');
    expect(listing.lines).toEqual(disassembly.lines);
    expect(listing.errorOfPc?.get(44)).toBe('invalid array length header');
    expect(listing.errorOfPc?.get(52)).toBe('invalid number of bytes for arc4.dynamic_array<arc4.uint8>');
    expect(listing.errorOfPc?.has(40)).toBe(false);
  });

  it('shifts cblocks pcs past the constant blocks (State.arc56) and names scratch slots', async () => {
    const json = JSON.parse(specText('algokit-utils-ts/state/State.arc56.json')) as Record<string, unknown>;
    json['scratchVariables'] = { counter: { slot: 3, type: 'uint64' }, owner: { slot: 7, type: 'address' } };
    const spec = loadContractSpec(JSON.stringify(json));
    expect(spec.sourceInfo?.approval.pcOffsetMethod).toBe('cblocks');
    const program = decodeBase64(spec.byteCode?.approval ?? '') ?? new Uint8Array();
    const offset = constantBlockOffset(program);
    expect(offset).toBeGreaterThan(0);
    // Puya's pc 169 is the node's 169 + offset + 1 (the first op after the blocks).
    const failing = 169 + offset + 1;
    const listing = await listingFromSpec(
      noNode,
      spec,
      'approval',
      program,
      disassemblyAt([0, failing - 1, failing]),
    );
    expect(listing.errorOfPc?.get(failing)).toBe('Deliberate error');
    // One shift for the whole program: the instruction before keeps no message.
    expect(listing.errorOfPc?.has(failing - 1)).toBe(false);
    expect(listing.errorOfPc?.has(169)).toBe(false);
    expect([...(listing.scratchNames ?? [])]).toEqual([
      [3, 'counter'],
      [7, 'owner'],
    ]);
  });
});

// A subroutine's tail after its constant block: intc_0 (pc 4), assert (pc 5), retsub (pc 6).
const TAIL = Uint8Array.from([0x0a, 0x20, 0x01, 0x01, 0x22, 0x44, 0x89]);
const TAIL_TEAL = ['#pragma version 10', 'intcblock 1', 'check:', 'intc_0', 'assert // boom', 'retsub'];
const TAIL_PCS = [0, 1, 4, 5, 6];
const TAIL_DISASSEMBLY: ProgramListing = {
  hash: 'h',
  lines: ['#pragma version 10', 'intcblock 1', 'intc_0', 'assert', 'retsub'],
  lineOfPc: new Map(TAIL_PCS.map((pc, i) => [pc, i])),
  origin: 'disassembly',
};

/** A spec holding the tail's TEAL and one source-info entry (Puya's kind: an error pc). */
function tailSpec(entry: Record<string, unknown>, method: 'cblocks' | 'none') {
  const json = JSON.parse(specText('puya/hello_world_arc4/HelloWorldContract.arc56.json')) as Record<
    string,
    unknown
  >;
  json['source'] = { approval: btoa(`${TAIL_TEAL.join('\n')}\n`), clear: btoa('#pragma version 10\n') };
  json['sourceInfo'] = {
    approval: { pcOffsetMethod: method, sourceInfo: [entry] },
    clear: { pcOffsetMethod: 'none', sourceInfo: [] },
  };
  delete json['byteCode'];
  return loadContractSpec(JSON.stringify(json));
}

/** A node whose compile answers `program` with a version 3 map placing each pc on `lineOfPc`. */
function nodeCompilingTo(program: Uint8Array, lineOfPc: ReadonlyMap<number, number>) {
  const last = Math.max(...lineOfPc.keys());
  const mappings = encode(
    Array.from({ length: last + 1 }, (_, pc) => {
      const line = lineOfPc.get(pc);
      return line === undefined ? [] : [[0, 0, line, 0] as [number, number, number, number]];
    }),
  );
  const asked: string[] = [];
  const node = {
    compile: (teal: string) => {
      asked.push(teal);
      return {
        sourcemap: () => ({
          do: () =>
            Promise.resolve({
              result: btoa(String.fromCharCode(...program)),
              sourcemap: { version: 3, mappings },
            }),
        }),
      };
    },
  } as unknown as algosdk.Algodv2;
  return { node, asked };
}

describe('every step of a spec’s program on a line, each error on its own pc', () => {
  // The node's map of TAIL_TEAL: pragma, intcblock, then intc_0 / assert / retsub on lines 4–6.
  const nodeLines = new Map([
    [0, 0],
    [1, 1],
    [4, 3],
    [5, 4],
    [6, 5],
  ]);

  it('maps every pc through the node when the source info names only error pcs (Puya)', async () => {
    const { node, asked } = nodeCompilingTo(TAIL, nodeLines);
    const spec = tailSpec({ pc: [5], errorMessage: 'boom', teal: 5 }, 'none');
    const listing = await listingFromSpec(node, spec, 'approval', TAIL, TAIL_DISASSEMBLY);
    expect(asked).toHaveLength(1);
    expect(listing.origin).toBe('spec');
    expect(TAIL_PCS.map((pc) => opcodeName(listing.lines[listing.lineOfPc.get(pc) ?? -1]))).toEqual([
      '#pragma',
      'intcblock',
      'intc_0',
      'assert',
      'retsub',
    ]);
    expect([...(listing.errorOfPc ?? [])]).toEqual([[5, 'boom']]);
  });

  it('falls back to the disassembly, each pc its own line, when the TEAL builds another program', async () => {
    const other = Uint8Array.from([0x0a, 0x81, 0x01]);
    const { node } = nodeCompilingTo(other, new Map([[0, 0]]));
    const spec = tailSpec({ pc: [5], errorMessage: 'boom', teal: 5 }, 'none');
    const listing = await listingFromSpec(node, spec, 'approval', TAIL, TAIL_DISASSEMBLY);
    expect(listing.origin).toBe('disassembly');
    expect(listing.specTeal?.problem).toBe('mismatch');
    expect(new Set(TAIL_PCS.map((pc) => listing.lineOfPc.get(pc))).size).toBe(TAIL_PCS.length);
  });

  // pcOffsetMethod cblocks: the block ends at byte 3, so the assert (pc 5) is entry pc 1 by the
  // ARC-56 prose (past the block) or 2 by the reference code's offset (its last byte).
  it.each([
    ['the prose’s offset', 1],
    ['the reference code’s offset', 2],
  ])('labels only the assert, not its neighbour, with cblocks pcs by %s', async (_, entryPc) => {
    const { node } = nodeCompilingTo(TAIL, nodeLines);
    const spec = tailSpec({ pc: [entryPc], errorMessage: 'boom', teal: 5 }, 'cblocks');
    const listing = await listingFromSpec(node, spec, 'approval', TAIL, TAIL_DISASSEMBLY);
    expect([...(listing.errorOfPc ?? [])]).toEqual([[5, 'boom']]);
    // The retsub after the assert is a retsub on its own line.
    expect(instructionText(listing.lines[listing.lineOfPc.get(6) ?? -1])).toBe('retsub');
    expect(instructionText(listing.lines[listing.lineOfPc.get(4) ?? -1])).toBe('intc_0');
  });
});
