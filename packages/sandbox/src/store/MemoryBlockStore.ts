import type { BlockRecord } from './BlockRecord';
import type { BlockStore, OpenedBlockStore } from './BlockStore';
import { encodeFrame, readFrames } from './blockFraming';

/**
 * Blocks kept in memory, one frame per entry of `frames` (an array the caller may keep, to open
 * the same "storage" again, or to tear a record as a crash would). Durable at once.
 */
export class MemoryBlockStore implements BlockStore {
  readonly failure = undefined;

  private constructor(private readonly frames: Uint8Array[]) {}

  static open(
    frames: Uint8Array[] = [],
    options: { repair?: boolean } = {},
  ): OpenedBlockStore & { log: MemoryBlockStore } {
    const { records, kept, truncatedBytes } = readFrames(frames, options);
    frames.splice(kept);
    return { log: new MemoryBlockStore(frames), records, truncatedBytes };
  }

  append(record: BlockRecord): void {
    this.frames.push(encodeFrame(record));
  }

  cut(keep: number): void {
    this.frames.splice(keep);
  }

  async sync(): Promise<void> {}

  whenIdle(fn: () => void): void {
    fn();
  }

  async close(): Promise<void> {}
}
