/** Box ops (v8+; splice and resize v10) with go-algorand's availability and I/O budget rules. */
import { appAddress } from '../appAddress';
import { AvmError } from '../AvmError';
import type { OpFn } from '../Instr';
import type { Machine } from '../Machine';
import { boxKey } from '../resources/Resources';
import { SHARED_RESOURCES_VERSION } from '../../versions';
import { bytesKey, hex, keyBytes, toBig, type Uint } from '../values';
import { extractCarefully, replaceCarefully } from './bytes';

const CREATE = 0;
const READ = 1;
const WRITE = 2;
const DELETE = 3;
const RESIZE = 4;

const boxHex = (name: string): string => `0x${hex(keyBytes(name))}`;

/** go's availableBox: the box's content (if it exists) after checking and accounting access. */
function availableBox(cx: Machine, name: string, op: number, createSize: number): Uint8Array | undefined {
  if (cx.txn.onCompletion === 3n) throw new AvmError('boxes may not be accessed from ClearState program');
  const r = cx.group.available;
  if (!r) throw new AvmError('boxes are only available in application mode');
  const key = boxKey(cx.appId, name);
  let dirty = r.boxes.get(key);
  let ok = dirty !== undefined;
  let newAppAccess = false;
  if (!ok && cx.params.enableUnnamedBoxAccessInNewApps && r.createdApps.has(cx.appId)) {
    newAppAccess = true;
    if (r.unnamedAccess > 0) {
      ok = true;
      r.unnamedAccess--;
      dirty = false;
    }
  }
  if (!ok && r.unnamed !== undefined && cx.version >= SHARED_RESOURCES_VERSION) {
    // Simulate's allow-unnamed-resources: the box is granted as if referenced (with its I/O budget).
    r.unnamed.boxes.set(key, [cx.appId, keyBytes(name)]);
    r.ioBudget += cx.params.bytesPerBoxReference;
    ok = true;
    dirty = false;
  }
  if (!ok) throw new AvmError(`invalid Box reference ${boxHex(name)}`);
  const content = newAppAccess ? undefined : cx.ledgerOrThrow().getBox(cx.appId, name);
  switch (op) {
    case CREATE:
      if (content !== undefined) {
        if (createSize !== content.length)
          throw new AvmError(`box size mismatch ${content.length} ${createSize}`);
        return content;
      }
      if (!dirty) r.dirtyBytes += createSize;
      dirty = true;
      break;
    case WRITE:
      if (!dirty) r.dirtyBytes += content !== undefined ? content.length : createSize;
      dirty = true;
      break;
    case RESIZE:
      if (dirty) r.dirtyBytes -= content?.length ?? 0;
      r.dirtyBytes += createSize;
      dirty = true;
      break;
    case DELETE:
      if (dirty) r.dirtyBytes -= content?.length ?? 0;
      dirty = false;
      break;
    default:
      break;
  }
  r.boxes.set(key, dirty ?? false);
  while (r.unnamed !== undefined && r.dirtyBytes > r.ioBudget) {
    r.unnamed.extraBoxRefs++;
    r.ioBudget += cx.params.bytesPerBoxReference;
  }
  if (r.dirtyBytes > r.ioBudget) {
    // go v5.0: data/transactions/logic/box.go availableBox.
    const verb =
      op === CREATE ? 'creating' : op === WRITE ? 'writing' : op === RESIZE ? 'resizing' : 'accessing';
    throw new AvmError(
      `write budget exceeded (${r.dirtyBytes} > ${r.ioBudget}) while ${verb} box ${boxHex(name)}`,
    );
  }
  return content;
}

function lengthChecks(cx: Machine, name: string, size: bigint): void {
  if (name.length === 0) throw new AvmError('box names may not be zero length');
  if (name.length > cx.params.maxAppKeyLen)
    throw new AvmError(`name too long: length was ${name.length}, maximum is ${cx.params.maxAppKeyLen}`);
  if (size > BigInt(cx.params.maxBoxSize))
    throw new AvmError(`box size too large: ${size}, maximum is ${cx.params.maxBoxSize}`);
}

const nameAt = (cx: Machine, depth: number): string =>
  bytesKey(cx.stack[cx.stack.length - 1 - depth] as Uint8Array);
const uintAt = (cx: Machine, depth: number): Uint => cx.stack[cx.stack.length - 1 - depth] as Uint;

const boxCreate: OpFn = (cx) => {
  const name = nameAt(cx, 1);
  const size = toBig(uintAt(cx, 0));
  lengthChecks(cx, name, size);
  const existing = availableBox(cx, name, CREATE, Number(size));
  if (existing === undefined) {
    const value = new Uint8Array(Number(size));
    cx.ledgerOrThrow().newBox(cx.appId, name, value, appAddress(cx.appId));
  }
  cx.stack.pop();
  cx.stack[cx.stack.length - 1] = existing === undefined ? 1 : 0;
};

