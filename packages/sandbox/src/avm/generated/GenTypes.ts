/** Shapes of the generated langspec tables (see scripts/gen-avm-langspec.ts). */

export interface GenNamedType {
  readonly name: string;
  readonly abbreviation: string;
  /** "[]byte", "uint64", "any" or "none". */
  readonly avmType: string;
  /** Decimal strings: uint64 bounds do not fit a JS number. */
  readonly min: string;
  readonly max: string;
}

export interface GenImmediate {
  /** Upper-case as in the langspec ("F", "UINT ..."). */
  readonly name: string;
  /** The langspec encoding text, e.g. "uint8", "varint (zigzag)". */
  readonly encoding: string;
  /** Key into FIELDS when the immediate names a field. */
  readonly fields?: string;
}

export interface GenOp {
  readonly name: string;
  readonly opcode: number;
  /** Second byte of a two-byte opcode (0xd4 xx in v13). */
  readonly sub?: number;
  /** Encoded length in bytes, or 0 when it depends on the immediates. */
  readonly size: number;
  readonly immediates: readonly GenImmediate[];
  readonly args: readonly string[];
  readonly returns: readonly string[];
  /** The langspec DocCost text ("1", "Secp256k1=1700; Secp256r1=2500", "25 + 2 per 7 bytes of A"). */
  readonly cost: string;
  readonly introduced: number;
  /** 1 = logic sig only, 2 = application only, 3 = both. */
  readonly modes: number;
  readonly groups: readonly string[];
  /** This record holds for AVM versions from..to inclusive. */
  readonly from: number;
  readonly to: number;
}

export interface GenField {
  readonly name: string;
  readonly code: number;
  /** The pushed type, for fields that are values (absent for e.g. curve names). */
  readonly type?: string;
  readonly version: number;
  readonly modes?: number;
}
