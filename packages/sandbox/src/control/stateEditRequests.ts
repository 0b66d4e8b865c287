import { parseBoxName } from '../algod/parseBoxName';
import { HttpError } from '../http/HttpError';
import { MAX_BOX_SIZE } from '../ledger/edit/applySandboxEdit';
import { MAX_EDIT_NOTE } from '../ledger/edit/makeEditTxn';
import { encodeSandboxEdit, type EditEntry, type SandboxEdit } from '../ledger/edit/SandboxEdit';
import { ControlError } from './ControlError';

/** Bytes in a request: algod's `encoding:value` (`str:`, `b64:`, `int:`, `addr:`), as its box names. */
export function requestBytes(raw: unknown, what: string): Uint8Array {
  if (typeof raw !== 'string')
    throw new ControlError(
      'bad-request',
      `${what} must be a string of the form encoding:value (str:, b64:, int:, addr:)`,
    );
  try {
    return parseBoxName(raw);
  } catch (err) {
    if (err instanceof HttpError) throw new ControlError('bad-request', `${what}: ${err.message}`);
    throw err;
  }
}

function uint64(raw: unknown, what: string): bigint {
  const ok =
    (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0) ||
    (typeof raw === 'string' && /^[0-9]{1,20}$/.test(raw) && BigInt(raw) < 1n << 64n);
  if (!ok) throw new ControlError('bad-request', `${what} must be a whole number from 0 to 2^64-1`);
  return BigInt(raw as number | string);
}

/** `{amount?, frozen?}` of a holding edit. */
export function holdingEdit(address: string, asset: bigint, body: Record<string, unknown>): SandboxEdit {
  const { amount, frozen } = body;
  if (amount === undefined && frozen === undefined)
    throw new ControlError('bad-request', 'give amount, frozen or both');
  if (frozen !== undefined && typeof frozen !== 'boolean')
    throw new ControlError('bad-request', 'frozen must be true or false');
  return {
    kind: 'holding',
    address,
    asset,
    ...(amount !== undefined && { amount: uint64(amount, 'amount') }),
    ...(frozen !== undefined && { frozen }),
  };
}

/**
 * `{set?: [{key, uint} | {key, bytes}], delete?: [key]}` of a global (no `address`) or local state
 * edit, as few edits as fit a note each (deletes first, so a full schema can swap keys).
 */
export function stateEdits(
  app: bigint,
  address: string | undefined,
  body: Record<string, unknown>,
): SandboxEdit[] {
  const { set = [], delete: remove = [] } = body;
  if (!Array.isArray(set) || !Array.isArray(remove))
    throw new ControlError('bad-request', 'set and delete must be lists');
  if (set.length === 0 && remove.length === 0)
    throw new ControlError('bad-request', 'give at least one key to set or delete');
  const entries: EditEntry[] = set.map((raw: unknown, i) => {
    if (typeof raw !== 'object' || raw === null)
      throw new ControlError('bad-request', `set[${i}] must be {key, uint} or {key, bytes}`);
    const r = raw as Record<string, unknown>;
    if ((r.uint === undefined) === (r.bytes === undefined))
      throw new ControlError('bad-request', `set[${i}] must have exactly one of uint or bytes`);
    const key = requestBytes(r.key, `set[${i}].key`);
    return {
      key,
      value:
        r.uint !== undefined
          ? { type: 2, uint: uint64(r.uint, `set[${i}].uint`) }
          : { type: 1, bytes: requestBytes(r.bytes, `set[${i}].bytes`) },
    };
  });
  const deletes = remove.map((raw: unknown, i) => requestBytes(raw, `delete[${i}]`));
  const make = (s: EditEntry[], d: Uint8Array[]): SandboxEdit =>
    address === undefined
      ? { kind: 'global', app, set: s, delete: d }
      : { kind: 'local', address, app, set: s, delete: d };
  const out: SandboxEdit[] = [];
  let s: EditEntry[] = [];
  let d: Uint8Array[] = [];
  // Room left for the nonce `makeEditTxn` adds.
  const fits = (edit: SandboxEdit) => encodeSandboxEdit(edit).length <= MAX_EDIT_NOTE - 40;
  for (const key of deletes) {
    if (!fits(make(s, [...d, key]))) {
      out.push(make(s, d));
      d = [];
    }
    d.push(key);
  }
  for (const entry of entries) {
    if (!fits(make([...s, entry], d))) {
      if (s.length + d.length === 0) throw new ControlError('bad-request', 'a key/value is too long to set');
      out.push(make(s, d));
      s = [];
      d = [];
    }
    s.push(entry);
  }
  if (s.length + d.length > 0) out.push(make(s, d));
  return out;
}

/** The raw bytes written per box edit (a note holds the rest: its JSON and base64). */
const BOX_CHUNK = 600;

/** `{name, value}` of a box edit: the box made `value`'s size, then written chunk by chunk. */
export function boxEdits(app: bigint, body: Record<string, unknown>): SandboxEdit[] {
  const name = requestBytes(body.name, 'name');
  if (name.length === 0 || name.length > 64)
    throw new ControlError('bad-request', 'name must be 1 to 64 bytes');
  const value = requestBytes(body.value, 'value');
  if (value.length > MAX_BOX_SIZE)
    throw new ControlError('bad-request', `value must be at most ${MAX_BOX_SIZE} bytes`);
  const out: SandboxEdit[] = [];
  for (let offset = 0; offset === 0 || offset < value.length; offset += BOX_CHUNK)
    out.push({
      kind: 'box',
      app,
      name,
      ...(offset === 0 && { size: value.length }),
      offset,
      bytes: value.subarray(offset, offset + BOX_CHUNK),
    });
  return out;
}
