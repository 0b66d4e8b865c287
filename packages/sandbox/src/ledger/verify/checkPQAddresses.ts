import { addressString } from '../../util/addressString';
import { isEdwards25519Point, pqAddress } from '../../crypto/pqAddress';
import { LOGICSIG_OFF_CURVE_VERSION as OFF_CURVE_VERSION } from '../../avm/programHashOnCurve';
import { programAddress, programHash } from '../../avm/programAddress';
import { programVersion } from '../../avm/eval/programVersion';
import { LedgerError } from '../LedgerError';
import type { PreparedTxn } from '../decode/PreparedTxn';

const LOGIC_VERSION = 13;
export const SKIP_PQ_ADDRESS_CHECK = 'skip-pq-address-check';

/**
 * What `POST /v2/transactions` refuses before broadcasting unless `skip-pq-address-check=true`
 * (go: daemon/algod/api/server/v2/handlers.go enforcePQAuthorizerCompliance then
 * rejectOnCurveLogicSigPrograms): a post-quantum proof whose derived address is an Edwards25519
 * point (an ed25519 key could own it), and an escrow logic sig of TEAL v13+ whose program hash is one.
 */
export function checkPQAddresses(group: readonly PreparedTxn[]): void {
  group.forEach((p, i) => {
    const lsig = p.stxn.lsig;
    const pq = p.stxn.pqsig ?? (lsig !== undefined && lsig.logic.length > 0 ? lsig.pqsig : undefined);
    if (pq === undefined || pq.pk.length === 0) return;
    const authorizer = pqAddress(pq.sch, pq.slt, pq.pk);
    if (isEdwards25519Point(authorizer)) {
      throw new LedgerError(
        'well-formed',
        `transaction ${i}: pq signature authorizer address ${addressString(authorizer)} is an Edwards25519 curve point (non PQ-compliant)`,
      );
    }
  });
  group.forEach((p, i) => {
    const lsig = p.stxn.lsig;
    if (lsig === undefined || lsig.logic.length === 0) return;
    let version: number;
    try {
      [version] = programVersion(lsig.logic);
    } catch {
      return;
    }
    if (version < OFF_CURVE_VERSION || version > LOGIC_VERSION) return;
    const escrow =
      lsig.sig === undefined &&
      lsig.msig === undefined &&
      lsig.lmsig === undefined &&
      lsig.pqsig === undefined &&
      p.authorizer === programAddress(lsig.logic);
    if (escrow && isEdwards25519Point(programHash(lsig.logic))) {
      throw new LedgerError(
        'well-formed',
        `transaction ${i}: TEAL v${version} LogicSig program hash is an Edwards25519 point and should not be used; set ${SKIP_PQ_ADDRESS_CHECK}=true to submit anyway if you understand the risks and know what you are doing`,
      );
    }
  });
}
