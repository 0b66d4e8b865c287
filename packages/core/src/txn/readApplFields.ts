import algosdk from 'algosdk';
import { readAbiCall } from '../contracts/readAbiCall';
import { FIELD_MESSAGES as F } from './fieldMessages';
import type { FieldReader } from './FieldReader';
import { decodeBase64 } from './decodeBytesText';
import { parseAppArg } from './parseAppArg';
import { readAccessList, readRejectVersion } from './readAccessList';
import type { ApplDraft, OnCompleteName } from './TxnDraft';

/** Consensus limits on an application call (v41/v42). */
export const MAX_APP_ARGS = 16;
export const MAX_APP_ARGS_BYTES = 2048;
export const MAX_APP_ACCOUNTS = 4;
export const MAX_APP_FOREIGN = 8;
export const MAX_APP_REFERENCES = 8;
export const MAX_EXTRA_PAGES = 3;
export const PROGRAM_PAGE_BYTES = 2048;
const MAX_SCHEMA = 64;

const ON_COMPLETE: Record<OnCompleteName, algosdk.OnApplicationComplete> = {
  noop: algosdk.OnApplicationComplete.NoOpOC,
  optIn: algosdk.OnApplicationComplete.OptInOC,
  closeOut: algosdk.OnApplicationComplete.CloseOutOC,
  clearState: algosdk.OnApplicationComplete.ClearStateOC,
  update: algosdk.OnApplicationComplete.UpdateApplicationOC,
  delete: algosdk.OnApplicationComplete.DeleteApplicationOC,
};

export function readApplFields(
  r: FieldReader,
  d: ApplDraft,
): algosdk.ApplicationCallTransactionParams | undefined {
  const appIndex = d.appId.trim() === '' ? 0n : r.uint64('appId', d.appId, true);
  const creating = appIndex === 0n;
  // Only NoOp and OptIn can create; the others act on an app that exists.
  if (creating && d.onComplete !== 'noop' && d.onComplete !== 'optIn') r.fail('appId', F.needsExistingApp);
  const out: algosdk.ApplicationCallTransactionParams = {
    appIndex: appIndex ?? 0n,
    onComplete: ON_COMPLETE[d.onComplete],
  };
  if (creating || d.onComplete === 'update') readPrograms(r, d, out, creating);
  if (creating) {
    out.numGlobalInts = r.smallInt('globalInts', d.globalInts, 0, MAX_SCHEMA) ?? 0;
    out.numGlobalByteSlices = r.smallInt('globalBytes', d.globalBytes, 0, MAX_SCHEMA) ?? 0;
    out.numLocalInts = r.smallInt('localInts', d.localInts, 0, 16) ?? 0;
    out.numLocalByteSlices = r.smallInt('localBytes', d.localBytes, 0, 16) ?? 0;
  }
  const accounts = d.accounts.flatMap((a, i) => r.address(`accounts.${i}`, a, true) ?? []);
  const foreignAssets = d.foreignAssets.flatMap((a, i) => r.uint64(`foreignAssets.${i}`, a, true, 1n) ?? []);
  const foreignApps = d.foreignApps.flatMap((a, i) => r.uint64(`foreignApps.${i}`, a, true, 1n) ?? []);
  out.accounts = accounts;
  out.foreignAssets = foreignAssets;
  out.foreignApps = foreignApps;
  if (d.abi === undefined) out.appArgs = readArgs(r, d.args);
  else {
    // An ABI method call: its arguments are the method's, its reference arguments join the lists.
    const call = readAbiCall(r, d.abi, {
      sender: d.sender.trim(),
      appId: appIndex ?? 0n,
      accounts,
      foreignApps,
      foreignAssets,
    });
    if (call !== undefined) {
      const { appArgs, ...lists } = call;
      Object.assign(out, lists);
      out.appArgs = appArgs;
      checkArgsSize(r, appArgs);
    }
  }
  out.boxes = d.boxes.flatMap((b, i) => {
    const app = b.appId.trim() === '' ? 0n : r.uint64(`boxes.${i}.appId`, b.appId, true);
    const name = parseAppArg(b.name);
    if (!name.ok)
      r.fail(
        `boxes.${i}.name`,
        name.problem === 'int' ? F.argInt : name.problem === 'address' ? F.address : F.argFormat,
      );
    return app === undefined || !name.ok ? [] : [{ appIndex: app, name: name.bytes }];
  });
  // Counted with what reference arguments added (the typed lists when they did not read).
  const nAccounts = Math.max(d.accounts.length, out.accounts.length);
  const nAssets = Math.max(d.foreignAssets.length, out.foreignAssets?.length ?? 0);
  const nApps = Math.max(d.foreignApps.length, out.foreignApps?.length ?? 0);
  if (nAccounts > MAX_APP_ACCOUNTS) r.fail('accounts', F.tooManyAccounts);
  if (nAssets > MAX_APP_FOREIGN) r.fail('foreignAssets', F.tooManyForeign);
  if (nApps > MAX_APP_FOREIGN) r.fail('foreignApps', F.tooManyForeign);
  if (d.boxes.length > MAX_APP_FOREIGN) r.fail('boxes', F.tooManyForeign);
  const references = nAccounts + nAssets + nApps + d.boxes.length;
  const access = readAccessList(r, d.access ?? [], {
    appIndex: appIndex ?? 0n,
    otherReferences: references,
  });
  if (access.length > 0) out.access = access;
  const rejectVersion = readRejectVersion(r, d.rejectVersion, appIndex ?? 0n);
  if (rejectVersion !== undefined) out.rejectVersion = rejectVersion;
  if (references > MAX_APP_REFERENCES) r.fail('references', F.tooManyReferences(references));
  return r.ok ? out : undefined;
}

