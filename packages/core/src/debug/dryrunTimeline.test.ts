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
