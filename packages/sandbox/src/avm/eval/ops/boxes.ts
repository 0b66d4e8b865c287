/** Box ops (v8+; splice and resize v10) with go-algorand's availability and I/O budget rules. */
import { appAddress } from '../appAddress';
import { AvmError } from '../AvmError';
import type { OpFn } from '../Instr';
import type { Machine } from '../Machine';
import { authorizeBoxAccess } from '../resources/authorizeBoxAccess';
import { boxKey } from '../resources/Resources';
import { grantUnnamedBox, reconcileWriteBudget, writeBudget } from '../resources/ioBudget';
import { bytesKey, hex, keyBytes, toBig, type Uint } from '../values';
import { extractCarefully, replaceCarefully } from './bytes';

const CREATE = 0;
const READ = 1;
const WRITE = 2;
const DELETE = 3;
const RESIZE = 4;

const boxHex = (name: string): string => `0x${hex(keyBytes(name))}`;

const VERBS = ['creating', 'accessing', 'writing', 'accessing', 'resizing'];

/**
 * go's availableAppBox: the content of `app`'s box (if it exists) after checking availability
 * and v13's foreign/family permission, and accounting the write budget.
 */
function availableBox(
  cx: Machine,
  app: bigint,
  name: string,
  op: number,
  createSize: number,
): Uint8Array | undefined {
  if (cx.txn.onCompletion === 3n) throw new AvmError('boxes may not be accessed from ClearState program');
  const r = cx.group.available;
  if (!r) throw new AvmError('boxes are only available in application mode');
  const key = boxKey(app, name);
  let dirty = r.boxes.get(key);
  let ok = dirty !== undefined;
  let newAppAccess = false;
  if (!ok && cx.params.enableUnnamedBoxAccessInNewApps && r.createdApps.has(app)) {
    newAppAccess = true;
    if (r.unnamedAccess > 0) {
      ok = true;
      r.unnamedAccess--;
      dirty = false;
    }
  }
  if (!ok && r.unnamed !== undefined) {
    // Simulate's allow-unnamed-resources (go's resourcePolicy.AvailableBox, asked whatever the
    // program's version): granted as if referenced, its current size charged to the read budget.
    const size = newAppAccess ? 0 : (cx.ledgerOrThrow().getBox(app, name)?.length ?? 0);
    ok = grantUnnamedBox(r, key, [app, keyBytes(name)], size, cx.params.bytesPerBoxReference);
    if (ok) dirty = false;
  }
  if (!ok) throw new AvmError(`invalid Box reference ${boxHex(name)}`);
  authorizeBoxAccess(cx, app, op === READ ? 'read' : 'write');
  const content = newAppAccess ? undefined : cx.ledgerOrThrow().getBox(app, name);
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
  reconcileWriteBudget(r, cx.params.bytesPerBoxReference);
  const budget = writeBudget(r, cx.params.bytesPerBoxReference);
  if (r.dirtyBytes > budget)
    throw new AvmError(
      `write budget exceeded (${r.dirtyBytes} > ${budget}) while ${VERBS[op] ?? 'accessing'} box ${boxHex(name)}`,
    );
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

function boxCreate(cx: Machine, app: bigint): void {
  const name = nameAt(cx, 1);
  const size = toBig(uintAt(cx, 0));
  lengthChecks(cx, name, size);
  const existing = availableBox(cx, app, name, CREATE, Number(size));
  if (existing === undefined) {
    const value = new Uint8Array(Number(size));
    cx.ledgerOrThrow().newBox(app, name, value, appAddress(app));
  }
  cx.stack.pop();
  cx.stack[cx.stack.length - 1] = existing === undefined ? 1 : 0;
}

function boxExtract(cx: Machine, app: bigint): void {
  const name = nameAt(cx, 2);
  const start = uintAt(cx, 1);
  const length = uintAt(cx, 0);
  const end = toBig(start) + toBig(length);
  lengthChecks(cx, name, end > 0xffff_ffff_ffff_ffffn ? 0xffff_ffff_ffff_ffffn : end);
  const content = availableBox(cx, app, name, READ, 0);
  if (content === undefined) throw new AvmError(`no such box ${boxHex(name)}`);
  const bytes = extractCarefully(content, start, length);
  cx.stack.length -= 2;
  cx.stack[cx.stack.length - 1] = bytes;
}

function boxReplace(cx: Machine, app: bigint): void {
  const replacement = cx.stack[cx.stack.length - 1] as Uint8Array;
  const start = uintAt(cx, 1);
  const name = nameAt(cx, 2);
  lengthChecks(cx, name, toBig(start) + BigInt(replacement.length));
  const content = availableBox(cx, app, name, WRITE, 0);
  if (content === undefined) throw new AvmError(`no such box ${boxHex(name)}`);
  const bytes = replaceCarefully(content, replacement, start);
  cx.stack.length -= 3;
  cx.ledgerOrThrow().setBox(app, name, bytes);
}

function boxSplice(cx: Machine, app: bigint): void {
  const replacement = cx.stack[cx.stack.length - 1] as Uint8Array;
  const length = toBig(uintAt(cx, 1));
  const start = toBig(uintAt(cx, 2));
  const name = nameAt(cx, 3);
  lengthChecks(cx, name, 0n);
  const content = availableBox(cx, app, name, WRITE, 0);
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
  cx.ledgerOrThrow().setBox(app, name, clone);
}

function boxDel(cx: Machine, app: bigint): void {
  const name = nameAt(cx, 0);
  lengthChecks(cx, name, 0n);
  const content = availableBox(cx, app, name, DELETE, 0);
  if (content !== undefined) {
    cx.ledgerOrThrow().delBox(app, name, appAddress(app));
  }
  cx.stack[cx.stack.length - 1] = content !== undefined ? 1 : 0;
}

function boxResize(cx: Machine, app: bigint): void {
  const name = nameAt(cx, 1);
  const size = toBig(uintAt(cx, 0));
  lengthChecks(cx, name, size);
  const content = availableBox(cx, app, name, RESIZE, Number(size));
  if (content === undefined) throw new AvmError(`no such box ${boxHex(name)}`);
  const ledger = cx.ledgerOrThrow();
  const addr = appAddress(app);
  ledger.delBox(app, name, addr);
  const resized = new Uint8Array(Number(size));
  resized.set(content.subarray(0, Math.min(content.length, Number(size))));
  ledger.newBox(app, name, resized, addr);
  cx.stack.length -= 2;
}

function boxLen(cx: Machine, app: bigint): void {
  const name = nameAt(cx, 0);
  lengthChecks(cx, name, 0n);
  const content = availableBox(cx, app, name, READ, 0);
  cx.stack[cx.stack.length - 1] = content?.length ?? 0;
  cx.stack.push(content !== undefined ? 1 : 0);
}

function boxGet(cx: Machine, app: bigint): void {
  const name = nameAt(cx, 0);
  lengthChecks(cx, name, 0n);
  const content = availableBox(cx, app, name, READ, 0);
  cx.stack[cx.stack.length - 1] = content ?? new Uint8Array(0);
  cx.stack.push(content !== undefined ? 1 : 0);
}

function boxPut(cx: Machine, app: bigint): void {
  const value = cx.stack[cx.stack.length - 1] as Uint8Array;
  const name = nameAt(cx, 1);
  lengthChecks(cx, name, BigInt(value.length));
  const content = availableBox(cx, app, name, WRITE, value.length);
  cx.stack.length -= 2;
  const ledger = cx.ledgerOrThrow();
  if (content !== undefined) {
    if (content.length !== value.length)
      throw new AvmError(`attempt to box_put wrong size ${content.length} != ${value.length}`);
    ledger.setBox(app, name, value);
  } else ledger.newBox(app, name, value, appAddress(app));
}

/** The ops' operands below the app id of their app_box_ twin (go's popDeepAppID depth). */
const OPS: Record<string, readonly [(cx: Machine, app: bigint) => void, number]> = {
  create: [boxCreate, 2],
  extract: [boxExtract, 3],
  replace: [boxReplace, 3],
  splice: [boxSplice, 4],
  del: [boxDel, 1],
  resize: [boxResize, 2],
  len: [boxLen, 1],
  get: [boxGet, 1],
  put: [boxPut, 2],
};

/**
 * go's popDeepAppID: app_box_* carry the owning app's id below their box_* operands; removing it
 * leaves the box_* stack.
 */
function popDeepAppId(cx: Machine, depth: number): bigint {
  const at = cx.stack.length - 1 - depth;
  const app = toBig(cx.stack[at] as Uint);
  cx.stack.splice(at, 1);
  return app;
}

/** box_* (v8+): the running app's boxes. */
export const BOX_OPS: Readonly<Record<string, OpFn>> = Object.fromEntries(
  Object.entries(OPS).map(([name, [fn]]) => [`box_${name}`, (cx: Machine) => fn(cx, cx.appId)]),
);

/** app_box_* (v13): any app's boxes, as its ForeignBoxReads / FamilyBoxAccess allow. */
export const APP_BOX_OPS: Readonly<Record<string, OpFn>> = Object.fromEntries(
  Object.entries(OPS).map(([name, [fn, depth]]) => [
    `app_box_${name}`,
    (cx: Machine) => fn(cx, popDeepAppId(cx, depth)),
  ]),
);
