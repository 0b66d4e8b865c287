import { readFileSync } from 'node:fs';
import { sha512_256 } from '@noble/hashes/sha2.js';
import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { parseAbiField } from '../abi/parseAbiField';
import { readAbiValue } from '../abi/readAbiValue';
import { argSlots, returnField } from './argSlots';
import { emptyArgInput, readCallArgs } from './readCallArgs';
import { buildAppCall } from './buildAppCall';
import { decodeArc28Events } from './decodeArc28Events';
import { decodeReturnValue } from './decodeReturnValue';
import { formValueFromAvm, literalFormValue } from './defaultFormValue';
import { constantBlockOffset, errorMessageForPc, pcOfLogicError } from './errorMessageForPc';
import { loadContractSpec } from './loadContractSpec';
import { referencePath } from '../../../../scripts/referenceDir';
import { concatBytes } from '../encoding/concatBytes';

const ref = (path: string) => loadContractSpec(readFileSync(referencePath(`app-specs/${path}`), 'utf8'));

const hex = (s: string) => Uint8Array.from(s.match(/../g) ?? [], (h) => parseInt(h, 16));
const selector = (sig: string) => sha512_256(new TextEncoder().encode(sig)).slice(0, 4);

describe('ARC-28 events', () => {
  const emitter = ref('puya/arc_28/EventEmitter.arc56.json');

  it('decodes a recorded Swapped(uint64,uint64) log by the spec, by name', () => {
    // what emit_swapped(7, 9) logs: selector 1ccbd925 (sha512/256 of the signature), then the tuple
    const log = hex('1ccbd925' + '0000000000000007' + '0000000000000009');
    expect(log.subarray(0, 4)).toEqual(selector('Swapped(uint64,uint64)'));
    const events = decodeArc28Events([hex('deadbeef'), log], emitter);
    expect(events).toEqual([
      {
        name: 'Swapped',
        signature: 'Swapped(uint64,uint64)',
        logIndex: 1,
        args: [
          { name: 'a', value: '7' },
          { name: 'b', value: '9' },
        ],
      },
    ]);
  });

  it('decodes ufixed event fields exactly and skips logs whose body does not fit', () => {
    const sig = 'AnEvent(ufixed256x16,ufixed64x2)';
    const body = algosdk.ABIType.from('(ufixed256x16,ufixed64x2)').encode([12345n * 10n ** 12n, 150n]);
    const buffer = concatBytes([new Uint8Array([1, 2, 3]), selector(sig), body]);
    const [event] = decodeArc28Events([buffer.subarray(3)], emitter);
    expect(event?.args).toEqual([
      { name: 'field1', value: '1.2345' },
      { name: 'field2', value: '1.5' },
    ]);
    expect(decodeArc28Events([concatBytes([selector(sig), new Uint8Array([1])])], emitter)).toEqual([]);
  });
});

describe('return values', () => {
  it('reads the 151f7c75 log by the return type, structs by field name', () => {
    const spec = ref('algokit-utils-ts/nested_struct/NestedStruct.arc56.json');
    const method = spec.methods.find((m) => m.returns.struct !== undefined) ?? spec.methods[0];
    if (method === undefined) throw new Error('no method');
    const field = returnField(method, spec);
    expect(decodeReturnValue(undefined, [])).toEqual({ kind: 'void' });
    expect(decodeReturnValue(parseAbiField('uint64'), [hex('00')])).toEqual({ kind: 'missing' });
    const r = decodeReturnValue(parseAbiField('(uint64,string)'), [
      hex('151f7c75' + '000000000000002a' + '000a' + '0002' + '6869'),
    ]);
    expect(r).toMatchObject({ kind: 'value', value: [42n, 'hi'] });
    expect(field).toBeDefined();
  });
});

