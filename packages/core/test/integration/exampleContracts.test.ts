import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppCall } from '../../src/contracts/buildAppCall';
import { compilePrograms } from '../../src/contracts/compilePrograms';
import { EXAMPLE_CONTRACTS } from '../../src/contracts/exampleContracts';
import { loadContractSpec } from '../../src/contracts/loadContractSpec';
import { myContractStatus } from '../../src/contracts/myContractStatus';
import { AlgodReader } from '../../src/algod/AlgodReader';
import { simulateAppCall } from '../../src/contracts/simulateAppCall';
import { readSimulatedAppCall } from '../../src/compose/readSimulatedAppCall';
import { compileTeal } from '../../src/teal/compileTeal';
import { fundedAccount, startSandboxProcess, type SandboxProcess } from './startSandboxProcess';

let sb: SandboxProcess;
let rich: algosdk.Account;

beforeAll(async () => {
  sb = await startSandboxProcess();
  rich = await fundedAccount(sb.kmd);
}, 60_000);

afterAll(async () => {
  await sb?.stop();
});

const example = (key: string) => {
  const e = EXAMPLE_CONTRACTS.find((x) => x.key === key);
  if (e === undefined) throw new Error(key);
  return { ...e, spec: loadContractSpec(e.specText) };
};

async function sendGroup(txns: algosdk.Transaction[]): Promise<Record<string, unknown>> {
  await sb.algod.sendRawTransaction(txns.map((t) => t.signTxn(rich.sk))).do();
  const done = await algosdk.waitForConfirmation(sb.algod, txns[txns.length - 1]!.txID(), 10);
  return done as unknown as Record<string, unknown>;
}

/** Deploys an example with its bare create; its app id. */
async function deploy(e: ReturnType<typeof example>): Promise<bigint> {
  const programs = await compilePrograms(sb.algod, e.spec, {});
  const params = await sb.algod.getTransactionParams().do();
  const create = buildAppCall(
    {
      appId: 0n,
      sender: rich.addr.toString(),
      onComplete: 'NoOp',
      args: [],
      programs,
      schema: e.spec.state.schema,
    },
    params,
  );
  return (await sendGroup(create)).applicationIndex as bigint;
}

