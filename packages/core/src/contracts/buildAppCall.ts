import algosdk from 'algosdk';
import type { OnCompleteName, Schema, SpecMethod } from './ContractSpec';

const ON_COMPLETE: Record<OnCompleteName, algosdk.OnApplicationComplete> = {
  NoOp: algosdk.OnApplicationComplete.NoOpOC,
  OptIn: algosdk.OnApplicationComplete.OptInOC,
  CloseOut: algosdk.OnApplicationComplete.CloseOutOC,
  ClearState: algosdk.OnApplicationComplete.ClearStateOC,
  UpdateApplication: algosdk.OnApplicationComplete.UpdateApplicationOC,
  DeleteApplication: algosdk.OnApplicationComplete.DeleteApplicationOC,
};

export function onCompleteOf(name: OnCompleteName): algosdk.OnApplicationComplete {
  return ON_COMPLETE[name];
}

/** An argument ready for the group: an encoded-to-be ABI value, or a transaction placed before the call. */
export type CallArg = { value: algosdk.ABIValue } | { txn: algosdk.Transaction };

export interface CallResources {
  accounts: string[];
  apps: bigint[];
  assets: bigint[];
  boxes: { appIndex: bigint; name: Uint8Array }[];
}

export interface AppCallPlan {
  /** 0n creates the app. */
  appId: bigint;
  sender: string;
  onComplete: OnCompleteName;
  /** Undefined for a bare call. */
  method?: SpecMethod;
  args: CallArg[];
  /** For a create, and for UpdateApplication. */
  programs?: { approval: Uint8Array; clear: Uint8Array };
  schema?: Schema;
  extraPages?: number;
  resources?: CallResources;
  /** How many inner transactions the call's fee covers besides itself (fee pooling). */
  innerTxnFees?: number;
  note?: Uint8Array;
}

const noSigner = algosdk.makeEmptyTransactionSigner();

/**
 * A call plan → the unsigned group: transaction arguments first, in order, then the app call
 * (algosdk's composer encodes the ABI arguments, packs references and more than 15 arguments
 * into a tuple, and assigns the group id). Signing happens later, through a GroupSigner.
 */
export function buildAppCall(plan: AppCallPlan, suggested: algosdk.SuggestedParams): algosdk.Transaction[] {
  const params: algosdk.SuggestedParams = { ...suggested };
  if (plan.innerTxnFees !== undefined && plan.innerTxnFees > 0) {
    const min = BigInt(suggested.minFee);
    params.flatFee = true;
    params.fee = min * BigInt(1 + plan.innerTxnFees);
  }
  const create = plan.appId === 0n;
  const common = {
    sender: plan.sender,
    suggestedParams: params,
    onComplete: onCompleteOf(plan.onComplete),
    ...(plan.programs !== undefined && {
      approvalProgram: plan.programs.approval,
      clearProgram: plan.programs.clear,
    }),
    ...(create &&
      plan.schema !== undefined && {
        numGlobalInts: plan.schema.global.ints,
        numGlobalByteSlices: plan.schema.global.bytes,
        numLocalInts: plan.schema.local.ints,
        numLocalByteSlices: plan.schema.local.bytes,
      }),
    ...(create && plan.extraPages !== undefined && plan.extraPages > 0 && { extraPages: plan.extraPages }),
    ...(plan.note !== undefined && { note: plan.note }),
  };
  const r = plan.resources;
  if (plan.method === undefined) {
    const txn = algosdk.makeApplicationCallTxnFromObject({
      ...common,
      appIndex: plan.appId,
      ...(r !== undefined && {
        accounts: r.accounts,
        foreignApps: r.apps,
        foreignAssets: r.assets,
        boxes: r.boxes,
      }),
    });
    return [txn];
  }
  const atc = new algosdk.AtomicTransactionComposer();
  atc.addMethodCall({
    ...common,
    appID: plan.appId,
    method: algosdk.ABIMethod.fromSignature(plan.method.signature),
    methodArgs: plan.args.map((a) => ('txn' in a ? { txn: a.txn, signer: noSigner } : a.value)),
    signer: noSigner,
    ...(r !== undefined && {
      appAccounts: r.accounts,
      appForeignApps: r.apps,
      appForeignAssets: r.assets,
      boxes: r.boxes,
    }),
  });
  return atc.buildGroup().map((t) => t.txn);
}
