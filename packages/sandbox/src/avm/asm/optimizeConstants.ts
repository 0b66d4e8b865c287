/**
 * go-algorand's constant-block optimisation (v4+, only for constants the `int`/`byte`/`addr`/
 * `method` pseudo-ops gathered, never an explicit intcblock/bytecblock): order the block by
 * use count, most used first (ties keep first-use order, a stable sort), so the most used get
 * the one-byte intc_N/bytec_N forms, and turn constants used once into pushint/pushbytes.
 */
import type { Chunk, OpStream } from './OpStream';
import { bytesEqual } from '../../util/bytesEqual';

type ConstChunk = Extract<Chunk, { kind: 'int' | 'byte' }>;

function optimize<T>(
  values: T[],
  refs: ConstChunk[],
  same: (a: T, b: T) => boolean,
  valueOf: (c: ConstChunk) => T,
): T[] {
  const freqs = values.map((value) => ({ value, freq: 0 }));
  for (const ref of refs) {
    const f = freqs.find((x) => same(x.value, valueOf(ref)));
    if (f) f.freq++;
  }
  freqs.sort((a, b) => b.freq - a.freq);
  for (const ref of refs) {
    const index = freqs.findIndex((x) => same(x.value, valueOf(ref)));
    ref.index = index;
    ref.singleton = freqs[index]?.freq === 1;
  }
  const block: T[] = [];
  for (const f of freqs) {
    if (f.freq === 1) break;
    block.push(f.value);
  }
  return block;
}

export function optimizeConstants(ops: OpStream): void {
  if (ops.cntIntcBlock === 0) {
    const refs = ops.chunks.filter((c): c is Extract<Chunk, { kind: 'int' }> => c.kind === 'int');
    ops.intc = optimize(
      ops.intc,
      refs,
      (a, b) => a === b,
      (c) => c.value as bigint,
    );
  }
  if (ops.cntBytecBlock === 0) {
    const refs = ops.chunks.filter((c): c is Extract<Chunk, { kind: 'byte' }> => c.kind === 'byte');
    ops.bytec = optimize(ops.bytec, refs, bytesEqual, (c) => c.value as Uint8Array);
  }
}
