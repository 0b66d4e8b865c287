import { readFileSync } from 'node:fs';
import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { referencePath } from '../../../../scripts/referenceDir';
import { buildTransaction } from '../txn/buildTransaction';
import { emptyTxnDraft } from '../txn/emptyTxnDraft';
import type { TxnDraft } from '../txn/TxnDraft';
import { buildAppCall, type CallArg } from './buildAppCall';
import type { ContractSpec } from './ContractSpec';
import { decodeMethodCall, type CommittedAppCall } from './decodeMethodCall';
import { loadContractSpec } from './loadContractSpec';
import { LAB_PARAMS } from './testing/labParams';

const sender = algosdk.generateAccount().addr.toString();
const other = algosdk.generateAccount().addr.toString();
const params = LAB_PARAMS;
const specAt = (path: string) => loadContractSpec(readFileSync(referencePath(path), 'utf8'));
const RETURN = [0x15, 0x1f, 0x7c, 0x75];

/** The lab's own builder (algosdk's composer) makes the call; the page reads it back as committed. */
function committed(
  spec: ContractSpec,
  name: string,
  args: CallArg[],
  logs: Uint8Array[] = [],
): CommittedAppCall {
  const method = spec.methods.find((m) => m.name === name);
  if (method === undefined) throw new Error(`no ${name}`);
  const group = buildAppCall(
    {
      appId: 1234n,
      sender,
      onComplete: 'NoOp',
      method,
      args,
      resources: { accounts: [other], apps: [77n], assets: [41n, 9n], boxes: [] },
    },
    params,
  );
  const c = group[group.length - 1]!.applicationCall!;
  return {
    appId: c.appIndex,
    sender,
    appArgs: c.appArgs,
    accounts: c.accounts.map(String),
    foreignApps: c.foreignApps,
    foreignAssets: c.foreignAssets,
    logs,
  };
}

