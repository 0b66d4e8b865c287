import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { abiTxnArgErrors } from '../compose/abiTxnArgErrors';
import { buildGroup } from '../compose/buildGroup';
import { composeReducer } from '../compose/composeReducer';
import { newGroupDraft } from '../compose/GroupDraft';
import { deserializeGroupDraft, serializeGroupDraft } from '../compose/serializeGroupDraft';
import { buildTransaction } from '../txn/buildTransaction';
import { emptyTxnDraft } from '../txn/emptyTxnDraft';
import type { ApplDraft, TxnDraft } from '../txn/TxnDraft';
import type { AbiArgInput, AbiCallDraft } from './AbiCallDraft';
import { buildAppCall } from './buildAppCall';
import type { SpecMethod } from './ContractSpec';
import { readAbiCallReturn } from './readAbiCallReturn';
import { LAB_PARAMS } from './testing/labParams';

const sender = algosdk.generateAccount().addr.toString();
const other = algosdk.generateAccount().addr.toString();
const params = LAB_PARAMS;

function method(signature: string, names?: string[]): SpecMethod {
  const m = algosdk.ABIMethod.fromSignature(signature);
  return {
    name: m.name,
    signature,
    args: m.args.map((a, i) => ({ name: names?.[i] ?? `arg${i + 1}`, type: a.type.toString() })),
    returns: { type: m.returns.type.toString() },
    actions: { create: [], call: ['NoOp'] },
    readonly: false,
    events: [],
  };
}

function callDraft(m: SpecMethod, inputs: (AbiArgInput | null)[], patch: Partial<ApplDraft> = {}): ApplDraft {
  const abi: AbiCallDraft = { specLabel: 'test', method: m, structs: {}, inputs };
  return { ...(emptyTxnDraft('appl', sender) as ApplDraft), appId: '1234', abi, ...patch };
}

const v = (value: string | boolean | (string | boolean)[]): AbiArgInput => ({ kind: 'value', value });
const ref = (text: string): AbiArgInput => ({ kind: 'ref', text });

