import { readFileSync } from 'node:fs';
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
    expect(listing.errorOfPc?.has(169)).toBe(false);
    expect([...(listing.scratchNames ?? [])]).toEqual([
      [3, 'counter'],
      [7, 'owner'],
    ]);
  });
});
