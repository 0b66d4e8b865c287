import type { TxnDraft } from '../txn/TxnDraft';

/** building → built → signed → submitted → committed, or failed from any step after building. */
export type GroupStatus = 'building' | 'built' | 'signed' | 'submitted' | 'committed' | 'failed';

export interface DraftEntry {
  /** Stable across reorders (list keys, focus); never reused within a draft. */
  id: string;
  draft: TxnDraft;
}

/** What building fixed: from here on the transactions are bytes, and any edit discards them. */
export interface BuiltGroup {
  /** base64; absent for a single transaction (it needs no group). */
  groupId?: string;
  txids: string[];
  /** Each unsigned transaction, msgpack, base64. */
  unsigned: string[];
  lastValid: bigint;
}

/** An error kept in the draft: plain data, so it survives autosave. */
export interface StoredError {
  code: string;
  message: string;
  /** The node's own text, when the node refused. */
  nodeMessage?: string;
}

/** An asset or application a committed transaction created. */
export interface CreatedId {
  /** 1-based. */
  position: number;
  assetId?: bigint;
  appId?: bigint;
}

/**
 * The last log a committed transaction wrote (base64): an ARC-4 method call's return value is
 * there, and the outcome shows it decoded.
 */
export interface LastLog {
  /** 1-based. */
  position: number;
  log: string;
}

export interface GroupDraft {
  network: string;
  entries: DraftEntry[];
  status: GroupStatus;
  built?: BuiltGroup;
  /** Per position: the signed transaction (msgpack, base64), or null while unsigned. */
  signatures: (string | null)[];
  submittedAtRound?: bigint;
  confirmedRound?: bigint;
  /** What the committed group created, read from the node's confirmation. */
  created?: CreatedId[];
  /** Each committed transaction's last log, for those that wrote one. */
  lastLogs?: LastLog[];
  error?: StoredError;
  /** The last action the draft refused and why (the screen shows it, then clears it). */
  refusal?: StoredError;
  nextId: number;
}

export function newGroupDraft(network: string): GroupDraft {
  return { network, entries: [], status: 'building', signatures: [], nextId: 1 };
}
