import { revealBidi } from '../format/revealBidi';
import { toBigInt } from '../format/toBigInt';
import { isJsonObject } from '../json/isJsonObject';
import type { JsonValue } from '../json/JsonValue';
import type { FieldValue, TxnField } from './TransactionView';

const ADDRESS_KEYS = new Set([
  'receiver',
  'close-remainder-to',
  'close-to',
  'sender',
  'address',
  'manager',
  'reserve',
  'freeze',
  'clawback',
  'creator',
  'hb-address',
  'accounts',
]);
const ASSET_KEYS = new Set(['asset-id', 'foreign-assets']);
const APP_KEYS = new Set(['application-id', 'foreign-apps']);
const ROUND_KEYS = new Set(['vote-first-valid', 'vote-last-valid']);
const AMOUNT_KEYS = new Set(['amount', 'close-amount']);

/** `close-remainder-to` → `Close remainder to`. */
export function fieldLabel(key: string): string {
  const words = key.replace(/-b64$/, '').split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function scalar(key: string, value: JsonValue, context: Context): FieldValue {
  if (typeof value === 'string') {
    if (ADDRESS_KEYS.has(key)) return { kind: 'address', value };
    if (key.endsWith('-b64') || isBinaryKey(key)) return { kind: 'bytes', value };
    return { kind: 'text', value: revealBidi(value) };
  }
  if (typeof value === 'boolean') return { kind: 'bool', value };
  if (typeof value === 'number' || typeof value === 'bigint') {
    const n = toBigInt(value);
    if (ASSET_KEYS.has(key)) return { kind: 'asset', value: n };
    if (APP_KEYS.has(key)) return { kind: 'application', value: n };
    if (ROUND_KEYS.has(key)) return { kind: 'round', value: n };
    if (AMOUNT_KEYS.has(key) && context.type === 'pay') return { kind: 'algos', value: n };
    if (AMOUNT_KEYS.has(key) && context.type === 'axfer')
      return { kind: 'assetAmount', value: n, assetId: context.assetId };
    return { kind: 'number', value: n };
  }
  return {
    kind: 'text',
    value: JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
  };
}

function isBinaryKey(key: string): boolean {
  return (
    /program|args|key|hash|proof|seed|lease|note|name-b64|box|commitment|sig|message/i.test(key) &&
    !ADDRESS_KEYS.has(key)
  );
}

interface Context {
  type: string;
  assetId: bigint;
}

/**
 * A type-specific object (`payment-transaction`, `application-transaction` …) flattened into labelled
 * fields: nested objects become `params.total`-style keys, lists stay lists. Every field is kept.
 */
export function txnFields(type: string, body: { [key: string]: JsonValue } | undefined): TxnField[] {
  if (body === undefined) return [];
  const context: Context = { type, assetId: toBigInt(body['asset-id']) };
  const out: TxnField[] = [];
  const walk = (prefix: string, object: { [key: string]: JsonValue }) => {
    for (const [key, value] of Object.entries(object)) {
      // The access list has its own typed view (describeAccessList).
      if (value === null || (prefix === '' && key === 'access')) continue;
      const path = prefix === '' ? key : `${prefix}.${key}`;
      const label =
        prefix === '' ? fieldLabel(key) : `${fieldLabel(prefix)}: ${fieldLabel(key).toLowerCase()}`;
      if (Array.isArray(value)) {
        out.push({
          key: path,
          label,
          value: { kind: 'list', items: value.map((v) => listItem(key, v, context)) },
        });
      } else if (isJsonObject(value)) {
        walk(path, value);
      } else {
        out.push({ key: path, label, value: scalar(key, value, context) });
      }
    }
  };
  walk('', body);
  return out.filter((f) => !saysNothing(type, body, f));
}

const SCHEMA_KEYS = /^(global-state-schema|local-state-schema)\.|^extra-program-pages$/;

/**
 * A zero schema or zero extra pages on an app call that neither creates nor updates: the node ignores
 * them there (go: ledger/apply/application.go reads them only for create and, since v42, update), so
 * a plain NoOp call does not list empty schema rows.
 */
function saysNothing(type: string, body: { [key: string]: JsonValue }, f: TxnField): boolean {
  if (type !== 'appl' || !SCHEMA_KEYS.test(f.key)) return false;
  const creates = toBigInt(body['application-id']) === 0n;
  const updates = body['on-completion'] === 'update';
  return !creates && !updates && f.value.kind === 'number' && f.value.value === 0n;
}

function listItem(key: string, value: JsonValue, context: Context): FieldValue {
  if (isJsonObject(value) || Array.isArray(value)) return scalar(key, value, context);
  // List items of `application-args`, `accounts`… take their kind from the list's key.
  return scalar(key, value, context);
}
