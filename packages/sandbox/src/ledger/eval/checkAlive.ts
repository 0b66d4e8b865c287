import algosdk from 'algosdk';
import { base32 } from '../../util/base32';
import type { PreparedTxn } from '../decode/PreparedTxn';
import { EvalError } from './EvalError';
import type { GroupEnv } from './GroupEnv';
import { bytesEqual } from '../../util/bytesEqual';

const ZERO32 = new Uint8Array(32);

/**
 * The pool's checks before anything is applied, in algod's words: genesis id and hash, the valid-round
 * window (`txn dead: round R outside of F--L`), a txid already confirmed, an overlapping lease
 * (also against earlier transactions of the same group).
 */
export function checkAlive(group: readonly PreparedTxn[], env: GroupEnv): void {
  const seen = new Set<string>();
  const leases = new Map<string, bigint>();
  group.forEach((p, i) => {
    const t = p.txn;
    // No genesis id (algosdk: undefined) is allowed; one that is given must match.
    if ((t.genesisID ?? '') !== '' && t.genesisID !== env.genesisId) {
      throw new EvalError(i, `tx.GenesisID <${t.genesisID}> does not match expected <${env.genesisId}>`);
    }
    if (t.genesisHash === undefined || bytesEqual(t.genesisHash, ZERO32))
      throw new EvalError(i, 'required tx.GenesisHash is missing');
    if (!bytesEqual(t.genesisHash, env.genesisHash)) {
      throw new EvalError(
        i,
        `tx.GenesisHash <${base32(t.genesisHash)}> does not match expected <${base32(env.genesisHash)}>`,
      );
    }
    if (env.round < t.firstValid || env.round > t.lastValid) {
      throw new EvalError(i, `txn dead: round ${env.round} outside of ${t.firstValid}--${t.lastValid}`);
    }
    if (env.isConfirmed(p.txid) || seen.has(p.txid))
      throw new EvalError(i, `transaction already in ledger: ${p.txid}`);
    seen.add(p.txid);
    if (t.lease !== undefined && !bytesEqual(t.lease, ZERO32)) {
      const key = `${p.sender}:${Buffer.from(t.lease).toString('hex')}`;
      const until = leases.get(key) ?? env.leaseHeldUntil(p.sender, t.lease);
      if (until !== undefined && env.round <= until) {
        throw new EvalError(
          i,
          `transaction ${p.txid} using an overlapping lease (sender, lease):(${p.sender}, ${new algosdk.Address(t.lease).toString()})`,
        );
      }
      leases.set(key, t.lastValid);
    }
  });
}
