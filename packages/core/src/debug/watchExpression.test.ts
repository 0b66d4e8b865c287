import { describe, expect, it } from 'vitest';
import { avmValueLabel, type AvmStackValue } from './AvmStackValue';
import type { TraceStep, TraceTimeline } from './replayTrace';
import {
  readWatchExpression,
  watchValue,
  WATCH_MESSAGES as M,
  type WatchExpression,
} from './watchExpression';

const u = (n: number): AvmStackValue => ({ type: 'uint', uint: BigInt(n) });
const text = (s: string) => new TextEncoder().encode(s);
const ACCOUNT = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
/** Another account that writes the same local key (two accounts opted in to one app). */
const OTHER = '7777777777777777777777777777777777777777777777777774MSJUVU';

function step(index: number, parts: Partial<TraceStep>): TraceStep {
  return {
    index,
    run: 0,
    depth: 0,
    pc: index,
    stackBefore: [],
    popped: 0,
    pushed: [],
    stackAfter: [],
    scratchBefore: new Map(),
    scratchWrites: [],
    stateChanges: [],
    spawnedInners: [],
    ...parts,
  };
}

/** Four steps: scratch 3 written with 0, global "count" written then deleted, a local and a box write. */
const timeline: TraceTimeline = {
  runs: [],
  failed: false,
  problems: [],
  steps: [
    step(0, {
      stackBefore: [u(7)],
      stateChanges: [{ scope: 'global', operation: 'write', key: text('count'), value: u(12) }],
    }),
    step(1, {
      stackBefore: [u(7), u(5)],
      scratchBefore: new Map([[3, u(0)]]),
      stateChanges: [
        { scope: 'local', operation: 'write', key: text('n'), value: u(1), account: ACCOUNT },
        { scope: 'box', operation: 'write', key: Uint8Array.from([0xbe, 0xef]), value: u(2) },
      ],
    }),
    step(2, {
      scratchBefore: new Map([[3, u(0)]]),
      stateChanges: [
        { scope: 'global', operation: 'delete', key: text('count') },
        { scope: 'local', operation: 'write', key: text('n'), value: u(9), account: OTHER },
      ],
    }),
    step(3, { scratchBefore: new Map([[3, u(0)]]) }),
  ],
};

const read = (t: string): WatchExpression => {
  const r = readWatchExpression(t);
  if (!r.ok) throw new Error(r.error);
  return r.watch;
};
/** What a typed watch shows at each step of `on`: a value's label, or the kind of nothing. */
const valuesAt = (on: TraceTimeline, t: string) =>
  on.steps.map((_, i) => {
    const v = watchValue(on, i, read(t));
    return v.kind === 'value' ? avmValueLabel(v.value) : v.kind;
  });
const shown = (t: string) => valuesAt(timeline, t);

