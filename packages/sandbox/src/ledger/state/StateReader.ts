import type { AccountData } from './AccountData';

/** Read access to ledger state: the committed state, or a delta over it. */
export interface StateReader {
  /** The record, or undefined when the account has never held anything (or was closed). Never mutate it. */
  account(address: string): AccountData | undefined;
  assetCreator(id: bigint): string | undefined;
  appCreator(id: bigint): string | undefined;
  /** Box value by `boxKey(appId, name)`. */
  boxValue(key: string): Uint8Array | undefined;
  /** Transactions counted so far (genesis starts at 1000, so ids are > 1000 like algod's). */
  readonly txnCounter: bigint;
}

/** The key a box is stored under: app id and the raw name bytes as latin1. */
export function boxKey(appId: bigint, name: Uint8Array): string {
  return `${appId}:${Buffer.from(name).toString('latin1')}`;
}
