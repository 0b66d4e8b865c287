/**
 * A post-quantum signature (`pqsig`, consensus v42) as the explorer shows it. go-algorand v5.0.0
 * data/transactions/pqsig.go PQSig: scheme `sch` (2 bytes), salt `slt` (one byte), public key `pk`,
 * signature `sig`; the authorizer is data/basics/pq_address.go PQAddress =
 * SHA-512/256("PQA" ‖ scheme ‖ salt ‖ public key). Its fee: data/transactions/signedtxn.go FeeFactor
 * adds config/consensus.go PQSchemeFeeContribution (Falcon-1024: 2e6 micros, two more minimum fees).
 */
import { sha512_256 } from '@noble/hashes/sha2.js';
import { addressFromPublicKey } from '../address/addressFromPublicKey';
import { toBigInt } from '../format/toBigInt';
import { isJsonObject } from '../json/isJsonObject';
import type { JsonValue } from '../json/JsonValue';
import { base64Bytes } from './base64Bytes';

export interface PQSigView {
  /** The scheme's 2-letter id: `f1` is Falcon-1024. */
  scheme: string;
  /** `Falcon-1024`, or undefined for a scheme go's registry does not know (crypto/pq_scheme.go). */
  schemeName?: string;
  salt: number;
  /** base64. */
  publicKey: string;
  publicKeyBytes: number;
  signatureBytes: number;
  /** The PQ address the proof authorizes (it must be the sender or its auth address). */
  address: string;
  /** The extra fee usage it costs, in millionths of a minimum fee. */
  feeUsage: bigint;
}

const SCHEME_NAMES: Readonly<Record<string, string>> = { f1: 'Falcon-1024', f2: 'Falcon-512' };

/** go: config/consensus.go PQSchemeFeeContribution (f2 is reserved, never enabled). */
export function pqSchemeFeeUsage(scheme: string): bigint {
  if (scheme === 'f1') return 2_000_000n;
  if (scheme === 'f2') return 1_000_000n;
  return 0n;
}

/** The fee the usage costs at a minimum fee, rounded up (data/basics FeeForUsage). */
export function feeOfUsage(minFee: bigint, usage: bigint): bigint {
  return (minFee * usage + 999_999n) / 1_000_000n;
}

const PQA = new TextEncoder().encode('PQA');

/** go: basics.PQAddress. */
export function pqAddressOf(scheme: Uint8Array, salt: number, publicKey: Uint8Array): string {
  return addressFromPublicKey(sha512_256(Uint8Array.from([...PQA, ...scheme, salt, ...publicKey])));
}

/**
 * The scheme as either answer writes it: the indexer's string (`f1`), or algod's block JSON, which
 * encodes the 2-byte array as base64 (`ZjE=`).
 */
function schemeText(raw: JsonValue | undefined): string | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined;
  if (raw.length === 2) return raw;
  const bytes = base64Bytes(raw);
  return bytes?.length === 2 ? String.fromCharCode(bytes[0] as number, bytes[1] as number) : undefined;
}

function text(raw: JsonValue | undefined): string {
  return typeof raw === 'string' ? raw : '';
}

/**
 * A `pqsig` object from the indexer (`public-key`, `scheme`, `signature`, `salt`: algosdk 3.8's
 * TransactionSignaturePQsig) or from algod's block (`pk`, `sch`, `sig`, `slt`), or undefined when
 * it holds none (go's PQSig.Blank: an absent envelope).
 */
export function describePQSig(raw: JsonValue | undefined): PQSigView | undefined {
  if (raw === undefined || !isJsonObject(raw)) return undefined;
  const scheme = schemeText(raw['scheme'] ?? raw['sch']);
  const publicKey = text(raw['public-key'] ?? raw['pk']);
  const signature = text(raw['signature'] ?? raw['sig']);
  const salt = Number(toBigInt(raw['salt'] ?? raw['slt'] ?? 0));
  if (scheme === undefined && publicKey === '' && signature === '' && salt === 0) return undefined;
  const schemeId = scheme ?? '';
  const pk = base64Bytes(publicKey) ?? new Uint8Array();
  const view: PQSigView = {
    scheme: schemeId,
    salt,
    publicKey,
    publicKeyBytes: pk.length,
    signatureBytes: base64Bytes(signature)?.length ?? 0,
    address: pqAddressOf(new TextEncoder().encode(schemeId), salt, pk),
    feeUsage: pqSchemeFeeUsage(schemeId),
  };
  const name = SCHEME_NAMES[schemeId];
  if (name !== undefined) view.schemeName = name;
  return view;
}