describe('ARC-56 error messages from a pc', () => {
  it('takes the cblock offset as the reference code does (the last cblock byte)', () => {
    // version, intcblock 2 [0 1], bytecblock 1 [0xaabb], then the first real op at pc 10
    const program = new Uint8Array([10, 0x20, 2, 0, 1, 0x26, 1, 2, 0xaa, 0xbb, 0x31, 0x00]);
    expect(constantBlockOffset(program)).toBe(9);
    const info = {
      pcOffsetMethod: 'cblocks' as const,
      sourceInfo: [{ pc: [5], errorMessage: 'Deliberate error' }],
    };
    // first op after the blocks is pc 10: puya's relative pc 5 is the node's pc 15
    expect(errorMessageForPc(info, 15, program)).toBe('Deliberate error');
    // a spec made to the reference code's offset (9) is found too
    expect(errorMessageForPc(info, 14, program)).toBe('Deliberate error');
    expect(errorMessageForPc(info, 16, program)).toBeUndefined();
    expect(
      errorMessageForPc({ pcOffsetMethod: 'none', sourceInfo: [{ pc: [5, 7], errorMessage: 'x' }] }, 7),
    ).toBe('x');
    expect(pcOfLogicError('logic eval error: assert failed pc=162. Details: app=11927, pc=162')).toBe(162);
  });

  it('maps the node pc of State.arc56 "error()" to its message through its own byteCode', () => {
    const spec = ref('algokit-utils-ts/state/State.arc56.json');
    const program = Uint8Array.from(atob(spec.byteCode?.approval ?? ''), (c) => c.charCodeAt(0));
    expect(spec.sourceInfo?.approval.pcOffsetMethod).toBe('cblocks');
    expect(constantBlockOffset(program)).toBe(25);
    // the sandbox reports "err opcode executed … pc=195" for error(); byte 195 is that err (0x00)
    expect(program[195]).toBe(0);
    expect(errorMessageForPc(spec.sourceInfo?.approval, 195, program)).toBe('Deliberate error');
  });
});

describe('defaults', () => {
  const state = ref('algokit-utils-ts/state/State.arc56.json');
  const arg = (method: string) => {
    const m = state.methods.find((x) => x.name === method);
    const slot = m === undefined ? undefined : argSlots(m, state)[0];
    if (slot?.kind !== 'value' || slot.arg.defaultValue === undefined) throw new Error(method);
    return { field: slot.field, dv: slot.arg.defaultValue };
  };

  it('fills literals decoded by their own type', () => {
    const s = arg('default_value');
    expect(literalFormValue(s.field, s.dv)).toBe('default value');
    const n = arg('default_value_int');
    expect(literalFormValue(n.field, n.dv)).toBe('123');
    expect(
      literalFormValue(parseAbiField('uint8'), {
        source: 'literal',
        data: 'AAAAAAAAAAc=',
        type: 'AVMUint64',
      }),
    ).toBe('7');
  });

  it('reads stored values raw or ABI-encoded, whichever the bytes are', () => {
    expect(formValueFromAvm(parseAbiField('string'), { bytes: new TextEncoder().encode('Hi') })).toBe('Hi');
    expect(formValueFromAvm(parseAbiField('string'), { bytes: hex('00026869') })).toBe('hi');
    expect(formValueFromAvm(parseAbiField('uint64'), { uint: 5n })).toBe('5');
    expect(formValueFromAvm(parseAbiField('ufixed64x2'), { uint: 150n })).toBe('1.5');
    expect(formValueFromAvm(parseAbiField('bool'), { uint: 1n })).toBe(true);
    expect(formValueFromAvm(parseAbiField('byte[4]'), { bytes: hex('01020304') })).toEqual({
      format: 'hex',
      text: '01020304',
    });
    expect(formValueFromAvm(parseAbiField('(uint64,bool)'), { bytes: hex('000000000000000380') })).toEqual([
      '3',
      true,
    ]);
  });
});

