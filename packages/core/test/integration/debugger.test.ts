import { readFileSync } from 'node:fs';
import algosdk from 'algosdk';
import { loadContractSpec } from '../../src/contracts/loadContractSpec';
import { substituteTemplates } from '../../src/contracts/templateFields';
import { listingFromSpec, specTemplateDefaults } from '../../src/debug/listingFromSpec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avmValueLabel, readAvmValue } from '../../src/debug/AvmStackValue';
import { buildDryrunRequest } from '../../src/debug/buildDryrunRequest';
import { DebugError } from '../../src/debug/DebugError';
import { DEBUG_MESSAGES } from '../../src/debug/debugMessages';
import { avmDebuggerSources, SOURCES_DIR } from '../../src/debug/avmDebuggerSources';
import { debugFromResponse } from '../../src/debug/debugSimulation';
import { debugTxnOf, simulationInput } from '../../src/debug/DebugTxn';
import { DRYRUN_CREATED_APP_ID } from '../../src/debug/DryrunRequest';
import { encodeDryrunRequest } from '../../src/debug/encodeDryrunRequest';
import { findPrograms } from '../../src/debug/findPrograms';
import { loadProgramListing } from '../../src/debug/loadProgramListing';
import { moveInTrace } from '../../src/debug/moveInTrace';
import { opcodeName } from '../../src/debug/ProgramListing';
import { readGroupResult } from '../../src/debug/readGroupResult';
import { readTraceFile } from '../../src/debug/readTraceFile';
import { rebuildGroupFromChain } from '../../src/debug/rebuildGroupFromChain';
import { replayTrace, type TraceTimeline } from '../../src/debug/replayTrace';
import { runDryrun } from '../../src/debug/runDryrun';
import { dryrunTimeline } from '../../src/debug/dryrunTimeline';
import { avmDebuggerBundle } from '../../src/debug/avmDebuggerBundle';
import { readDebuggerBundle } from '../../src/debug/readDebuggerBundle';
import { stateAtStep } from '../../src/debug/stateAtStep';
import { StudioKit } from './studioKit';
import { referencePath } from '../../../../scripts/referenceDir';

// The callee: an inner app call's program, so the trace has a second depth.
const CALLEE = `#pragma version 10
pushint 40
pushint 2
+
pop
pushint 1
return`;

// Writes scratch, global state and a box, pays and calls the callee from inner transactions,
// then fails its assert (12 == 13): the failing call every debugger test steps through.
const caller = (callee: bigint) => `#pragma version 10
txn ApplicationID
bz create
int 7
int 5
+
store 3
byte "count"
load 3
app_global_put
itxn_begin
int pay
itxn_field TypeEnum
int 1000
itxn_field Amount
txn Sender
itxn_field Receiver
itxn_next
int appl
itxn_field TypeEnum
int ${callee}
itxn_field ApplicationID
itxn_submit
byte "bx"
int 8
box_create
pop
load 3
int 13
==
assert
create:
int 1
return`;

let kit: StudioKit;
let callerId: bigint;
let calleeId: bigint;
let failingCall: algosdk.Transaction;

const createApp = (source: string, globalInts = 0) =>
  kit.createApp(source, '#pragma version 10\nint 1', { ints: globalInts, bytes: 0 });

const simulate = (txns: algosdk.Transaction[]) => kit.simulateTraced(txns);

beforeAll(async () => {
  kit = await StudioKit.start();
  calleeId = await createApp(CALLEE);
  callerId = await createApp(caller(calleeId), 1);
  const p = await kit.params();
  const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: kit.rich.addr,
    receiver: algosdk.getApplicationAddress(callerId),
    amount: 1_000_000,
    suggestedParams: p,
  });
  await kit.sb.algod.sendRawTransaction(fund.signTxn(kit.rich.sk)).do();
  await algosdk.waitForConfirmation(kit.sb.algod, fund.txID(), 5);
  failingCall = algosdk.makeApplicationNoOpTxnFromObject({
    sender: kit.rich.addr,
    appIndex: callerId,
    suggestedParams: { ...p, fee: 3000, flatFee: true },
    foreignApps: [calleeId],
    boxes: [{ appIndex: 0, name: new TextEncoder().encode('bx') }],
  });
}, 60_000);

