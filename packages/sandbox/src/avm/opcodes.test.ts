import { describe, expect, it } from 'vitest';
import { fieldGroup, MAX_AVM_VERSION, MODE_APP, MODE_SIG, opSpecByName, opTable } from './opcodes';
import { evaluateCost, parseOpCost } from './opCost';
import { readReferenceText } from './testing/reference';

interface LangOp {
  Opcode: number | [number, number];
  Name: string;
  Args?: string[];
  Returns?: string[];
  ImmediateNote?: { Name: string }[];
  ArgEnum?: string[];
}

describe('opcode tables', () => {
  it('hold exactly the ops of each langspec version, with their opcodes, stack types and immediates', () => {
    expect(MAX_AVM_VERSION).toBe(13);
    for (let v = 1; v <= MAX_AVM_VERSION; v++) {
      const spec = JSON.parse(readReferenceText(`avm/langspec_v${v}.json`)) as { Ops: LangOp[] };
      const table = opTable(v);
      expect([...table.byName.keys()].sort()).toEqual(spec.Ops.map((o) => o.Name).sort());
      for (const o of spec.Ops) {
        const op = table.byName.get(o.Name);
        const [code, sub] = Array.isArray(o.Opcode) ? o.Opcode : [o.Opcode, undefined];
        expect(op?.opcode).toBe(code);
        expect(op?.sub).toBe(sub);
        expect(table.byOpcode(code, sub)).toBe(op);
        expect(op?.args.map((t) => t.name)).toEqual(o.Args ?? []);
        expect(op?.returns.map((t) => t.name)).toEqual(o.Returns ?? []);
        expect(op?.immediates.map((i) => i.name)).toEqual(
          (o.ImmediateNote ?? []).map((i) => i.Name.toLowerCase()),
        );
        const group = op?.immediates.find((i) => i.group)?.group;
        for (const name of o.ArgEnum ?? []) expect(group?.byName(name)?.name).toBe(name);
      }
    }
  });

  it('answer version-specific questions', () => {
    expect(opTable(1).byName.has('b')).toBe(false);
    expect(opTable(2).byName.get('b')?.immediates[0]?.kind).toBe('label');
    expect(opTable(13).byName.get('b')?.immediates[0]?.kind).toBe('varintLabel');
    expect(opTable(13).byName.get('switch')?.immediates[0]?.kind).toBe('labels');
    expect(opTable(13).isPrefix(0xd4)).toBe(true);
    expect(opTable(13).byOpcode(0xd4, 1)?.name).toBe('app_box_create');
    expect(opTable(12).isPrefix(0xd4)).toBe(false);
    // v0 programs use the v1 table.
    expect(opTable(0)).toBe(opTable(1));
    expect(() => opTable(14)).toThrow(TypeError);
    // balance took an account index before v4 and any account reference from v4.
    expect(opSpecByName(3, 'balance')?.args[0]?.name).toBe('uint64');
    expect(opSpecByName(4, 'balance')?.args[0]?.name).toBe('any');
    expect(opSpecByName(1, 'ed25519verify')?.modes).toBe(MODE_SIG);
    expect(opSpecByName(5, 'ed25519verify')?.modes).toBe(MODE_SIG | MODE_APP);
    expect(opSpecByName(13, 'log')?.modes).toBe(MODE_APP);
  });

  it('carry field versions, codes and types', () => {
    const txn = fieldGroup('txn Fields');
    expect(txn.byName('Sender')).toMatchObject({ code: 0, version: 0 });
    expect(txn.byName('Fee')?.type.name).toBe('uint64');
    expect(txn.byName('RejectVersion')).toMatchObject({ code: 68, version: 12 });
    expect(txn.byCode(26)).toBeUndefined(); // ApplicationArgs is an array field
    expect(fieldGroup('txna Fields').byCode(26)?.name).toBe('ApplicationArgs');
    expect(fieldGroup('txn').byName('Note')?.version).toBe(6); // settable by itxn_field from v6
    expect(opTable(2).fieldNames.has('RejectVersion')).toBe(true);
    expect(opTable(1).fieldNames.has('ApplicationArgs')).toBe(false);
  });

  it('parse costs: fixed, per-field and length-dependent', () => {
    expect(opSpecByName(1, 'sha256')?.cost).toEqual({
      kind: 'linear',
      cost: { base: 7, perChunk: 0, chunkSize: 0, depth: 0 },
    });
    expect(opSpecByName(2, 'sha256')?.docCost).toBe('35');
    const sha512 = parseOpCost('15 + 2 per 32 bytes of A', 1);
    expect(sha512).toEqual({ kind: 'linear', cost: { base: 15, perChunk: 2, chunkSize: 32, depth: 0 } });
    if (sha512.kind === 'linear') expect(evaluateCost(sha512.cost, () => 33)).toBe(19);
    const jsonRef = opSpecByName(13, 'json_ref')?.cost;
    // "of A" with two stack args: A is below the top, depth 1.
    expect(jsonRef).toEqual({ kind: 'linear', cost: { base: 25, perChunk: 2, chunkSize: 7, depth: 1 } });
    const ecdsa = opSpecByName(13, 'ecdsa_verify')?.cost;
    expect(ecdsa?.kind === 'byField' && ecdsa.costs.get('Secp256r1')?.base).toBe(2500);
    const pairing = opSpecByName(13, 'ec_pairing_check')?.cost;
    expect(pairing?.kind === 'byField' && pairing.costs.get('BN254g1')).toEqual({
      base: 8000,
      perChunk: 7400,
      chunkSize: 64,
      depth: 0,
    });
  });
});
