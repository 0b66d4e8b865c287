import type { PreparedTxn } from '../ledger/decode/PreparedTxn';
import { LedgerError } from '../ledger/LedgerError';
import type { ForkCache } from './ForkCache';
import { ForkError } from './ForkError';
import type { ForkState } from './ForkState';
import { checkAnswer } from './checkAnswer';
import { accountKey, remoteRequest } from './forkKeys';
import { remoteCreator } from './remoteCreator';
import { groupReferences } from './groupReferences';
import type { RemoteAlgod, RemoteAnswer } from './RemoteAlgod';

/** Fetch-and-retry rounds before a request that keeps missing is answered with its last error. */
const MAX_ATTEMPTS = 12;

/**
 * Brings the remote's entities into the fork: fetches keys (in parallel, each once, stored in the
 * cache before use), settles the misses a read recorded, prefetches what a group references, and
 * runs an attempt again after fetching what it missed (inner transactions and programs may touch
 * what no reference named).
 */
export class ForkSource {
  private readonly inFlight = new Map<string, Promise<RemoteAnswer>>();
  /** The remote's `/genesis` (JSON text) taken at the fork; undefined when it served none. */
  genesis: string | undefined;
  /** Set when the remote runs consensus rules the sandbox does not follow (`forkConsensus`). */
  consensusWarning: string | undefined;

  constructor(
    readonly remote: RemoteAlgod,
    readonly cache: ForkCache,
    readonly state: ForkState,
    /** Keys every block touches (the fee sink, paid each fee): fetched with a group's first batch. */
    private readonly always: readonly string[] = [],
  ) {}

  /** Fetches every key not cached yet, together; throws the first failure (a `ForkError`). */
  async fetch(keys: Iterable<string>): Promise<void> {
    const wanted = [...new Set(keys)].filter((k) => this.cache.get(k) === undefined);
    if (wanted.length === 0) return;
    const settled = await Promise.allSettled(wanted.map((k) => this.fetchOne(k)));
    const got: (readonly [string, RemoteAnswer])[] = [];
    let failure: unknown;
    settled.forEach((s, i) => {
      if (s.status === 'fulfilled') got.push([wanted[i] as string, s.value]);
      else failure ??= s.reason;
    });
    await this.cache.put(got);
    if (failure !== undefined) throw failure;
  }

  private fetchOne(key: string): Promise<RemoteAnswer> {
    let p = this.inFlight.get(key);
    if (p === undefined) {
      const { path, resource } = remoteRequest(key);
      p = this.remote
        .get(path, resource)
        .then((answer) => checkAnswer(key, answer, this.remote.url, resource))
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, p);
    }
    return p;
  }

  /** Fetches what reads missed so far. */
  async settle(): Promise<void> {
    const keys = [...this.state.pending];
    this.state.pending.clear();
    await this.fetch(keys);
  }

  /**
   * Fetches what a group references, in two batches: its accounts, assets, apps and boxes, then the
   * creators of those assets and apps (their params live in the creator's record).
   */
  async prefetchGroup(group: readonly PreparedTxn[]): Promise<void> {
    const keys = [...groupReferences(group), ...this.always];
    await this.fetch(keys);
    const creators: string[] = [];
    for (const k of keys) {
      const answer = this.cache.get(k);
      const creator = answer === undefined ? undefined : remoteCreator(k, answer);
      if (creator !== undefined) creators.push(accountKey(creator));
    }
    await this.fetch(creators);
  }

  /**
   * Runs `attempt`; when it failed after missing something, fetches that and runs it again. A
   * remote failure meanwhile is thrown as a `LedgerError` 'fork' (502, or 504 on a timeout).
   */
  async run<T>(attempt: () => Promise<T>): Promise<T> {
    for (let i = 1; ; i++) {
      const before = this.state.misses;
      try {
        return await attempt();
      } catch (err) {
        if (this.state.misses === before || i >= MAX_ATTEMPTS) throw err;
        await asLedgerError(() => this.settle());
      }
    }
  }

  /** A submission: prefetch its references, then `run` it. */
  async submit<T>(group: readonly PreparedTxn[], attempt: () => Promise<T>): Promise<T> {
    await asLedgerError(() => this.prefetchGroup(group));
    return this.run(attempt);
  }
}

/** A remote failure as the API reports one (502 Bad Gateway; 504 when it did not answer in time). */
export function forkFailureStatus(err: ForkError): 502 | 504 {
  return err.code === 'timeout' ? 504 : 502;
}

async function asLedgerError(fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof ForkError)
      throw new LedgerError('fork', err.message, { status: forkFailureStatus(err), cause: err });
    throw err;
  }
}
