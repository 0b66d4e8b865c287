import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avmValueLabel } from '../../src/debug/AvmStackValue';
import { matchPuyaRuns } from '../../src/debug/matchPuyaRuns';
import { moveBySource } from '../../src/debug/moveBySource';
import { puyaFrameName } from '../../src/debug/puyaFrameName';
import type { PuyaStepView } from '../../src/debug/puyaRunView';
import { puyaSourceListing } from '../../src/debug/puyaSourceListing';
import { readPuyaOut, type GivenFile, type PuyaProgramFiles } from '../../src/debug/readPuyaOut';
import { replayTrace, type TraceTimeline } from '../../src/debug/replayTrace';
import { traceSourceView } from '../../src/debug/traceSourceView';
import { decodeBase64 } from '../../src/txn/decodeBytesText';
import { fixtureTeal, puyaMapFixture, type FixtureOp } from './puyaMapFixture';
import { puyaExampleFiles } from './puyaExampleFiles';
import { StudioKit } from './studioKit';

/*
 * An Algorand TypeScript caller of our own (its source below, its map written as puya-ts writes
 * one, by `puyaMapFixture`) calls the reference hello world (puya's own map) with an inner app
 * call. The caller is built with a template variable (TMPL_NAME, the name it passes), so its
 * constant blocks differ between builds and its map carries `op_pc_offset`.
 */
const CALLER_TS = `import { Application, Contract, itxn, log, TemplateVar, type bytes } from '@algorandfoundation/algorand-typescript'
import { methodSelector } from '@algorandfoundation/algorand-typescript/arc4'

export class Caller extends Contract {
  greet(app: Application): void {
    const greeting = callHello(app, TemplateVar<bytes>('NAME'))
    log(greeting)
  }
}

function callHello(app: Application, name: bytes): bytes {
  const reply = itxn
    .applicationCall({ appId: app, appArgs: [methodSelector('hello(string)string'), name], fee: 0 })
    .submit()
  return reply.lastLog
}
`;
const TS = CALLER_TS.split('\n');
const GREET = 'contracts/caller.algo.ts::Caller.greet';
const CALL_HELLO = 'contracts/caller.algo.ts::callHello';

const CALLER_OPS: FixtureOp[] = [
  { teal: 'intcblock 0 1 6' },
  { teal: 'bytecblock 0x02bece11 TMPL_NAME' },
  { teal: 'txn ApplicationID', at: [3, 0], event: { block: 'main', stack_in: [] } },
  { teal: 'bz main_create@2', at: [3, 0] },
  { teal: 'txna ApplicationArgs 0', at: [4, 8], event: { stack_out: ['tmp%0#0'], defined_out: ['tmp%0#0'] } },
  { teal: 'btoi', at: [4, 8], event: { stack_out: ['app#0'], defined_out: ['app#0'] } },
  { teal: 'bytec_1 // TMPL_NAME', at: [5, 36], event: { stack_out: ['app#0', 'tmp%1#0'] } },
  {
    teal: 'callsub callHello',
    at: [5, 21],
    event: { callsub: CALL_HELLO, stack_out: ['greeting#0'], defined_out: ['greeting#0'] },
  },
  { teal: 'log', at: [6, 4], event: { stack_out: [] } },
  { teal: 'intc_1 // 1', at: [4, 2], event: { stack_out: ['tmp%2#0'] } },
  { teal: 'return', at: [4, 2] },
  { teal: 'main_create@2:' },
  { teal: 'intc_1 // 1', at: [3, 0], event: { block: 'main_create@2', stack_in: [] } },
  { teal: 'return', at: [3, 0] },
  { teal: 'callHello:' },
  {
    teal: 'proto 2 1',
    at: [10, 0],
    event: {
      subroutine: CALL_HELLO,
      params: { 'app#0': 'uint64', 'name#0': 'bytes' },
      block: 'callHello',
      stack_in: [],
    },
  },
  { teal: 'itxn_begin', at: [12, 5] },
  { teal: 'frame_dig -2', at: [12, 32] },
  { teal: 'itxn_field ApplicationID', at: [12, 25] },
  { teal: 'intc_2 // appl', at: [12, 5] },
  { teal: 'itxn_field TypeEnum', at: [12, 5] },
  { teal: 'bytec_0 // method "hello(string)string"', at: [12, 52] },
  { teal: 'itxn_field ApplicationArgs', at: [12, 43] },
  { teal: 'frame_dig -1', at: [12, 87] },
  { teal: 'itxn_field ApplicationArgs', at: [12, 43] },
  { teal: 'intc_0 // 0', at: [12, 98] },
  { teal: 'itxn_field Fee', at: [12, 93] },
  { teal: 'itxn_submit', at: [13, 5] },
  { teal: 'itxn LastLog', at: [14, 9], event: { stack_out: ['reply#0'], defined_out: ['reply#0'] } },
  { teal: 'retsub', at: [14, 2], event: { retsub: true } },
];
const CLEAR = '#pragma version 10\npushint 1';
/** ARC-4 strings: a uint16 length, then the bytes. */
const arc4Name = (name: string) =>
  `0x${Buffer.concat([Buffer.from([0, name.length]), Buffer.from(name)]).toString('hex')}`;
