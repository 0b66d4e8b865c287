import { TxnRuleError } from '../LedgerError';
import type { AssetParams } from '../state/AccountData';
import type { StateReader } from '../state/StateReader';

export const ZERO_ADDRESS = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';

/** An asset's params and creator; a missing asset is algod's `asset N does not exist or has been deleted`. */
export function assetParamsOf(state: StateReader, id: bigint): { params: AssetParams; creator: string } {
  const creator = state.assetCreator(id);
  if (creator === undefined) throw new TxnRuleError(`asset ${id} does not exist or has been deleted`);
  const params = state.account(creator)?.createdAssets.get(id);
  if (params === undefined) throw new TxnRuleError(`asset index ${id} not found in account ${creator}`);
  return { params, creator };
}
