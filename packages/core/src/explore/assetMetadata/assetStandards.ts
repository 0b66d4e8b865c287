import type { AssetView } from '../AssetView';
import { isArc19, resolveArc19 } from './resolveArc19';

/** The IPFS gateway `ipfs://` URLs are read through (Lora's, on Nodely). */
export const IPFS_GATEWAY = 'https://ipfs.algonode.xyz/ipfs/';

/** Which asset metadata conventions an asset follows, and where its off-chain metadata file is. */
export interface AssetStandards {
  /** ARC-3: the name is `arc3` or ends `@arc3`, or the URL ends `#arc3`. */
  arc3: boolean;
  /** ARC-19: the URL is a `template-ipfs://` template over the reserve address. */
  arc19: boolean;
  /** ARC-19's URL made whole (`ipfs://<cid>…`), or why it cannot be. */
  arc19Url?: { ok: true; url: string } | { ok: false; problem: string };
  /** ARC-3's JSON file: its URL as the asset means it (`#arc3` dropped, `{id}` replaced, ARC-19 resolved). */
  metadataUrl?: string;
}

const ARC3_FRAGMENT = '#arc3';

/** An asset's parameters → the conventions they follow (ARC-69 is in its configurations' notes, not here). */
export function assetStandards(asset: Pick<AssetView, 'id' | 'name' | 'url' | 'reserve'>): AssetStandards {
  const url = asset.url ?? '';
  const name = asset.name ?? '';
  const arc3 = name === 'arc3' || name.endsWith('@arc3') || url.endsWith(ARC3_FRAGMENT);
  const arc19 = isArc19(url);
  const bare = (url.endsWith(ARC3_FRAGMENT) ? url.slice(0, -ARC3_FRAGMENT.length) : url).replaceAll(
    '{id}',
    String(asset.id),
  );
  const out: AssetStandards = { arc3, arc19 };
  let located: string | undefined = bare === '' ? undefined : bare;
  if (arc19) {
    const r = resolveArc19(bare, asset.reserve);
    out.arc19Url = r.ok ? { ok: true, url: r.url } : r;
    located = r.ok ? r.url : undefined;
  }
  if (arc3 && located !== undefined) out.metadataUrl = located;
  return out;
}

/** A URL as a browser can fetch it: `ipfs://<cid>/<path>` through the gateway; http(s) as is; else undefined. */
export function fetchableUrl(url: string, gateway: string = IPFS_GATEWAY): string | undefined {
  const http = url.startsWith('ipfs://') ? gateway + url.slice('ipfs://'.length).replace(/^ipfs\//, '') : url;
  if (!/^https?:\/\//i.test(http)) return undefined;
  try {
    return new URL(http).href;
  } catch {
    return undefined; // on-chain text that only looks like a URL
  }
}
