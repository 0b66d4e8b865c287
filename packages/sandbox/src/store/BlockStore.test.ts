import 'fake-indexeddb/auto';
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { idbBlockStoreHarness } from '../browser/IdbBlockStore.harness';
import { BlockLog } from './BlockLog';
import { blockStoreContract, type BlockStoreHarness } from './BlockStore.contract';
import { MemoryBlockStore } from './MemoryBlockStore';

/** Where each frame of a closed log file starts (`u32 length ‖ u32 crc32 ‖ payload`). */
function frameStarts(path: string): number[] {
  const bytes = readFileSync(path);
  const starts: number[] = [];
  for (let at = 0; at + 8 <= bytes.length; at += 8 + bytes.readUInt32LE(at)) starts.push(at);
  return starts;
}

async function fileHarness(): Promise<BlockStoreHarness> {
  const dir = mkdtempSync(join(tmpdir(), 'sextant-blockstore-'));
  const path = join(dir, 'blocks.log');
  return {
    open: async (options) => BlockLog.open(path, options),
    tearLast: async () => truncateSync(path, readFileSync(path).length - 3),
    corrupt: async (index) => {
      const bytes = readFileSync(path);
      bytes[(frameStarts(path)[index] as number) + 8 + 10]! ^= 1;
      writeFileSync(path, bytes);
    },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function memoryHarness(): Promise<BlockStoreHarness> {
  const frames: Uint8Array[] = [];
  return {
    open: async (options) => MemoryBlockStore.open(frames, options),
    tearLast: async () => {
      frames[frames.length - 1] = (frames[frames.length - 1] as Uint8Array).slice(0, -3);
    },
    corrupt: async (index) => {
      (frames[index] as Uint8Array)[8 + 10]! ^= 1;
    },
    dispose: async () => {},
  };
}

const stores: Array<[string, () => Promise<BlockStoreHarness>]> = [
  ['BlockLog (file)', fileHarness],
  ['MemoryBlockStore', memoryHarness],
  ['IdbBlockStore (fake-indexeddb)', idbBlockStoreHarness],
];

for (const [name, make] of stores) {
  describe(`block store contract: ${name}`, () => {
    for (const c of blockStoreContract(make)) it(c.name, () => c.run());
  });
}
