import { describe, expect, it } from 'vitest';
import { avmValueLabel, type AvmStackValue } from './AvmStackValue';
import { dryrunTimeline } from './dryrunTimeline';
import { moveInTrace } from './moveInTrace';
import type { DryrunProgramResult } from './readDryrunResponse';

const u = (n: number): AvmStackValue => ({ type: 'uint', uint: BigInt(n) });

/** `int 7; int 5; +; store 1; load 1; int 13; ==; assert` as dry-run traces it (state before each line). */
const app: DryrunProgramResult = {
  verdict: 'REJECT',
  messages: ['ApprovalProgram', 'REJECT'],
  disassembly: [
    '#pragma version 10',
    'int 7',
    'int 5',
    '+',
    'store 1',
    'load 1',
    'int 13',
    '==',
    'assert',
    '',
  ],
  trace: [
    { line: 1, pc: 1, stack: [], scratch: [] },
    { line: 2, pc: 3, stack: [u(7)], scratch: [] },
    { line: 3, pc: 5, stack: [u(7), u(5)], scratch: [] },
    { line: 4, pc: 6, stack: [u(12)], scratch: [] },
    { line: 5, pc: 8, stack: [], scratch: [u(0), u(12)] },
    { line: 6, pc: 10, stack: [u(12)], scratch: [u(0), u(12)] },
    { line: 7, pc: 12, stack: [u(12), u(13)], scratch: [u(0), u(12)] },
    { line: 8, pc: 13, stack: [u(0)], scratch: [u(0), u(12)], error: 'assert failed pc=13' },
  ],
};
const lsig: DryrunProgramResult = {
  verdict: 'PASS',
  messages: ['PASS'],
  disassembly: ['#pragma version 10', 'int 1'],
  trace: [{ line: 1, pc: 1, stack: [], scratch: [] }],
};

describe('a dry-run response as the stepper’s timeline', () => {
  const view = dryrunTimeline(
    { error: '', protocolVersion: 'future', txns: [{ position: 1, logs: [], logicSig: lsig, app }] },
    [9n],
  );
  const t = view.timeline;

  it('runs the logic sig, then the app, each over its own disassembly, the app with its id', () => {
    expect(t.runs.map((r) => [r.kind, r.path, r.appId, r.firstStep, r.lastStep])).toEqual([
      ['logicSig', [0], undefined, 0, 0],
      ['approval', [0], 9n, 1, 8],
    ]);
    const listing = view.listings.get(t.runs[1]?.programHash ?? '');
    expect(listing?.origin).toBe('dryrun');
    // algod's trailing empty line is dropped; each traced pc is on its line.
    expect(listing?.lines.at(-1)).toBe('assert');
    expect(listing?.lineOfPc.get(13)).toBe(8);
    expect(view.appOfProgram.get(t.runs[1]?.programHash ?? '')).toBe(9n);
  });

  it('reads pops and pushes from one line’s stack to the next, and fails on the line with the error', () => {
    const plus = t.steps[3];
    expect([plus?.popped, plus?.pushed.map(avmValueLabel), plus?.stackAfter.map(avmValueLabel)]).toEqual([
      2,
      ['12'],
      ['12'],
    ]);
    expect(t.failed).toBe(true);
    expect(t.failureStep).toBe(8);
    expect(t.failureMessage).toBe('assert failed pc=13');
    expect(t.steps[8]?.stackBefore).toEqual([u(0)]);
    // Back three from the failure: `load 1`, the stack empty, slot 1 holding 12 (slot 0 never written).
    const back = moveInTrace(t, moveInTrace(t, moveInTrace(t, 8, 'back'), 'back'), 'back');
    expect(t.steps[back]?.stackBefore).toEqual([]);
    expect([...(t.steps[back]?.scratchBefore ?? [])]).toEqual([[1, u(12)]]);
  });
});

describe('dry-run scratch: written slots stay listed when they hold 0 or empty bytes', () => {
  const b = (hex: string): AvmStackValue => ({
    type: 'bytes',
    bytes: Uint8Array.from(Buffer.from(hex, 'hex')),
  });
  // `int 0; store 2; byte ""; store 4; int 9; store 1; int 0; int 0; stores; int 1`, as dry-run
  // lists scratch: every slot up to the last non-zero one, unwritten ones as uint 0.
  const program: DryrunProgramResult = {
    verdict: 'PASS',
    messages: ['PASS'],
    disassembly: [
      '#pragma version 10',
      'int 0',
      'store 2 // zero',
      'byte 0x',
      'store 4',
      'int 9',
      'store 1',
      'int 0',
      'int 0',
      'stores',
      'int 1',
    ],
    trace: [
      { line: 1, pc: 1, stack: [], scratch: [] },
      { line: 2, pc: 3, stack: [u(0)], scratch: [] },
      { line: 3, pc: 5, stack: [], scratch: [] },
      { line: 4, pc: 7, stack: [b('')], scratch: [] },
      { line: 5, pc: 9, stack: [], scratch: [u(0), u(0), u(0), u(0), b('')] },
      { line: 6, pc: 11, stack: [u(9)], scratch: [u(0), u(0), u(0), u(0), b('')] },
      { line: 7, pc: 13, stack: [], scratch: [u(0), u(9), u(0), u(0), b('')] },
      { line: 8, pc: 15, stack: [u(0)], scratch: [u(0), u(9), u(0), u(0), b('')] },
      { line: 9, pc: 17, stack: [u(0), u(0)], scratch: [u(0), u(9), u(0), u(0), b('')] },
      { line: 10, pc: 18, stack: [], scratch: [u(0), u(9), u(0), u(0), b('')] },
    ],
  };
  const t = dryrunTimeline({
    error: '',
    protocolVersion: 'future',
    txns: [{ position: 1, logs: [], app: program }],
  }).timeline;
  const slots = (i: number) => [...(t.steps[i]?.scratchBefore ?? [])].map(([s, v]) => [s, avmValueLabel(v)]);

  it('lists a slot stored with 0 or empty bytes, and never one no store touched', () => {
    expect(slots(1)).toEqual([]);
    expect(slots(2)).toEqual([[2, '0']]);
    expect(slots(4)).toEqual([
      [2, '0'],
      [4, '0x'],
    ]);
    expect(slots(6)).toEqual([
      [1, '9'],
      [2, '0'],
      [4, '0x'],
    ]);
    // `stores` into slot 0 with 0: slot 0 is written from then on; slot 3 never is.
    expect(slots(9).map(([s]) => s)).toEqual([0, 1, 2, 4]);
  });

  it('records each store as the step’s scratch write', () => {
    expect(t.steps[1]?.scratchWrites.map((w) => [w.slot, avmValueLabel(w.value)])).toEqual([[2, '0']]);
    expect(t.steps[8]?.scratchWrites.map((w) => [w.slot, avmValueLabel(w.value)])).toEqual([[0, '0']]);
    expect(t.steps[0]?.scratchWrites).toEqual([]);
  });
});
