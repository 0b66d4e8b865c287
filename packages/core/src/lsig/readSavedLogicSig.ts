import algosdk from 'algosdk';
import { isValidAddress } from '../address/isValidAddress';
import { checkMultisigParams } from '../multisig/MultisigParams';
import { LSIG_ARG_TYPES, type LsigArg } from './LsigArg';
import type { LsigDelegation, SavedLogicSig } from './SavedLogicSig';

/**
 * One stored logic sig, checked field by field: anything not a valid record (edited by hand,
 * written by an older version) is `undefined`, so one bad entry never loses the others.
 */
export function readSavedLogicSig(entry: unknown): SavedLogicSig | undefined {
  if (!isObject(entry)) return undefined;
  const { id, name, source, program, args, delegation, savedAt } = entry;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string' || name.trim() === '') return undefined;
  if (typeof source !== 'string' || typeof program !== 'string' || !isBase64(program) || program === '')
    return undefined;
  if (!Array.isArray(args)) return undefined;
  const typedArgs: LsigArg[] = [];
  for (const a of args) {
    if (
      !isObject(a) ||
      typeof a['value'] !== 'string' ||
      !LSIG_ARG_TYPES.includes(a['type'] as LsigArg['type'])
    )
      return undefined;
    typedArgs.push({ type: a['type'] as LsigArg['type'], value: a['value'] });
  }
  const record: SavedLogicSig = {
    id,
    name,
    source,
    program,
    args: typedArgs,
    savedAt: typeof savedAt === 'number' ? savedAt : 0,
  };
  if (delegation !== undefined) {
    const d = readDelegation(delegation);
    if (d === undefined) return undefined;
    record.delegation = d;
  }
  return record;
}

function readDelegation(d: unknown): LsigDelegation | undefined {
  if (!isObject(d)) return undefined;
  if (d['kind'] === 'sig') {
    const { delegator, sig } = d;
    if (
      typeof delegator !== 'string' ||
      !isValidAddress(delegator) ||
      typeof sig !== 'string' ||
      !isBase64(sig)
    )
      return undefined;
    return { kind: 'sig', delegator, sig };
  }
  if (d['kind'] === 'pqsig') {
    const { delegator, scheme, salt, publicKey, sig } = d;
    if (
      typeof delegator !== 'string' ||
      !isValidAddress(delegator) ||
      typeof salt !== 'number' ||
      ![scheme, publicKey, sig].every((b) => typeof b === 'string' && isBase64(b))
    )
      return undefined;
    return {
      kind: 'pqsig',
      delegator,
      salt,
      scheme: scheme as string,
      publicKey: publicKey as string,
      sig: sig as string,
    };
  }
  if (d['kind'] === 'lmsig' && isObject(d['msig']) && Array.isArray(d['sigs'])) {
    const m = d['msig'];
    const addrs =
      Array.isArray(m['addrs']) && m['addrs'].every((a) => typeof a === 'string') ? m['addrs'] : [];
    const msig = {
      version: Number(m['version']),
      threshold: Number(m['threshold']),
      addrs: addrs as string[],
    };
    try {
      checkMultisigParams(msig);
    } catch {
      return undefined;
    }
    const sigs = d['sigs'] as unknown[];
    if (
      sigs.length !== msig.addrs.length ||
      !sigs.every((s) => s === null || (typeof s === 'string' && isBase64(s)))
    )
      return undefined;
    return { kind: 'lmsig', msig, sigs: sigs as (string | null)[] };
  }
  return undefined;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isBase64(s: string): boolean {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(s)) return false;
  try {
    algosdk.base64ToBytes(s);
    return true;
  } catch {
    return false;
  }
}