const boxExtract: OpFn = (cx) => {
  const name = nameAt(cx, 2);
  const start = uintAt(cx, 1);
  const length = uintAt(cx, 0);
  const end = toBig(start) + toBig(length);
  lengthChecks(cx, name, end > 0xffff_ffff_ffff_ffffn ? 0xffff_ffff_ffff_ffffn : end);
  const content = availableBox(cx, name, READ, 0);
  if (content === undefined) throw new AvmError(`no such box ${boxHex(name)}`);
  const bytes = extractCarefully(content, start, length);
  cx.stack.length -= 2;
  cx.stack[cx.stack.length - 1] = bytes;
};

const boxReplace: OpFn = (cx) => {
  const replacement = cx.stack[cx.stack.length - 1] as Uint8Array;
  const start = uintAt(cx, 1);
  const name = nameAt(cx, 2);
  lengthChecks(cx, name, toBig(start) + BigInt(replacement.length));
  const content = availableBox(cx, name, WRITE, 0);
  if (content === undefined) throw new AvmError(`no such box ${boxHex(name)}`);
  const bytes = replaceCarefully(content, replacement, start);
  cx.stack.length -= 3;
  cx.ledgerOrThrow().setBox(cx.appId, name, bytes);
};

const boxSplice: OpFn = (cx) => {
  const replacement = cx.stack[cx.stack.length - 1] as Uint8Array;
  const length = toBig(uintAt(cx, 1));
  const start = toBig(uintAt(cx, 2));
  const name = nameAt(cx, 3);
  lengthChecks(cx, name, 0n);
  const content = availableBox(cx, name, WRITE, 0);
  if (content === undefined) throw new AvmError(`no such box ${boxHex(name)}`);
  const len = BigInt(content.length);
  if (start > len) throw new AvmError(`replacement start ${start} beyond length: ${content.length}`);
  const oend = start + length;
  if (oend > 0xffff_ffff_ffff_ffffn) throw new AvmError('splice end exceeds uint64');
  if (oend > len) throw new AvmError(`splice end ${oend} beyond original length: ${content.length}`);
  const st = Number(start);
  if (replacement.length > content.length - st) throw new AvmError('splice inserted bytes too long');
  // Same size as before: zeros shift in at the end, or high bytes fall off.
  const clone = new Uint8Array(content.length);
  clone.set(content.subarray(0, st));
  clone.set(replacement, st);
  const tail = content.subarray(Number(oend));
  clone.set(tail.subarray(0, content.length - st - replacement.length), st + replacement.length);
  cx.stack.length -= 4;
  cx.ledgerOrThrow().setBox(cx.appId, name, clone);
};

const boxDel: OpFn = (cx) => {
  const name = nameAt(cx, 0);
  lengthChecks(cx, name, 0n);
  const content = availableBox(cx, name, DELETE, 0);
  if (content !== undefined) {
    cx.ledgerOrThrow().delBox(cx.appId, name, appAddress(cx.appId));
  }
  cx.stack[cx.stack.length - 1] = content !== undefined ? 1 : 0;
};

const boxResize: OpFn = (cx) => {
  const name = nameAt(cx, 1);
  const size = toBig(uintAt(cx, 0));
  lengthChecks(cx, name, size);
  const content = availableBox(cx, name, RESIZE, Number(size));
  if (content === undefined) throw new AvmError(`no such box ${boxHex(name)}`);
  const ledger = cx.ledgerOrThrow();
  const addr = appAddress(cx.appId);
  ledger.delBox(cx.appId, name, addr);
  const resized = new Uint8Array(Number(size));
  resized.set(content.subarray(0, Math.min(content.length, Number(size))));
  ledger.newBox(cx.appId, name, resized, addr);
  cx.stack.length -= 2;
};

const boxLen: OpFn = (cx) => {
  const name = nameAt(cx, 0);
  lengthChecks(cx, name, 0n);
  const content = availableBox(cx, name, READ, 0);
  cx.stack[cx.stack.length - 1] = content?.length ?? 0;
  cx.stack.push(content !== undefined ? 1 : 0);
};

const boxGet: OpFn = (cx) => {
  const name = nameAt(cx, 0);
  lengthChecks(cx, name, 0n);
  const content = availableBox(cx, name, READ, 0);
  cx.stack[cx.stack.length - 1] = content ?? new Uint8Array(0);
  cx.stack.push(content !== undefined ? 1 : 0);
};

const boxPut: OpFn = (cx) => {
  const value = cx.stack[cx.stack.length - 1] as Uint8Array;
  const name = nameAt(cx, 1);
  lengthChecks(cx, name, BigInt(value.length));
  const content = availableBox(cx, name, WRITE, value.length);
  cx.stack.length -= 2;
  const ledger = cx.ledgerOrThrow();
  if (content !== undefined) {
    if (content.length !== value.length)
      throw new AvmError(`attempt to box_put wrong size ${content.length} != ${value.length}`);
    ledger.setBox(cx.appId, name, value);
  } else ledger.newBox(cx.appId, name, value, appAddress(cx.appId));
};

export const BOX_OPS: Readonly<Record<string, OpFn>> = {
  box_create: boxCreate,
  box_extract: boxExtract,
  box_replace: boxReplace,
  box_splice: boxSplice,
  box_del: boxDel,
  box_resize: boxResize,
  box_len: boxLen,
  box_get: boxGet,
  box_put: boxPut,
};