describe('buildAppCall', () => {
  const params: algosdk.SuggestedParams = {
    fee: 0n,
    minFee: 1000n,
    firstValid: 1n,
    lastValid: 1001n,
    genesisID: 'sandbox',
    genesisHash: new Uint8Array(32),
    flatFee: false,
  };
  const sender = algosdk.generateAccount().addr.toString();

  it('puts a transaction argument before the call, in one group, and encodes the rest', () => {
    const spec = ref('puya/amm/ConstantProductAMM.arc56.json');
    const method = spec.methods.find((m) => m.args.some((a) => a.type === 'pay' || a.type === 'axfer'));
    if (method === undefined) throw new Error('no txn arg');
    const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender,
      receiver: sender,
      amount: 1n,
      suggestedParams: params,
    });
    const args = argSlots(method, spec).map((slot) => {
      if (slot.kind === 'txn') return { txn: pay };
      if (slot.kind === 'reference') return { value: slot.ref === 'account' ? sender : 5n };
      const r = readAbiValue(slot.field, slot.field.kind === 'uint' ? '1' : '');
      if (!r.ok) throw new Error(slot.arg.name);
      return { value: r.value };
    });
    const txns = buildAppCall(
      { appId: 12n, sender, onComplete: 'NoOp', method, args, innerTxnFees: 1 },
      params,
    );
    const txnArgs = method.args.filter((a) => a.type === 'pay' || a.type === 'axfer').length;
    expect(txns).toHaveLength(txnArgs + 1);
    const call = txns[txns.length - 1] as algosdk.Transaction;
    expect(call.applicationCall?.appArgs[0]).toEqual(
      algosdk.ABIMethod.fromSignature(method.signature).getSelector(),
    );
    expect(call.fee).toBe(2000n);
    expect(new Set(txns.map((t) => algosdk.bytesToBase64(t.group ?? new Uint8Array()))).size).toBe(1);
  });

  it("reads a transaction argument not yet edited as the form shows it: sent by the call's sender", () => {
    const spec = ref('puya/amm/ConstantProductAMM.arc56.json');
    const method = spec.methods.find((m) => m.args.some((a) => a.type === 'pay'));
    if (method === undefined) throw new Error('no pay arg');
    const slots = argSlots(method, spec);
    const at = slots.findIndex((s) => s.kind === 'txn');
    const read = readCallArgs(slots, [], params, sender);
    // the other arguments are still empty; the pay argument's sender is not among the problems
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.txnErrors[at]?.['sender']).toBeUndefined();
    const form = emptyArgInput(slots[at]!, sender);
    expect(form.kind === 'txn' && form.draft.sender).toBe(sender);
  });

  it('creates with the schema, programs and extra pages; a bare call is one transaction', () => {
    const programs = { approval: new Uint8Array([10, 0x81, 1]), clear: new Uint8Array([10, 0x81, 1]) };
    const schema = { global: { ints: 3, bytes: 2 }, local: { ints: 1, bytes: 0 } };
    const [txn] = buildAppCall(
      { appId: 0n, sender, onComplete: 'OptIn', args: [], programs, schema, extraPages: 1 },
      params,
    );
    expect(txn?.applicationCall).toMatchObject({
      appIndex: 0n,
      onComplete: algosdk.OnApplicationComplete.OptInOC,
      numGlobalInts: 3,
      numGlobalByteSlices: 2,
      numLocalInts: 1,
      extraPages: 1,
    });
  });
});

describe('template variables', () => {
  it('makes UPDATABLE / DELETABLE toggles and puts ints and bytes into the TEAL', async () => {
    const { templateFields, templateLiteral, substituteTemplates } = await import('./templateFields');
    const state = ref('algokit-utils-ts/state/State.arc56.json');
    const fields = templateFields(state);
    expect(fields.map((f) => [f.name, f.toggle, f.as])).toEqual([
      ['DELETABLE', true, 'int'],
      ['UPDATABLE', true, 'int'],
      ['VALUE', false, 'int'],
    ]);
    const byName = Object.fromEntries(fields.map((f) => [f.name, f]));
    expect(templateLiteral(byName['UPDATABLE'] as never, true)).toEqual({ ok: true, teal: '1' });
    expect(templateLiteral(byName['VALUE'] as never, '18446744073709551615')).toEqual({
      ok: true,
      teal: '18446744073709551615',
    });
    expect(templateLiteral(byName['VALUE'] as never, '-1')).toMatchObject({ ok: false });
    const teal = btoa('int TMPL_VALUE\nbyte TMPL_VALUE_X\n');
    expect(substituteTemplates(teal, { VALUE: '5' })).toBe('int 5\nbyte TMPL_VALUE_X\n');
  });
});