const ANN = { NAME: arc4Name('Ann') };
const TEAM = { NAME: arc4Name('Sextant team') };

const helloFiles = puyaExampleFiles('hello_world_arc4', 'contract.py');
const PY = (helloFiles.find((f) => f.path.endsWith('.py'))?.text ?? '').split('\n');

let kit: StudioKit;
let helloId: bigint;
/** The caller built with each name, by name. */
const callers = new Map<string, bigint>();
/** The caller's map as puya-ts writes it, from the "Ann" build; its source beside it. */
let callerFiles: GivenFile[];

async function createApp(approval: Uint8Array, clear: Uint8Array): Promise<bigint> {
  const create = algosdk.makeApplicationCreateTxnFromObject({
    sender: kit.rich.addr,
    suggestedParams: await kit.params(),
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    approvalProgram: approval,
    clearProgram: clear,
    numGlobalInts: 0,
    numGlobalByteSlices: 0,
    numLocalInts: 0,
    numLocalByteSlices: 0,
  });
  await kit.sb.algod.sendRawTransaction(create.signTxn(kit.rich.sk)).do();
  return (await algosdk.waitForConfirmation(kit.sb.algod, create.txID(), 5)).applicationIndex as bigint;
}

beforeAll(async () => {
  kit = await StudioKit.start();
  const spec = JSON.parse(helloFiles.find((f) => f.path.endsWith('.arc56.json'))?.text ?? '{}') as {
    byteCode: { approval: string; clear: string };
  };
  helloId = await createApp(
    decodeBase64(spec.byteCode.approval) as Uint8Array,
    decodeBase64(spec.byteCode.clear) as Uint8Array,
  );
  const clear = algosdk.base64ToBytes(await kit.compile(CLEAR));
  for (const [name, values] of [
    ['Ann', ANN],
    ['Sextant team', TEAM],
  ] as const) {
    const id = await createApp(
      algosdk.base64ToBytes(await kit.compile(fixtureTeal(CALLER_OPS, values))),
      clear,
    );
    callers.set(name, id);
    // The caller's account holds the minimum balance its inner call is sent from.
    const fund = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: kit.rich.addr,
      receiver: algosdk.getApplicationAddress(id),
      amount: 200_000,
      suggestedParams: await kit.params(),
    });
    await kit.sb.algod.sendRawTransaction(fund.signTxn(kit.rich.sk)).do();
    await algosdk.waitForConfirmation(kit.sb.algod, fund.txID(), 5);
  }
  const { mapText } = await puyaMapFixture(kit.sb.algod, CALLER_OPS, ['../contracts/caller.algo.ts'], ANN);
  callerFiles = [
    { path: 'caller/out/Caller.approval.puya.map', text: mapText },
    { path: 'caller/contracts/caller.algo.ts', text: CALLER_TS },
  ];
}, 90_000);

afterAll(async () => {
  await kit?.stop();
});

/** greet(hello) on the caller built with `name`, simulated with the full trace. */
async function traced(name: string): Promise<TraceTimeline> {
  const txn = algosdk.makeApplicationNoOpTxnFromObject({
    sender: kit.rich.addr,
    appIndex: callers.get(name) as bigint,
    // The caller pays its inner call's fee.
    suggestedParams: { ...(await kit.params()), fee: 2000n, flatFee: true },
    appArgs: [algosdk.encodeUint64(helloId)],
    foreignApps: [helloId],
  });
  const response = await kit.simulateTraced([txn]);
  return replayTrace(response.txnGroups[0] as algosdk.modelsv2.SimulateTransactionGroupResult);
}

