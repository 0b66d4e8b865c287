import type algosdk from 'algosdk';
import { addressString } from '../../util/addressString';
import { ed25519Verify } from '#platform/crypto';
import { sha512_256 } from '../../util/sha512_256';
import { LedgerError } from '../LedgerError';
import { checkMultisig, multisigKey } from './checkMultisig';
import { pqSigError } from './checkPQSig';

const PROGRAM = new TextEncoder().encode('Program');
const MSIG_PROGRAM = new TextEncoder().encode('MsigProgram');
const PQ_PROGRAM = new TextEncoder().encode('PQProgram');

/**
 * Who may use a logic sig, before its program runs: an escrow's address must be the program's hash;
 * a delegation must be signed over "Program" ‖ program (single or multisig `msig`), or for `lmsig`
 * over "MsigProgram" ‖ multisig address ‖ program, by the authorizer; for `pqsig` over "PQProgram" ‖
 * authorizer ‖ program by the post-quantum key whose address is the authorizer.
 */
export function checkLogicSigAuthority(
  lsig: algosdk.LogicSig,
  authorizer: string,
  authorizerKey: Uint8Array,
): void {
  const program = lsig.logic;
  // go: data/transactions/verify/txn.go logicSigSanityCheckBatchPrep counts the delegation kinds.
  const kinds = [lsig.sig, lsig.msig, lsig.lmsig, lsig.pqsig].filter((k) => k !== undefined).length;
  if (kinds > 1)
    throw new LedgerError('signature', 'LogicSig should have only one type of delegation signature');
  if (lsig.sig !== undefined) {
    if (!ed25519Verify(concat(PROGRAM, program), lsig.sig, authorizerKey)) {
      throw new LedgerError('signature', "At least one signature didn't pass verification");
    }
  } else if (lsig.msig !== undefined) {
    checkMultisig(concat(PROGRAM, program), lsig.msig, authorizer);
  } else if (lsig.pqsig !== undefined) {
    // go: data/transactions/verify/txn.go logicSigSanityCheckBatchPrep: signed over logic.PQDelegatedProgram.
    const err = pqSigError(lsig.pqsig, concat(PQ_PROGRAM, authorizerKey, program), authorizerKey);
    if (err !== undefined) {
      throw new LedgerError('signature', `pq delegated logic signature validation failed: ${err}`);
    }
  } else if (lsig.lmsig !== undefined) {
    const m = lsig.lmsig;
    const addr = multisigKey(
      m.v,
      m.thr,
      m.subsig.map((s) => s.pk),
    );
    checkMultisig(concat(MSIG_PROGRAM, addr, program), m, authorizer);
  } else if (addressString(sha512_256(PROGRAM, program)) !== authorizer) {
    throw new LedgerError('signature', 'LogicNot signed and not a Logic-only account');
  }
}

function concat(...parts: Uint8Array[]): Uint8Array {
  return new Uint8Array(Buffer.concat(parts));
}
