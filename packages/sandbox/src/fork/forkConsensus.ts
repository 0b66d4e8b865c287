/**
 * go-algorand v5.0.0's ConsensusV42 (protocol/consensus.go), the rules the sandbox evaluates by
 * (config/consensus.go `v42`: TEAL v13, app size updates, Falcon-1024, the per-byte surcharge).
 */
export const CONSENSUS_V42 =
  'https://github.com/algorandfoundation/specs/tree/268b63433a907455d439995bf916f6b296018f4f';

/**
 * The consensus version a fork reports (`/v2/status`, suggested params, each block's `proto`):
 * the remote's when the sandbox follows the same rules (ConsensusV42, or `future`, which in go
 * v5.0.0 is v42 with only LogicSigVersion 14 added and is what the sandbox itself reports), else
 * the sandbox's own, with a warning saying where the fork's rules differ from the remote's.
 */
export function forkConsensus(
  remote: string,
  sandbox: string,
): { protocol: string; warning: string | undefined } {
  if (remote === CONSENSUS_V42 || remote === 'future') return { protocol: remote, warning: undefined };
  return {
    protocol: sandbox,
    warning: `fork: the forked network runs consensus version ${remote}, but the sandbox evaluates by go-algorand v5.0.0's ConsensusV42 rules (config/consensus.go v42): fees, limits and opcodes may differ from the remote's, so the fork reports ${sandbox}`,
  };
}
