import type { Genesis } from '../genesis/Genesis';
import { AccountData } from './state/AccountData';
import { LedgerState } from './state/LedgerState';

const STATUS = ['Offline', 'Online', 'NotParticipating'] as const;

/** The state at round 0: every genesis allocation, with its participation keys when online. */
export function genesisState(genesis: Genesis, txnCounter: bigint): LedgerState {
  const state = new LedgerState(txnCounter);
  for (const a of genesis.alloc) {
    const d = new AccountData();
    d.amount = BigInt(a.state.algo);
    d.status = STATUS[a.state.onl ?? 0] ?? 'Offline';
    const bytes = (b64: string | undefined) => (b64 ? new Uint8Array(Buffer.from(b64, 'base64')) : undefined);
    d.voteKey = bytes(a.state.vote);
    d.selectionKey = bytes(a.state.sel);
    d.stateProofKey = bytes(a.state.stprf);
    d.voteFirst = BigInt(a.state.voteFst ?? 0);
    d.voteLast = BigInt(a.state.voteLst ?? 0);
    d.voteKeyDilution = BigInt(a.state.voteKD ?? 0);
    state.accounts.set(a.addr, d);
  }
  return state;
}
