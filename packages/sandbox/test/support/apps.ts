import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import algosdk from 'algosdk';
import type { TestAccount } from './accounts';
import type { SandboxHarness } from './sandboxHarness';
import { referencePath } from '../../../../scripts/referenceDir';

const SPECS = referencePath('app-specs');

export interface AppSpec {
  readonly approval: string;
  readonly clear: string;
  readonly contract: algosdk.ABIContract;
  readonly schema: { globalInts: number; globalBytes: number; localInts: number; localBytes: number };
}

/** A Puya ARC-56 spec (`puya/<dir>/<Name>.*`) with its TEAL sources. */
export function puyaSpec(dir: string, name: string): AppSpec {
  const base = join(SPECS, 'puya', dir, name);
  const arc56 = JSON.parse(readFileSync(`${base}.arc56.json`, 'utf8')) as {
    name: string;
    methods: algosdk.ABIMethodParams[];
    state: { schema: { global: { ints: number; bytes: number }; local: { ints: number; bytes: number } } };
  };
  const s = arc56.state.schema;
  return {
    approval: readFileSync(`${base}.approval.teal`, 'utf8'),
    clear: readFileSync(`${base}.clear.teal`, 'utf8'),
    contract: new algosdk.ABIContract({ name: arc56.name, methods: arc56.methods }),
    schema: {
      globalInts: s.global.ints,
      globalBytes: s.global.bytes,
      localInts: s.local.ints,
      localBytes: s.local.bytes,
    },
  };
}

/** algosdk's calculator example (ARC-4 contract.json, no state). */
export function calculatorSpec(): AppSpec {
  const base = join(SPECS, 'js-algorand-sdk', 'calculator');
  return {
    approval: readFileSync(join(base, 'approval.teal'), 'utf8'),
    clear: readFileSync(join(base, 'clear.teal'), 'utf8'),
    contract: new algosdk.ABIContract(JSON.parse(readFileSync(join(base, 'contract.json'), 'utf8'))),
    schema: { globalInts: 0, globalBytes: 0, localInts: 0, localBytes: 0 },
  };
}

export async function compile(h: Pick<SandboxHarness, 'algod'>, source: string): Promise<Uint8Array> {
  const res = await h.algod.compile(source).do();
  return new Uint8Array(Buffer.from(res.result, 'base64'));
}

export interface AppSchema {
  readonly globalInts?: number;
  readonly globalBytes?: number;
  readonly localInts?: number;
  readonly localBytes?: number;
}

/**
 * An application-create transaction (NoOp) for `approvalTeal`, compiled by the sandbox, with a
 * clear program that approves; the schema's counts default to 0, the params to algod's.
 */
export async function createAppTxn(
  h: Pick<SandboxHarness, 'algod'>,
  creator: TestAccount,
  approvalTeal: string,
  schema: AppSchema = {},
  suggestedParams?: algosdk.SuggestedParams,
): Promise<algosdk.Transaction> {
  return algosdk.makeApplicationCreateTxnFromObject({
    sender: creator.addr,
    approvalProgram: await compile(h, approvalTeal),
    clearProgram: await compile(h, '#pragma version 10\nint 1\n'),
    numGlobalInts: schema.globalInts ?? 0,
    numGlobalByteSlices: schema.globalBytes ?? 0,
    numLocalInts: schema.localInts ?? 0,
    numLocalByteSlices: schema.localBytes ?? 0,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams: suggestedParams ?? (await h.algod.getTransactionParams().do()),
  });
}

export function signer(a: TestAccount): algosdk.TransactionSigner {
  return algosdk.makeBasicAccountTransactionSigner({ addr: algosdk.Address.fromString(a.addr), sk: a.sk });
}

/** Creates the app with a bare NoOp call (what Puya's bare create expects); returns its id. */
export async function deploy(h: SandboxHarness, spec: AppSpec, creator: TestAccount): Promise<bigint> {
  const approvalProgram = await compile(h, spec.approval);
  const clearProgram = await compile(h, spec.clear);
  const txn = algosdk.makeApplicationCreateTxnFromObject({
    sender: creator.addr,
    approvalProgram,
    clearProgram,
    extraPages: Math.ceil((approvalProgram.length + clearProgram.length) / 2048) - 1,
    numGlobalInts: spec.schema.globalInts,
    numGlobalByteSlices: spec.schema.globalBytes,
    numLocalInts: spec.schema.localInts,
    numLocalByteSlices: spec.schema.localBytes,
    onComplete: algosdk.OnApplicationComplete.NoOpOC,
    suggestedParams: await h.algod.getTransactionParams().do(),
  });
  const { txid } = await h.algod.sendRawTransaction(txn.signTxn(creator.sk)).do();
  const info = await h.algod.pendingTransactionInformation(txid).do();
  if (info.applicationIndex === undefined) throw new Error('no application index in the pending result');
  return info.applicationIndex;
}

export interface CallOptions {
  readonly boxes?: algosdk.BoxReference[];
  readonly appAccounts?: string[];
  readonly appForeignApps?: number[];
  readonly appForeignAssets?: number[];
  /** Extra fee on the call (covers inner transactions). */
  readonly fee?: number;
}

/** Calls one ABI method through AtomicTransactionComposer; returns its decoded result. */
export async function callMethod(
  h: SandboxHarness,
  appId: bigint,
  spec: AppSpec,
  sender: TestAccount,
  method: string,
  methodArgs: algosdk.ABIArgument[] = [],
  options: CallOptions = {},
): Promise<algosdk.ABIResult> {
  const atc = new algosdk.AtomicTransactionComposer();
  const sp = await h.algod.getTransactionParams().do();
  atc.addMethodCall({
    appID: appId,
    method: spec.contract.getMethodByName(method),
    methodArgs,
    sender: sender.addr,
    signer: signer(sender),
    suggestedParams: options.fee === undefined ? sp : { ...sp, fee: options.fee, flatFee: true },
    ...(options.boxes !== undefined && { boxes: options.boxes }),
    ...(options.appAccounts !== undefined && { appAccounts: options.appAccounts }),
    ...(options.appForeignApps !== undefined && { appForeignApps: options.appForeignApps }),
    ...(options.appForeignAssets !== undefined && { appForeignAssets: options.appForeignAssets }),
  });
  const res = await atc.execute(h.algod, 4);
  return res.methodResults[0] as algosdk.ABIResult;
}

/**
 * go-algorand ledger/simple_test.go `main` at AVM v13: an app that does nothing at create time,
 * else runs `source` (`;` separates lines) and approves.
 */
export const goMain = (source: string) =>
  `#pragma version 13\ntxn ApplicationID\nbz end\n${source}\nend:\nint 1`.replaceAll(';', '\n');
