import type algosdk from 'algosdk';
import type { Genesis } from '../../genesis/Genesis';
import type { TealValue } from '../state/AccountData';

/**
 * The note prefix of a sandbox edit: a 0-Algo payment from the network's editor account to itself,
 * signed with its key, whose note (after this prefix) is the edit as JSON. The ledger applies the
 * edit when it applies the payment (live only for the admin API's own groups; always on replay and
 * import, where the editor's signature is what vouches for it), and the indexer follows it.
 */
export const EDIT_NOTE_PREFIX = 'sextant-sandbox-edit:';

/** One state key and its new value. */
export interface EditEntry {
  readonly key: Uint8Array;
  readonly value: TealValue;
}

/**
 * What one edit transaction changes. `unlocked` changes nothing: it vouches that the transactions
 * it names, in the same block, were let through unsigned by the admin API's impersonation.
 */
export type SandboxEdit =
  | { kind: 'holding'; address: string; asset: bigint; amount?: bigint; frozen?: boolean }
  | { kind: 'global'; app: bigint; set: EditEntry[]; delete: Uint8Array[] }
  | { kind: 'local'; address: string; app: bigint; set: EditEntry[]; delete: Uint8Array[] }
  | { kind: 'box'; app: bigint; name: Uint8Array; size?: number; offset: number; bytes: Uint8Array }
  | { kind: 'box-delete'; app: bigint; name: Uint8Array }
  | { kind: 'unlocked'; txids: string[] };

/** The editor: the first funded genesis account (its key is the genesis's first key). */
export function editorAddress(genesis: Genesis): string | undefined {
  return genesis.alloc.find((a) => a.addr !== genesis.fees && a.addr !== genesis.rwd)?.addr;
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const bytes = (text: unknown) => {
  if (typeof text !== 'string') throw new Error('expected base64 text');
  return new Uint8Array(Buffer.from(text, 'base64'));
};
const big = (text: unknown) => {
  if (typeof text !== 'string' || !/^[0-9]{1,20}$/.test(text)) throw new Error('expected a decimal');
  return BigInt(text);
};

function entryJson(e: EditEntry): unknown {
  return {
    key: b64(e.key),
    ...(e.value.type === 2 ? { uint: String(e.value.uint) } : { bytes: b64(e.value.bytes) }),
  };
}

function entryOf(raw: unknown): EditEntry {
  const r = raw as { key?: unknown; uint?: unknown; bytes?: unknown };
  return {
    key: bytes(r.key),
    value: r.uint !== undefined ? { type: 2, uint: big(r.uint) } : { type: 1, bytes: bytes(r.bytes) },
  };
}

/**
 * The edit as the note's JSON (bigints as decimal text, bytes as base64); `nonce` (`n`) keeps two
 * equal edits in one round apart (their txids would be the same).
 */
export function encodeSandboxEdit(edit: SandboxEdit, nonce?: string): Uint8Array {
  const json: Record<string, unknown> = { kind: edit.kind };
  switch (edit.kind) {
    case 'holding':
      Object.assign(json, {
        address: edit.address,
        asset: String(edit.asset),
        ...(edit.amount !== undefined && { amount: String(edit.amount) }),
        ...(edit.frozen !== undefined && { frozen: edit.frozen }),
      });
      break;
    case 'global':
    case 'local':
      Object.assign(json, {
        ...(edit.kind === 'local' && { address: edit.address }),
        app: String(edit.app),
        set: edit.set.map(entryJson),
        delete: edit.delete.map(b64),
      });
      break;
    case 'box':
      Object.assign(json, {
        app: String(edit.app),
        name: b64(edit.name),
        ...(edit.size !== undefined && { size: edit.size }),
        offset: edit.offset,
        bytes: b64(edit.bytes),
      });
      break;
    case 'box-delete':
      Object.assign(json, { app: String(edit.app), name: b64(edit.name) });
      break;
    case 'unlocked':
      json.txids = edit.txids;
      break;
  }
  if (nonce !== undefined) json.n = nonce;
  return new TextEncoder().encode(EDIT_NOTE_PREFIX + JSON.stringify(json));
}

/** Whether `note` starts with the edit prefix. */
export function hasEditPrefix(note: Uint8Array | undefined): boolean {
  if (note === undefined || note.length < EDIT_NOTE_PREFIX.length) return false;
  for (let i = 0; i < EDIT_NOTE_PREFIX.length; i++)
    if (note[i] !== EDIT_NOTE_PREFIX.charCodeAt(i)) return false;
  return true;
}

/** Decodes an edit note; throws when it is not one. */
export function decodeSandboxEdit(note: Uint8Array): SandboxEdit {
  const j = JSON.parse(new TextDecoder().decode(note.subarray(EDIT_NOTE_PREFIX.length))) as Record<
    string,
    unknown
  >;
  const num = (v: unknown) => {
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) throw new Error('expected a count');
    return v;
  };
  const str = (v: unknown) => {
    if (typeof v !== 'string') throw new Error('expected text');
    return v;
  };
  const list = (v: unknown) => {
    if (!Array.isArray(v)) throw new Error('expected a list');
    return v as unknown[];
  };
  switch (j.kind) {
    case 'holding':
      return {
        kind: 'holding',
        address: str(j.address),
        asset: big(j.asset),
        ...(j.amount !== undefined && { amount: big(j.amount) }),
        ...(j.frozen !== undefined && { frozen: j.frozen === true }),
      };
    case 'global':
    case 'local': {
      const set = list(j.set).map(entryOf);
      const remove = list(j.delete).map(bytes);
      return j.kind === 'global'
        ? { kind: 'global', app: big(j.app), set, delete: remove }
        : { kind: 'local', address: str(j.address), app: big(j.app), set, delete: remove };
    }
    case 'box':
      return {
        kind: 'box',
        app: big(j.app),
        name: bytes(j.name),
        ...(j.size !== undefined && { size: num(j.size) }),
        offset: num(j.offset),
        bytes: bytes(j.bytes),
      };
    case 'box-delete':
      return { kind: 'box-delete', app: big(j.app), name: bytes(j.name) };
    case 'unlocked':
      return { kind: 'unlocked', txids: list(j.txids).map(str) };
    default:
      throw new Error(`unknown edit kind ${JSON.stringify(j.kind)}`);
  }
}

/**
 * The edit `txn` carries, when it is one: a payment of 0 from `editor` to itself with the edit
 * prefix. Undefined for every other transaction (any other sender's note is just a note).
 */
export function readSandboxEdit(
  txn: algosdk.Transaction,
  editor: string | undefined,
): SandboxEdit | undefined {
  if (editor === undefined || txn.type !== 'pay' || !hasEditPrefix(txn.note)) return undefined;
  const pay = txn.payment;
  if (pay === undefined || pay.amount !== 0n || pay.closeRemainderTo !== undefined) return undefined;
  if (txn.sender.toString() !== editor || pay.receiver.toString() !== editor) return undefined;
  return decodeSandboxEdit(txn.note);
}
