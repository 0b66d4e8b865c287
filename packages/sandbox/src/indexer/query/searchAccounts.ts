import { HttpError } from '../../http/HttpError';
import { accountInclude } from '../params/accountParams';
import { decodeAddressGo } from '../params/goDecode';
import { ERR } from '../params/indexerErrors';
import { LIMITS, MAX_INT64 } from '../params/limits';
import type { QueryReader } from '../params/QueryReader';
import type { JsonObject } from '../render/Json';
import type { IndexerDeps } from '../routes/IndexerDeps';
import type { AccountLife } from '../store/records';
import { accountView, RewindError } from './accountView';

export interface AccountSearchResult {
  accounts: JsonObject[];
  next: string | undefined;
}

function hexKey(address: string): string {
  return Buffer.from(decodeAddressGo(address).publicKey).toString('hex');
}

/**
 * /v2/accounts as the indexer's buildAccountQuery runs it: accounts in public-key order after the
 * `next` address; asset-id / application-id keep accounts with a holding / local state for it
 * (closed ones too, as its join does), currency bounds apply to that holding or to the algos.
 */
export function searchAccounts(deps: IndexerDeps, q: QueryReader): AccountSearchResult {
  const { store, ledger } = deps;
  const assetId = q.uint('asset-id');
  const limitRaw = q.uint('limit');
  const next = q.str('next');
  const gt = q.uint('currency-greater-than');
  const lt = q.uint('currency-less-than');
  const authRaw = q.str('auth-addr');
  const roundRaw = q.uint('round');
  const appId = q.uint('application-id');
  const onlineOnly = q.bool('online-only') ?? false;
  const inc = accountInclude(q);
  for (const v of [assetId, gt, lt, roundRaw, appId]) {
    if (v !== undefined && v > MAX_INT64) throw new HttpError(400, ERR.valueExceedingInt64);
  }
  let authAddr: string | undefined;
  if (authRaw !== undefined) {
    try {
      authAddr = decodeAddressGo(authRaw).toString();
    } catch (err) {
      throw new HttpError(400, `${ERR.unableToParseAddress} 'account-id': ${(err as Error).message}`);
    }
  }
  let afterKey = '';
  if (next !== undefined) {
    try {
      afterKey = hexKey(next);
    } catch {
      throw new HttpError(400, ERR.unableToParseNext);
    }
  }
  const limit = Math.min(Number(limitRaw ?? 0n) || LIMITS.accounts.default, LIMITS.accounts.max);
  const round = roundRaw === undefined ? undefined : Number(roundRaw);
  if (round !== undefined && round > Math.max(store.round, 0)) {
    throw new HttpError(
      400,
      `${ERR.rewindingAccount}: the requested round ${round} > the current round ${Math.max(store.round, 0)}`,
    );
  }
  const { assets, apps } = store.state;
  const { fork } = deps;
  const asset = !assetId
    ? undefined
    : fork !== undefined
      ? new Map(fork.holders(assetId, true).map((h) => [h.address, h]))
      : (assets.assets.get(assetId)?.holders ?? new Map());
  const locals = !appId
    ? undefined
    : fork !== undefined
      ? new Set(
          fork
            .sortedAccounts()
            .flatMap((l) =>
              fork.locals(l.address, true).some((x) => x.ls.appId === appId) ? [l.address] : [],
            ),
        )
      : (apps.localsByApp.get(appId) ?? new Map());
  const candidates: AccountLife[] = fork?.sortedAccounts() ?? store.state.sortedAccounts;
  // Binary search the start: accounts are sorted by key.
  let i = 0;
  let hi = candidates.length;
  while (i < hi) {
    const mid = (i + hi) >>> 1;
    if ((candidates[mid] as AccountLife).sortKey <= afterKey) i = mid + 1;
    else hi = mid;
  }
  const out: JsonObject[] = [];
  let lastAddr: string | undefined;
  for (; i < candidates.length && out.length < limit; i++) {
    const life = candidates[i] as AccountLife;
    if (life.deleted && !inc.includeDeleted) continue;
    const addr = life.address;
    if (locals !== undefined && !locals.has(addr)) continue;
    let amount: bigint | undefined;
    if (asset !== undefined) {
      const h = asset.get(addr);
      if (h === undefined) continue;
      amount = h.amount;
    }
    if (gt !== undefined || lt !== undefined || authAddr !== undefined || onlineOnly) {
      const la = ledger.account(addr);
      amount ??= la.amountWithoutPendingRewards;
      if ((gt !== undefined && !(amount > gt)) || (lt !== undefined && !(amount < lt))) continue;
      if (authAddr !== undefined && la.authAddr?.toString() !== authAddr) continue;
      if (onlineOnly && la.status !== 'Online') continue;
    }
    try {
      out.push(accountView(deps, life, inc, round));
    } catch (err) {
      // A multi-account rewind skips the special accounts instead of failing, like the indexer.
      if (err instanceof RewindError) continue;
      throw err;
    }
    lastAddr = addr;
  }
  return { accounts: out, next: lastAddr };
}
