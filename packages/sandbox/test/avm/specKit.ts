/**
 * Reading the reference app specs (ARC-56, ARC-32, ARC-4 + .teal) and deploying / calling them on a
 * sandbox through algosdk's AtomicTransactionComposer, signing with node:crypto (fastSign).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import algosdk from 'algosdk';
import { newAccount, type TestAccount } from '../support/accounts';
import { fastSign } from '../support/fastSign';
import type { SandboxHarness } from '../support/sandboxHarness';
import { referencePath } from '../../../../scripts/referenceDir';

export const SPECS = referencePath('app-specs');

export interface Schema {
  globalInts: number;
  globalBytes: number;
  localInts: number;
  localBytes: number;
}

export interface LoadedSpec {
  readonly contract: algosdk.ABIContract;
  readonly approval: string;
  readonly clear: string;
  readonly schema: Schema;
}

interface Arc56Json {
  name: string;
  methods: algosdk.ABIMethodParams[];
  state: { schema: { global: { ints: number; bytes: number }; local: { ints: number; bytes: number } } };
  source?: { approval: string; clear: string };
}
interface Arc32Json {
  contract: algosdk.ABIContractParams;
  source: { approval: string; clear: string };
  state: {
    global: { num_uints: number; num_byte_slices: number };
    local: { num_uints: number; num_byte_slices: number };
  };
}

const b64text = (s: string) => Buffer.from(s, 'base64').toString('utf8');

/**
 * An ARC-56 (`*.arc56.json`), ARC-32 (`*.arc32.json`, `application.json`) or ARC-4
 * (`contract.json` with `approval.teal` / `clear.teal`) spec under app-specs.
 * The TEAL is the `.teal` next to it when there is one, else the source embedded in the spec;
 * `templates` fills `TMPL_<NAME>` variables.
 */
export function loadSpec(rel: string, templates: Record<string, bigint | number> = {}): LoadedSpec {
  const file = join(SPECS, rel);
  const json = JSON.parse(readFileSync(file, 'utf8')) as Partial<Arc56Json & Arc32Json>;
  const stem = file.replace(/\.(arc56|arc32)\.json$/, '');
  const teal = (part: 'approval' | 'clear', embedded: string | undefined) => {
    const path = `${stem}.${part}.teal`;
    if (stem !== file && existsSync(path)) return readFileSync(path, 'utf8');
    if (embedded === undefined) throw new Error(`${rel}: no ${part} program`);
    return b64text(embedded);
  };
  const fill = (text: string) =>
    text.replace(/\bTMPL_([A-Z0-9_]+)\b/g, (m, name: string) => {
      const v = templates[name];
      if (v === undefined) throw new Error(`${rel}: no value for ${m}`);
      return String(v);
    });
  if (json.state === undefined && json.methods !== undefined) {
    // A plain ARC-4 contract.json with approval.teal / clear.teal next to it, and no state.
    const dir = join(file, '..');
    return {
      contract: new algosdk.ABIContract(json as algosdk.ABIContractParams),
      approval: fill(readFileSync(join(dir, 'approval.teal'), 'utf8')),
      clear: fill(readFileSync(join(dir, 'clear.teal'), 'utf8')),
      schema: { globalInts: 0, globalBytes: 0, localInts: 0, localBytes: 0 },
    };
  }
  const approval = fill(teal('approval', json.source?.approval));
  const clear = fill(teal('clear', json.source?.clear));
  if (json.contract !== undefined && json.state !== undefined && 'num_uints' in json.state.global) {
    const st = (json as Arc32Json).state;
    return {
      contract: new algosdk.ABIContract(json.contract),
      approval,
      clear,
      schema: {
        globalInts: st.global.num_uints,
        globalBytes: st.global.num_byte_slices,
        localInts: st.local.num_uints,
        localBytes: st.local.num_byte_slices,
      },
    };
  }
  const a = json as Arc56Json;
  const s = a.state.schema;
  return {
    contract: new algosdk.ABIContract({ name: a.name, methods: a.methods }),
    approval,
    clear,
    schema: {
      globalInts: s.global.ints,
      globalBytes: s.global.bytes,
      localInts: s.local.ints,
      localBytes: s.local.bytes,
    },
  };
}

/** A TransactionSigner that signs with node:crypto (same bytes as algosdk's). */
export function fastSigner(a: TestAccount): algosdk.TransactionSigner {
  return (group, indexes) =>
    Promise.resolve(indexes.map((i) => fastSign(group[i] as algosdk.Transaction, a.sk)));
}

export async function compileTeal(h: SandboxHarness, source: string): Promise<Uint8Array> {
  const res = await h.algod.compile(source).do();
  return new Uint8Array(Buffer.from(res.result, 'base64'));
}

export type MethodCall = Omit<
  Parameters<algosdk.AtomicTransactionComposer['addMethodCall']>[0],
  'method' | 'sender' | 'signer' | 'suggestedParams' | 'appID'
> & { fee?: number; appID?: bigint | number };

/** One deployed app (or one to be created by an ABI method) and the calls on it. */
export class SpecApp {
  appId = 0n;
  constructor(
    readonly h: SandboxHarness,
    readonly spec: LoadedSpec,
  ) {}

  get address(): string {
    return algosdk.getApplicationAddress(this.appId).toString();
  }

  async params(fee?: number): Promise<algosdk.SuggestedParams> {
    const sp = await this.h.algod.getTransactionParams().do();
    return fee === undefined ? sp : { ...sp, fee: BigInt(fee), flatFee: true };
  }

