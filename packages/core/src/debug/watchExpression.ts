import { isValidAddress } from '../address/isValidAddress';
import { decodeHex } from '../txn/decodeBytesText';
import type { AvmStackValue } from './AvmStackValue';
import type { TraceStep, TraceTimeline } from './replayTrace';
import { stateAtStep } from './stateAtStep';

/**
 * A watch the debugger keeps while stepping: a scratch slot, a stack position (0 the bottom, -1
 * the top), or a global, local or box key (text, `"quoted text"` or `0x` hex). A local key always
 * names its account first: local state is per account, and a watch that matched any account's
 * key would show one account's value under another's name. The account is an address
 * (`local <address> key`) or, as the program itself names accounts, an index into the running
 * app call's accounts (`local 0 key` is its sender, `local 1 key` its first foreign account), so
 * the watch follows whichever account that is in each transaction of the group.
 */
export type WatchExpression =
  | { kind: 'scratch'; slot: number }
  | { kind: 'stack'; position: number }
  | { kind: 'global' | 'box'; key: Uint8Array }
  | { kind: 'local'; key: Uint8Array; account: string }
  | { kind: 'local'; key: Uint8Array; accountIndex: number };

export const WATCH_MESSAGES = {
  empty: 'Type what to watch: scratch 3, stack -1, global count, local 0 count, box name.',
  unknown: (word: string) => `"${word}" is not something to watch: use scratch, stack, global, local or box.`,
  slot: 'A scratch slot is a whole number from 0 to 255.',
  position: 'A stack position is a whole number: 0 is the bottom, -1 the top.',
  key: 'Give the key as text, "quoted text" or 0x hex.',
  hex: 'Not hex bytes after 0x.',
  localAccount:
    'A local key belongs to one account: name it first, by address or by its index in the app call’s accounts (0 is the sender), as in local 0 count.',
  accountIndex: 'An account index is a whole number from 0 (the sender) to 255.',
} as const;

export type WatchRead = { ok: true; watch: WatchExpression } | { ok: false; error: string };

function readKey(text: string): Uint8Array | string {
  const t = text.trim();
  if (t === '') return WATCH_MESSAGES.key;
  if (/^0x/i.test(t)) return decodeHex(t.slice(2)) ?? WATCH_MESSAGES.hex;
  const quoted = /^"(.*)"$/.exec(t);
  return new TextEncoder().encode(quoted ? (quoted[1] ?? '') : t);
}

/** The text a person typed → a watch, or why it is not one (shown at the field). */
export function readWatchExpression(text: string): WatchRead {
  const t = text.trim();
  if (t === '') return { ok: false, error: WATCH_MESSAGES.empty };
  const [word = '', ...rest] = t.split(/\s+/);
  const arg = t.slice(word.length).trim();
  switch (word.toLowerCase()) {
    case 'scratch': {
      const slot = /^\d+$/.test(arg) ? Number(arg) : NaN;
      return slot >= 0 && slot <= 255
        ? { ok: true, watch: { kind: 'scratch', slot } }
        : { ok: false, error: WATCH_MESSAGES.slot };
    }
    case 'stack':
      return /^-?\d+$/.test(arg)
        ? { ok: true, watch: { kind: 'stack', position: Number(arg) } }
        : { ok: false, error: WATCH_MESSAGES.position };
    case 'global':
    case 'box': {
      const key = readKey(arg);
      return typeof key === 'string'
        ? { ok: false, error: key }
        : { ok: true, watch: { kind: word.toLowerCase() as 'global' | 'box', key } };
    }
    case 'local': {
      const account = rest[0] ?? '';
      const byIndex = /^\d+$/.test(account);
      if (!byIndex && !isValidAddress(account)) return { ok: false, error: WATCH_MESSAGES.localAccount };
      const key = readKey(arg.slice(account.length));
      if (typeof key === 'string') return { ok: false, error: key };
      if (!byIndex) return { ok: true, watch: { kind: 'local', key, account } };
      const accountIndex = Number(account);
      return accountIndex <= 255
        ? { ok: true, watch: { kind: 'local', key, accountIndex } }
        : { ok: false, error: WATCH_MESSAGES.accountIndex };
    }
    default:
      return { ok: false, error: WATCH_MESSAGES.unknown(word) };
  }
}

/**
 * A watch's value before a step: a value, deleted, nothing (never written / no such position), or,
 * for a local watch by index, no such account in the step's program (a logic sig, or an index past
 * the app call's accounts).
 */
export type WatchValue =
  { kind: 'value'; value: AvmStackValue } | { kind: 'deleted' } | { kind: 'none' } | { kind: 'noAccount' };

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The address a local watch means at a step: its own, or the one at its index in the step's app
 * call (none in a logic sig, or past the end of that call's accounts).
 */
function localAccount(
  timeline: TraceTimeline,
  step: TraceStep,
  watch: Extract<WatchExpression, { kind: 'local' }>,
): string | undefined {
  if ('account' in watch) return watch.account;
  return timeline.runs[step.run]?.accounts?.[watch.accountIndex];
}

/** What the watch holds just before step `index` runs (the state the stepper shows). */
export function watchValue(timeline: TraceTimeline, index: number, watch: WatchExpression): WatchValue {
  const step = timeline.steps[index];
  if (step === undefined) return { kind: 'none' };
  if (watch.kind === 'scratch') {
    const v = step.scratchBefore.get(watch.slot);
    return v === undefined ? { kind: 'none' } : { kind: 'value', value: v };
  }
  if (watch.kind === 'stack') {
    const at = watch.position < 0 ? step.stackBefore.length + watch.position : watch.position;
    const v = step.stackBefore[at];
    return v === undefined ? { kind: 'none' } : { kind: 'value', value: v };
  }
  const account = watch.kind === 'local' ? localAccount(timeline, step, watch) : undefined;
  if (watch.kind === 'local' && account === undefined) return { kind: 'noAccount' };
  // State keys belong to an app: the watch reads the running program's, as the program would
  // (`global count` inside an inner call to another app is that app's "count").
  const app = timeline.runs[step.run]?.appId;
  const hit = stateAtStep(timeline, index)
    .filter(
      ({ change }) =>
        change.scope === watch.kind &&
        sameBytes(change.key, watch.key) &&
        (app === undefined || change.appId === app) &&
        (watch.kind !== 'local' || change.account === account),
    )
    .at(-1);
  if (hit === undefined) return { kind: 'none' };
  if (hit.change.operation === 'delete' || hit.change.value === undefined) return { kind: 'deleted' };
  return { kind: 'value', value: hit.change.value };
}
