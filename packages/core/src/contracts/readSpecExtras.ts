import algosdk from 'algosdk';
import { decodeBase64 } from '../txn/decodeBytesText';
import type { ContractSpec, MethodRecommendations } from './ContractSpec';
import { SPEC_MESSAGES as M } from './contractMessages';
import { isObject } from './SpecReader';

/**
 * ARC-56's optional facts the lab offers rather than needs (`networks`, `compilerInfo`, a
 * method's `recommendations`): read tolerantly, each bad entry left out with a note saying which
 * and why, so a spec is never refused for them.
 */

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/** `networks`: genesis hash (base64 of 32 bytes) → `{ appID }`. */
export function readNetworks(raw: unknown, notes: string[]): ContractSpec['networks'] {
  const out: ContractSpec['networks'] = {};
  if (raw === undefined || raw === null) return out;
  if (!isObject(raw)) {
    notes.push(M.noteBadNetworks);
    return out;
  }
  for (const [hash, v] of Object.entries(raw)) {
    if (decodeBase64(hash)?.length !== 32) notes.push(M.noteBadNetwork(hash, M.notGenesisHash));
    else if (!isObject(v) || !isId(v['appID'])) notes.push(M.noteBadNetwork(hash, M.notAppId));
    else out[hash] = { appID: v['appID'] };
  }
  return out;
}

/** The app id the spec lists for a network, by that network's genesis hash (base64). */
export function specNetworkApp(spec: ContractSpec, genesisHash: string | undefined): bigint | undefined {
  if (genesisHash === undefined) return undefined;
  const entry = Object.hasOwn(spec.networks, genesisHash) ? spec.networks[genesisHash] : undefined;
  return entry === undefined ? undefined : BigInt(entry.appID);
}

/** `compilerInfo`: `{ compiler: "puya" | "algod", compilerVersion: { major, minor, patch, commitHash? } }`. */
export function readCompilerInfo(raw: unknown, notes: string[]): ContractSpec['compiler'] {
  if (raw === undefined || raw === null) return undefined;
  if (!isObject(raw) || typeof raw['compiler'] !== 'string' || raw['compiler'].trim() === '') {
    notes.push(M.noteBadCompilerInfo);
    return undefined;
  }
  const v = raw['compilerVersion'];
  const part = (k: string) => (isObject(v) && typeof v[k] === 'number' && v[k] >= 0 ? v[k] : undefined);
  const [major, minor, patch] = [part('major'), part('minor'), part('patch')];
  const commit =
    isObject(v) && typeof v['commitHash'] === 'string' ? v['commitHash'].slice(0, 12) : undefined;
  const version =
    major === undefined || minor === undefined || patch === undefined
      ? undefined
      : `${major}.${minor}.${patch}`;
  if (v !== undefined && version === undefined) notes.push(M.noteBadCompilerInfo);
  return {
    name: raw['compiler'],
    ...(version !== undefined && { version }),
    ...(commit !== undefined && commit !== '' && { commit }),
  };
}

/**
 * A method's `recommendations`: the inner transaction count, boxes, accounts, apps and assets a
 * call should carry. Entries that are not what ARC-56 says are left out with a note.
 */
export function readRecommendations(
  raw: unknown,
  method: string,
  notes: string[],
): MethodRecommendations | undefined {
  if (raw === undefined || raw === null) return undefined;
  const bad = (what: string) => notes.push(M.noteBadRecommendation(method, what));
  if (!isObject(raw)) {
    bad('recommendations');
    return undefined;
  }
  const out: MethodRecommendations = { accounts: [], apps: [], assets: [], boxes: [] };
  const inner = raw['innerTransactionCount'];
  if (inner !== undefined) {
    if (typeof inner === 'number' && Number.isInteger(inner) && inner >= 0 && inner <= 256)
      out.innerTransactionCount = inner;
    else bad('innerTransactionCount');
  }
  const list = (key: string): unknown[] => {
    const v = raw[key];
    if (v === undefined) return [];
    if (Array.isArray(v)) return v;
    bad(key);
    return [];
  };
  for (const a of list('accounts')) {
    if (typeof a === 'string' && algosdk.isValidAddress(a)) out.accounts.push(a);
    else bad(`accounts: ${String(a)}`);
  }
  for (const key of ['apps', 'assets'] as const)
    for (const id of list(key)) {
      if (isId(id)) out[key].push(String(id));
      else bad(`${key}: ${String(id)}`);
    }
  for (const b of list('boxes')) {
    const key = isObject(b) ? b['key'] : undefined;
    const app = isObject(b) ? (b['app'] ?? 0) : undefined;
    if (typeof key === 'string' && decodeBase64(key) !== undefined && (app === 0 || isId(app)))
      out.boxes.push({ app: String(app), name: key });
    else bad(`boxes: ${JSON.stringify(b)}`);
  }
  const empty =
    out.innerTransactionCount === undefined &&
    out.accounts.length + out.apps.length + out.assets.length + out.boxes.length === 0;
  return empty ? undefined : out;
}
