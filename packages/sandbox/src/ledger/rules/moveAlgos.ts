import { TxnRuleError } from '../LedgerError';
import type { AccountData } from '../state/AccountData';
import type { StateDelta } from '../state/StateDelta';

/** Moves microalgos; a balance that would go negative is algod's `overspend` error. */
export function moveAlgos(state: StateDelta, from: string, to: string, amount: bigint): void {
  if (amount === 0n) return;
  const src = state.mutable(from);
  if (src.amount < amount) {
    throw new TxnRuleError(`overspend (account ${from}, data ${describe(src)}, tried to spend {${amount}})`);
  }
  src.amount -= amount;
  const dst = state.mutable(to);
  dst.amount += amount;
  if (dst.amount >= 1n << 64n)
    throw new TxnRuleError(`overflowed account balance when adding ${amount} to ${to}`);
}

/** A short form of the `%+v` account data algod prints in overspend errors (the full Go dump is longer). */
function describe(a: AccountData): string {
  return `{_struct:{} Status:${a.status} MicroAlgos:{Raw:${a.amount}} RewardsBase:0 RewardedMicroAlgos:{Raw:0} AuthAddr:${a.authAddr ?? ZERO} TotalAssetParams:${a.createdAssets.size} TotalAssets:${a.assets.size} TotalAppParams:${a.createdApps.size} TotalAppLocalStates:${a.appsLocal.size}}`;
}

const ZERO = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
