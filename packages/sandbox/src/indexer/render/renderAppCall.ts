import type algosdk from 'algosdk';
import type { JsonObject } from './Json';
import { b64, b64OmitEmpty } from './encode';
import { addressText } from './addressText';

const ON_COMPLETION = ['noop', 'optin', 'closeout', 'clear', 'update', 'delete'] as const;

export function onCompletionName(oc: number): string {
  return ON_COMPLETION[oc] ?? 'unknown';
}

type ResourceRef = algosdk.ApplicationTransactionFields['access'][number];

function renderResourceRef(r: ResourceRef): JsonObject {
  if (r.address !== undefined) return { address: addressText(r.address) };
  if (r.appIndex !== undefined) return { 'application-id': r.appIndex };
  if (r.assetIndex !== undefined) return { 'asset-id': r.assetIndex };
  if (r.holding !== undefined)
    return { holding: { address: addressText(r.holding.address), asset: r.holding.assetIndex } };
  if (r.locals !== undefined)
    return { local: { address: addressText(r.locals.address), app: r.locals.appIndex } };
  if (r.box !== undefined) return { box: { app: r.box.appIndex, name: b64(r.box.name) } };
  return {};
}

/** `application-transaction`: every list is printed, empty or not; programs only when present. */
export function renderAppCall(a: algosdk.ApplicationTransactionFields): JsonObject {
  return {
    access: a.access.map(renderResourceRef),
    accounts: a.accounts.map((x) => addressText(x)),
    'application-args': a.appArgs.map((x) => b64(x)),
    'application-id': a.appIndex,
    'approval-program': b64OmitEmpty(a.approvalProgram),
    'box-references': a.boxes.map((bx) => ({ app: bx.appIndex, name: b64(bx.name) })),
    'clear-state-program': b64OmitEmpty(a.clearProgram),
    'extra-program-pages': a.extraPages === 0 ? undefined : a.extraPages,
    'foreign-apps': a.foreignApps.map((x) => x),
    'foreign-assets': a.foreignAssets.map((x) => x),
    'global-state-schema': { 'num-byte-slice': a.numGlobalByteSlices, 'num-uint': a.numGlobalInts },
    'local-state-schema': { 'num-byte-slice': a.numLocalByteSlices, 'num-uint': a.numLocalInts },
    'on-completion': onCompletionName(a.onComplete),
    'reject-version': a.rejectVersion === 0 ? undefined : a.rejectVersion,
  };
}
