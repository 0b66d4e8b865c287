import { readFileSync } from 'node:fs';
import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, builtTransactions } from '../../src/compose/buildGroup';
import { composeReducer } from '../../src/compose/composeReducer';
import { newGroupDraft, type GroupDraft } from '../../src/compose/GroupDraft';
import { deserializeGroupDraft, serializeGroupDraft } from '../../src/compose/serializeGroupDraft';
import { simulateBuilt } from '../../src/compose/simulateBuilt';
import { newAbiCallDraft } from '../../src/contracts/AbiCallDraft';
import { buildAppCall } from '../../src/contracts/buildAppCall';
import { compilePrograms } from '../../src/contracts/compilePrograms';
import { loadContractSpec } from '../../src/contracts/loadContractSpec';
import { readAbiCallReturn } from '../../src/contracts/readAbiCallReturn';
import { decodeBase64 } from '../../src/txn/decodeBytesText';
import { emptyTxnDraft } from '../../src/txn/emptyTxnDraft';
import type { ApplDraft, TxnDraft } from '../../src/txn/TxnDraft';
import { StudioKit } from './studioKit';
import { referencePath } from '../../../../scripts/referenceDir';

// algokit-utils' State contract: call_abi_txn(pay,string)string checks that the member before it
// is a payment and returns "Sent <its amount>. <the string>" (ARC-4 return log).
const spec = loadContractSpec(
  readFileSync(referencePath('app-specs/algokit-utils-ts/state/State.arc56.json'), 'utf8'),
);
let kit: StudioKit;
let appId: bigint;

beforeAll(async () => {
  kit = await StudioKit.start();
  const programs = await compilePrograms(kit.sb.algod, spec, { UPDATABLE: '1', DELETABLE: '1', VALUE: '1' });
  const create = spec.methods.find((m) => m.name === 'create_abi');
  if (create === undefined) throw new Error('no create_abi');
  const [txn] = buildAppCall(
    {
      appId: 0n,
      sender: kit.rich.addr.toString(),
      onComplete: 'NoOp',
      method: create,
      args: [{ value: 'made' }],
      programs,
      schema: spec.state.schema,
    },
    await kit.params(),
  );
  if (txn === undefined) throw new Error('no create');
  await kit.sb.algod.sendRawTransaction(txn.signTxn(kit.rich.sk)).do();
  const done = await algosdk.waitForConfirmation(kit.sb.algod, txn.txID(), 10);
  appId = done.applicationIndex as bigint;
}, 60_000);
afterAll(() => kit.stop());

describe('a studio group with an ABI method call against the sandbox', () => {
  it('commits a payment + call_abi_txn(pay,string) and decodes the returned string', async () => {
    const sender = kit.rich.addr.toString();
    const method = spec.methods.find((m) => m.name === 'call_abi_txn');
    if (method === undefined) throw new Error('no call_abi_txn');
    const abi = newAbiCallDraft(spec, method, 'State.arc56.json');
    abi.inputs[1] = { kind: 'value', value: 'from the studio' };
    const pay = {
      ...emptyTxnDraft('pay', sender),
      receiver: algosdk.getApplicationAddress(appId).toString(),
      amount: '0.25',
    } as TxnDraft;
    const call: ApplDraft = { ...(emptyTxnDraft('appl', sender) as ApplDraft), appId: String(appId), abi };
    let g: GroupDraft = newGroupDraft('sandbox');
    g = composeReducer(g, { type: 'add', draft: pay });
    g = composeReducer(g, { type: 'add', draft: call });
    // what the studio's autosave keeps is what it builds from after a reload
    g = deserializeGroupDraft(serializeGroupDraft(g));

    const built = buildGroup(g, await kit.params());
    if (!built.ok) throw new Error(JSON.stringify(built.fieldErrors));
    const saved = g.entries[1]?.draft as ApplDraft;
    if (saved.abi === undefined) throw new Error('the ABI call was not kept');

    const simulated = await simulateBuilt(kit.sb.algod, built.built);
    if (simulated.kind !== 'done' || !simulated.report.ok) throw new Error(JSON.stringify(simulated));
    const simLogs = (simulated.report.txns[1]?.logs ?? []).map((l) => decodeBase64(l) ?? new Uint8Array());
    expect(readAbiCallReturn(saved.abi, simLogs).text).toBe('Sent 250000. from the studio');

    const signed = builtTransactions(built.built).map((t) => t.signTxn(kit.rich.sk));
    expect(await kit.send(signed, built.built.txids)).toBeUndefined();
    const info = await algosdk.waitForConfirmation(kit.sb.algod, built.built.txids[1] as string, 10);
    const read = readAbiCallReturn(saved.abi, info.logs ?? []);
    expect(read.read.kind).toBe('value');
    expect(read.text).toBe('Sent 250000. from the studio');
  }, 60_000);

  it('is refused by the contract when the member before it is not a payment (the studio says so first)', async () => {
    const sender = kit.rich.addr.toString();
    const method = spec.methods.find((m) => m.name === 'call_abi_txn');
    if (method === undefined) throw new Error('no call_abi_txn');
    const abi = newAbiCallDraft(spec, method, 'State.arc56.json');
    abi.inputs[1] = { kind: 'value', value: 'x' };
    let g: GroupDraft = newGroupDraft('sandbox');
    g = composeReducer(g, {
      type: 'add',
      draft: { ...(emptyTxnDraft('appl', sender) as ApplDraft), appId: String(appId), abi },
    });
    const built = buildGroup(g, await kit.params());
    expect(built.ok).toBe(false);
    if (!built.ok)
      expect(Object.values(built.fieldErrors)[0]?.['abiArgs.0']).toContain(
        'a pay transaction placed just before',
      );
  });
});
