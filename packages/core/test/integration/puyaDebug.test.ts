import { readFileSync } from 'node:fs';
import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { avmDebuggerBundle } from '../../src/debug/avmDebuggerBundle';
import { avmValueLabel } from '../../src/debug/AvmStackValue';
import { readDebuggerBundle } from '../../src/debug/readDebuggerBundle';
import { matchPuyaRuns, type PuyaRun } from '../../src/debug/matchPuyaRuns';
import { moveBySource } from '../../src/debug/moveBySource';
import type { PuyaStepView } from '../../src/debug/puyaRunView';
import { puyaSourceListing } from '../../src/debug/puyaSourceListing';
import { readPuyaOut, type GivenFile } from '../../src/debug/readPuyaOut';
import { replayTrace, type TraceTimeline } from '../../src/debug/replayTrace';
import { decodeBase64 } from '../../src/txn/decodeBytesText';
import { puyaExampleFiles } from './puyaExampleFiles';
import { StudioKit } from './studioKit';
import { referencePath } from '../../../../scripts/referenceDir';

const AMM = referencePath('puya-debug/amm/');
const SET_GOVERNOR = new algosdk.ABIMethod({
  name: 'set_governor',
  args: [{ type: 'address', name: 'new_governor' }],
  returns: { type: 'void' },
});

const BOOTSTRAP = new algosdk.ABIMethod({
  name: 'bootstrap',
  args: [
    { type: 'pay', name: 'seed' },
    { type: 'asset', name: 'a_asset' },
    { type: 'asset', name: 'b_asset' },
  ],
  returns: { type: 'uint64' },
});

/** puya's out/ folder and the source beside it, as a person drops `amm/`. */
const files: GivenFile[] = puyaExampleFiles('amm', 'contract.py');
const source = readFileSync(`${AMM}contract.py`, 'utf8').split('\n');
const lineText = (s: PuyaStepView | undefined) => source[s?.location?.line ?? -1]?.trim();

let kit: StudioKit;
let appId: bigint;
let outsider: algosdk.Account;

beforeAll(async () => {
  kit = await StudioKit.start();
  const spec = JSON.parse(files.find((f) => f.path.endsWith('.arc56.json'))?.text ?? '{}') as {
    byteCode: { approval: string; clear: string };
  };
  // Deployed from the spec's bytes: the hashes the maps are paired with (ARC-56 byteCode).
  const create = algosdk.makeApplicationCreateTxnFromObject({
    sender: kit.rich.addr,
    suggestedParams: await kit.params(),
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    approvalProgram: decodeBase64(spec.byteCode.approval) as Uint8Array,
    clearProgram: decodeBase64(spec.byteCode.clear) as Uint8Array,
    numGlobalInts: 4,
    numGlobalByteSlices: 1,
    numLocalInts: 0,
    numLocalByteSlices: 0,
  });
  await kit.sb.algod.sendRawTransaction(create.signTxn(kit.rich.sk)).do();
  appId = (await algosdk.waitForConfirmation(kit.sb.algod, create.txID(), 5)).applicationIndex as bigint;
  outsider = await kit.fresh(1_000_000n);
}, 60_000);

afterAll(async () => {
  await kit?.stop();
});

/** set_governor(new_governor) from `sender`, simulated with the full trace, at source level. */
async function traced(
  sender: algosdk.Account,
): Promise<{ timeline: TraceTimeline; puya: PuyaRun; response: algosdk.modelsv2.SimulateResponse }> {
  const txn = algosdk.makeApplicationNoOpTxnFromObject({
    sender: sender.addr,
    appIndex: appId,
    suggestedParams: await kit.params(),
    appArgs: [SET_GOVERNOR.getSelector(), kit.rich.addr.publicKey],
  });
  const response = await kit.simulateTraced([txn]);
  const timeline = replayTrace(response.txnGroups[0] as algosdk.modelsv2.SimulateTransactionGroupResult);
  const runs = matchPuyaRuns(timeline, readPuyaOut(files).programs);
  const puya = runs.get(0);
  if (puya === undefined) throw new Error('the approval map did not match the traced program');
  return { timeline, puya, response };
}

