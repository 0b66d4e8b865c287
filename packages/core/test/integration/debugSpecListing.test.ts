import { readFileSync } from 'node:fs';
import { decode } from '@jridgewell/sourcemap-codec';
import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContractSpec } from '../../src/contracts/loadContractSpec';
import type { ContractSpec } from '../../src/contracts/ContractSpec';
import type { DebugSources } from '../../src/debug/DebugSources';
import { avmDebuggerSources } from '../../src/debug/avmDebuggerSources';
import { debugFromResponse } from '../../src/debug/debugSimulation';
import { DEBUG_MESSAGES } from '../../src/debug/debugMessages';
import { debugTxnOf } from '../../src/debug/DebugTxn';
import { moveInTrace } from '../../src/debug/moveInTrace';
import { opcodeName } from '../../src/debug/ProgramListing';
import { StudioKit } from './studioKit';
import { referencePath } from '../../../../scripts/referenceDir';

const reference = (path: string) => readFileSync(referencePath(path), 'utf8');

let kit: StudioKit;
let spec: ContractSpec;
let appId: bigint;

beforeAll(async () => {
  kit = await StudioKit.start();
  spec = loadContractSpec(reference('puya-debug/amm/out/ConstantProductAMM.arc56.json'));
  appId = await kit.createApp(atob(spec.source?.approval ?? ''), atob(spec.source?.clear ?? ''), {
    ints: 4,
    bytes: 1,
  });
}, 60_000);

afterAll(async () => {
  await kit?.stop();
});

/** A set_governor call by `sender` (only the creator, the governor, passes its assert). */
async function setGovernor(
  sender: algosdk.Account,
  sources: DebugSources = { specFor: () => Promise.resolve({ spec, templates: {} }) },
) {
  const method = algosdk.ABIMethod.fromSignature('set_governor(address)void');
  const call = algosdk.makeApplicationNoOpTxnFromObject({
    sender: sender.addr,
    appIndex: appId,
    suggestedParams: await kit.params(),
    appArgs: [method.getSelector(), sender.addr.publicKey],
  });
  const response = await kit.simulateTraced([call]);
  return debugFromResponse(
    kit.sb.algod,
    [debugTxnOf(new algosdk.SignedTransaction({ txn: call }))],
    response,
    sources,
  );
}

