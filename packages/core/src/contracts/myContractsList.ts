/**
 * "My contracts": the apps this browser deployed from the lab or attached a spec to, on one network
 * (kept per genesis hash by the app). An entry holds no spec or arguments: those are the app's
 * attached spec and the lab's last arguments for it, each kept in its own one place.
 */
export interface MyContract {
  /** The app id, in decimal. */
  appId: string;
  /** The spec's name when the entry was added. */
  name: string;
  how: 'deployed' | 'attached';
  /** The creator, when this browser deployed it: tells the app from another one given its id later. */
  creator?: string;
  /** When it was added or last touched (ms since 1970): the list is newest first. */
  at: number;
}

/**
 * Where a network's list is kept: by its genesis hash, not the profile's name, so a sandbox reset
 * to a new genesis starts an empty list and two profiles of one network share theirs.
 */
export const myContractsKey = (genesisHash: string) => `sextant.contractLab.mine.${genesisHash}`;

/** The most entries kept; the oldest go first. */
export const MY_CONTRACTS_LIMIT = 100;

const isEntry = (v: unknown): v is MyContract => {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return (
    typeof e['appId'] === 'string' &&
    /^[1-9]\d*$/.test(e['appId']) &&
    typeof e['name'] === 'string' &&
    (e['how'] === 'deployed' || e['how'] === 'attached') &&
    (e['creator'] === undefined || typeof e['creator'] === 'string') &&
    typeof e['at'] === 'number'
  );
};

/** The stored list read back; what does not read as an entry (another version, a hand edit) is dropped. */
export function readMyContracts(text: string | null): MyContract[] {
  if (text === null) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/**
 * The list with an app added or brought to the top. Attaching a spec to an app this browser
 * deployed keeps it "deployed" and its creator.
 */
export function withMyContract(list: readonly MyContract[], entry: MyContract): MyContract[] {
  const before = list.find((e) => e.appId === entry.appId);
  const kept: MyContract =
    before?.how === 'deployed' && entry.how === 'attached'
      ? { ...entry, how: 'deployed', ...(before.creator !== undefined && { creator: before.creator }) }
      : entry;
  return [kept, ...list.filter((e) => e.appId !== entry.appId)].slice(0, MY_CONTRACTS_LIMIT);
}

export function withoutMyContract(list: readonly MyContract[], appId: string): MyContract[] {
  return list.filter((e) => e.appId !== appId);
}