describe('puya source-level debugging of the AMM example against the sandbox', () => {
  it('steps a passing set_governor by Python line with its call stack and named local', async () => {
    const { timeline, puya } = await traced(kit.rich);
    expect(timeline.failed).toBe(false);
    expect(puya.program.name).toBe('ConstantProductAMM.approval');
    const view = puya.view;
    // Every step of the run has its view; steps after the constant block have a source line.
    expect(view.steps.size).toBe(timeline.steps.length);
    // The constant blocks have no line; the first step with one is the router's, on the class.
    const first = [...view.steps].find(([, s]) => s.location !== undefined)?.[0] ?? -1;
    expect(first).toBeGreaterThan(0);
    expect(lineText(view.steps.get(first))).toBe('class ConstantProductAMM(ARC4Contract):');

    // Step into by source line until the governor check runs: a callsub frame on the stack.
    let at = first;
    const visited: string[] = [];
    for (let i = 0; i < 40 && (view.steps.get(at)?.frames.length ?? 0) < 2; i++) {
      at = moveBySource(view, at, 'into');
      visited.push(lineText(view.steps.get(at)) ?? '');
    }
    const inCheck = view.steps.get(at);
    expect(inCheck?.frames.map((f) => f.name)).toEqual([
      'examples.amm.contract.ConstantProductAMM.set_governor[routing]',
      'examples.amm.contract.ConstantProductAMM._check_is_governor',
    ]);
    // The router's decorator line (arguments decoded), the call, then the check's condition.
    expect(visited).toEqual([
      '@arc4.abimethod()',
      'self._check_is_governor()',
      'Txn.sender == self.governor',
    ]);
    // The caller's frame is at its line (`self._check_is_governor()`), at the callsub step.
    const caller = inCheck?.frames[0];
    expect(source[caller?.location?.line ?? -1]?.trim()).toBe('self._check_is_governor()');
    // The routing frame names its local new_governor: the account passed in.
    const callerView = view.steps.get(caller?.at ?? -1);
    const local = callerView?.variables.find((v) => v.name === 'new_governor');
    expect(local?.param).toBe(false);
    expect(local && avmValueLabel(local.value)).toBe(
      `0x${Buffer.from(kit.rich.addr.publicKey).toString('hex')}`,
    );
    // Temporaries (len%0#0, eq%0#0), constants and copies are never shown.
    for (const s of view.steps.values())
      for (const v of s.variables) expect(v.name).toMatch(/^[A-Za-z_][\w.]*$/);

    // Out returns to set_governor's next line; back returns to the check's first line.
    const out = moveBySource(view, at, 'out');
    expect(view.steps.get(out)?.frames).toHaveLength(1);
    expect(lineText(view.steps.get(out))).toBe('self.governor = new_governor');
    const back = moveBySource(view, out, 'back');
    expect(view.steps.get(back)?.frames).toHaveLength(2);
    // Over from the callsub line runs the check through to the next line.
    expect(moveBySource(view, caller?.at ?? -1, 'over')).toBe(out);
  });

  it('stops a failing set_governor in the check, with the assert line and its caller', async () => {
    const { timeline, puya } = await traced(outsider);
    expect(timeline.failed).toBe(true);
    const failing = puya.view.steps.get(timeline.failureStep ?? -1);
    expect(failing?.frames.map((f) => f.name.split('.').pop())).toEqual([
      'set_governor[routing]',
      '_check_is_governor',
    ]);
    expect(failing?.op).toContain('assert');
    // The assert's source: the statement `assert (` inside _check_is_governor.
    expect(failing?.location?.line).toBeGreaterThan(
      source.findIndex((l) => l.includes('def _check_is_governor')),
    );
    // The source as a listing of the program: the failing pc sits on the assert's line.
    const hash = timeline.runs[0]?.programHash ?? '';
    const listing = puyaSourceListing(puya.program, puya.map, 0, hash, puya.view.pcOffset);
    const failingPc = timeline.steps[timeline.failureStep ?? -1]?.pc ?? -1;
    expect(listing?.lineOfPc.get(failingPc)).toBe(failing?.location?.line);
    expect(listing?.lines[failing?.location?.line ?? -1]?.trim()).toBe('assert (');
    // Back by source line from the failure leaves the check only after its lines.
    const back = moveBySource(puya.view, timeline.failureStep ?? -1, 'back');
    expect(back).toBeLessThan(timeline.failureStep ?? -1);
  });

  it('names do_asset_transfer’s parameters as bootstrap opts the pool into an asset', async () => {
    // Two assets for the pool, the lower id first, as bootstrap requires.
    const assets: bigint[] = [];
    for (const unit of ['AAA', 'BBB']) {
      const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
        sender: kit.rich.addr,
        total: 1_000_000n,
        decimals: 0,
        defaultFrozen: false,
        unitName: unit,
        assetName: unit,
        suggestedParams: await kit.params(),
      });
      await kit.sb.algod.sendRawTransaction(create.signTxn(kit.rich.sk)).do();
      assets.push((await algosdk.waitForConfirmation(kit.sb.algod, create.txID(), 5)).assetIndex as bigint);
    }
    const params = await kit.params();
    const signer = algosdk.makeBasicAccountTransactionSigner(kit.rich);
    const seed = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: kit.rich.addr,
      receiver: algosdk.getApplicationAddress(appId),
      // The contract asks 0.3 Algo; the ledger's minimum for an account holding three assets is 0.4.
      amount: 400_000,
      suggestedParams: params,
    });
    const atc = new algosdk.AtomicTransactionComposer();
    atc.addMethodCall({
      appID: appId,
      method: BOOTSTRAP,
      methodArgs: [{ txn: seed, signer }, ...assets],
      sender: kit.rich.addr,
      // The pool token's creation and the two opt-ins are paid by the call.
      suggestedParams: { ...params, fee: 4000n, flatFee: true },
      signer,
    });
    const response = await kit.simulateTraced(atc.buildGroup().map((t) => t.txn));
    const timeline = replayTrace(response.txnGroups[0] as algosdk.modelsv2.SimulateTransactionGroupResult);
    expect(timeline.failureMessage).toBeUndefined();
    // The payment runs no program: the app call's approval is run 0, at path [1].
    expect(timeline.runs[0]?.path).toEqual([1]);
    const puya = matchPuyaRuns(timeline, readPuyaOut(files).programs).get(0);
    if (puya === undefined) throw new Error('the approval map did not match the traced program');
    // The first step of each do_asset_transfer: its parameters named, with the values passed.
    const entries = [...puya.view.steps].filter(
      ([i, s]) =>
        s.frames.at(-1)?.name === 'examples.amm.contract.do_asset_transfer' &&
        puya.view.steps.get(i - 1)?.frames.at(-1)?.name !== s.frames.at(-1)?.name,
    );
    expect(entries).toHaveLength(2);
    const appAddress = `0x${Buffer.from(algosdk.getApplicationAddress(appId).publicKey).toString('hex')}`;
    entries.forEach(([, s], n) => {
      expect(s.variables.map((v) => [v.name, v.param, avmValueLabel(v.value)])).toEqual([
        ['receiver', true, appAddress],
        ['asset', true, String(assets[n])],
        ['amount', true, '0'],
      ]);
      expect(source[s.frames.at(-2)?.location?.line ?? -1]?.trim()).toBe('do_asset_transfer(');
    });
    // Its lines: the transfer's fields, in the subroutine's own source.
    const [first] = entries[0] ?? [];
    expect(lineText(puya.view.steps.get(moveBySource(puya.view, first ?? -1, 'into')))).toMatch(
      /^(xfer_asset=asset,|asset_amount=amount,|asset_receiver=receiver,|itxn\.AssetTransfer\()$/,
    );
  });

  it('exports the maps in the VS Code bundle, which reads back at source level', async () => {
    const { timeline, puya, response } = await traced(outsider);
    const hash = timeline.runs[0]?.programHash ?? '';
    const listing = {
      hash,
      lines: ['pushint 1'],
      lineOfPc: new Map([[1, 0]]),
      origin: 'disassembly' as const,
    };
    const zip = avmDebuggerBundle(response, [listing], readPuyaOut(files).programs);
    const unzipped = unzipSync(zip);
    const sources = JSON.parse(strFromU8(unzipped['sources.avm.json'] as Uint8Array)) as {
      'txn-group-sources': { hash: string; 'sourcemap-location': string }[];
    };
    // The AVM debugger's registry: program hash → the puya map, its sources beside it.
    const [entry] = sources['txn-group-sources'];
    expect(entry?.hash).toBe(hash);
    expect(entry?.['sourcemap-location']).toMatch(
      /^sources\/program-[\w-]+\/ConstantProductAMM\.approval\.puya\.map$/,
    );
    const map = JSON.parse(strFromU8(unzipped[entry?.['sourcemap-location'] ?? ''] as Uint8Array)) as {
      sources: string[];
      pc_events: object;
    };
    expect(map.sources).toEqual(['src/0-contract.py']);
    expect(map.pc_events).toEqual(JSON.parse(puya.program.mapText).pc_events);
    // Read as the AVM debugger reads them (algokit-avm-debugger src/common/utils.ts
    // AvmDebuggingAssets.loadFromFiles, ProgramSourceDescriptor.fromJSONObj): the trace decodes as
    // a version 2 SimulateResponse with its exec trace enabled, and the map loads as algosdk's
    // ProgramSourceMap, whose pc (the map's, before op_pc_offset) gives the assert's line.
    const trace = algosdk.decodeJSON(
      strFromU8(unzipped['simulate.trace.avm.json'] as Uint8Array),
      algosdk.modelsv2.SimulateResponse,
    );
    expect(trace.version).toBe(2);
    expect(trace.execTraceConfig?.enable).toBe(true);
    const sourceMap = new algosdk.ProgramSourceMap(
      map as unknown as ConstructorParameters<typeof algosdk.ProgramSourceMap>[0],
    );
    const failingPc = timeline.steps[timeline.failureStep ?? -1]?.pc ?? -1;
    expect(sourceMap.getLocationForPc(failingPc - puya.view.pcOffset)?.line).toBe(
      puya.view.steps.get(timeline.failureStep ?? -1)?.location?.line,
    );
    const dir = entry?.['sourcemap-location'].replace(/[^/]+$/, '') ?? '';
    expect(strFromU8(unzipped[`${dir}src/0-contract.py`] as Uint8Array)).toBe(source.join('\n'));
    // Sextant opens the bundle again at source level.
    const back = readDebuggerBundle(zip);
    expect(back.puya.map((p) => p.hash)).toEqual([hash]);
    const again = matchPuyaRuns(timeline, back.puya).get(0);
    expect(again?.view.steps.get(timeline.failureStep ?? -1)?.frames).toHaveLength(2);
  });
});
