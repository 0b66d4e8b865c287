import { existsSync, readFileSync } from 'node:fs';
import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyFormValue } from '../../src/abi/emptyFormValue';
import { buildAppCall } from '../../src/contracts/buildAppCall';
import {
  CompileError,
  compilePrograms,
  extraPagesFor,
  type GivenPrograms,
} from '../../src/contracts/compilePrograms';
import { labActions } from '../../src/contracts/labActions';
import { loadContractSpec } from '../../src/contracts/loadContractSpec';
import { templateFields, templateLiteral } from '../../src/contracts/templateFields';
import { fundedAccount, startSandboxProcess, type SandboxProcess } from './startSandboxProcess';
import { referencePath } from '../../../../scripts/referenceDir';

const SPECS = referencePath('app-specs/');

/**
 * Every reference spec with programs (its own, or the .teal files beside an ARC-4 contract JSON),
 * created with no arguments. Left out: arc-0023's Calculator (no programs anywhere) and
 * VotingRoundApp, whose only create takes arguments (deployed through the lab in e2e).
 */
const DEPLOYABLE = [
  'puya/hello_world_arc4/HelloWorldContract.arc56.json',
  'puya/arc_28/EventEmitter.arc56.json',
  'puya/struct_in_box/ExampleContract.arc56.json',
  'puya/box_storage/BoxContract.arc56.json',
  'puya/amm/ConstantProductAMM.arc56.json',
  'puya/auction/Auction.arc56.json',
  'puya/auction/tealscript_artifacts/Auction.arc32.json',
  'puya/auction/tealscript_artifacts/Auction.arc4.json',
  'algokit-utils-ts/state/State.arc56.json',
  'algokit-utils-ts/nested_struct/NestedStruct.arc56.json',
  'algokit-utils-ts/box_map/BoxMapTest.arc56.json',
  'algokit-utils-ts/byte_arrays/ByteArrays.arc56.json',
  'algokit-utils-ts/testing-app/application.json',
  'algokit-utils-ts/client/TestContract.arc32.json',
  'arcs-assets/arc-0059/ARC59.arc32.json',
  'arcs-assets/arc-0059/ARC59.arc4.json',
  'arcs-assets/arc-0062/CirculatingSupply.arc56.json',
  'js-algorand-sdk/calculator/contract.json',
];

const ARC4_SCHEMA = { global: { ints: 8, bytes: 8 }, local: { ints: 4, bytes: 4 } };

let sb: SandboxProcess;
let rich: algosdk.Account;

beforeAll(async () => {
  sb = await startSandboxProcess();
  rich = await fundedAccount(sb.kmd);
}, 60_000);
afterAll(() => sb.stop());

function tealBeside(path: string): GivenPrograms | undefined {
  const dir = path.slice(0, path.lastIndexOf('/') + 1);
  const stem = path.slice(path.lastIndexOf('/') + 1).replace(/\.(arc4|arc32|arc56)?\.?json$/, '');
  const pick = (kind: string) =>
    [`${dir}${stem}.${kind}.teal`, `${dir}${kind}.teal`].map((p) => SPECS + p).find((p) => existsSync(p));
  const a = pick('approval');
  const c = pick('clear');
  return a === undefined || c === undefined
    ? undefined
    : { as: 'teal', approval: readFileSync(a, 'utf8'), clear: readFileSync(c, 'utf8') };
}

describe('every reference spec deploys through core', () => {
  it.each(DEPLOYABLE)('%s', { timeout: 30_000 }, async (path) => {
    const spec = loadContractSpec(readFileSync(SPECS + path, 'utf8'));
    const literals: Record<string, string> = {};
    for (const t of templateFields(spec)) {
      const lit = templateLiteral(t, t.initial ?? emptyFormValue(t.field));
      literals[t.name] = lit.ok ? lit.teal : '0';
    }
    const given = spec.source === undefined && spec.byteCode === undefined ? tealBeside(path) : undefined;
    const programs = await compilePrograms(sb.algod, spec, literals, given);
    const create = labActions(spec, true);
    // an ARC-4 JSON offers every method to create with: its router's create is the one so named
    const pick =
      spec.standard === 'ARC-4'
        ? (create.find((a) => a.method?.name === 'createApplication') ?? create.find((a) => !a.method))
        : (create.find((a) => a.method === undefined) ?? create.find((a) => a.method?.args.length === 0));
    expect(pick, 'a create without arguments').toBeDefined();
    const txns = buildAppCall(
      {
        appId: 0n,
        sender: rich.addr.toString(),
        // ByteArrays writes the creator's local state as it is created: it must opt in then
        onComplete: path.includes('ByteArrays') ? 'OptIn' : (pick?.onCompletes[0] ?? 'NoOp'),
        args: [],
        ...(pick?.method !== undefined && { method: pick.method }),
        programs,
        // an ARC-4 JSON declares no state: give room the way a person fills the lab's schema fields
        schema: spec.standard === 'ARC-4' ? ARC4_SCHEMA : spec.state.schema,
        // ByteArrays' create raises its budget with an inner call whose fee it leaves to the pool
        innerTxnFees: path.includes('ByteArrays') ? 1 : 0,
        extraPages: extraPagesFor(programs),
      },
      await sb.algod.getTransactionParams().do(),
    );
    await sb.algod.sendRawTransaction(txns.map((t) => t.signTxn(rich.sk))).do();
    const done = await algosdk.waitForConfirmation(sb.algod, txns[txns.length - 1]!.txID(), 10);
    expect(done.applicationIndex).toBeGreaterThan(0n);
  });
});

// go: data/transactions/logic/assembler.go (errors are "line:col: message", one per line)
describe('TEAL given in the lab that does not compile', () => {
  it('names the program and the line the assembler refused, for the editor to mark', async () => {
    const given: GivenPrograms = {
      as: 'teal',
      approval: '#pragma version 10\nint 1\nnot_an_opcode\nreturn\n',
      clear: '#pragma version 10\nint 1\n',
    };
    const refused = await compilePrograms(sb.algod, { templateVariables: {} }, {}, given).catch((e) => e);
    expect(refused).toBeInstanceOf(CompileError);
    expect(refused.program).toBe('approval');
    expect(refused.diagnostics).toEqual([expect.objectContaining({ line: 3 })]);
    expect(refused.message).toMatch(/^The node could not compile the approval program: line 3: /);
    const clearBad = { ...given, approval: '#pragma version 10\nint 1\n', clear: 'int 1\nint\n' };
    const second = await compilePrograms(sb.algod, { templateVariables: {} }, {}, clearBad).catch((e) => e);
    expect(second.program).toBe('clear');
    expect(second.diagnostics[0]?.line).toBe(2);
  });
});
