import type { RawResourceRef } from '../decode/decodedFields';

/** Consensus v42 (go-algorand v5.0.0 config/consensus.go): MaxAppKeyLen, AllowZeroLocalAppRef. */
const MAX_APP_KEY_LEN = 64;

const num = (v: unknown): bigint => (typeof v === 'bigint' ? v : typeof v === 'number' ? BigInt(v) : 0n);
const sub = (v: unknown): RawResourceRef | undefined =>
  v instanceof Map ? (v as RawResourceRef) : undefined;
const isAddress = (v: unknown): boolean => v instanceof Uint8Array && v.some((b) => b !== 0);

/** `access[i-1]` (indexes are 1-based), or undefined past the end. */
const at = (access: readonly RawResourceRef[], i: bigint): RawResourceRef | undefined =>
  i >= 1n && i <= BigInt(access.length) ? access[Number(i) - 1] : undefined;

/** The address half of HoldingRef/LocalsRef.Resolve: 0 is the sender, else an Address entry. */
function addressRefError(
  kind: string,
  address: bigint,
  access: readonly RawResourceRef[],
): string | undefined {
  if (address === 0n) return undefined;
  const ref = at(access, address);
  if (ref === undefined) return `${kind} Address reference ${address} outside tx.Access`;
  if (!isAddress(ref.get('d'))) return `${kind} Address reference ${address} is not an Address`;
  return undefined;
}

/** go: HoldingRef.Resolve. */
function holdingError(h: RawResourceRef, access: readonly RawResourceRef[]): string | undefined {
  const asset = num(h.get('s'));
  const addressError = addressRefError('holding', num(h.get('d')), access);
  if (addressError !== undefined) return addressError;
  const ref = at(access, asset);
  if (ref === undefined) return `holding Asset reference ${asset} outside tx.Access`;
  if (num(ref.get('s')) === 0n) return `holding Asset reference ${asset} is not an Asset`;
  return undefined;
}

/** go: LocalsRef.Resolve. */
function localsError(l: RawResourceRef, access: readonly RawResourceRef[]): string | undefined {
  const app = num(l.get('p'));
  const addressError = addressRefError('locals', num(l.get('d')), access);
  if (addressError !== undefined) return addressError;
  if (app !== 0n) {
    const ref = at(access, app);
    if (ref === undefined) return `locals App reference ${app} outside tx.Access`;
    if (num(ref.get('p')) === 0n) return `locals App reference ${app} is not an App`;
  }
  return undefined;
}

/** go: BoxRef.Resolve (index 0 is the called app). */
function boxError(index: bigint, access: readonly RawResourceRef[]): string | undefined {
  if (index === 0n) return undefined;
  const ref = at(access, index);
  if (ref === undefined) return `box Index ${index} outside tx.Access`;
  if (num(ref.get('p')) === 0n) return `box Index reference ${index} is not an App`;
  return undefined;
}

/**
 * go-algorand v5.0.0 data/transactions/application.go ResourceRef.wellFormed under consensus v42:
 * an entry is empty (a box quota bump) or exactly one kind of resource, and the indexes inside a
 * holding, locals or box entry point at entries of the right kind. Returns go's text, or undefined.
 */
export function resourceRefError(
  rr: RawResourceRef,
  access: readonly RawResourceRef[],
  inCreate: boolean,
): string | undefined {
  let count = 0;
  if (isAddress(rr.get('d'))) count++;
  if (num(rr.get('s')) !== 0n) count++;
  if (num(rr.get('p')) !== 0n) count++;
  const h = sub(rr.get('h'));
  if (h !== undefined && (num(h.get('d')) !== 0n || num(h.get('s')) !== 0n)) {
    const err = holdingError(h, access);
    if (err !== undefined) return err;
    count++;
  }
  const l = sub(rr.get('l'));
  if (l !== undefined && (num(l.get('d')) !== 0n || num(l.get('p')) !== 0n)) {
    // AllowZeroLocalAppRef (v42): a 0 app is the called app, except while creating it.
    if (inCreate && num(l.get('p')) === 0n)
      return '0 App in LocalsRef during app create is not allowed or necessary';
    const err = localsError(l, access);
    if (err !== undefined) return err;
    count++;
  }
  const b = sub(rr.get('b'));
  const name = b?.get('n');
  if (b !== undefined && (num(b.get('i')) !== 0n || name !== undefined)) {
    // EnableBoxRefNameError (v38 on).
    if (name instanceof Uint8Array && name.length > MAX_APP_KEY_LEN)
      return `tx.Access box Name too long, max len ${MAX_APP_KEY_LEN} bytes`;
    const err = boxError(num(b.get('i')), access);
    if (err !== undefined) return err;
    count++;
  }
  return count > 1 ? 'tx.Access element has fields from multiple types' : undefined;
}
