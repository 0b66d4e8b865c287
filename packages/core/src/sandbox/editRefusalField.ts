/** The field of a state-edit form a refusal belongs to; `undefined`: the edit as a whole (not opted in…). */
export type EditField = 'amount' | 'frozen' | 'key' | 'type' | 'value' | 'name';

const RULES: readonly (readonly [RegExp, EditField])[] = [
  // request shape (sandbox control/stateEditRequests.ts, balanceEdit.ts)
  [/^set\[\d+\]\.key\b|^delete\[\d+\]/, 'key'],
  [/^set\[\d+\]\.(uint|bytes)\b/, 'value'],
  [/^(amount\b|the balance cannot be set)/, 'amount'],
  [/^frozen\b/, 'frozen'],
  [/^name\b|box names must be/, 'name'],
  [/^value\b/, 'value'],
  // go's rules on the edit (ledger/apply: key and value lengths; the app's schema; box sizes)
  [/key too long/, 'key'],
  [/value too long|key\/value total too long|box size \d+ is over|replacement end/, 'value'],
  [/store (integer|bytes) count \d+ exceeds schema/, 'type'],
];

/**
 * Where a sandbox's refusal of a state edit belongs in the edit form: go's rules (key and value
 * lengths, schema counts, box sizes) and the request's own checks come back as a 4xx whose message
 * names what was wrong; the form shows it at that field, or above the form when it names none.
 */
export function editRefusalField(sandboxMessage: string): EditField | undefined {
  const message = sandboxMessage.replace(/^the edit was refused: /, '');
  return RULES.find(([pattern]) => pattern.test(message))?.[1];
}

/**
 * A key or byte value as typed into an edit form, in algod's `encoding:value` form: as given when it
 * names an encoding (`str:`, `b64:`, `int:`, `addr:` and their long names), else as text (`str:`).
 */
export function asEncodedArg(typed: string): string {
  return /^(str|string|b64|base64|int|integer|addr|address):/.test(typed) ? typed : `str:${typed}`;
}