describe('watch expressions', () => {
  it('follow a scratch slot, a stack position, global, local and box keys step by step', () => {
    expect(shown('scratch 3')).toEqual(['none', '0', '0', '0']);
    expect(shown('stack -1')).toEqual(['7', '5', 'none', 'none']);
    expect(shown('stack 0')).toEqual(['7', '7', 'none', 'none']);
    expect(shown('global count')).toEqual(['none', '12', '12', 'deleted']);
    expect(shown('global "count"')).toEqual(shown('global 0x636f756e74'));
    expect(shown(`local ${ACCOUNT} n`)).toEqual(['none', 'none', '1', '1']);
    expect(shown(`local ${OTHER} n`)).toEqual(['none', 'none', 'none', '9']);
    expect(shown('box 0xbeef')).toEqual(['none', 'none', '2', '2']);
  });

  it('follow a local key by account index: whichever account that is in the running app call', () => {
    // A logic sig (no accounts), then an app call sent by ACCOUNT naming OTHER as account 1, which
    // writes both accounts' "n", then an inner app call sent by OTHER with no foreign accounts.
    const byIndex: TraceTimeline = {
      failed: false,
      problems: [],
      runs: [
        { id: 0, kind: 'logicSig', path: [0], depth: 0, firstStep: 0, lastStep: 0 },
        {
          id: 1,
          kind: 'approval',
          path: [1],
          depth: 0,
          accounts: [ACCOUNT, OTHER],
          firstStep: 1,
          lastStep: 2,
        },
        { id: 2, kind: 'approval', path: [1, 0], depth: 1, accounts: [OTHER], firstStep: 3, lastStep: 3 },
      ],
      steps: [
        step(0, { run: 0 }),
        step(1, {
          run: 1,
          stateChanges: [
            { scope: 'local', operation: 'write', key: text('n'), value: u(1), account: ACCOUNT },
          ],
        }),
        step(2, {
          run: 1,
          stateChanges: [{ scope: 'local', operation: 'write', key: text('n'), value: u(9), account: OTHER }],
        }),
        step(3, { run: 2, depth: 1 }),
      ],
    };
    const at = (t: string) => valuesAt(byIndex, t);
    expect(read('local 0 n')).toEqual({ kind: 'local', key: text('n'), accountIndex: 0 });
    // The sender: ACCOUNT in the outer call (its write shows from the next step), OTHER in the inner.
    expect(at('local 0 n')).toEqual(['noAccount', 'none', '1', '9']);
    // Account 1: OTHER in the outer call; the inner call has no account 1.
    expect(at('local 1 n')).toEqual(['noAccount', 'none', 'none', 'noAccount']);
    expect(at('local 2 n')).toEqual(['noAccount', 'noAccount', 'noAccount', 'noAccount']);
  });

  it("read the running program's app: an inner call to another app sees that app's keys", () => {
    // App 1 writes its "count" and box "b", then calls app 2, which has written neither.
    const apps: TraceTimeline = {
      failed: false,
      problems: [],
      runs: [
        {
          id: 0,
          kind: 'approval',
          path: [0],
          depth: 0,
          appId: 1n,
          accounts: [ACCOUNT],
          firstStep: 0,
          lastStep: 1,
        },
        {
          id: 1,
          kind: 'approval',
          path: [0, 0],
          depth: 1,
          appId: 2n,
          accounts: [OTHER],
          firstStep: 2,
          lastStep: 3,
        },
      ],
      steps: [
        step(0, {
          stateChanges: [
            { scope: 'global', operation: 'write', key: text('count'), value: u(5), appId: 1n },
            { scope: 'box', operation: 'write', key: text('b'), value: u(6), appId: 1n },
          ],
        }),
        step(1, {}),
        step(2, {
          run: 1,
          depth: 1,
          stateChanges: [{ scope: 'global', operation: 'write', key: text('count'), value: u(7), appId: 2n }],
        }),
        step(3, { run: 1, depth: 1 }),
      ],
    };
    const at = (t: string) => valuesAt(apps, t);
    expect(at('global count')).toEqual(['none', '5', 'none', '7']);
    expect(at('box b')).toEqual(['none', '6', 'none', 'none']);
  });

  it('refuse what is not a watch, saying why', () => {
    const error = (t: string) => {
      const r = readWatchExpression(t);
      return r.ok ? undefined : r.error;
    };
    expect(error('')).toBe(M.empty);
    expect(error('memory 3')).toBe(M.unknown('memory'));
    expect(error('scratch 256')).toBe(M.slot);
    expect(error('stack top')).toBe(M.position);
    expect(error('global')).toBe(M.key);
    expect(error('box 0xzz')).toBe(M.hex);
    // A local key without its account would match whichever account wrote it last.
    expect(error('local n')).toBe(M.localAccount);
    expect(error('local n x')).toBe(M.localAccount);
    expect(error(`local ${ACCOUNT.slice(0, -1)}A n`)).toBe(M.localAccount);
    expect(error(`local ${ACCOUNT}`)).toBe(M.key);
    expect(error('local 1')).toBe(M.key);
    expect(error('local 256 n')).toBe(M.accountIndex);
    expect(error('local -1 n')).toBe(M.localAccount);
  });
});
