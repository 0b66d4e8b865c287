import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { referencePath } from '../../../../scripts/referenceDir';
import { tealCompletions, tealHover } from './tealAssist';

const v13 = JSON.parse(readFileSync(join(referencePath('avm/'), 'langspec_v13.json'), 'utf8')) as {
  Ops: { Name: string; IntroducedVersion: number; Doc: string }[];
};

describe('the TEAL editor’s completion and hover at AVM v13 (langspec_v13.json)', () => {
  it('offers and documents every v13 opcode at v13, and none of v13’s new ones at v12', () => {
    const first = (op: string) => tealCompletions(op, 13).map((s) => s.label);
    for (const op of v13.Ops) {
      expect(first(op.Name), op.Name).toContain(op.Name);
      expect(tealHover(op.Name, 13)?.detail, op.Name).toContain(op.Doc.split('\n')[0]?.slice(0, 20) ?? '');
      if (op.IntroducedVersion === 13) {
        expect(tealCompletions(op.Name, 12).map((s) => s.label)).not.toContain(op.Name);
        expect(tealHover(op.Name, 12)?.detail).toContain('needs #pragma version 13');
      }
    }
    const newIn13 = v13.Ops.filter((o) => o.IntroducedVersion === 13).map((o) => o.Name);
    expect(newIn13).toEqual(expect.arrayContaining(['app_box_get', 'app_params_set']));
  });

  it('completes `#pragma` directives, v13’s autosalt among them (go: assembler.go pragma)', () => {
    expect(tealCompletions('#pragma ', 13).map((s) => s.label)).toEqual(['version', 'typetrack', 'autosalt']);
    expect(tealCompletions('#pragma au', 13)).toMatchObject([{ label: 'autosalt', kind: 'pragma' }]);
    expect(tealHover('autosalt', 13)?.detail).toContain('ed25519');
  });

  it('completes fields after an opcode at the program’s version', () => {
    expect(tealCompletions('txn Reje', 13).map((s) => s.label)).toEqual(['RejectVersion']);
    expect(tealCompletions('txn Reje', 11)).toEqual([]);
    expect(tealHover('frobnicate', 13)).toBeUndefined();
  });
});
