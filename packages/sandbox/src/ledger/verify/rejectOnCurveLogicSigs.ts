import { readUvarint } from '../../avm/dis/disassembleOp';
import { MAX_AVM_VERSION } from '../../avm/opcodes';
import { programAddress } from '../../avm/programAddress';
import { LOGICSIG_OFF_CURVE_VERSION, programHashIsEdwards25519Point } from '../../avm/programHashOnCurve';
import type { PreparedTxn } from '../decode/PreparedTxn';
import { LedgerError } from '../LedgerError';

/** go: daemon/algod/api/server/v2/handlers.go skipPqAddressCheckParam. */
export const SKIP_PQ_ADDRESS_CHECK = 'skip-pq-address-check';

/**
 * go: daemon/algod/api/server/v2/handlers.go rejectOnCurveLogicSigPrograms, run by POST
 * /v2/transactions (and /async) unless `skip-pq-address-check=true`: an escrow logic sig (no
 * delegating signature, authorizer = the program's address) whose program is v13+ and hashes to an
 * Ed25519 point is refused before the group reaches the pool. Consensus does not check this.
 */
export function rejectOnCurveLogicSigs(group: readonly PreparedTxn[]): void {
  group.forEach((p, i) => {
    const lsig = p.stxn.lsig;
    if (lsig === undefined || lsig.logic.length === 0) return;
    const [version, used] = readUvarint(lsig.logic, 0);
    if (used <= 0 || version < LOGICSIG_OFF_CURVE_VERSION || version > MAX_AVM_VERSION) return;
    const escrow =
      lsig.sig === undefined &&
      lsig.msig === undefined &&
      lsig.lmsig === undefined &&
      lsig.pqsig === undefined &&
      p.authorizer === programAddress(lsig.logic);
    if (escrow && programHashIsEdwards25519Point(lsig.logic)) {
      throw new LedgerError(
        'well-formed',
        `transaction ${i}: TEAL v${version} LogicSig program hash is an Edwards25519 point and should not be used; set ${SKIP_PQ_ADDRESS_CHECK}=true to submit anyway if you understand the risks and know what you are doing`,
      );
    }
  });
}
