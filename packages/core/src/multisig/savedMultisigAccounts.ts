import { checkMultisigParams, type MultisigParams } from './MultisigParams';

/** A multisig account kept by name: public data only (its preimage), never a key. */
export interface SavedMultisigAccount {
  name: string;
  params: MultisigParams;
}

/** Where a network's saved accounts live in localStorage. */
export function savedMultisigKey(networkId: string): string {
  return `sextant.multisig.${networkId}`;
}

/**
 * The stored list, checked entry by entry: an entry that is not a valid account (edited by hand,
 * written by an older version) is dropped and counted, never a reason to lose the others.
 */
export function readSavedMultisigAccounts(stored: string | null): {
  accounts: SavedMultisigAccount[];
  dropped: number;
} {
  if (stored === null || stored.trim() === '') return { accounts: [], dropped: 0 };
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored) as unknown;
  } catch {
    return { accounts: [], dropped: 1 };
  }
  if (!Array.isArray(parsed)) return { accounts: [], dropped: 1 };
  const accounts: SavedMultisigAccount[] = [];
  for (const entry of parsed) {
    const account = readEntry(entry);
    if (account !== undefined && !accounts.some((a) => a.name === account.name)) accounts.push(account);
  }
  return { accounts, dropped: parsed.length - accounts.length };
}

export function serializeSavedMultisigAccounts(accounts: readonly SavedMultisigAccount[]): string {
  return JSON.stringify(
    accounts.map((a) => ({
      name: a.name,
      version: a.params.version,
      threshold: a.params.threshold,
      addrs: a.params.addrs,
    })),
  );
}

function readEntry(entry: unknown): SavedMultisigAccount | undefined {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return undefined;
  const e = entry as Record<string, unknown>;
  const name = typeof e['name'] === 'string' ? e['name'].trim() : '';
  const version = Number(e['version']);
  const threshold = Number(e['threshold']);
  const addrs =
    Array.isArray(e['addrs']) && e['addrs'].every((a) => typeof a === 'string') ? e['addrs'] : undefined;
  if (name === '' || addrs === undefined) return undefined;
  const params: MultisigParams = { version, threshold, addrs: addrs as string[] };
  try {
    checkMultisigParams(params);
  } catch {
    return undefined;
  }
  return { name, params };
}
