/** Availability checks for values assigned to inner transaction fields (go's assign*). */
import { AvmError } from '../AvmError';
import type { Machine } from '../Machine';
import { addrText, availableAccount, availableApp, availableAsset } from '../resources/access';
import { toBig, type Value } from '../values';

function goBytes(b: Uint8Array): string {
  return `[]byte{${[...b].map((x) => `0x${x.toString(16)}`).join(', ')}}`;
}

export function accountReferenceForAssign(cx: Machine, v: Value): Uint8Array {
  if (typeof v !== 'object' || v.length !== 32) throw new AvmError('not an address');
  if (!availableAccount(cx, v)) throw new AvmError(`unavailable Account ${addrText(v)}`);
  return v;
}

export function assignAsset(cx: Machine, v: Value): bigint {
  if (typeof v === 'object') throw new AvmError(`${goBytes(v)} is not a uint64`);
  const id = toBig(v);
  if (!availableAsset(cx, id)) throw new AvmError(`unavailable Asset ${id}`);
  return id;
}

export function assignApp(cx: Machine, v: Value): bigint {
  if (typeof v === 'object') throw new AvmError(`${goBytes(v)} is not a uint64`);
  const id = toBig(v);
  if (!availableApp(cx, id)) throw new AvmError(`unavailable App ${id}`);
  return id;
}