function programs(files: GivenFile[] = callerFiles): PuyaProgramFiles[] {
  return readPuyaOut([...helloFiles, ...files]).programs;
}

/** A step's source line's text, in the caller's TypeScript or hello world's Python. */
function lineText(timeline: TraceTimeline, view: PuyaStepView | undefined, index: number): string {
  const run = timeline.steps[index]?.run;
  const lines = run === 0 ? TS : PY;
  return lines[view?.location?.line ?? -1]?.trim() ?? '';
}

describe('stepping into an inner app call at source level (a real sandbox trace)', () => {
  it('goes from the caller’s submit line into hello world’s Python, its call stack on the caller’s', async () => {
    const timeline = await traced('Ann');
    expect(timeline.failed).toBe(false);
    expect(timeline.runs.map((r) => [r.depth, r.appId])).toEqual([
      [0, callers.get('Ann')],
      [1, helloId],
    ]);
    const runs = matchPuyaRuns(timeline, programs());
    // The caller by its pcs (a templated build has no hash), hello world by its program hash.
    expect(runs.get(0)?.program.name).toBe('Caller.approval');
    expect(runs.get(0)?.program.hash).toBeUndefined();
    expect(runs.get(1)?.program.name).toBe('HelloWorldContract.approval');
    const view = traceSourceView(timeline, runs);
    expect(view.steps.size).toBe(timeline.steps.length);

    // Into by source line from the first line: the caller's lines, then hello world's.
    let at = [...view.steps].find(([, s]) => s.location !== undefined)?.[0] ?? -1;
    const visited = [lineText(timeline, view.steps.get(at), at)];
    while (timeline.steps[at]?.run === 0) {
      const next = moveBySource(view, at, 'into');
      expect(next).not.toBe(at);
      at = next;
      visited.push(lineText(timeline, view.steps.get(at), at));
    }
    expect(visited).toEqual([
      'export class Caller extends Contract {',
      'greet(app: Application): void {',
      "const greeting = callHello(app, TemplateVar<bytes>('NAME'))",
      'function callHello(app: Application, name: bytes): bytes {',
      ".applicationCall({ appId: app, appArgs: [methodSelector('hello(string)string'), name], fee: 0 })",
      '.submit()',
      'class HelloWorldContract(ARC4Contract):',
    ]);
    // In hello world: its frame above the caller's two, the caller's innermost at its submit.
    const inner = view.steps.get(at);
    expect(inner?.frames.map((f) => [f.run, puyaFrameName(f.name)])).toEqual([
      [0, 'Caller.approval'],
      [0, 'callHello'],
      [1, 'ARC4Contract.approval_program'],
    ]);
    const submit = inner?.frames[1];
    expect(TS[submit?.location?.line ?? -1]?.trim()).toBe('.submit()');
    expect(timeline.steps[submit?.at ?? -1]?.spawnedInners).toEqual([0]);
    // Into again, through the router to the method's line.
    while (lineText(timeline, view.steps.get(at), at) !== 'return "Hello, " + name')
      at = moveBySource(view, at, 'into');
    expect(view.steps.get(at)?.frames).toHaveLength(3);

    // Out of hello world: back in callHello after the submit, at its return line.
    const out = moveBySource(view, at, 'out');
    expect(timeline.steps[out]?.run).toBe(0);
    expect(lineText(timeline, view.steps.get(out), out)).toBe('return reply.lastLog');
    expect(view.steps.get(out)?.frames.map((f) => puyaFrameName(f.name))).toEqual([
      'Caller.approval',
      'callHello',
    ]);
    // Over from the submit line runs the inner call through to the same step.
    expect(moveBySource(view, submit?.at ?? -1, 'over')).toBe(out);
    // Back from there returns into hello world's last line.
    const back = moveBySource(view, out, 'back');
    expect(timeline.steps[back]?.run).toBe(1);
    expect(view.steps.get(back)?.frames).toHaveLength(3);
    // A caller's frame jumps to the step it waits on: the submit, at the caller's source line.
    expect(view.steps.get(submit?.at ?? -1)?.location?.line).toBe(submit?.location?.line);
  });

  it('names callHello’s parameters (app, name) with their values, and its local reply', async () => {
    const timeline = await traced('Ann');
    const view = traceSourceView(timeline, matchPuyaRuns(timeline, programs()));
    const proto = timeline.steps.find(
      (s) => s.run === 0 && view.steps.get(s.index)?.frames.at(-1)?.name === CALL_HELLO,
    );
    const params = view.steps.get(proto?.index ?? -1)?.variables;
    expect(params?.map((v) => [v.name, v.param, avmValueLabel(v.value)])).toEqual([
      ['app', true, helloId.toString()],
      ['name', true, `0x${Buffer.from([0, 3, ...Buffer.from('Ann')]).toString('hex')}`],
    ]);
    // At the retsub: the parameters and the reply hello world logged.
    const retsub = timeline.steps.find((s) => s.run === 0 && view.steps.get(s.index)?.op === 'retsub');
    const vars = view.steps.get(retsub?.index ?? -1)?.variables ?? [];
    expect(vars.map((v) => v.name)).toEqual(['app', 'name', 'reply']);
    const reply = vars.find((v) => v.name === 'reply');
    expect(reply?.value.type).toBe('bytes');
    expect(Buffer.from(reply?.value.type === 'bytes' ? reply.value.bytes : []).toString()).toContain(
      'Hello, Ann',
    );
    // Back in greet after the call: the local greeting, the same value.
    const log = timeline.steps.find((s) => s.run === 0 && view.steps.get(s.index)?.op === 'log');
    expect(view.steps.get(log?.index ?? -1)?.variables.map((v) => v.name)).toEqual(['greeting']);
  });

  it('op_pc_offset: one map steps builds with other template values (their pcs shift); without it the map does not fit', async () => {
    const [ann, team] = [await traced('Ann'), await traced('Sextant team')];
    const [annRun, teamRun] = [matchPuyaRuns(ann, programs()).get(0), matchPuyaRuns(team, programs()).get(0)];
    // The map's pc 0 is the first op after the constant blocks: the longer name moves it on.
    expect(JSON.parse(callerFiles[0]?.text ?? '{}').op_pc_offset).toBe(2);
    expect((teamRun?.view.pcOffset ?? 0) - (annRun?.view.pcOffset ?? 0)).toBe(
      'Sextant team'.length - 'Ann'.length,
    );
    // The same lines at the same steps, on different pcs.
    const lines = (t: TraceTimeline, run: typeof annRun) =>
      t.steps.filter((s) => s.run === 0).map((s) => run?.view.steps.get(s.index)?.location?.line);
    expect(lines(team, teamRun)).toEqual(lines(ann, annRun));
    expect(team.steps.find((s) => s.run === 0 && s.index > 2)?.pc).not.toBe(
      ann.steps.find((s) => s.run === 0 && s.index > 2)?.pc,
    );
    // The constant blocks have no source line.
    expect(teamRun?.view.steps.get(0)?.location).toBeUndefined();
    expect(teamRun?.view.steps.get(2)?.location?.line).toBe(3);
    // Read as if the map had no offset, its pcs do not cover the team build's: not used.
    const noOffset = { ...JSON.parse(callerFiles[0]?.text ?? '{}'), op_pc_offset: 0 };
    const stripped = [
      { ...callerFiles[0], text: JSON.stringify(noOffset) } as GivenFile,
      callerFiles[1] as GivenFile,
    ];
    expect(matchPuyaRuns(team, programs(stripped)).has(0)).toBe(false);
  });

  it('.algo.ts: the TypeScript source is the listing and puya-ts names are shortened', async () => {
    const timeline = await traced('Sextant team');
    const run = matchPuyaRuns(timeline, programs()).get(0);
    // `../contracts/caller.algo.ts` resolved from out/ to the source beside it.
    expect(run?.program.sources).toEqual([{ path: '../contracts/caller.algo.ts', text: CALLER_TS }]);
    if (run === undefined) throw new Error('the caller map did not match');
    const listing = puyaSourceListing(
      run.program,
      run.map,
      0,
      timeline.runs[0]?.programHash ?? '',
      run.view.pcOffset,
    );
    const submitPc = timeline.steps.find((s) => s.spawnedInners.length > 0)?.pc ?? -1;
    expect(listing?.lines[listing.lineOfPc.get(submitPc) ?? -1]?.trim()).toBe('.submit()');
    expect(listing?.file).toBe('../contracts/caller.algo.ts');
    expect(puyaFrameName(GREET)).toBe('Caller.greet');
    expect(puyaFrameName(CALL_HELLO)).toBe('callHello');
    expect(puyaFrameName('examples.amm.contract.ConstantProductAMM._check_is_governor')).toBe(
      'ConstantProductAMM._check_is_governor',
    );
  });
});