describe('the lab\u2019s example contracts', () => {
  // go: cmd/goal (the source map's pc → line, as algod's /v2/teal/compile?sourcemap=true gives it)
  it('place every ARC-56 error message on the pc of the assert (or err) whose comment it is', async () => {
    for (const e of EXAMPLE_CONTRACTS) {
      const spec = loadContractSpec(e.specText);
      const compiled = await compileTeal(sb.algod, e.approval);
      const lines = e.approval.split('\n');
      const entries = spec.sourceInfo?.approval?.sourceInfo ?? [];
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        const line = compiled.pcToLine.get(entry.pc[0] ?? -1);
        expect(lines[(line ?? 0) - 1], `${e.name} pc ${entry.pc[0]}`).toMatch(
          new RegExp(`^(assert|err) // ${entry.errorMessage?.replace(/[()]/g, '\\$&')}$`),
        );
      }
    }
  });

  it('Counter deploys bare and counts; its readonly read decodes by the spec', async () => {
    const c = example('counter');
    const appId = await deploy(c);
    const params = await sb.algod.getTransactionParams().do();
    const method = c.spec.methods.find((m) => m.name === 'increment')!;
    const inc = buildAppCall(
      { appId, sender: rich.addr.toString(), onComplete: 'NoOp', args: [], method },
      params,
    );
    await sendGroup(inc);
    const read = c.spec.methods.find((m) => m.name === 'read')!;
    const call = buildAppCall(
      { appId, sender: rich.addr.toString(), onComplete: 'NoOp', args: [], method: read },
      params,
    );
    const sim = await simulateAppCall(sb.algod, call, { readonly: true });
    const logs = sim.response.txnGroups[0]!.txnResults[0]!.txnResult.logs ?? [];
    const reading = readSimulatedAppCall(
      c.spec,
      call[0]!.applicationCall!.appArgs,
      logs.map((l) => algosdk.bytesToBase64(l)),
    );
    expect(reading).toEqual({ method: 'read', returned: '1' });
  }, 30_000);

  it('Vault: a create with a zero minimum fails on the spec\u2019s message; a stranger cannot withdraw', async () => {
    const v = example('vault');
    const programs = await compilePrograms(sb.algod, v.spec, {});
    const params = await sb.algod.getTransactionParams().do();
    const create = v.spec.methods.find((m) => m.name === 'create')!;
    const plan = (minimum: bigint) =>
      buildAppCall(
        {
          appId: 0n,
          sender: rich.addr.toString(),
          onComplete: 'NoOp',
          args: [{ value: minimum }],
          method: create,
          programs,
          schema: v.spec.state.schema,
        },
        params,
      );
    const bad = await simulateAppCall(sb.algod, plan(0n), { readonly: false });
    expect(bad.report.ok).toBe(false);
    const reading = readSimulatedAppCall(v.spec, plan(0n)[0]!.applicationCall!.appArgs, [], {
      nodeText: bad.report.error?.nodeMessage ?? '',
    });
    expect(reading).toEqual({ method: 'create', contractError: 'The minimum must be above zero' });
    // the failing create still lists what it wrote: none of it would apply
    const delta = bad.response.txnGroups[0]?.txnResults[0]?.txnResult.globalStateDelta ?? [];
    expect(delta.length).toBeGreaterThan(0);

    const appId = (await sendGroup(plan(1000n))).applicationIndex as bigint;
    const withdraw = v.spec.methods.find((m) => m.name === 'withdraw')!;
    const stranger = algosdk.generateAccount();
    await sendGroup([
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: rich.addr,
        receiver: stranger.addr,
        amount: 1_000_000,
        suggestedParams: params,
      }),
    ]);
    const call = buildAppCall(
      {
        appId,
        sender: stranger.addr.toString(),
        onComplete: 'NoOp',
        args: [{ value: 1n }],
        method: withdraw,
      },
      params,
    );
    const refused = await simulateAppCall(sb.algod, call, { readonly: false });
    const why = readSimulatedAppCall(v.spec, call[0]!.applicationCall!.appArgs, [], {
      nodeText: refused.report.error?.nodeMessage ?? '',
    });
    expect(why.contractError).toBe('Only the creator can withdraw');
  }, 30_000);

  it('Key/value store: put pays for its box, get reads it back by the spec, remove is the creator\u2019s', async () => {
    const kv = example('key-value');
    const appId = await deploy(kv);
    const params = await sb.algod.getTransactionParams().do();
    const sender = rich.addr.toString();
    const method = (name: string) => kv.spec.methods.find((m) => m.name === name)!;
    const box = (key: string) => ({
      accounts: [],
      apps: [],
      assets: [],
      boxes: [{ appIndex: appId, name: new TextEncoder().encode(`k${key}`) }],
    });
    const appAddress = algosdk.getApplicationAddress(appId);
    const pay = (amount: number) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender,
        receiver: appAddress,
        amount,
        suggestedParams: params,
      });
    // the app's own minimum (0.1 Algo) and the box's: 2500 + 400 × (7 + 5) µAlgo (name "kcolour", value)
    // go: config/consensus.go BoxFlatMinBalance (2500) and BoxByteMinBalance (400) × (len(name) + len(value))
    await sendGroup(
      buildAppCall(
        {
          appId,
          sender,
          onComplete: 'NoOp',
          method: method('put'),
          args: [{ txn: pay(100_000 + 2500 + 400 * 12) }, { value: 'colour' }, { value: 'green' }],
          resources: box('colour'),
        },
        params,
      ),
    );
    const stored = await sb.algod.getApplicationBoxByName(appId, new TextEncoder().encode('kcolour')).do();
    expect(new TextDecoder().decode(stored.value)).toBe('green');

    const get = (key: string) =>
      buildAppCall(
        {
          appId,
          sender,
          onComplete: 'NoOp',
          method: method('get'),
          args: [{ value: key }],
          resources: box(key),
        },
        params,
      );
    const read = await simulateAppCall(sb.algod, get('colour'), { readonly: true });
    const logs = read.response.txnGroups[0]!.txnResults[0]!.txnResult.logs ?? [];
    expect(
      readSimulatedAppCall(
        kv.spec,
        get('colour')[0]!.applicationCall!.appArgs,
        logs.map((l) => algosdk.bytesToBase64(l)),
      ),
    ).toEqual({ method: 'get', returned: 'green' });
    const missing = await simulateAppCall(sb.algod, get('size'), { readonly: true });
    expect(
      readSimulatedAppCall(kv.spec, get('size')[0]!.applicationCall!.appArgs, [], {
        nodeText: missing.report.error?.nodeMessage ?? '',
      }).contractError,
    ).toBe('No such key');

    const stranger = algosdk.generateAccount();
    await sendGroup([
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender,
        receiver: stranger.addr,
        amount: 1_000_000,
        suggestedParams: params,
      }),
    ]);
    const remove = (who: string) =>
      buildAppCall(
        {
          appId,
          sender: who,
          onComplete: 'NoOp',
          method: method('remove'),
          args: [{ value: 'colour' }],
          resources: box('colour'),
        },
        params,
      );
    const refused = await simulateAppCall(sb.algod, remove(stranger.addr.toString()), { readonly: false });
    expect(
      readSimulatedAppCall(kv.spec, remove(sender)[0]!.applicationCall!.appArgs, [], {
        nodeText: refused.report.error?.nodeMessage ?? '',
      }).contractError,
    ).toBe('Only the creator can remove keys');
    await sendGroup(remove(sender));
    await expect(
      sb.algod.getApplicationBoxByName(appId, new TextEncoder().encode('kcolour')).do(),
    ).rejects.toThrow();
  }, 30_000);

  it('My contracts: an app is live, replaced when another creator holds its id, gone once deleted', async () => {
    const reader = new AlgodReader(sb.profile.algod);
    const c = example('counter');
    const appId = await deploy(c);
    const params = await sb.algod.getTransactionParams().do();
    const sender = rich.addr.toString();
    const entry = { appId: String(appId), name: 'Counter', how: 'deployed' as const, creator: sender, at: 1 };
    expect(await myContractStatus(reader, entry)).toBe('live');
    // an entry kept from before a reset, whose creator was another account
    const other = algosdk.generateAccount().addr.toString();
    expect(await myContractStatus(reader, { ...entry, creator: other })).toBe('replaced');
    // an attached spec says nothing of the creator: the id being there is enough
    const { creator: _, ...attached } = entry;
    expect(await myContractStatus(reader, { ...attached, how: 'attached' })).toBe('live');
    // go: daemon/algod/api/server/v2/handlers.go GetApplicationByID answers 404 for an app not there
    await sendGroup(buildAppCall({ appId, sender, onComplete: 'DeleteApplication', args: [] }, params));
    expect(await myContractStatus(reader, entry)).toBe('gone');
  }, 30_000);
});