// Puya's ARC-56 source info names only error pcs (23 here): the listing comes from the node's
// map of the spec's TEAL, so every step has its line and each message stays on its own pc.
describe('a Puya spec’s TEAL on a real trace (ConstantProductAMM)', () => {
  it('puts every step of a passing and a failing call on a TEAL line, messages on error pcs only', async () => {
    const outsider = await kit.fresh(1_000_000n);
    for (const [sender, fails] of [
      [kit.rich, false],
      [outsider, true],
    ] as const) {
      const sim = await setGovernor(sender);
      expect(sim.listingProblems).toEqual([]);
      expect(sim.timeline.failed).toBe(fails);
      const run = sim.timeline.runs[0];
      const listing = sim.listings.get(run?.programHash ?? '');
      expect(listing?.origin).toBe('spec');
      const steps = sim.timeline.steps;
      expect(steps.length).toBeGreaterThan(20);
      const opAt = (pc: number) => opcodeName(listing?.lines[listing.lineOfPc.get(pc) ?? -1]);
      expect(steps.filter((s) => listing?.lineOfPc.get(s.pc) === undefined)).toEqual([]);
      // _check_is_governor: the assert carries the message; the retsub after it is a retsub.
      const governed = 'Only the account set in global_state.governor may call this method';
      const [assertPc] = [...(listing?.errorOfPc ?? [])].find(([, m]) => m === governed) ?? [];
      expect(opAt(assertPc ?? -1)).toBe('assert');
      const after = steps.find((s) => s.pc > (assertPc ?? 0) && steps[s.index - 1]?.pc === assertPc);
      if (fails) {
        expect(steps[sim.timeline.failureStep ?? -1]?.pc).toBe(assertPc);
        expect(after).toBeUndefined();
      } else {
        expect(after === undefined ? '' : opAt(after.pc)).toBe('retsub');
        expect(listing?.errorOfPc?.has(after?.pc ?? -1)).toBe(false);
      }
      // Every message sits on a pc whose line is that message's assert (or err / other op).
      for (const [pc, message] of listing?.errorOfPc ?? [])
        expect(listing?.lines[listing.lineOfPc.get(pc) ?? -1]).toContain(message);
    }
  }, 60_000);

  it('stops at a breakpoint on a line that is no error pc', async () => {
    const sim = await setGovernor(kit.rich);
    const listing = sim.listings.get(sim.timeline.runs[0]?.programHash ?? '');
    const lineOf = (i: number) => listing?.lineOfPc.get(sim.timeline.steps[i]?.pc ?? -1);
    // The `==` in _check_is_governor: not an error pc.
    const equals = sim.timeline.steps.find((s) => opcodeName(listing?.lines[lineOf(s.index) ?? -1]) === '==');
    const line = lineOf(equals?.index ?? -1);
    expect(listing?.errorOfPc?.has(equals?.pc ?? -1)).toBe(false);
    const stop = moveInTrace(sim.timeline, 0, 'continue', { isBreakpoint: (i) => lineOf(i) === line });
    expect(stop).toBe(equals?.index);
  }, 30_000);

  it('maps every step through TEAL the person gives when it builds the traced program, else disassembles', async () => {
    const approval = atob(spec.source?.approval ?? '');
    const hash = (await setGovernor(kit.rich, {})).timeline.runs[0]?.programHash ?? '';
    const given = await setGovernor(kit.rich, { teal: new Map([[hash, approval]]) });
    const listing = given.listings.get(hash);
    expect([listing?.origin, given.listingProblems]).toEqual(['source', []]);
    expect(given.timeline.steps.every((s) => listing?.lineOfPc.has(s.pc))).toBe(true);
    // Another program's TEAL (one constant changed) is refused: the disassembly, every pc a line.
    const other = await setGovernor(kit.rich, {
      teal: new Map([[hash, approval.replace('pushint 300000', 'pushint 300001')]]),
    });
    expect(other.listingProblems).toEqual([DEBUG_MESSAGES.sourceMismatch(hash)]);
    const fallback = other.listings.get(hash);
    expect(fallback?.origin).toBe('disassembly');
    expect(other.timeline.steps.every((s) => fallback?.lineOfPc.has(s.pc))).toBe(true);
  }, 30_000);

  it('exports the full map to the VS Code bundle: every traced pc of the spec’s TEAL has a segment', async () => {
    const sim = await setGovernor(kit.rich);
    const hash = sim.timeline.runs[0]?.programHash ?? '';
    const files = avmDebuggerSources(sim.listings.values());
    const sources = JSON.parse(files.find((f) => f.name === 'sources.avm.json')?.text ?? '{}') as {
      'txn-group-sources': { 'sourcemap-location': string; hash: string }[];
    };
    const location = sources['txn-group-sources'].find((e) => e.hash === hash)?.['sourcemap-location'];
    const map = JSON.parse(files.find((f) => f.name === location)?.text ?? '{}') as { mappings: string };
    const segments = decode(map.mappings);
    const tealFile = files.find((f) => f.name === location?.replace(/\.map$/, ''));
    const teal = tealFile?.text.split('\n') ?? [];
    for (const step of sim.timeline.steps) {
      const line = segments[step.pc]?.[0]?.[2];
      expect(line, `pc ${step.pc}`).toBeDefined();
      expect(teal[line ?? -1]).toBe(
        sim.listings.get(hash)?.lines[sim.listings.get(hash)?.lineOfPc.get(step.pc) ?? -1],
      );
    }
  }, 30_000);
});