  private async programs() {
    const approvalProgram = await compileTeal(this.h, this.spec.approval);
    const clearProgram = await compileTeal(this.h, this.spec.clear);
    const extraPages = Math.ceil((approvalProgram.length + clearProgram.length) / 2048) - 1;
    const s = this.spec.schema;
    return {
      approvalProgram,
      clearProgram,
      extraPages,
      numGlobalInts: s.globalInts,
      numGlobalByteSlices: s.globalBytes,
      numLocalInts: s.localInts,
      numLocalByteSlices: s.localBytes,
    };
  }

  /** Creates the app by a bare call (`onComplete` NoOp unless given). */
  async createBare(
    creator: TestAccount,
    onComplete = algosdk.OnApplicationComplete.NoOpOC,
  ): Promise<algosdk.modelsv2.PendingTransactionResponse> {
    const txn = algosdk.makeApplicationCreateTxnFromObject({
      sender: creator.addr,
      onComplete,
      suggestedParams: await this.params(),
      ...(await this.programs()),
    });
    const info = await send(this.h, txn, creator);
    this.appId = info.applicationIndex ?? 0n;
    return info;
  }

  /** Creates the app by an ABI method. */
  async create(
    creator: TestAccount,
    method: string,
    args: algosdk.ABIArgument[] = [],
    extra: MethodCall = {},
  ) {
    this.appId = 0n;
    const res = await this.call(creator, method, args, { ...(await this.programs()), ...extra });
    const info = await this.h.algod
      .pendingTransactionInformation(res.txIDs[res.txIDs.length - 1] as string)
      .do();
    this.appId = info.applicationIndex ?? 0n;
    return res;
  }

  /** Calls `method` (one ATC group, with any transaction arguments); waits for it. */
  async call(sender: TestAccount, method: string, args: algosdk.ABIArgument[] = [], extra: MethodCall = {}) {
    const atc = new algosdk.AtomicTransactionComposer();
    await this.add(atc, sender, method, args, extra);
    return atc.execute(this.h.algod, 4);
  }

  /** Adds a call of `method` to `atc`. */
  async add(
    atc: algosdk.AtomicTransactionComposer,
    sender: TestAccount,
    method: string,
    args: algosdk.ABIArgument[] = [],
    extra: MethodCall = {},
  ): Promise<void> {
    const { fee, appID, ...rest } = extra;
    atc.addMethodCall({
      appID: appID ?? this.appId,
      method: this.spec.contract.getMethodByName(method),
      methodArgs: args,
      sender: sender.addr,
      signer: fastSigner(sender),
      suggestedParams: await this.params(fee),
      ...rest,
    });
  }

  /** The return value of calling `method` alone. */
  async value(sender: TestAccount, method: string, args: algosdk.ABIArgument[] = [], extra: MethodCall = {}) {
    const res = await this.call(sender, method, args, extra);
    const r = res.methodResults[res.methodResults.length - 1];
    if (r?.decodeError) throw r.decodeError;
    return r?.returnValue;
  }

  async info(txID: string): Promise<algosdk.modelsv2.PendingTransactionResponse> {
    return this.h.algod.pendingTransactionInformation(txID).do();
  }

  /** Global state: key (latin1) → value (uint as bigint, bytes as Uint8Array). */
  async global(): Promise<Map<string, bigint | Uint8Array>> {
    const app = await this.h.algod.getApplicationByID(this.appId).do();
    return tkvMap(app.params?.globalState);
  }

  async local(addr: string): Promise<Map<string, bigint | Uint8Array>> {
    const info = await this.h.algod.accountApplicationInformation(addr, this.appId).do();
    return tkvMap(info.appLocalState?.keyValue);
  }

  async box(name: Uint8Array | string): Promise<Uint8Array> {
    const n = typeof name === 'string' ? new TextEncoder().encode(name) : name;
    return (await this.h.algod.getApplicationBoxByName(this.appId, n).do()).value;
  }

  async boxNames(): Promise<string[]> {
    const res = await this.h.algod.getApplicationBoxes(this.appId).do();
    return res.boxes.map((b) => Buffer.from(b.name).toString('hex')).sort();
  }
}

function tkvMap(kvs: algosdk.modelsv2.TealKeyValue[] | undefined): Map<string, bigint | Uint8Array> {
  return new Map(
    (kvs ?? []).map((kv) => [
      Buffer.from(kv.key).toString('latin1'),
      kv.value.type === 1 ? kv.value.bytes : kv.value.uint,
    ]),
  );
}

/** Signs (node:crypto), sends and waits for one transaction. */
export async function send(
  h: SandboxHarness,
  txn: algosdk.Transaction,
  who: TestAccount,
): Promise<algosdk.modelsv2.PendingTransactionResponse> {
  const { txid } = await h.algod.sendRawTransaction(fastSign(txn, who.sk)).do();
  return algosdk.waitForConfirmation(h.algod, txid, 4);
}

/** A transaction argument signed by `who`. */
export function txnArg(txn: algosdk.Transaction, who: TestAccount): algosdk.TransactionWithSigner {
  return { txn, signer: fastSigner(who) };
}

/** A new account funded with `amount` microAlgos by `from`. */
export async function funded(h: SandboxHarness, from: TestAccount, amount: number): Promise<TestAccount> {
  const acct = newAccount();
  await pay(h, from, acct.addr, amount);
  return acct;
}

export async function pay(h: SandboxHarness, from: TestAccount, to: string, amount: number): Promise<void> {
  await send(
    h,
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: from.addr,
      receiver: to,
      amount,
      suggestedParams: await h.algod.getTransactionParams().do(),
    }),
    from,
  );
}