afterAll(async () => {
  await kit?.stop();
});

describe('the debugger against the sandbox: simulate traces, listings, dry-run, txid', () => {
  let timeline: TraceTimeline;
  let response: algosdk.modelsv2.SimulateResponse;

  it('replays a failing call: stacks rebuilt from pops and additions, scratch, state, inner call', async () => {
    response = await simulate([failingCall]);
    const group = response.txnGroups[0] as algosdk.modelsv2.SimulateTransactionGroupResult;
    timeline = replayTrace(group);
    expect(timeline.problems).toEqual([]);
    expect(timeline.failed).toBe(true);
    expect(timeline.failedAt).toEqual([0]);
    // One top-level approval run and the callee's run, one level down.
    // A failed group's result keeps the failing transaction's inner transactions (algod 5's
    // simulate, ledger/simulation/simulator.go), so the callee's run carries its app id.
    expect(timeline.runs.map((r) => [r.kind, r.path, r.depth])).toEqual([
      ['approval', [0], 0],
      ['approval', [0, 1], 1],
    ]);
    expect(timeline.runs[0]?.appId).toBe(callerId);
    expect(timeline.runs[1]?.appId).toBe(calleeId);
    // What `local 0 key` watches at each step: the app call's sender (the caller app's own
    // account for the inner call), then its foreign accounts (none here).
    expect(timeline.runs[0]?.accounts).toEqual([kit.rich.addr.toString()]);
    expect(timeline.runs[1]?.accounts).toEqual([algosdk.getApplicationAddress(callerId).toString()]);
    expect(readGroupResult(group).txns[0]?.inner.map((i) => i.type)).toEqual(['pay', 'appl']);
    const steps = timeline.steps;
    const pcs = steps.map((s) => s.pc);
    // `+` ran on 7 and 5: before it the stack is [7, 5], after it [12].
    const plus = steps.find(
      (s) => s.popped === 2 && s.pushed[0]?.type === 'uint' && s.pushed[0].uint === 12n,
    );
    expect(plus?.stackBefore.map(avmValueLabel)).toEqual(['7', '5']);
    expect(plus?.stackAfter.map(avmValueLabel)).toEqual(['12']);
    // The store wrote slot 3; later steps see it.
    const store = steps.find((s) => s.scratchWrites.length > 0);
    expect(store?.scratchWrites.map((w) => [w.slot, avmValueLabel(w.value)])).toEqual([[3, '12']]);
    const last = steps[steps.length - 1];
    expect(last?.scratchBefore.get(3)).toEqual({ type: 'uint', uint: 12n });
    // The failing assert is the last step, with 0 (12 == 13 is false) on the stack.
    expect(timeline.failureStep).toBe(steps.length - 1);
    expect(last?.stackBefore).toEqual([{ type: 'uint', uint: 0n }]);
    // The callee ran between the itxn_submit and the caller's next step: 40 + 2.
    const submit = steps.find((s) => s.spawnedInners.length > 0);
    expect(submit?.spawnedInners).toEqual([0, 1]);
    const calleeRun = timeline.runs[1];
    expect(calleeRun?.spawnedBy).toBe(submit?.index);
    expect(calleeRun?.firstStep).toBe((submit?.index ?? 0) + 1);
    const calleeSteps = steps.filter((s) => s.run === 1);
    expect(calleeSteps.slice(0, 5).map((s) => s.stackAfter.map(avmValueLabel))).toEqual([
      ['40'],
      ['40', '2'],
      ['42'],
      [],
      ['1'],
    ]);
    expect(calleeSteps[0]?.depth).toBe(1);
    // State: the global write and the box creation, with the app they belong to.
    const state = stateAtStep(timeline, steps.length - 1);
    expect(
      state.map((e) => [e.change.scope, new TextDecoder().decode(e.change.key), e.change.appId]),
    ).toEqual([
      ['global', 'count', callerId],
      ['box', 'bx', callerId],
    ]);
    expect(stateAtStep(timeline, 0)).toEqual([]);
    // Exported as the AVM debugger's trace file and read back: the same group and the same steps.
    const file = readTraceFile(algosdk.encodeJSON(response, { space: 2 }));
    expect(file.group.map((t) => t.stxn.txn.txID())).toEqual([failingCall.txID()]);
    const again = replayTrace(file.response.txnGroups[0] as algosdk.modelsv2.SimulateTransactionGroupResult);
    expect(again.steps.map((s) => [s.pc, s.stackAfter.map(avmValueLabel)])).toEqual(
      steps.map((s) => [s.pc, s.stackAfter.map(avmValueLabel)]),
    );
    expect(() => readTraceFile('{"txn-groups":[]}')).toThrow(DEBUG_MESSAGES.badTrace);
    expect(pcs[0]).toBeGreaterThan(0);
  }, 30_000);

  it('names each step from the node disassembly mapped by its source map', async () => {
    const programs = await findPrograms(
      kit.sb.algod,
      [new algosdk.SignedTransaction({ txn: failingCall })],
      response,
    );
    const runs = timeline.runs;
    for (const run of runs) expect(programs.has(run.programHash ?? '')).toBe(true);
    expect(programs.get(runs[1]?.programHash ?? '')?.appId).toBe(calleeId);
    const program = programs.get(runs[0]?.programHash ?? '')?.program as Uint8Array;
    const listing = await loadProgramListing(kit.sb.algod, program);
    expect(listing.hash).toBe(runs[0]?.programHash);
    const opcodeAt = (i: number) => {
      const step = timeline.steps[i];
      return opcodeName(listing.lines[listing.lineOfPc.get(step?.pc ?? -1) ?? -1]);
    };
    const failing = timeline.failureStep ?? -1;
    expect(opcodeAt(failing)).toBe('assert');
    expect(opcodeAt(failing - 1)).toBe('==');
    // Every step of the caller's run lands on a line.
    for (const s of timeline.steps.filter((x) => x.run === 0)) expect(listing.lineOfPc.has(s.pc)).toBe(true);
    const submit = timeline.steps.find((s) => s.spawnedInners.length > 0);
    expect(opcodeAt(submit?.index ?? -1)).toBe('itxn_submit');
    // A readable value: the box name in every reading.
    expect(readAvmValue({ type: 'bytes', bytes: new TextEncoder().encode('bx') })).toEqual({
      type: 'bytes',
      hex: '0x6278',
      uint: '25208',
      text: 'bx',
    });
  }, 30_000);

  it('exports what the AVM debugger (VS Code) reads: a version 2 trace and sources.avm.json by program hash', async () => {
    const sim = await debugFromResponse(
      kit.sb.algod,
      [debugTxnOf(new algosdk.SignedTransaction({ txn: failingCall }))],
      response,
    );
    // The trace file: the debugger refuses a version other than 2 and a response without exec-trace-config.enable.
    const trace = JSON.parse(algosdk.encodeJSON(sim.response)) as {
      version: number;
      'exec-trace-config'?: { enable?: boolean };
      'txn-groups': { 'txn-results': { 'exec-trace'?: Record<string, unknown> }[] }[];
    };
    expect(trace.version).toBe(2);
    expect(trace['exec-trace-config']?.enable).toBe(true);
    const files = new Map(avmDebuggerSources(sim.listings.values()).map((f) => [f.name, f.text]));
    const sources = JSON.parse(files.get('sources.avm.json') ?? '{}') as {
      'txn-group-sources': { hash: unknown; 'sourcemap-location': unknown }[];
    };
    const entries = sources['txn-group-sources'];
    // Every program the trace names (by base64 sha512_256) has an entry, with string fields as the debugger checks.
    expect(entries.map((e) => e.hash).sort()).toEqual(timeline.runs.map((r) => r.programHash).sort());
    for (const entry of entries) {
      expect(typeof entry.hash).toBe('string');
      expect(typeof entry['sourcemap-location']).toBe('string');
      const map = JSON.parse(files.get(entry['sourcemap-location'] as string) ?? 'null') as {
        version: number;
        sources: string[];
        names: string[];
        mappings: string;
      };
      // Read as the debugger reads it (algosdk's ProgramSourceMap): every traced pc on its listing line.
      const read = new algosdk.ProgramSourceMap(map);
      // The map names its TEAL relative to itself (both under sources/).
      const teal = `${SOURCES_DIR}${map.sources[0] ?? ''}`;
      expect(files.has(teal)).toBe(true);
      const listing = sim.listings.get(entry.hash as string);
      const run = timeline.runs.find((r) => r.programHash === entry.hash);
      const steps = timeline.steps.filter((s) => s.run === run?.id);
      expect(steps.length).toBeGreaterThan(0);
      for (const s of steps) expect(read.getLocationForPc(s.pc)?.line).toBe(listing?.lineOfPc.get(s.pc));
      // The TEAL file beside it is the listing, line for line.
      expect(files.get(teal)?.split('\n').slice(0, -1)).toEqual(listing?.lines);
    }
    // And the trace file opens again in the page to the same steps.
    const file = readTraceFile(algosdk.encodeJSON(sim.response));
    const reopened = await debugFromResponse(kit.sb.algod, file.group, file.response);
    expect(reopened.timeline.steps.map((s) => s.pc)).toEqual(sim.timeline.steps.map((s) => s.pc));
    expect([...reopened.listings.keys()].sort()).toEqual([...sim.listings.keys()].sort());

    // The one-zip bundle re-imports with its sources: every program listed from the zip's TEAL,
    // line for line and pc for pc as exported.
    const bundle = readDebuggerBundle(avmDebuggerBundle(sim.response, sim.listings.values()));
    expect(bundle.problems).toEqual([]);
    const withSources = await debugFromResponse(kit.sb.algod, bundle.group, bundle.response, {
      listings: bundle.listings,
    });
    expect(withSources.timeline.steps.map((s) => s.pc)).toEqual(sim.timeline.steps.map((s) => s.pc));
    for (const [hash, listing] of sim.listings) {
      const back = withSources.listings.get(hash);
      expect(back?.origin).toBe('import');
      expect(back?.lines).toEqual(listing.lines);
      expect([...(back?.lineOfPc ?? [])].sort((a, b) => a[0] - b[0])).toEqual(
        [...listing.lineOfPc].sort((a, b) => a[0] - b[0]),
      );
    }
  }, 30_000);

  it('moves into, over, out of and back through the inner call, and to breakpoints', () => {
    const submit = timeline.steps.find((s) => s.spawnedInners.length > 0)?.index ?? -1;
    const callee = timeline.runs[1];
    expect(moveInTrace(timeline, submit, 'into')).toBe(callee?.firstStep);
    expect(moveInTrace(timeline, submit, 'over')).toBe((callee?.lastStep ?? 0) + 1);
    expect(moveInTrace(timeline, callee?.firstStep ?? 0, 'out')).toBe((callee?.lastStep ?? 0) + 1);
    expect(moveInTrace(timeline, callee?.firstStep ?? 0, 'back')).toBe(submit);
    expect(moveInTrace(timeline, 0, 'back')).toBe(0);
    expect(moveInTrace(timeline, 0, 'continue')).toBe(timeline.failureStep);
    expect(moveInTrace(timeline, 0, 'continue', { isBreakpoint: (i) => i === submit })).toBe(submit);
    expect(
      moveInTrace(timeline, timeline.steps.length - 1, 'reverse', { isBreakpoint: (i) => i === 2 }),
    ).toBe(2);
  });

  it('builds a dry-run request from the node, encodes it both ways, and runs it to the same verdict', async () => {
    const group = [debugTxnOf(new algosdk.SignedTransaction({ txn: failingCall }))];
    const request = await buildDryrunRequest(kit.sb.algod, group);
    expect(request.apps.map((a) => a.id)).toEqual([callerId, calleeId]);
    expect(request.accounts.map((a) => a.address.toString()).sort()).toEqual(
      [
        kit.rich.addr.toString(),
        algosdk.getApplicationAddress(callerId).toString(),
        algosdk.getApplicationAddress(calleeId).toString(),
      ].sort(),
    );
    expect(request.round).toBeGreaterThan(0n);
    expect(request.latestTimestamp).toBeGreaterThan(0n);
    expect(request.protocolVersion).not.toBe('');

    const packed = encodeDryrunRequest(request, 'msgpack');
    const decoded = algosdk.msgpackRawDecodeAsMap(packed) as Map<string, unknown>;
    expect([...decoded.keys()].sort()).toEqual(
      ['accounts', 'apps', 'latest-timestamp', 'protocol-version', 'round', 'sources', 'txns'].sort(),
    );
    const txns = decoded.get('txns') as Uint8Array[];
    // Each piece decodes with algosdk's own schema, as algod's codec reads it.
    expect(
      algosdk.decodeMsgpack(algosdk.msgpackRawEncode(txns[0]), algosdk.SignedTransaction).txn.txID(),
    ).toBe(failingCall.txID());
    const apps = (decoded.get('apps') as unknown[]).map((a) =>
      algosdk.decodeMsgpack(algosdk.msgpackRawEncode(a), algosdk.modelsv2.Application),
    );
    expect(apps[0]?.params?.approvalProgram).toEqual(request.apps[0]?.params?.approvalProgram);
    expect(BigInt(decoded.get('round') as number)).toBe(request.round);

    const json = encodeDryrunRequest(request, 'json');
    const parsed = JSON.parse(new TextDecoder().decode(json)) as Record<string, unknown>;
    expect(parsed['protocol-version']).toBe(request.protocolVersion);
    expect(
      algosdk
        .decodeJSON(JSON.stringify((parsed['txns'] as unknown[])[0]), algosdk.SignedTransaction)
        .txn.txID(),
    ).toBe(failingCall.txID());

    // Both forms run on the node to the same verdict as simulate's.
    const results = [];
    for (const body of [json, packed]) {
      const result = await runDryrun(kit.sb.algod, body);
      expect(result.error).toBe('');
      const app = result.txns[0]?.app;
      expect(app?.verdict).toBe('REJECT');
      expect(app?.messages.join(' ')).toMatch(/assert/);
      expect(app?.trace.length).toBeGreaterThan(5);
      results.push(result);
    }
    expect(results[1]?.txns[0]?.app?.trace).toEqual(results[0]?.txns[0]?.app?.trace);

    // The dry-run's per-line trace steps like simulate's: the caller's run has the same pcs and
    // stacks, and it stops on the assert with 0 on the stack.
    const dry = dryrunTimeline(results[0] as NonNullable<(typeof results)[0]>, [callerId]);
    expect(dry.timeline.runs.map((r) => [r.kind, r.appId])).toEqual([['approval', callerId]]);
    const failing = dry.timeline.failureStep ?? -1;
    const listing = dry.listings.get(dry.timeline.runs[0]?.programHash ?? '');
    expect(listing?.origin).toBe('dryrun');
    expect(
      opcodeName(listing?.lines[listing.lineOfPc.get(dry.timeline.steps[failing]?.pc ?? -1) ?? -1]),
    ).toBe('assert');
    expect(dry.timeline.steps[failing]?.stackBefore).toEqual([{ type: 'uint', uint: 0n }]);
    const callerSteps = timeline.steps.filter((st) => st.run === 0);
    expect(dry.timeline.steps.map((st) => [st.pc, st.stackBefore.map(avmValueLabel)])).toEqual(
      callerSteps.map((st) => [st.pc, st.stackBefore.map(avmValueLabel)]),
    );
    // Back three steps: `load 3` with an empty stack, as simulate's trace has it.
    const back3 = moveInTrace(
      dry.timeline,
      moveInTrace(dry.timeline, moveInTrace(dry.timeline, failing, 'back'), 'back'),
      'back',
    );
    expect(dry.timeline.steps[back3]?.stackBefore).toEqual([]);
    // Scratch slot 3 holds 12 by the failure.
    expect(dry.timeline.steps[failing]?.scratchBefore.get(3)).toEqual({ type: 'uint', uint: 12n });
  }, 30_000);

  it('describes a created app under dry-run id, and says plainly when a node has no dry-run', async () => {
    const create = algosdk.makeApplicationCreateTxnFromObject({
      sender: kit.rich.addr,
      suggestedParams: await kit.params(),
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      approvalProgram: algosdk.base64ToBytes(await kit.compile(CALLEE)),
      clearProgram: algosdk.base64ToBytes(await kit.compile('#pragma version 10\nint 1')),
      numGlobalByteSlices: 1,
      numGlobalInts: 2,
      numLocalByteSlices: 0,
      numLocalInts: 0,
    });
    const request = await buildDryrunRequest(kit.sb.algod, [
      debugTxnOf(new algosdk.SignedTransaction({ txn: create })),
    ]);
    expect(request.apps[0]?.id).toBe(DRYRUN_CREATED_APP_ID);
    expect(request.apps[0]?.params?.globalStateSchema?.numUint).toBe(2);
    const result = await runDryrun(kit.sb.algod, encodeDryrunRequest(request, 'json'));
    expect(result.txns[0]?.app?.verdict).toBe('PASS');
    expect(result.txns[0]?.app?.messages).toEqual(['ApprovalProgram', 'PASS']);

    // The indexer serves no /v2/teal/dryrun: a 404, as algod 5 answers.
    const u = new URL(kit.sb.urls.indexer);
    const noDryrun = new algosdk.Algodv2(
      { 'X-Indexer-API-Token': kit.sb.urls.token },
      `${u.protocol}//${u.hostname}`,
      u.port,
    );
    const refused = await runDryrun(noDryrun, encodeDryrunRequest(request, 'msgpack')).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(DebugError);
    expect((refused as DebugError).code).toBe('DEBUG_DRYRUN_UNAVAILABLE');
    expect((refused as DebugError).message).toBe(DEBUG_MESSAGES.dryrunUnavailable);
  }, 30_000);

  it('shows a templated Puya spec’s TEAL only when its template values compile to the traced program', async () => {
    const spec = loadContractSpec(
      readFileSync(referencePath('app-specs/algokit-utils-ts/state/State.arc56.json'), 'utf8'),
    );
    const built = { UPDATABLE: '1', DELETABLE: '0', VALUE: '42' };
    const program = algosdk.base64ToBytes(
      await kit.compile(substituteTemplates(spec.source?.approval ?? '', built)),
    );
    const disassembly = await loadProgramListing(kit.sb.algod, program);
    // No values known: the disassembly, with the reason and the fields to ask for.
    const unknown = await listingFromSpec(kit.sb.algod, spec, 'approval', program, disassembly);
    expect(unknown.origin).toBe('disassembly');
    expect(unknown.specTeal?.problem).toBe('templates');
    expect(unknown.specTeal?.missing.sort()).toEqual(['DELETABLE', 'UPDATABLE', 'VALUE']);
    expect(unknown.specTeal?.templates.map((t) => [t.name, t.toggle])).toEqual([
      ['DELETABLE', true],
      ['UPDATABLE', true],
      ['VALUE', false],
    ]);
    // Values that build another program: said plainly, still the disassembly.
    const wrong = await listingFromSpec(kit.sb.algod, spec, 'approval', program, disassembly, {
      ...built,
      VALUE: '43',
    });
    expect([wrong.origin, wrong.specTeal?.problem]).toEqual(['disassembly', 'mismatch']);
    // The values it was built with: the spec's TEAL, every instruction on its line.
    const right = await listingFromSpec(kit.sb.algod, spec, 'approval', program, disassembly, built);
    expect(right.origin).toBe('spec');
    expect(right.specTeal).toBeUndefined();
    for (const [pc, line] of disassembly.lineOfPc)
      if (pc > 0)
        expect(opcodeName(right.lines[right.lineOfPc.get(pc) ?? -1])).toBe(
          opcodeName(disassembly.lines[line]),
        );
    // A spec that records its template values (ARC-56 `value`, base64) needs none typed.
    const u64 = (n: number) => algosdk.bytesToBase64(algosdk.bigIntToBytes(n, 8));
    const withValues = {
      ...spec,
      templateVariables: {
        UPDATABLE: { type: 'AVMUint64', value: u64(1) },
        DELETABLE: { type: 'AVMUint64', value: u64(0) },
        VALUE: { type: 'AVMUint64', value: u64(42) },
      },
    };
    expect(specTemplateDefaults(withValues)).toEqual(built);
    const byDefaults = await listingFromSpec(kit.sb.algod, withValues, 'approval', program, disassembly);
    expect(byDefaults.origin).toBe('spec');
  }, 30_000);

  it('rebuilds a committed group from a txid, unsigned at current rounds, and simulates it', async () => {
    const p = await kit.params();
    const pay = (amount: number) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: kit.rich.addr,
        receiver: kit.rich.addr,
        amount,
        suggestedParams: p,
      });
    const txns = algosdk.assignGroupID([pay(1), pay(2)]);
    await kit.sb.algod.sendRawTransaction(txns.map((t) => t.signTxn(kit.rich.sk))).do();
    await algosdk.waitForConfirmation(kit.sb.algod, txns[1]?.txID() ?? '', 5);
    const u = new URL(kit.sb.urls.indexer);
    const indexer = new algosdk.Indexer(kit.sb.urls.token, `${u.protocol}//${u.hostname}`, u.port);
    // The indexer follows the ledger: wait until it has the round.
    let rebuilt;
    for (let i = 0; i < 20 && rebuilt === undefined; i++) {
      rebuilt = await rebuildGroupFromChain(kit.sb.algod, indexer, txns[1]?.txID() ?? '').catch(
        () => undefined,
      );
      if (rebuilt === undefined) await new Promise((r) => setTimeout(r, 100));
    }
    expect(rebuilt?.position).toBe(1);
    expect(rebuilt?.txns.map((t) => [t.signed, t.stxn.txn.payment?.amount])).toEqual([
      [false, 1n],
      [false, 2n],
    ]);
    const first = rebuilt?.txns[0]?.stxn.txn;
    expect(first?.group).not.toEqual(txns[0]?.group);
    expect(first?.genesisHash).toEqual(txns[0]?.genesisHash);
    const sim = await simulate((rebuilt?.txns ?? []).map((t) => t.stxn.txn));
    expect(sim.txnGroups[0]?.failureMessage ?? '').toBe('');
    expect(simulationInput(rebuilt?.txns ?? [])).toHaveLength(2);

    const missing = await rebuildGroupFromChain(kit.sb.algod, indexer, 'A'.repeat(52)).catch(
      (e: unknown) => e,
    );
    expect((missing as DebugError).code).toBe('DEBUG_TXID_NOT_FOUND');
    const bad = await rebuildGroupFromChain(kit.sb.algod, indexer, 'nope').catch((e: unknown) => e);
    expect((bad as DebugError).message).toBe(DEBUG_MESSAGES.badTxid);
  }, 30_000);
});
