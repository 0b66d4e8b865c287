import type algosdk from 'algosdk';
import { addressFromPublicKey } from '../address/addressFromPublicKey';
import type { AbiField } from '../abi/AbiField';
import { displayAbiValue, type DisplayValue } from '../abi/displayAbiValue';
import { bytesToBase64, bytesToHex, decodeBase64 } from '../txn/decodeBytesText';
import type { ContractSpec } from './ContractSpec';
import { decodeArc28Events, type DecodedEvent } from './decodeArc28Events';
import { decodeReturnValue } from './decodeReturnValue';

export interface StateChange {
  scope: 'global' | 'local' | 'box';
  /** The account whose local state changed (local only). */
  account?: string;
  /** The key as text when it is printable, else 0x-hex. */
  key: string;
  /** The spec's name for the key, when it declares it. */
  name?: string;
  action: 'set' | 'delete';
  value?: string;
  /**
   * The bytes written, as base64, when the value is bytes not decoded into something else by the
   * spec (a uint or a struct has none): the outcome offers them as text, hex, base64 or an address.
   */
  bytes?: string;
}

export interface InnerTxnSummary {
  type: string;
  sender: string;
  /** Receiver, asset or app, as one short line. */
  detail: string;
}

export interface CallOutcome {
  returned:
    | { kind: 'void' }
    | { kind: 'value'; value: DisplayValue; hex: string }
    | { kind: 'missing' }
    | { kind: 'undecodable'; hex: string; why: string };
  events: DecodedEvent[];
  /** Every log as base64, as the node sends it (events and the return value included). */
  logs: string[];
  inner: InnerTxnSummary[];
  stateChanges: StateChange[];
  createdAppId?: bigint;
}

const printable = /^[\x20-\x7e]*$/;

export function showBytes(bytes: Uint8Array): string {
  const text = new TextDecoder().decode(bytes);
  return bytes.length > 0 && printable.test(text) ? text : `0x${bytesToHex(bytes)}`;
}

/**
 * A written value: a uint as a number; bytes the spec declares an `address` as the address (not
 * 64 hex digits), other bytes as text when printable, else 0x-hex.
 */
function deltaValue(d: algosdk.modelsv2.EvalDelta, valueType: string | undefined): string | undefined {
  if (d.action === 2) return String(d.uint ?? 0n);
  if (d.action !== 1) return undefined;
  const bytes = decodeBase64(d.bytes ?? '') ?? new Uint8Array();
  if (valueType === 'address' && bytes.length === 32) return addressFromPublicKey(bytes);
  return showBytes(bytes);
}

/** The spec's keys of a scope by their base64 key: name and declared value type. */
function keyNames(
  spec: ContractSpec | undefined,
  scope: 'global' | 'local',
): Map<string, { name: string; valueType: string }> {
  const out = new Map<string, { name: string; valueType: string }>();
  for (const [name, k] of Object.entries(spec?.state.keys[scope] ?? {}))
    out.set(k.key, { name, valueType: k.valueType });
  return out;
}

function changes(
  list: readonly algosdk.modelsv2.EvalDeltaKeyValue[] | undefined,
  scope: 'global' | 'local',
  names: Map<string, { name: string; valueType: string }>,
  account?: string,
): StateChange[] {
  return (list ?? []).map((kv) => {
    // the key arrives as base64, the same text the spec declares keys in
    const declared = names.get(kv.key);
    const name = declared?.name;
    const value = deltaValue(kv.value, declared?.valueType);
    const bytes = kv.value.action === 1 ? (kv.value.bytes ?? '') : undefined;
    return {
      scope,
      key: showBytes(decodeBase64(kv.key) ?? new Uint8Array()),
      action: kv.value.action === 3 ? 'delete' : 'set',
      ...(account !== undefined && { account }),
      ...(name !== undefined && { name }),
      ...(value !== undefined && { value }),
      ...(bytes !== undefined && { bytes }),
    };
  });
}

function innerSummary(r: algosdk.modelsv2.PendingTransactionResponse): InnerTxnSummary {
  const t = r.txn.txn;
  const detail =
    t.payment !== undefined
      ? `${t.payment.amount} µAlgo → ${t.payment.receiver.toString()}`
      : t.assetTransfer !== undefined
        ? `${t.assetTransfer.amount} of asset ${t.assetTransfer.assetIndex} → ${t.assetTransfer.receiver.toString()}`
        : t.applicationCall !== undefined
          ? `app ${t.applicationCall.appIndex === 0n ? `created ${r.applicationIndex ?? ''}` : t.applicationCall.appIndex}`
          : t.assetConfig !== undefined
            ? `asset ${t.assetConfig.assetIndex === 0n ? `created ${r.assetIndex ?? ''}` : t.assetConfig.assetIndex}`
            : '';
  return { type: t.type, sender: t.sender.toString(), detail };
}

/**
 * What an app call did, read from its result (a simulate txnResult or the committed transaction's
 * pending info, which have the same shape): the decoded return value (structs by field name),
 * ARC-28 events, logs, inner transactions and state changes named by the spec's keys.
 */
export function readCallOutcome(
  result: algosdk.modelsv2.PendingTransactionResponse,
  spec: ContractSpec | undefined,
  returns: AbiField | undefined,
): CallOutcome {
  const logs = result.logs ?? [];
  const r = decodeReturnValue(returns, logs);
  const returned: CallOutcome['returned'] =
    r.kind === 'value' && returns !== undefined
      ? { kind: 'value', value: displayAbiValue(returns, r.value), hex: bytesToHex(r.raw) }
      : r.kind === 'undecodable'
        ? { kind: 'undecodable', hex: bytesToHex(r.raw), why: r.why }
        : r.kind === 'value'
          ? { kind: 'missing' }
          : r;
  const local = keyNames(spec, 'local');
  return {
    returned,
    events: spec === undefined ? [] : decodeArc28Events(logs, spec),
    logs: logs.map((l) => bytesToBase64(l)),
    inner: (result.innerTxns ?? []).map(innerSummary),
    stateChanges: [
      ...changes(result.globalStateDelta, 'global', keyNames(spec, 'global')),
      ...(result.localStateDelta ?? []).flatMap((d) => changes(d.delta, 'local', local, d.address)),
    ],
    ...(result.applicationIndex !== undefined && { createdAppId: result.applicationIndex }),
  };
}
