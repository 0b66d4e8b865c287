import algosdk from 'algosdk';
import { FEE_SINK } from '../../genesis/Genesis';
import type { FakeAccount } from './FakeLedger';

/** address → asset id → amount, the builder's own asset bookkeeping (independent of the indexer's). */
export type Holdings = Map<string, Map<bigint, bigint>>;

const OC = algosdk.OnApplicationComplete;

function acct(accounts: Map<string, FakeAccount>, address: string): FakeAccount {
  let a = accounts.get(address);
  if (a === undefined) {
    a = {
      amount: 0n,
      authAddr: undefined,
      online: undefined,
      nonParticipating: false,
      totalAssetsOptedIn: 0,
      totalCreatedAssets: 0,
      totalAppsOptedIn: 0,
      totalCreatedApps: 0,
    };
    accounts.set(address, a);
  }
  return a;
}

function nonZero(a: algosdk.Address | undefined): a is algosdk.Address {
  return a !== undefined && a.publicKey.some((b) => b !== 0);
}

/**
 * A minimal evaluator for test chains: moves algos and assets, fills the apply data algod would
 * (closing amounts, created ids), counts holdings and apps, follows keyreg and rekeying. Inner
 * transactions a test supplies are applied too. Returns the new transaction counter.
 */
export function applyEffects(
  withAd: algosdk.SignedTxnWithAD,
  accounts: Map<string, FakeAccount>,
  holdings: Holdings,
  counter: bigint,
): bigint {
  let txnCounter = counter + 1n;
  const txn = withAd.signedTxn.txn;
  const ad = withAd.applyData;
  const sender = txn.sender.toString();
  const s = acct(accounts, sender);
  s.amount -= txn.fee;
  acct(accounts, FEE_SINK).amount += txn.fee;
  const held = (address: string): Map<bigint, bigint> => {
    let h = holdings.get(address);
    if (h === undefined) {
      h = new Map();
      holdings.set(address, h);
    }
    return h;
  };
  if (txn.payment !== undefined) {
    const p = txn.payment;
    s.amount -= p.amount;
    acct(accounts, p.receiver.toString()).amount += p.amount;
    if (nonZero(p.closeRemainderTo)) {
      ad.closingAmount = s.amount;
      acct(accounts, p.closeRemainderTo.toString()).amount += s.amount;
      accounts.delete(sender);
    }
  } else if (txn.keyreg !== undefined) {
    const k = txn.keyreg;
    s.nonParticipating = k.nonParticipation;
    s.online =
      k.voteKey !== undefined && k.selectionKey !== undefined
        ? new algosdk.modelsv2.AccountParticipation({
            selectionParticipationKey: k.selectionKey,
            voteParticipationKey: k.voteKey,
            voteFirstValid: k.voteFirst ?? 0n,
            voteLastValid: k.voteLast ?? 0n,
            voteKeyDilution: k.voteKeyDilution ?? 0n,
            ...(k.stateProofKey !== undefined && { stateProofKey: k.stateProofKey }),
          })
        : undefined;
  } else if (txn.assetConfig !== undefined) {
    const c = txn.assetConfig;
    if (c.assetIndex === 0n) {
      ad.configAsset = txnCounter;
      held(sender).set(txnCounter, c.total);
      s.totalCreatedAssets += 1;
      s.totalAssetsOptedIn += 1;
    } else if (c.total === 0n && !nonZero(c.manager)) {
      held(sender).delete(c.assetIndex);
      s.totalCreatedAssets -= 1;
      s.totalAssetsOptedIn -= 1;
    }
  } else if (txn.assetTransfer !== undefined) {
    const t = txn.assetTransfer;
    const receiver = t.receiver.toString();
    const from = nonZero(t.assetSender) ? t.assetSender.toString() : sender;
    if (from === receiver && t.amount === 0n && !held(receiver).has(t.assetIndex)) {
      held(receiver).set(t.assetIndex, 0n);
      acct(accounts, receiver).totalAssetsOptedIn += 1;
    } else {
      held(from).set(t.assetIndex, (held(from).get(t.assetIndex) ?? 0n) - t.amount);
      held(receiver).set(t.assetIndex, (held(receiver).get(t.assetIndex) ?? 0n) + t.amount);
    }
    if (nonZero(t.closeRemainderTo)) {
      const rest = held(sender).get(t.assetIndex) ?? 0n;
      ad.assetClosingAmount = rest;
      const to = t.closeRemainderTo.toString();
      held(to).set(t.assetIndex, (held(to).get(t.assetIndex) ?? 0n) + rest);
      held(sender).delete(t.assetIndex);
      s.totalAssetsOptedIn -= 1;
    }
  } else if (txn.applicationCall !== undefined) {
    const a = txn.applicationCall;
    if (a.appIndex === 0n) {
      ad.applicationID = txnCounter;
      s.totalCreatedApps += 1;
    }
    if (a.onComplete === OC.OptInOC) s.totalAppsOptedIn += 1;
    if (a.onComplete === OC.CloseOutOC || a.onComplete === OC.ClearStateOC) s.totalAppsOptedIn -= 1;
    if (a.onComplete === OC.DeleteApplicationOC) s.totalCreatedApps -= 1;
    for (const inner of ad.evalDelta?.innerTxns ?? [])
      txnCounter = applyEffects(inner, accounts, holdings, txnCounter);
  }
  if (txn.rekeyTo !== undefined) {
    const to = txn.rekeyTo.toString();
    const live = accounts.get(sender);
    if (live !== undefined) live.authAddr = to === sender ? undefined : to;
  }
  return txnCounter;
}
