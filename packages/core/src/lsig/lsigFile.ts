import algosdk from 'algosdk';
import nacl from 'tweetnacl';
import { isValidAddress } from '../address/isValidAddress';
import { LogicSigError } from './LogicSigError';
import type { LsigArg } from './LsigArg';
import { LSIG_MESSAGES as M } from './lsigMessages';
import { logicSigAccountOf } from './logicSigAccountOf';
import { addMemberSignature, startMultisigDelegation } from './multisigDelegation';
import { delegationMessage } from './programMessages';
import type { LsigDelegation } from './SavedLogicSig';

/** A logic sig read from a file: program, arguments (as base64, their type is not in the file), delegation. */
export interface LsigFileContents {
  program: Uint8Array;
  args: LsigArg[];
  delegation?: LsigDelegation;
  /** Which format it was: goal's bare LogicSig, or algosdk's LogicSigAccount (which names the delegator). */
  format: 'goal' | 'algosdk';
}

/**
 * goal's `.lsig` file (`goal clerk compile -o`, `goal clerk sign -o` read it): the msgpack
 * LogicSig itself — `l`, `arg`, and `sig`, `lmsig` or `pqsig`. algosdk encodes the same map.
 */
export function encodeLsigFile(
  program: Uint8Array,
  args: readonly LsigArg[],
  delegation?: LsigDelegation,
): Uint8Array {
  return algosdk.encodeMsgpack(logicSigAccountOf(program, args, delegation).lsig);
}

/** The same bytes as base64, for pasting. */
export function encodeLsigBase64(
  program: Uint8Array,
  args: readonly LsigArg[],
  delegation?: LsigDelegation,
): string {
  return algosdk.bytesToBase64(encodeLsigFile(program, args, delegation));
}

/**
 * Reads a `.lsig` file (goal's LogicSig or algosdk's LogicSigAccount msgpack), raw or as base64
 * text. A goal file delegated by one account does not name it: `delegator` says who — the account
 * a person typed, or the accounts that may have signed (a group's senders), of which the one whose
 * key verifies the signature is taken. The legacy multisig form (`msig`) is refused with the reason.
 */
export function decodeLsigFile(
  input: Uint8Array | string,
  delegator?: string | readonly string[],
): LsigFileContents {
  const bytes = typeof input === 'string' ? fromBase64Text(input) : input;
  if (bytes.length === 0) throw new LogicSigError('lsig-bad-file', M.fileEmpty);
  let raw: unknown;
  try {
    raw = algosdk.msgpackRawDecode(bytes);
  } catch {
    // Bytes that are base64 text (a .lsig.b64 picked as a file).
    const text = new TextDecoder().decode(bytes).trim();
    if (typeof input !== 'string' && /^[A-Za-z0-9+/=\s]+$/.test(text)) return decodeLsigFile(text, delegator);
    throw new LogicSigError('lsig-bad-file', M.fileNotLsig);
  }
  if (!(raw instanceof Map) && (typeof raw !== 'object' || raw === null)) {
    throw new LogicSigError('lsig-bad-file', M.fileNotLsig);
  }
  const has = (k: string) => (raw instanceof Map ? raw.has(k) : k in (raw as object));
  let lsig: algosdk.LogicSig;
  let sigkey: Uint8Array | undefined;
  try {
    if (has('lsig')) {
      const account = algosdk.decodeMsgpack(bytes, algosdk.LogicSigAccount);
      lsig = account.lsig;
      sigkey = account.sigkey;
    } else if (has('l')) {
      lsig = algosdk.decodeMsgpack(bytes, algosdk.LogicSig);
    } else {
      throw new LogicSigError('lsig-bad-file', M.fileNotLsig);
    }
  } catch (e) {
    if (e instanceof LogicSigError) throw e;
    throw new LogicSigError('lsig-bad-file', M.fileNotLsig, { cause: e });
  }
  if (lsig.logic.length === 0) throw new LogicSigError('lsig-bad-file', M.fileNoProgram);
  if (lsig.msig) throw new LogicSigError('lsig-legacy-msig', M.legacyMsig);
  const program = lsig.logic;
  const args: LsigArg[] = (lsig.args ?? []).map((a) => ({ type: 'base64', value: algosdk.bytesToBase64(a) }));
  const format = sigkey === undefined ? 'goal' : 'algosdk';
  if (lsig.sig) {
    const who = sigkey ? algosdk.encodeAddress(sigkey) : delegatorOf(program, lsig.sig, delegator);
    if (!verifiesFor(program, lsig.sig, who)) throw new LogicSigError('lsig-bad-signature', M.badSignature);
    return {
      program,
      args,
      format,
      delegation: { kind: 'sig', delegator: who, sig: algosdk.bytesToBase64(lsig.sig) },
    };
  }
  if (lsig.pqsig) {
    // The Falcon signature is the node's to verify (the app loads Falcon only to sign).
    const { sch, slt, pk, sig } = lsig.pqsig;
    const delegation: LsigDelegation = {
      kind: 'pqsig',
      delegator: algosdk.addressFromPQSig(lsig.pqsig).toString(),
      scheme: algosdk.bytesToBase64(sch),
      salt: slt,
      publicKey: algosdk.bytesToBase64(pk),
      sig: algosdk.bytesToBase64(sig),
    };
    return { program, args, format, delegation };
  }
  if (lsig.lmsig) {
    const m = lsig.lmsig;
    // Each signature is checked as it goes in, so a tampered file is refused here, not by the node.
    let delegation = startMultisigDelegation({
      version: m.v,
      threshold: m.thr,
      addrs: m.subsig.map((s) => algosdk.encodeAddress(s.pk)),
    });
    for (const sub of m.subsig) {
      if (sub.s) delegation = addMemberSignature(program, delegation, algosdk.encodeAddress(sub.pk), sub.s);
    }
    return { program, args, format, delegation };
  }
  return { program, args, format };
}

function verifiesFor(program: Uint8Array, sig: Uint8Array, address: string): boolean {
  return nacl.sign.detached.verify(delegationMessage(program), sig, algosdk.decodeAddress(address).publicKey);
}

/**
 * Who delegated a goal file (which does not say): the one address given, or of several candidates
 * the one whose key made the signature. None given, or none that verifies, is refused with why.
 */
function delegatorOf(program: Uint8Array, sig: Uint8Array, given: string | readonly string[] | undefined) {
  const candidates = (typeof given === 'string' ? [given] : (given ?? []))
    .map((a) => a.trim())
    .filter((a) => a !== '' && isValidAddress(a));
  if (candidates.length === 0) throw new LogicSigError('lsig-delegator-needed', M.delegatorNeeded);
  if (typeof given === 'string') return candidates[0] as string;
  const who = candidates.find((a) => verifiesFor(program, sig, a));
  if (who === undefined) throw new LogicSigError('lsig-bad-signature', M.delegatorNotSigner);
  return who;
}

function fromBase64Text(text: string): Uint8Array {
  const clean = text.replace(/\s+/g, '');
  if (clean === '') return new Uint8Array();
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean)) throw new LogicSigError('lsig-bad-file', M.fileNotLsig);
  try {
    return algosdk.base64ToBytes(clean);
  } catch (cause) {
    throw new LogicSigError('lsig-bad-file', M.fileNotLsig, { cause });
  }
}
