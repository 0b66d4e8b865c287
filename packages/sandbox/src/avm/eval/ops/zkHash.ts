/**
 * The zk-friendly hashes (go-algorand data/transactions/logic/crypto.go opMimc, opPoseidon2):
 * gnark-crypto's MiMC (v11) and Poseidon2 (v13) over BN254's or BLS12-381's scalar field.
 */
import { AvmError } from '../AvmError';
import type { OpFn } from '../Instr';
import { FieldEncodingError } from '../zk/fieldBytes';
import { MIMC_BLS12_381, MIMC_BN254, mimcHash } from '../zk/mimc';
import { POSEIDON2_BLS12_381, POSEIDON2_BN254, poseidon2Hash } from '../zk/poseidon2';

function fieldHashOp(op: string, byConfig: Readonly<Record<string, (data: Uint8Array) => Uint8Array>>): OpFn {
  return (_cx, ins) => {
    const hash = ins.field && byConfig[ins.field.name];
    if (!hash) throw new AvmError(`invalid ${op} config ${ins.imm[0]}`);
    const s = _cx.stack;
    const data = s[s.length - 1] as Uint8Array;
    if (data.length === 0) throw new AvmError('the input data cannot be empty');
    if (data.length % 32 !== 0) throw new AvmError('the input data must be a multiple of 32 bytes');
    try {
      s[s.length - 1] = hash(data);
    } catch (e) {
      // go: fmt.Errorf("invalid <op> input %w", err) — no colon
      if (e instanceof FieldEncodingError) throw new AvmError(`invalid ${op} input ${e.message}`);
      throw e;
    }
  };
}

export const ZK_HASH_OPS: Readonly<Record<string, OpFn>> = {
  mimc: fieldHashOp('mimc', {
    BN254Mp110: (d) => mimcHash(MIMC_BN254, d),
    BLS12_381Mp111: (d) => mimcHash(MIMC_BLS12_381, d),
  }),
  poseidon2: fieldHashOp('poseidon2', {
    BN254t2: (d) => poseidon2Hash(POSEIDON2_BN254, d),
    BLS12_381t2: (d) => poseidon2Hash(POSEIDON2_BLS12_381, d),
  }),
};
