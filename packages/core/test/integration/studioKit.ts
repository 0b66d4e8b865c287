import algosdk from 'algosdk';
import { NodeRejectionError } from '../../src/catalogue/NodeRejectionError';
import { buildTransaction } from '../../src/txn/buildTransaction';
import { emptyTxnDraft } from '../../src/txn/emptyTxnDraft';
import type { TxnDraft } from '../../src/txn/TxnDraft';
import {
  fundedAccount,
  nodeMessageOf,
  startSandboxProcess,
  type SandboxProcess,
} from './startSandboxProcess';

/** A sandbox, its funded account, and the few steps every studio test repeats. */
export class StudioKit {
  private constructor(
    readonly sb: SandboxProcess,
    readonly rich: algosdk.Account,
  ) {}

  static async start(): Promise<StudioKit> {
    const sb = await startSandboxProcess();
    return new StudioKit(sb, await fundedAccount(sb.kmd));
  }

  stop(): Promise<void> {
    return this.sb.stop();
  }

  params(): Promise<algosdk.SuggestedParams> {
    return this.sb.algod.getTransactionParams().do();
  }

  /** A draft typed as a person would, built with the node's suggested params. */
  async draftTxn(
    fields: Partial<TxnDraft> & { type: TxnDraft['type'] },
    sender: algosdk.Account,
  ): Promise<algosdk.Transaction> {
    const r = buildTransaction(
      { ...emptyTxnDraft(fields.type, sender.addr.toString()), ...fields } as TxnDraft,
      await this.params(),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    return r.txn;
  }

  /** Sends signed bytes; returns the catalogue's error when the node refuses. */
  async send(signed: Uint8Array | Uint8Array[], txids: string[]): Promise<NodeRejectionError | undefined> {
    try {
      await this.sb.algod.sendRawTransaction(signed).do();
      return undefined;
    } catch (e) {
      return NodeRejectionError.fromNodeMessage(nodeMessageOf(e), { txids });
    }
  }

  /** A new account funded with `microAlgos` by the rich one. */
  async fresh(microAlgos: bigint): Promise<algosdk.Account> {
    const acct = algosdk.generateAccount();
    const amount = (Number(microAlgos) / 1e6).toString();
    const fund = await this.draftTxn({ type: 'pay', receiver: acct.addr.toString(), amount }, this.rich);
    const refused = await this.send(fund.signTxn(this.rich.sk), [fund.txID()]);
    if (refused) throw refused;
    return acct;
  }

  /** TEAL → compiled program, base64 (what the draft's program fields take). */
  async compile(source: string): Promise<string> {
    return algosdk.bytesToBase64(algosdk.base64ToBytes((await this.sb.algod.compile(source).do()).result));
  }

  /** Simulates unsigned transactions as one group with the full exec trace (stack, scratch, state). */
  simulateTraced(txns: algosdk.Transaction[]): Promise<algosdk.modelsv2.SimulateResponse> {
    const request = new algosdk.modelsv2.SimulateRequest({
      txnGroups: [
        new algosdk.modelsv2.SimulateRequestTransactionGroup({
          txns: txns.map((txn) => new algosdk.SignedTransaction({ txn })),
        }),
      ],
      allowEmptySignatures: true,
      execTraceConfig: new algosdk.modelsv2.SimulateTraceConfig({
        enable: true,
        stackChange: true,
        scratchChange: true,
        stateChange: true,
      }),
    });
    return this.sb.algod.simulateTransactions(request).do();
  }

  /** Creates an app from TEAL (compiled by the node) with a global schema; its id. */
  async createApp(approval: string, clear: string, global: { ints: number; bytes: number }): Promise<bigint> {
    const txn = algosdk.makeApplicationCreateTxnFromObject({
      sender: this.rich.addr,
      suggestedParams: await this.params(),
      onComplete: algosdk.OnApplicationComplete.NoOpOC,
      approvalProgram: algosdk.base64ToBytes(await this.compile(approval)),
      clearProgram: algosdk.base64ToBytes(await this.compile(clear)),
      numGlobalByteSlices: global.bytes,
      numGlobalInts: global.ints,
      numLocalByteSlices: 0,
      numLocalInts: 0,
    });
    await this.sb.algod.sendRawTransaction(txn.signTxn(this.rich.sk)).do();
    const done = await algosdk.waitForConfirmation(this.sb.algod, txn.txID(), 5);
    return done.applicationIndex as bigint;
  }
}