describe('decodeMethodCall', () => {
  it('reads a method by its selector, its arguments by type and its return from the last log', () => {
    const spec = specAt('app-specs/puya/hello_world_arc4/HelloWorldContract.arc56.json');
    const ret = new algosdk.ABIStringType().encode('Hello, Sextant');
    const call = committed(
      spec,
      'hello',
      [{ value: 'Sextant' }],
      [new TextEncoder().encode('a log first'), Uint8Array.from([...RETURN, ...ret])],
    );
    const read = decodeMethodCall(spec, call);
    expect(read?.method.signature).toBe('hello(string)string');
    expect(read?.args).toEqual([{ name: 'name', type: 'string', kind: 'value', text: 'Sextant' }]);
    expect(read?.returned.kind).toBe('value');
    expect(read?.returnText).toBe('Hello, Sextant');
    // no return log: said as missing, not guessed
    expect(decodeMethodCall(spec, { ...call, logs: [] })?.returned).toEqual({ kind: 'missing' });
  });

  it('shows a struct argument and return by their fields’ names (ARC-56 structs)', () => {
    const spec = specAt('app-specs/algokit-utils-ts/state/State.arc56.json');
    const out = new algosdk.ABITupleType([new algosdk.ABIStringType(), new algosdk.ABIUintType(64)]).encode([
      'Hi Ada',
      36n,
    ]);
    const read = decodeMethodCall(
      spec,
      committed(spec, 'structs', [{ value: ['Ada', 36n] }], [Uint8Array.from([...RETURN, ...out])]),
    );
    expect(read?.args).toEqual([
      { name: 'name_age', type: '(string,uint64)', kind: 'value', text: '{"name":"Ada","age":"36"}' },
    ]);
    expect(read?.returnText).toBe('{"message":"Hi Ada","result":"36"}');
  });

  it('resolves reference arguments through the call’s lists and marks a transaction argument', () => {
    const spec = specAt('app-specs/puya/amm/ConstantProductAMM.arc56.json');
    const seed = buildTransaction(
      { ...emptyTxnDraft('pay', sender), receiver: sender, amount: '1' } as TxnDraft,
      params,
    );
    if (!seed.ok) throw new Error('seed');
    const call = committed(spec, 'bootstrap', [{ txn: seed.txn }, { value: 40n }, { value: 9n }]);
    const read = decodeMethodCall(spec, call);
    expect(read?.args).toEqual([
      { name: 'seed', type: 'pay', kind: 'txn' },
      { name: 'a_asset', type: 'asset', kind: 'reference', text: '40' },
      { name: 'b_asset', type: 'asset', kind: 'reference', text: '9' },
    ]);
    expect(read?.returned).toEqual({ kind: 'missing' });
    // an index past the call's list is said so, not shown as an empty id
    // (40 was placed third, after the two the call listed)
    expect(call.foreignAssets).toEqual([41n, 9n, 40n]);
    const past = decodeMethodCall(spec, { ...call, foreignAssets: [41n, 9n] });
    expect(past?.args[1]).toEqual({
      name: 'a_asset',
      type: 'asset',
      kind: 'undecodable',
      why: "index 2 is past the call's asset list",
    });
  });

  it('resolves an application reference: 0 is the called app, 1 on the call’s list', () => {
    const spec = loadContractSpec(
      JSON.stringify({
        name: 'Apps',
        methods: [{ name: 'peek', args: [{ type: 'application', name: 'app' }], returns: { type: 'void' } }],
      }),
    );
    const call = committed(spec, 'peek', [{ value: 77n }]);
    expect(decodeMethodCall(spec, call)?.args[0]).toMatchObject({ kind: 'reference', text: '77' });
    const self = { ...call, appArgs: [call.appArgs[0]!, Uint8Array.of(0)] };
    expect(decodeMethodCall(spec, self)?.args[0]).toMatchObject({ kind: 'reference', text: '1234' });
    const past = { ...call, appArgs: [call.appArgs[0]!, Uint8Array.of(9)] };
    expect(decodeMethodCall(spec, past)?.args[0]).toMatchObject({ kind: 'undecodable' });
  });

  it('unpacks the 15th argument on from their tuple (ARC-4), references included', () => {
    const types = [...Array.from({ length: 15 }, () => 'uint64'), 'account', 'string'];
    const spec = loadContractSpec(
      JSON.stringify({
        name: 'Many',
        methods: [
          {
            name: 'many',
            args: types.map((type, i) => ({ type, name: `a${i + 1}` })),
            returns: { type: 'void' },
          },
        ],
      }),
    );
    const args: CallArg[] = [
      ...Array.from({ length: 15 }, (_, i) => ({ value: BigInt(i + 1) })),
      { value: other },
      { value: 'last' },
    ];
    const call = committed(spec, 'many', args);
    expect(call.appArgs).toHaveLength(16);
    const read = decodeMethodCall(spec, call);
    expect(read?.args.map((a) => ('text' in a ? a.text : a.kind))).toEqual([
      ...Array.from({ length: 15 }, (_, i) => String(i + 1)),
      other,
      'last',
    ]);
    expect(read?.returned).toEqual({ kind: 'void' });
  });

  it('gives nothing for a selector the spec does not have, and says which argument does not decode', () => {
    const spec = specAt('app-specs/puya/hello_world_arc4/HelloWorldContract.arc56.json');
    const call = committed(spec, 'hello', [{ value: 'x' }]);
    expect(decodeMethodCall(spec, { ...call, appArgs: [Uint8Array.from([1, 2, 3, 4])] })).toBeUndefined();
    expect(decodeMethodCall(spec, { ...call, appArgs: [] })).toBeUndefined();
    const broken = decodeMethodCall(spec, {
      ...call,
      appArgs: [call.appArgs[0]!, Uint8Array.from([0, 9, 1])],
    });
    expect(broken?.args[0]?.kind).toBe('undecodable');
    const missing = decodeMethodCall(spec, { ...call, appArgs: [call.appArgs[0]!] });
    expect(missing?.args[0]).toEqual({
      name: 'name',
      type: 'string',
      kind: 'undecodable',
      why: 'the call has no such app argument',
    });
  });
});
