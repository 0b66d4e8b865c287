import { readFileSync } from 'node:fs';
import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { ComposeSession } from '../compose/ComposeSession';
import { handOffToStudio } from '../compose/handOffToStudio';
import { memoryDraftStorage } from '../compose/memoryDraftStorage';
import { buildTransaction } from '../txn/buildTransaction';
import { emptyTxnDraft } from '../txn/emptyTxnDraft';
import type { TxnDraft } from '../txn/TxnDraft';
import { applDraftOf } from './applDraftOf';
import { buildAppCall } from './buildAppCall';
import { labAbiCall } from './labAbiCall';
import { loadContractSpec } from './loadContractSpec';
import { referencePath } from '../../../../scripts/referenceDir';
import { LAB_PARAMS } from './testing/labParams';

const spec = loadContractSpec(
  readFileSync(referencePath('app-specs/puya/auction/Auction.arc56.json'), 'utf8'),
);
const sender = algosdk.generateAccount().addr.toString();
const params = LAB_PARAMS;

describe('a lab call handed to the studio', () => {
  const method = spec.methods.find((m) => m.name === 'opt_into_asset');
  const call = buildAppCall(
    {
      appId: 1234n,
      sender,
      onComplete: 'NoOp',
      ...(method !== undefined && { method }),
      args: [{ value: 77n }],
      innerTxnFees: 1,
      resources: {
        accounts: [sender],
        apps: [5n],
        assets: [],
        boxes: [{ appIndex: 1234n, name: new Uint8Array([1]) }],
      },
    },
    params,
  );

  it('keeps the call’s arguments, references, boxes and raised fee when rebuilt from the draft', () => {
    const txn = call[call.length - 1];
    if (txn === undefined) throw new Error('no call');
    const draft = applDraftOf(txn);
    expect(draft.feeMode).toBe('flat');
    expect(draft.flatFee).toBe('0.002');
    const rebuilt = buildTransaction(draft, params);
    if (!rebuilt.ok) throw new Error(JSON.stringify(rebuilt.errors));
    const a = rebuilt.txn.applicationCall;
    const b = txn.applicationCall;
    expect(a?.appIndex).toBe(1234n);
    expect(a?.appArgs).toEqual(b?.appArgs);
    expect(a?.foreignAssets).toEqual(b?.foreignAssets);
    expect(a?.foreignApps).toEqual(b?.foreignApps);
    expect(a?.accounts.map(String)).toEqual(b?.accounts.map(String));
    expect(a?.boxes.map((x) => x.name)).toEqual(b?.boxes.map((x) => x.name));
    expect(rebuilt.txn.fee).toBe(txn.fee);
  });

  it('keeps the method as the studio’s ABI call: the studio encodes the same bytes from what was typed', () => {
    const txn = call[call.length - 1];
    if (txn === undefined || method === undefined) throw new Error('no call');
    const abi = labAbiCall(spec, method, [{ kind: 'value', value: '77' }], 'Auction (app 1234)');
    expect(abi.method?.signature).toBe('opt_into_asset(uint64)void');
    expect(abi.inputs).toEqual([{ kind: 'value', value: '77' }]);
    const rebuilt = buildTransaction({ ...applDraftOf(txn), abi }, params);
    if (!rebuilt.ok) throw new Error(JSON.stringify(rebuilt.errors));
    expect(algosdk.encodeUnsignedTransaction(rebuilt.txn)).toEqual(algosdk.encodeUnsignedTransaction(txn));
  });

  it('places reference arguments as the lab did, with resources already listed, the payment argument first', () => {
    const amm = loadContractSpec(
      readFileSync(referencePath('app-specs/puya/amm/ConstantProductAMM.arc56.json'), 'utf8'),
    );
    const bootstrap = amm.methods.find((m) => m.name === 'bootstrap');
    if (bootstrap === undefined) throw new Error('no bootstrap');
    const seed = buildTransaction(
      { ...emptyTxnDraft('pay', sender), receiver: sender, amount: '1' } as TxnDraft,
      params,
    );
    if (!seed.ok) throw new Error('seed');
    const group = buildAppCall(
      {
        appId: 1234n,
        sender,
        onComplete: 'NoOp',
        method: bootstrap,
        args: [{ txn: seed.txn }, { value: 40n }, { value: 41n }],
        resources: { accounts: [], apps: [], assets: [41n, 9n], boxes: [] },
      },
      params,
    );
    const txn = group[group.length - 1];
    if (txn === undefined) throw new Error('no call');
    const inputs = [
      { kind: 'txn' as const, draft: emptyTxnDraft('pay', sender) },
      { kind: 'ref' as const, text: '40' },
      { kind: 'ref' as const, text: '41' },
    ];
    const abi = labAbiCall(amm, bootstrap, inputs, 'ConstantProductAMM (app 1234)');
    expect(abi.inputs).toEqual([null, inputs[1], inputs[2]]);
    const rebuilt = buildTransaction({ ...applDraftOf(txn), abi }, params);
    if (!rebuilt.ok) throw new Error(JSON.stringify(rebuilt.errors));
    expect(rebuilt.txn.applicationCall?.foreignAssets).toEqual(txn.applicationCall?.foreignAssets);
    expect(rebuilt.txn.applicationCall?.appArgs).toEqual(txn.applicationCall?.appArgs);
  });

  it('hands over a create call as one by its method, with its spec: the studio encodes the same bytes', () => {
    const voting = loadContractSpec(
      readFileSync(referencePath('app-specs/puya/voting/VotingRoundApp.arc56.json'), 'utf8'),
    );
    const create = voting.methods.find((m) => m.name === 'create');
    if (create === undefined || voting.byteCode === undefined) throw new Error('no create method');
    const programs = {
      approval: Buffer.from(voting.byteCode.approval, 'base64'),
      clear: Buffer.from(voting.byteCode.clear, 'base64'),
    };
    const values = ['r1', new Uint8Array([1, 2]), 'ipfs', 10n, 20n, [3, 2], 5n, 'https://x'];
    const group = buildAppCall(
      {
        appId: 0n,
        sender,
        onComplete: 'NoOp',
        method: create,
        args: values.map((value) => ({ value })),
        programs,
        schema: voting.state.schema,
      },
      params,
    );
    const txn = group[group.length - 1];
    if (txn === undefined) throw new Error('no call');
    const typed = [
      'r1',
      { format: 'hex' as const, text: '0102' },
      'ipfs',
      '10',
      '20',
      ['3', '2'],
      '5',
      'https://x',
    ].map((value) => ({ kind: 'value' as const, value }));
    const abi = labAbiCall(voting, create, typed, voting.name, '{"kept":"as loaded"}');
    expect(abi.specText).toBe('{"kept":"as loaded"}');
    const draft = applDraftOf(txn);
    expect(draft.appId).toBe('');
    const rebuilt = buildTransaction({ ...draft, abi }, params);
    if (!rebuilt.ok) throw new Error(JSON.stringify(rebuilt.errors));
    expect(algosdk.encodeUnsignedTransaction(rebuilt.txn)).toEqual(algosdk.encodeUnsignedTransaction(txn));
  });

  it('leaves a transaction argument to the member before the call', () => {
    const bid = spec.methods.find((m) => m.name === 'bid');
    if (bid === undefined) throw new Error('no bid method');
    const pay = { ...emptyTxnDraft('pay', sender), receiver: sender, amount: '1' };
    expect(labAbiCall(spec, bid, [{ kind: 'txn', draft: pay }], 'Auction').inputs).toEqual([null]);
  });

  it('becomes the studio’s open draft, after the transaction arguments', async () => {
    const storage = memoryDraftStorage();
    const pay = { ...emptyTxnDraft('pay', sender), receiver: sender, amount: '1' };
    const txn = call[call.length - 1];
    if (txn === undefined) throw new Error('no call');
    const id = await handOffToStudio(storage, 'sandbox', [pay, applDraftOf(txn)], { newId: () => 'd1' });
    expect(id).toBe('d1');
    const session = new ComposeSession({ network: 'sandbox', storage });
    await session.start();
    const snap = session.getSnapshot();
    expect(snap.draftId).toBe('d1');
    expect(snap.group.entries.map((e) => e.draft.type)).toEqual(['pay', 'appl']);
  });
});
