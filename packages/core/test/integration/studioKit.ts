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
}
