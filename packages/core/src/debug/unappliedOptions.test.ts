import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { DEBUG_MESSAGES as M } from './debugMessages';
import { unappliedOptions } from './unappliedOptions';

const answer = (
  lastRound: number,
  overrides?: ConstructorParameters<typeof algosdk.modelsv2.SimulationEvalOverrides>[0],
) =>
  new algosdk.modelsv2.SimulateResponse({
    version: 2,
    lastRound,
    txnGroups: [],
    ...(overrides && { evalOverrides: new algosdk.modelsv2.SimulationEvalOverrides(overrides) }),
  });

describe('simulate options the node did not apply', () => {
  it('names a round other than the one asked and overrides missing from eval-overrides', () => {
    expect(
      unappliedOptions(
        { round: 7n, fixSigners: true, allowUnnamedResources: true, extraOpcodeBudget: 700 },
        answer(9),
      ),
    ).toEqual([
      M.roundNotApplied('7', '9'),
      M.optionNotApplied('fix-signers'),
      M.optionNotApplied('allow-unnamed-resources'),
      M.optionNotApplied('extra-opcode-budget'),
    ]);
  });

  it('says nothing when the answer shows every option applied', () => {
    expect(
      unappliedOptions(
        { round: 9n, fixSigners: true, allowUnnamedResources: true, extraOpcodeBudget: 700 },
        answer(9, { fixSigners: true, allowUnnamedResources: true, extraOpcodeBudget: 700 }),
      ),
    ).toEqual([]);
    expect(unappliedOptions({}, answer(9))).toEqual([]);
  });
});
