import { bundleFromLink, bundleToLink } from './bundleFile';
import { mergeBundles } from './mergeBundles';
import { bundleTransactions, thresholdStatus, type MultisigBundle } from './MultisigBundle';
import { multisigAccount } from './MultisigParams';

/**
 * A signing session as the browser keeps it (IndexedDB, one record per session and network): the
 * bundle in its link form, which carries the account, the transactions and every signature, plus
 * what the list of sessions shows without decoding it.
 */
export interface StoredMultisigSession {
  /** `${network}:${address}:${txids}`: the same transactions for the same account are one session. */
  id: string;
  network: string;
  /** The multisig account's address. */
  address: string;
  /** bundleToLink's text. */
  link: string;
  /** How many transactions, and how many of them have enough signatures. */
  count: number;
  ready: number;
  /** Milliseconds since the epoch. */
  updatedAt: number;
}

/** The session's key: one account signing one set of transactions, on one network. */
export function multisigSessionId(network: string, bundle: MultisigBundle): string {
  const txids = bundleTransactions(bundle).map((t) => t.txID());
  return `${network}:${multisigAccount(bundle.params)}:${txids.join('.')}`;
}

export function toStoredSession(network: string, bundle: MultisigBundle, now: number): StoredMultisigSession {
  return {
    id: multisigSessionId(network, bundle),
    network,
    address: multisigAccount(bundle.params),
    link: bundleToLink(bundle),
    count: bundle.txns.length,
    ready: thresholdStatus(bundle).filter((s) => s.met).length,
    updatedAt: now,
  };
}

/**
 * The bundle back from a stored record, every signature verified again (bundleFromLink); a record
 * that is damaged or not a session (written by hand, by an older version) gives undefined.
 */
export function readStoredSession(record: unknown): MultisigBundle | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const link = (record as { link?: unknown }).link;
  if (typeof link !== 'string') return undefined;
  try {
    return bundleFromLink(link);
  } catch {
    return undefined;
  }
}

/**
 * The bundle with the signatures a stored copy of the same session already has: opening an older
 * link again never loses a signature collected since. A stored copy that is damaged or cannot be
 * merged (two different signatures by one member) leaves the bundle as it is.
 */
export function withStoredSignatures(record: unknown, bundle: MultisigBundle): MultisigBundle {
  const stored = readStoredSession(record);
  if (stored === undefined) return bundle;
  try {
    return mergeBundles(bundle, stored);
  } catch {
    return bundle;
  }
}
