import { describe, expect, it } from 'vitest';
import { MAX_AVM_VERSION, opTable } from '../opcodes';
import { decodeAt } from './decodeProgram';
import { isSupported } from './registry';
import { supportRows, supportTableMarkdown } from './supportTable';
import { runApp, runSig } from './testing/runTeal';
import type { StepTrace } from './TraceHook';

describe('cost accounting against the langspec', () => {
  it('every single-byte op without immediates has the langspec static cost', () => {
    for (let v = 1; v <= MAX_AVM_VERSION; v++) {
      for (const spec of opTable(v).byName.values()) {
        if (spec.size !== 1 || spec.sub !== undefined || spec.cost.kind !== 'linear') continue;
        const ins = decodeAt(new Uint8Array([v, spec.opcode]), 1, v);
        if (spec.cost.cost.perChunk === 0)
          expect([spec.name, ins.cost]).toEqual([spec.name, spec.cost.cost.base]);
        else expect([spec.name, ins.dynCost]).toEqual([spec.name, spec.cost.cost]);
      }
    }
  });

  it('v1 hashes are cheaper than v2+ (7 vs 35 for sha256)', () => {
    expect(decodeAt(new Uint8Array([1, 1]), 1, 1).cost).toBe(7);
    expect(decodeAt(new Uint8Array([2, 1]), 1, 2).cost).toBe(35);
  });

  it('OpcodeBudget reflects what was spent; per-byte costs are charged', () => {
    // 700 - (pushint, global) = 698 when read; sha512 of 64 bytes costs 15 + 2*2 = 19.
    expect(runApp('#pragma version 11\nglobal OpcodeBudget\nint 699\n==').pass).toBe(true);
    const before = 700;
    const r = runApp('#pragma version 13\nint 64\nbzero\nsha512\npop\nint 1');
    expect(before - r.group.remainingBudget).toBe(1 + 1 + 19 + 1 + 1);
  });

  it('logic sig budget is pooled across the group', () => {
    expect(runSig('#pragma version 8\nglobal OpcodeBudget\nint 39999\n==', { groupSize: 2 }).pass).toBe(true);
  });
});

describe('support table', () => {
  it('supports every opcode of AVM v1–v13 (go-algorand v5.0.0 data/transactions/logic/opcodes.go OpSpecs)', () => {
    const md = supportTableMarkdown();
    expect(md).toContain('| 11 |');
    const unsupported = supportRows()
      .filter((r) => !r.supported)
      .map((r) => r.name);
    expect(unsupported).toEqual([]);
    for (const op of [
      '+',
      'itxn_submit',
      'box_put',
      'frame_dig',
      'match',
      'ecdsa_verify',
      'falcon_verify',
      'vrf_verify',
      'json_ref',
      'ec_pairing_check',
      'mimc',
      'poseidon2',
      'app_box_get',
      'app_params_set',
    ])
      expect(isSupported(op)).toBe(true);
  });
});

describe('trace hook', () => {
  it('reports each step with pops, additions and scratch writes', () => {
    const steps: StepTrace[] = [];
    const r = runApp('#pragma version 11\nint 2\nint 3\n+\nstore 1\nint 1', {
      trace: { step: (t) => steps.push(t) },
    });
    expect(r.pass).toBe(true);
    expect(steps.map((s) => s.op)).toEqual(['pushint', 'pushint', '+', 'store', 'pushint']);
    const plus = steps[2];
    expect(plus?.stackPopCount).toBe(2);
    expect(plus?.stackAdditions).toEqual([5]);
    expect(steps[3]?.scratchChanges).toEqual([{ slot: 1, value: 5 }]);
  });
});
