import algosdk from 'algosdk';
import type { AbiField, AbiFormValue } from '../abi/AbiField';
import { formValueOf } from '../abi/formValueOf';
import { readAbiValue } from '../abi/readAbiValue';
import { SextantError } from '../errors/SextantError';
import { decodeBase64 } from '../txn/decodeBytesText';
import { argSlots, returnField } from './argSlots';
import { buildAppCall, type CallArg } from './buildAppCall';
import type { ContractSpec, DefaultValue } from './ContractSpec';
import { decodeReturnValue } from './decodeReturnValue';
import { formValueFromAvm, literalFormValue } from './defaultFormValue';
import { simulateAppCall } from './simulateAppCall';

export const DEFAULT_MESSAGES = {
  needsApp: (source: string) => `Reads ${source} state: set the app id first.`,
  needsSender: 'Reads the sender’s local state: choose the sender first.',
  notSet: (source: string, key: string) => `Not in ${source} state: no value at ${key}.`,
  noBox: (key: string) => `No box named ${key}.`,
  noMethod: (sig: string) => `The default comes from ${sig}, which the spec does not have.`,
  notReadonly: (sig: string) => `The default comes from ${sig}, which is not readonly.`,
  methodArg: (sig: string, arg: string) =>
    `The default comes from ${sig}, whose argument ${arg} has no default.`,
  methodFailed: (sig: string, why: string) => `${sig} failed: ${why}`,
  tooDeep: 'Defaults call each other too deeply.',
  noReturn: (sig: string) => `${sig} returned no value.`,
} as const;

export class DefaultValueError extends SextantError<'default-unavailable'> {
  override name = 'DefaultValueError';
}

const fail = (message: string): never => {
  throw new DefaultValueError('default-unavailable', message);
};

export interface DefaultContext {
  algod: algosdk.Algodv2;
  spec: ContractSpec;
  /** The app to read state from (undefined before it exists). */
  appId: bigint | undefined;
  /** The account calling (for local state, and as the sender of a method default's simulate). */
  sender: string | undefined;
}

const keyText = (b64: string) => {
  const bytes = decodeBase64(b64) ?? new Uint8Array();
  const t = new TextDecoder().decode(bytes);
  return /^[\x20-\x7e]+$/.test(t)
    ? `"${t}"`
    : `0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
};

async function fromMethod(
  ctx: DefaultContext,
  field: AbiField,
  sig: string,
  depth: number,
): Promise<AbiFormValue> {
  if (depth > 3) fail(DEFAULT_MESSAGES.tooDeep);
  const method = ctx.spec.methods.find((m) => m.signature === sig || m.name === sig);
  if (method === undefined) return fail(DEFAULT_MESSAGES.noMethod(sig));
  if (!method.readonly) fail(DEFAULT_MESSAGES.notReadonly(sig));
  if (ctx.appId === undefined) return fail(DEFAULT_MESSAGES.needsApp('a method'));
  const args: CallArg[] = [];
  for (const slot of argSlots(method, ctx.spec)) {
    const dv = slot.arg.defaultValue;
    if (slot.kind !== 'value' || dv === undefined)
      return fail(DEFAULT_MESSAGES.methodArg(sig, slot.arg.name));
    const r = readAbiValue(slot.field, await resolveDefault(ctx, slot.field, dv, depth + 1));
    if (!r.ok) return fail(DEFAULT_MESSAGES.methodArg(sig, slot.arg.name));
    args.push({ value: r.value });
  }
  const suggested = await ctx.algod.getTransactionParams().do();
  // any funded-or-not address works as the simulated sender when none is chosen yet
  const sender = ctx.sender ?? algosdk.getApplicationAddress(ctx.appId).toString();
  const txns = buildAppCall({ appId: ctx.appId, sender, onComplete: 'NoOp', method, args }, suggested);
  const sim = await simulateAppCall(ctx.algod, txns, { readonly: true });
  if (!sim.report.ok) return fail(DEFAULT_MESSAGES.methodFailed(sig, sim.report.error?.message ?? ''));
  const logs = sim.response.txnGroups[0]?.txnResults[txns.length - 1]?.txnResult.logs ?? [];
  const rf = returnField(method, ctx.spec);
  const r = decodeReturnValue(rf, logs);
  if (r.kind !== 'value' || rf === undefined) return fail(DEFAULT_MESSAGES.noReturn(sig));
  if (rf.type === field.type) return formValueOf(field, r.value);
  return typeof r.value === 'bigint' || typeof r.value === 'number'
    ? formValueFromAvm(field, { uint: BigInt(r.value) })
    : formValueFromAvm(field, { bytes: r.raw });
}

/**
 * An ARC-56 default value → what the argument's input is filled with. literal: the data itself;
 * global / local: the app's (the sender's) state at that key; box: the box's contents; method:
 * the readonly method run through simulate (its own arguments from their defaults). A default
 * that cannot be had says why (DefaultValueError); the field then stays for the person to fill.
 */
export async function resolveDefault(
  ctx: DefaultContext,
  field: AbiField,
  dv: DefaultValue,
  depth = 0,
): Promise<AbiFormValue> {
  switch (dv.source) {
    case 'literal':
      return literalFormValue(field, dv);
    case 'method':
      return fromMethod(ctx, field, dv.data, depth);
    case 'global': {
      if (ctx.appId === undefined) return fail(DEFAULT_MESSAGES.needsApp('global'));
      const app = await ctx.algod.getApplicationByID(ctx.appId).do();
      const kv = app.params?.globalState?.find((s) => algosdk.bytesToBase64(s.key) === dv.data);
      if (kv === undefined) return fail(DEFAULT_MESSAGES.notSet('global', keyText(dv.data)));
      return formValueFromAvm(
        field,
        kv.value.type === 2 ? { uint: kv.value.uint } : { bytes: kv.value.bytes },
      );
    }
    case 'local': {
      if (ctx.appId === undefined) return fail(DEFAULT_MESSAGES.needsApp('local'));
      if (ctx.sender === undefined || ctx.sender === '') return fail(DEFAULT_MESSAGES.needsSender);
      let info: algosdk.modelsv2.AccountApplicationResponse | undefined;
      try {
        info = await ctx.algod.accountApplicationInformation(ctx.sender, ctx.appId).do();
      } catch {
        info = undefined;
      }
      const kv = info?.appLocalState?.keyValue?.find((s) => algosdk.bytesToBase64(s.key) === dv.data);
      if (kv === undefined) return fail(DEFAULT_MESSAGES.notSet('local', keyText(dv.data)));
      return formValueFromAvm(
        field,
        kv.value.type === 2 ? { uint: kv.value.uint } : { bytes: kv.value.bytes },
      );
    }
    case 'box': {
      if (ctx.appId === undefined) return fail(DEFAULT_MESSAGES.needsApp('box'));
      const name = decodeBase64(dv.data) ?? new Uint8Array();
      let box: algosdk.modelsv2.Box;
      try {
        box = await ctx.algod.getApplicationBoxByName(ctx.appId, name).do();
      } catch {
        return fail(DEFAULT_MESSAGES.noBox(keyText(dv.data)));
      }
      return formValueFromAvm(field, { bytes: box.value });
    }
  }
}
