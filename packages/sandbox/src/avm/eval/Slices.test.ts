import { describe, expect, it } from 'vitest';
import { AvmEvalError } from './AvmError';
import { AppGroup } from './AvmGroup';
import { DEFAULT_AVM_PARAMS } from './AvmParams';
import { emptyApplyData } from './EvalTxn';
import { runInTurns, runToEnd, type Slices } from './Slices';
import { APP_ID, appTxn, SENDER, teal } from './testing/runTeal';
import { FakeLedger } from './testing/FakeLedger';
import type { StepTrace, TraceHook } from './TraceHook';

/** Counts 10 down to 0 through a scratch slot: intcblock, 2 + 6 × 10 steps, then 1. */
const COUNTDOWN = teal(`#pragma version 10
int 10
store 0
loop:
load 0
int 1
-
dup
store 0
bnz loop
int 1`);
const COUNTDOWN_STEPS = 1 + 2 + 6 * 10 + 1;

interface Outcome {
  pass: boolean | undefined;
  error: string | undefined;
  steps: StepTrace[];
  events: string[];
  budgetLeft: number;
  pauses: number;
}

/** Runs `program` as an app call, sliced every `sliceSteps` steps (or not), each pause counted. */
function runSliced(
  program: Uint8Array,
  sliceSteps: number | undefined,
  budget = 700,
  traced = true,
): Outcome {
  const ledger = new FakeLedger();
  ledger.createApp(APP_ID, SENDER, program);
  const steps: StepTrace[] = [];
  const events: string[] = [];
  const trace: TraceHook = {
    step: (t) => steps.push(t),
    programStart: (i) => events.push(`start ${i.appId}`),
    programEnd: (i) => events.push(`end ${i.pass} ${i.cost} ${i.error ?? ''}`),
  };
  const group = new AppGroup({
    txns: [appTxn()],
    txids: [new Uint8Array(32)],
    ledger,
    applyData: [emptyApplyData()],
    params: { ...DEFAULT_AVM_PARAMS, maxAppProgramCost: budget },
    ...(traced && { trace }),
    ...(sliceSteps !== undefined && { sliceSteps }),
  });
  const work = group.steps(0, APP_ID, program);
  let pauses = 0;
  let pass: boolean | undefined;
  let error: string | undefined;
  try {
    for (let r = work.next(); ; r = work.next()) {
      if (r.done === true) {
        pass = r.value;
        break;
      }
      pauses++;
    }
  } catch (e) {
    if (!(e instanceof AvmEvalError)) throw e;
    error = e.describe(true);
  }
  return { pass, error, steps, events, budgetLeft: group.remainingBudget, pauses };
}

describe('evaluation in slices', () => {
  it('a sliced run pauses every sliceSteps steps and ends as the unsliced run does', () => {
    const whole = runSliced(COUNTDOWN, undefined);
    expect(whole.pass).toBe(true);
    expect(whole.pauses).toBe(0);
    expect(whole.steps).toHaveLength(COUNTDOWN_STEPS);
    for (const slice of [1, 3, 7, COUNTDOWN_STEPS - 1, COUNTDOWN_STEPS]) {
      const sliced = runSliced(COUNTDOWN, slice);
      expect(sliced.pauses).toBe(Math.ceil(COUNTDOWN_STEPS / slice) - 1);
      // Same trace (every step's pc, stack and scratch changes, cost), result and budget left.
      expect(sliced.steps).toEqual(whole.steps);
      expect(sliced.events).toEqual(whole.events);
      expect(sliced.pass).toBe(whole.pass);
      expect(sliced.budgetLeft).toBe(whole.budgetLeft);
    }
  });

  it('a sliced run without a trace hook pauses and ends the same way', () => {
    const whole = runSliced(COUNTDOWN, undefined, 700, false);
    const sliced = runSliced(COUNTDOWN, 5, 700, false);
    expect(sliced.pauses).toBe(Math.ceil(COUNTDOWN_STEPS / 5) - 1);
    expect(sliced.pass).toBe(true);
    expect(sliced.budgetLeft).toBe(whole.budgetLeft);
  });

  it('a run that fails part-way fails with the same error sliced or not', () => {
    // 40 of budget: the loop runs out of it in its sixth pass.
    const whole = runSliced(COUNTDOWN, undefined, 40);
    expect(whole.error).toMatch(/^logic eval error: dynamic cost budget exceeded, executing /);
    const sliced = runSliced(COUNTDOWN, 4, 40);
    expect(sliced.pauses).toBe(Math.ceil(whole.steps.length / 4) - 1);
    expect(sliced.error).toBe(whole.error);
    expect(sliced.steps).toEqual(whole.steps);
    expect(sliced.events).toEqual(whole.events);
  });

  it('runToEnd resumes every pause; runInTurns takes one turn per pause', async () => {
    function* work(): Slices<string> {
      yield;
      yield;
      return 'done';
    }
    expect(runToEnd(work())).toBe('done');
    const turns: string[] = [];
    const result = runInTurns(work(), (fn) => {
      turns.push('turn');
      setTimeout(fn, 0);
    });
    expect(turns).toEqual(['turn']);
    expect(await result).toBe('done');
    expect(turns).toEqual(['turn', 'turn']);
  });
});
