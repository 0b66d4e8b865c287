import type { AccountData } from './AccountData';
import type { StateReader } from './StateReader';

/** The committed state at the latest round. Only `StateDelta.commit` writes to it. */
export class LedgerState implements StateReader {
  readonly accounts = new Map<string, AccountData>();
  readonly assetCreators = new Map<bigint, string>();
  readonly appCreators = new Map<bigint, string>();
  readonly boxes = new Map<string, Uint8Array>();
  txnCounter: bigint;

  constructor(txnCounter: bigint) {
    this.txnCounter = txnCounter;
  }

  account(address: string): AccountData | undefined {
    return this.accounts.get(address);
  }

  assetCreator(id: bigint): string | undefined {
    return this.assetCreators.get(id);
  }

  appCreator(id: bigint): string | undefined {
    return this.appCreators.get(id);
  }

  boxValue(key: string): Uint8Array | undefined {
    return this.boxes.get(key);
  }

  /** The names of an app's boxes. */
  boxNames(appId: bigint): Uint8Array[] {
    const prefix = `${appId}:`;
    const names: Uint8Array[] = [];
    for (const key of this.boxes.keys()) {
      if (key.startsWith(prefix)) names.push(new Uint8Array(Buffer.from(key.slice(prefix.length), 'latin1')));
    }
    return names;
  }
}
