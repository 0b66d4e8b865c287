import { decodeBase64 } from '../txn/decodeBytesText';
import type { ContractSpec } from '../contracts/ContractSpec';
import { programHash } from './loadProgramListing';
import type { PuyaProgramFiles } from './readPuyaOut';

/**
 * The kept puya maps that describe a spec's programs: by the hash of its ARC-56 `byteCode`
 * (approval, clear), and, for a build with template variables (no byteCode to hash), by the map's
 * name (`<Contract>.approval`, `<Contract>.clear`), matched to a trace later by its pcs.
 */
export function puyaProgramsForSpec(
  spec: Pick<ContractSpec, 'name' | 'byteCode'>,
  programs: readonly PuyaProgramFiles[],
): PuyaProgramFiles[] {
  const hashes = new Set<string>();
  for (const code of [spec.byteCode?.approval, spec.byteCode?.clear]) {
    const bytes = code === undefined ? undefined : decodeBase64(code);
    if (bytes !== undefined) hashes.add(programHash(bytes));
  }
  return programs.filter((p) =>
    p.hash !== undefined
      ? hashes.has(p.hash)
      : spec.byteCode === undefined &&
        (p.name === `${spec.name}.approval` || p.name === `${spec.name}.clear`),
  );
}
