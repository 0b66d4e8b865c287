import algosdk from 'algosdk';
import { FEE_MESSAGES } from './feeMessages';
import {
  APP_OPT_IN_MIN,
  ASSET_HOLDING_MIN,
  MIN_BALANCE,
  appCreationMinBalance,
  schemaMinBalance,
  type StateSchema,
} from './minimumBalance';

/** What is known of an account before the group (from algod's account endpoint). */
export interface AccountBefore {
  balance: bigint;
  minBalance: bigint;
  /** Assets it holds; an opt-in to one of these adds nothing. */
  assets?: readonly bigint[];
}

export interface AppSchemas {
  global: StateSchema;
  local: StateSchema;
  extraPages: number;
}

export interface BalanceContext {
  accounts: ReadonlyMap<string, AccountBefore>;
  /** Schemas of existing apps the group opts into, closes out of, or deletes. */
  apps?: ReadonlyMap<bigint, AppSchemas>;
}

export interface AccountEffect {
  address: string;
  balanceBefore: bigint;
  balanceAfter: bigint;
  minBefore: bigint;
  minAfter: bigint;
  /** Closed by close-remainder-to: no minimum applies any more. */
  closed: boolean;
  /** Below its minimum (or below zero) after the group: the node would refuse it. */
  belowMin: boolean;
  warnings: string[];
}

interface Tally {
  balance: bigint;
  min: bigint;
  closed: boolean;
  /** Held before the group (when known) plus opted into by it. */
  assets: Set<bigint>;
  holdingsKnown: boolean;
  warnings: string[];
}

/**
 * The effect of a group on each known account's balance and minimum balance, in group order
 * (sandbox.md's formula). Box storage and inner transactions are decided by programs at run time
 * and are not counted; simulate shows those.
 */
export function groupBalanceEffect(
  txns: readonly algosdk.Transaction[],
  ctx: BalanceContext,
): AccountEffect[] {
  const tallies = new Map<string, Tally>();
  const at = (address: algosdk.Address | string): Tally | undefined => {
    const key = address.toString();
    let t = tallies.get(key);
    const known = ctx.accounts.get(key);
    if (t === undefined && known !== undefined) {
      t = {
        balance: known.balance,
        // an account the ledger has never seen holds nothing, but one that will is held to the
        // base minimum (go: data/basics/userBalance.go MinBalance starts from it)
        min: known.minBalance < MIN_BALANCE ? MIN_BALANCE : known.minBalance,
        closed: false,
        assets: new Set(known.assets ?? []),
        holdingsKnown: known.assets !== undefined,
        warnings: [],
      };
      tallies.set(key, t);
    }
    return t;
  };
  const move = (from: algosdk.Address, to: algosdk.Address, amount: bigint): void => {
    const a = at(from);
    const b = at(to);
    if (a) a.balance -= amount;
    if (b) b.balance += amount;
  };

  for (const txn of txns) {
    const sender = at(txn.sender);
    if (sender) sender.balance -= txn.fee;
    if (txn.payment) {
      move(txn.sender, txn.payment.receiver, txn.payment.amount);
      const closeTo = txn.payment.closeRemainderTo;
      if (closeTo && sender) {
        const to = at(closeTo);
        if (to) to.balance += sender.balance;
        sender.balance = 0n;
        sender.min = 0n;
        sender.closed = true;
      }
    } else if (txn.assetTransfer && sender) {
      assetTransfer(txn, sender);
    } else if (txn.assetConfig && sender) {
      if (txn.assetConfig.assetIndex === 0n) sender.min += ASSET_HOLDING_MIN;
      else if (isDestroy(txn)) sender.min -= ASSET_HOLDING_MIN;
    } else if (txn.applicationCall && sender) {
      appCall(txn, sender, ctx);
    }
  }

  return [...tallies].map(([address, t]) => {
    const before = ctx.accounts.get(address) as AccountBefore;
    // an account left with nothing at all is no account: no minimum applies (go: ledger/eval/
    // eval.go checkMinBalance skips an empty account)
    const empty = t.balance === 0n && t.min === MIN_BALANCE;
    const belowMin = t.balance < 0n || (!t.closed && !empty && t.balance < t.min);
    const warnings = [...t.warnings];
    if (t.balance < 0n) warnings.push(FEE_MESSAGES.overspend(address, t.balance));
    else if (belowMin) warnings.push(FEE_MESSAGES.belowMin(address, t.balance, t.min));
    return {
      address,
      balanceBefore: before.balance,
      balanceAfter: t.balance,
      minBefore: before.minBalance,
      minAfter: t.min,
      closed: t.closed,
      belowMin,
      warnings,
    };
  });
}

function assetTransfer(txn: algosdk.Transaction, sender: Tally): void {
  const x = txn.assetTransfer as algosdk.AssetTransferTransactionFields;
  if (x.assetSender !== undefined) return; // clawback: others' holdings, no minimum changes
  if (x.closeRemainderTo !== undefined) {
    // An opt-out frees the holding's minimum; without the holdings list the asset is taken as held.
    if (sender.assets.delete(x.assetIndex) || !sender.holdingsKnown) sender.min -= ASSET_HOLDING_MIN;
    return;
  }
  const optIn = x.amount === 0n && x.receiver.equals(txn.sender);
  if (optIn && !sender.assets.has(x.assetIndex)) {
    sender.assets.add(x.assetIndex);
    sender.min += ASSET_HOLDING_MIN;
  }
}

function isDestroy(txn: algosdk.Transaction): boolean {
  const c = txn.assetConfig as algosdk.AssetConfigTransactionFields;
  return (
    c.total === 0n &&
    c.manager === undefined &&
    c.reserve === undefined &&
    c.freeze === undefined &&
    c.clawback === undefined &&
    c.assetName === undefined &&
    c.unitName === undefined
  );
}

function appCall(txn: algosdk.Transaction, sender: Tally, ctx: BalanceContext): void {
  const a = txn.applicationCall as algosdk.ApplicationTransactionFields;
  const OC = algosdk.OnApplicationComplete;
  const local: StateSchema = { numUint: a.numLocalInts, numByteSlice: a.numLocalByteSlices };
  if (a.appIndex === 0n) {
    sender.min += appCreationMinBalance(
      { numUint: a.numGlobalInts, numByteSlice: a.numGlobalByteSlices },
      a.extraPages,
    );
    if (a.onComplete === OC.OptInOC) sender.min += APP_OPT_IN_MIN + schemaMinBalance(local);
    return;
  }
  const changes =
    a.onComplete === OC.OptInOC ||
    a.onComplete === OC.CloseOutOC ||
    a.onComplete === OC.ClearStateOC ||
    a.onComplete === OC.DeleteApplicationOC;
  if (!changes) return;
  const app = ctx.apps?.get(a.appIndex);
  if (app === undefined) {
    sender.warnings.push(FEE_MESSAGES.unknownApp(a.appIndex));
    return;
  }
  const optInCost = APP_OPT_IN_MIN + schemaMinBalance(app.local);
  if (a.onComplete === OC.OptInOC) sender.min += optInCost;
  else if (a.onComplete === OC.DeleteApplicationOC)
    sender.min -= appCreationMinBalance(app.global, app.extraPages);
  else sender.min -= optInCost;
}
