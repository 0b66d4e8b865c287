import algosdk from 'algosdk';
import type { AccountData } from '../ledger/state/AccountData';
import { LedgerState } from '../ledger/state/LedgerState';
import type { ForkCache } from './ForkCache';
import { ForkError } from './ForkError';
import { accountKey, appKey, assetKey, boxesKey, boxKeyOf, remoteRequest } from './forkKeys';
import { remoteCreator } from './remoteCreator';
import { toAccountData } from './toAccountData';

/**
 * The committed state of a fork: what it holds (local writes, and remote entities once read)
 * shadows the remote; an entity it has not read yet comes from the fork's cache of remote answers
 * the first time it is touched, then stays. Reads are synchronous: one whose answer is not cached
 * yet is a miss — recorded in `pending` and thrown (`ForkError` 'miss'), never answered wrongly;
 * the caller fetches the pending keys (`ForkSource.settle`) and tries again. Ids above the fork's
 * transaction counter are the fork's own: never looked up remotely.
 */
export class ForkState extends LedgerState {
  /** Keys already brought in (present in the maps, or absent: remotely or deleted locally). */
  private readonly known = new Set<string>();
  /** Keys read before they were fetched. */
  readonly pending = new Set<string>();
  /** Misses so far (a caller compares it before and after an attempt). */
  misses = 0;
  /** `remoteAccount`'s decoded answers (an answer never changes). */
  private readonly decoded = new Map<string, algosdk.modelsv2.Account>();

  constructor(
    private readonly cache: ForkCache,
    /** The remote's transaction counter at the fork: created ids above it are local. */
    readonly forkTxnCounter: bigint,
    /** The fork's own accounts at its start (the funded dev accounts). */
    private readonly seed: () => Iterable<readonly [string, AccountData]>,
  ) {
    super(forkTxnCounter);
    this.restart();
  }

  /** Back to the state at the fork (a reset, or a rebuild before replaying blocks). */
  restart(): void {
    this.accounts.clear();
    this.assetCreators.clear();
    this.appCreators.clear();
    this.boxes.clear();
    this.known.clear();
    this.txnCounter = this.forkTxnCounter;
    for (const [address, data] of this.seed()) {
      this.accounts.set(address, data);
      this.known.add(accountKey(address));
    }
  }

  override account(address: string): AccountData | undefined {
    const own = this.accounts.get(address);
    if (own !== undefined) return own;
    const key = accountKey(address);
    if (!this.known.has(key)) this.bringIn(key);
    return this.accounts.get(address);
  }

  override assetCreator(id: bigint): string | undefined {
    const own = this.assetCreators.get(id);
    if (own !== undefined || id > this.forkTxnCounter) return own;
    const key = assetKey(id);
    if (!this.known.has(key)) this.bringIn(key);
    return this.assetCreators.get(id);
  }

  override appCreator(id: bigint): string | undefined {
    const own = this.appCreators.get(id);
    if (own !== undefined || id > this.forkTxnCounter) return own;
    const key = appKey(id);
    if (!this.known.has(key)) this.bringIn(key);
    return this.appCreators.get(id);
  }

  override boxValue(key: string): Uint8Array | undefined {
    const own = this.boxes.get(key);
    if (own !== undefined) return own;
    const sep = key.indexOf(':');
    const appId = BigInt(key.slice(0, sep));
    if (appId > this.forkTxnCounter) return undefined;
    const k = boxKeyOf(appId, Buffer.from(key.slice(sep + 1), 'latin1'));
    if (!this.known.has(k)) this.bringIn(k);
    return this.boxes.get(key);
  }

  /** An app's box names: the remote's (read once) less those deleted here, plus those made here. */
  override boxNames(appId: bigint): Uint8Array[] {
    const names = new Map<string, Uint8Array>();
    if (appId <= this.forkTxnCounter) {
      const key = boxesKey(appId);
      const answer = this.answer(key);
      if (answer.status === 200) {
        const list = algosdk.decodeJSON(answer.body, algosdk.modelsv2.BoxesResponse);
        for (const { name } of list.boxes) {
          const k = boxKeyOf(appId, name);
          // Read here already: the local map says whether it still exists.
          if (this.known.has(k) && !this.boxes.has(`${appId}:${Buffer.from(name).toString('latin1')}`))
            continue;
          names.set(Buffer.from(name).toString('latin1'), name);
        }
      }
    }
    for (const name of super.boxNames(appId)) names.set(Buffer.from(name).toString('latin1'), name);
    return [...names.values()];
  }

  /**
   * The account as the remote held it when the fork read it (undefined: not read, or not there):
   * what the fork's indexer tells apart from what the fork's own blocks made.
   */
  remoteAccount(address: string): algosdk.modelsv2.Account | undefined {
    const answer = this.cache.get(accountKey(address));
    if (answer?.status !== 200) return undefined;
    let model = this.decoded.get(address);
    if (model === undefined) {
      model = algosdk.decodeJSON(answer.body, algosdk.modelsv2.Account);
      this.decoded.set(address, model);
    }
    return model;
  }

  /** The cached answer for `key`, or a miss. */
  private answer(key: string) {
    const answer = this.cache.get(key);
    if (answer !== undefined) return answer;
    this.pending.add(key);
    this.misses++;
    const { resource } = remoteRequest(key);
    throw new ForkError('miss', `fork: ${resource} has not been fetched from the remote yet`, resource);
  }

  /** Puts the remote's answer for `key` into the maps (once). */
  private bringIn(key: string): void {
    const answer = this.answer(key);
    this.known.add(key);
    if (answer.status !== 200) return;
    const [kind, a, b] = key.split(':') as [string, string, string];
    if (kind === 'acct') {
      const data = toAccountData(algosdk.decodeJSON(answer.body, algosdk.modelsv2.Account));
      // algod answers any address; one that holds nothing is no record.
      if (data.isEmpty()) return;
      this.accounts.set(a, data);
      for (const id of data.createdApps.keys()) this.learnCreator(appKey(id), this.appCreators, id, a);
      for (const id of data.createdAssets.keys()) this.learnCreator(assetKey(id), this.assetCreators, id, a);
    } else if (kind === 'asset' || kind === 'app') {
      const creator = remoteCreator(key, answer);
      if (creator !== undefined)
        (kind === 'app' ? this.appCreators : this.assetCreators).set(BigInt(a), creator);
    } else if (kind === 'box') {
      const box = algosdk.decodeJSON(answer.body, algosdk.modelsv2.Box);
      this.boxes.set(`${a}:${Buffer.from(b, 'base64').toString('latin1')}`, box.value);
    }
  }

  private learnCreator(key: string, creators: Map<bigint, string>, id: bigint, creator: string): void {
    if (this.known.has(key)) return;
    this.known.add(key);
    creators.set(id, creator);
  }
}