// Known answers: algosdk's AtomicTransactionComposer.addMethodCall, which ARC-4 clients encode with.
describe('an ABI method call drafted in the studio', () => {
  it('encodes as algosdk’s composer does: selector, values, references placed in the foreign arrays', () => {
    const m = method('swap(uint64,account,application,asset,account,application,(uint8,bool),string)uint64');
    const draft = callDraft(
      m,
      [v('42'), ref(other), ref('77'), ref('31566704'), ref(sender), ref('1234'), v(['7', true]), v('hé')],
      { accounts: [other], foreignAssets: ['9'] },
    );
    const built = buildTransaction(draft, params);
    if (!built.ok) throw new Error(JSON.stringify(built.errors));
    const [expected] = buildAppCall(
      {
        appId: 1234n,
        sender,
        onComplete: 'NoOp',
        method: m,
        args: [42n, other, 77n, 31566704n, sender, 1234n, [7n, true], 'hé'].map((value) => ({ value })),
        resources: { accounts: [other], apps: [], assets: [9n], boxes: [] },
      },
      params,
    );
    const a = built.txn.applicationCall;
    const b = expected?.applicationCall;
    expect(a?.appArgs).toEqual(b?.appArgs);
    // the typed account is reused (index 1), the sender and the called app are index 0
    expect(a?.appArgs[2]).toEqual(new Uint8Array([1]));
    expect(a?.appArgs[5]).toEqual(new Uint8Array([0]));
    expect(a?.appArgs[6]).toEqual(new Uint8Array([0]));
    expect(a?.accounts.map(String)).toEqual([other]);
    expect(a?.foreignApps).toEqual([77n]);
    expect(a?.foreignAssets).toEqual([9n, 31566704n]);
    expect(a?.appArgs[0]).toEqual(algosdk.ABIMethod.fromSignature(m.signature).getSelector());
  });

  it('packs the 15th argument on into one tuple, as ARC-4 says', () => {
    const types = Array.from({ length: 17 }, (_, i) => (i % 2 === 0 ? 'uint64' : 'string'));
    const m = method(`many(${types.join(',')})void`);
    const values = types.map((t, i) => (t === 'uint64' ? String(i) : `s${i}`));
    const built = buildTransaction(
      callDraft(
        m,
        values.map((x) => v(x)),
      ),
      params,
    );
    if (!built.ok) throw new Error(JSON.stringify(built.errors));
    const [expected] = buildAppCall(
      {
        appId: 1234n,
        sender,
        onComplete: 'NoOp',
        method: m,
        args: values.map((x, i) => ({ value: types[i] === 'uint64' ? BigInt(x) : x })),
      },
      params,
    );
    expect(built.txn.applicationCall?.appArgs).toHaveLength(16);
    expect(built.txn.applicationCall?.appArgs).toEqual(expected?.applicationCall?.appArgs);
  });

  it('says what is wrong at each argument’s field', () => {
    const m = method('f(uint8,account,asset,(uint64,bool))void');
    const built = buildTransaction(callDraft(m, [v('256'), ref('nope'), ref(''), v(['x', false])]), params);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.errors).toEqual({
      'abiArgs.0': 'Must fit in 8 bits: at most 255.',
      'abiArgs.1': expect.stringContaining('address'),
      'abiArgs.2': 'Required.',
      'abiArgs.3.0': 'Must be a whole number (digits only).',
    });
  });

  it('counts the references its arguments add against the call’s limits', () => {
    const m = method('f(account,account,account,account)void');
    const accounts = Array.from({ length: 4 }, () => algosdk.generateAccount().addr.toString());
    const built = buildTransaction(callDraft(m, accounts.map(ref), { accounts: [other] }), params);
    expect(built.ok).toBe(false);
    if (!built.ok) expect(built.errors.accounts).toBe('At most 4 accounts.');
  });

  it('takes its transaction arguments from the members just before it, of the named type', () => {
    const m = method('deposit(pay,axfer,uint64)void');
    const call = callDraft(m, [null, null, v('5')]);
    const pay = { ...emptyTxnDraft('pay', sender), receiver: other, amount: '1' } as TxnDraft;
    const entries = (list: TxnDraft[]) => list.map((draft, i) => ({ id: `e${i}`, draft }));
    expect(abiTxnArgErrors(entries([pay, pay, call]))).toEqual({
      e2: {
        'abiArgs.1': expect.stringContaining(
          'Transaction 2 is a pay transaction; this argument takes an axfer',
        ),
      },
    });
    expect(abiTxnArgErrors(entries([call]))).toEqual({
      e0: {
        'abiArgs.0': expect.stringContaining('a pay transaction placed just before the call'),
        'abiArgs.1': expect.stringContaining('an axfer transaction placed just before the call'.slice(3)),
      },
    });
    const axfer = {
      ...emptyTxnDraft('axfer', sender),
      assetId: '5',
      receiver: other,
      amount: '1',
    } as TxnDraft;
    expect(abiTxnArgErrors(entries([pay, axfer, call]))).toEqual({});
  });

  it('builds in a group with its payment argument, and survives a save and reload', () => {
    const m = method('pay_in(pay,string)string');
    const pay = { ...emptyTxnDraft('pay', sender), receiver: other, amount: '1' } as TxnDraft;
    let group = newGroupDraft('sandbox');
    group = composeReducer(group, { type: 'add', draft: pay });
    group = composeReducer(group, { type: 'add', draft: callDraft(m, [null, v('hi')]) });
    const reread = deserializeGroupDraft(serializeGroupDraft(group));
    expect(reread.entries[1]?.draft).toEqual(group.entries[1]?.draft);
    const built = buildGroup(reread, params);
    if (!built.ok) throw new Error(JSON.stringify(built.fieldErrors));
    expect(built.txns[1]?.applicationCall?.appArgs[1]).toEqual(new Uint8Array([0, 2, 104, 105]));
    expect(built.txns[0]?.group).toEqual(built.txns[1]?.group);
  });

  it('drops a damaged saved call and keeps the application call', () => {
    const m = method('f(uint64)void');
    let group = newGroupDraft('sandbox');
    group = composeReducer(group, { type: 'add', draft: callDraft(m, [v('1')]) });
    const text = serializeGroupDraft(group).replace('"inputs":[', '"inputs":[7,');
    const draft = deserializeGroupDraft(text).entries[0]?.draft as ApplDraft;
    expect(draft.type).toBe('appl');
    expect(draft.abi).toBeUndefined();
  });

  it('decodes its return value from the last log (0x151f7c75 + value)', () => {
    const m = method('f()(uint64,string)');
    const call: AbiCallDraft = { specLabel: '', method: m, structs: {}, inputs: [] };
    const value = algosdk.ABIType.from('(uint64,string)').encode([5n, 'ok']);
    const log = new Uint8Array([0x15, 0x1f, 0x7c, 0x75, ...value]);
    expect(readAbiCallReturn(call, [new Uint8Array([1]), log]).text).toBe('["5","ok"]');
    expect(readAbiCallReturn(call, [new Uint8Array([1])]).read.kind).toBe('missing');
  });
});