function readPrograms(
  r: FieldReader,
  d: ApplDraft,
  out: algosdk.ApplicationCallTransactionParams,
  creating: boolean,
): void {
  const approval = readProgram(r, 'approvalProgram', d.approvalProgram);
  const clear = readProgram(r, 'clearProgram', d.clearProgram);
  const pages = creating
    ? (r.smallInt('extraPages', d.extraPages, 0, MAX_EXTRA_PAGES) ?? 0)
    : MAX_EXTRA_PAGES;
  if (creating) out.extraPages = pages;
  if (approval === undefined || clear === undefined) return;
  const max = PROGRAM_PAGE_BYTES * (1 + pages);
  // On update the app's own extra pages are not known here; the node checks against them.
  if (approval.length + clear.length > max)
    r.fail('approvalProgram', F.programsTooLong(max, approval.length + clear.length));
  out.approvalProgram = approval;
  out.clearProgram = clear;
}

function readProgram(r: FieldReader, field: string, text: string): Uint8Array | undefined {
  if (text.trim() === '') return r.fail(field, F.required);
  const bytes = decodeBase64(text);
  return bytes === undefined || bytes.length === 0 ? r.fail(field, F.programBase64) : bytes;
}

function readArgs(r: FieldReader, args: readonly string[]): Uint8Array[] {
  if (args.length > MAX_APP_ARGS) r.fail('args', F.tooManyArgs);
  const out: Uint8Array[] = [];
  args.forEach((text, i) => {
    const arg = parseAppArg(text);
    if (arg.ok) out.push(arg.bytes);
    else
      r.fail(
        `args.${i}`,
        arg.problem === 'int' ? F.argInt : arg.problem === 'address' ? F.address : F.argFormat,
      );
  });
  checkArgsSize(r, out);
  return out;
}

function checkArgsSize(r: FieldReader, args: readonly Uint8Array[]): void {
  const total = args.reduce((n, a) => n + a.length, 0);
  if (total > MAX_APP_ARGS_BYTES) r.fail('args', F.argsTooLong(total));
}
