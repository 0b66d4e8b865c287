import { toBigInt } from '../../format/toBigInt';
import { IndexerReader } from '../../indexer/IndexerReader';
import type { NetworkProfile } from '../../network/NetworkProfile';
import type { ReadOptions } from '../readJson';
import { latestArc69 } from './readArc69';
import type { NftMetadata } from './NftMetadata';

/** Pages of 1,000 configurations read at most (an asset reconfigured more often than that is rare). */
const MAX_PAGES = 5;

/**
 * An asset's latest ARC-69 metadata: the note of its most recent configuration that holds valid
 * ARC-69 JSON (the indexer's asset transactions, `acfg` only, oldest first), or null when none does.
 */
export async function loadLatestArc69(
  profile: NetworkProfile,
  id: bigint,
  options: ReadOptions = {},
): Promise<{ metadata: NftMetadata; round?: bigint } | null> {
  const reader = new IndexerReader(profile.indexer);
  const configs: { note?: string; round?: bigint }[] = [];
  let next: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const r = await reader.assetTransactions(
      id,
      { 'tx-type': 'acfg', limit: 1000, ...(next !== undefined && { next }) },
      options,
    );
    for (const t of r.items)
      configs.push({
        ...(typeof t.note === 'string' && { note: t.note }),
        ...(t['confirmed-round'] !== undefined && { round: toBigInt(t['confirmed-round']) }),
      });
    if (r.nextToken === undefined) break;
    next = r.nextToken;
  }
  return latestArc69(configs) ?? null;
}
