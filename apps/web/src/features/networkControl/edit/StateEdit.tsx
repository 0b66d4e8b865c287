import type { StateEntry } from '@sextant/core/explore/decodeTealState';
import { asEncodedArg } from '@sextant/core/sandbox/editRefusalField';
import { MAX_UINT64 } from '@sextant/core/txn/parseAmount';
import { useState } from 'react';
import { Field } from '../../../ui/Field';
import { SelectField } from '../../../ui/SelectField';
import { EDIT_LABELS as L } from './editLabels';
import { SandboxEditDialog } from './SandboxEditDialog';

type ValueType = 'uint' | 'bytes';

/** Text as typed, kept literal when it could be read as an encoding prefix. */
const plain = (text: string) => (asEncodedArg(text) === `str:${text}` ? text : `str:${text}`);

/** An existing key as the form shows it: its text where printable, else `b64:…`. */
function keyText(entry: StateEntry): string {
  const printable = /^[\x20-\x7e]*$/.test(entry.key) && btoa(entry.key) === entry.keyBase64;
  return printable ? plain(entry.key) : `b64:${entry.keyBase64}`;
}

function valueText(entry: StateEntry): string {
  switch (entry.value.kind) {
    case 'uint':
      return String(entry.value.value);
    case 'text':
      return plain(entry.value.value);
    case 'address':
      return `addr:${entry.value.value}`;
    case 'bytes':
      return `b64:${entry.value.base64}`;
  }
}

/**
 * Sets (or deletes) one key of an app's global state, or with `address` of that account's local
 * state in it (sandbox networks). With `entry` it edits that key; without, it adds one. go's rules
 * (key and value lengths, the schema's counts) come back from the sandbox at their field.
 */
export function StateEdit({ app, address, entry }: { app: bigint; address?: string; entry?: StateEntry }) {
  const [key, setKey] = useState('');
  const [type, setType] = useState<ValueType>('uint');
  const [value, setValue] = useState('');
  const reset = () => {
    setKey(entry === undefined ? '' : keyText(entry));
    setType(entry === undefined || entry.value.kind === 'uint' ? 'uint' : 'bytes');
    setValue(entry === undefined ? '' : valueText(entry));
  };
  const encodedKey = () => (entry === undefined ? asEncodedArg(key) : `b64:${entry.keyBase64}`);
  return (
    <SandboxEditDialog
      title={address === undefined ? L.state.titleGlobal : L.state.titleLocal(app)}
      label={entry === undefined ? L.state.add : L.state.edit(entry.key)}
      triggerText={entry === undefined ? L.state.add : undefined}
      testId={entry === undefined ? 'edit-state-add' : 'edit-state'}
      onOpen={reset}
      fields={(errors) => (
        <>
          <Field
            label={L.state.key}
            hint={entry === undefined ? L.state.keyHint : undefined}
            value={key}
            readOnly={entry !== undefined}
            error={errors.key}
            onChange={(e) => setKey(e.target.value)}
          />
          <SelectField<ValueType>
            label={L.state.type}
            value={type}
            options={L.state.types}
            error={errors.type}
            onChange={setType}
          />
          <Field
            label={L.state.value}
            hint={type === 'uint' ? L.state.uintHint : L.state.bytesHint}
            inputMode={type === 'uint' ? 'numeric' : undefined}
            value={value}
            error={errors.value}
            onChange={(e) => setValue(e.target.value)}
          />
        </>
      )}
      save={() => {
        if (type === 'uint') {
          const digits = value.trim();
          if (!/^\d+$/.test(digits) || BigInt(digits) > MAX_UINT64)
            return { field: 'value', problem: L.problems.uint };
          const uint = BigInt(digits);
          return (client) => client.setAppState(app, { set: [{ key: encodedKey(), uint }] }, address);
        }
        const bytes = asEncodedArg(value);
        return (client) => client.setAppState(app, { set: [{ key: encodedKey(), bytes }] }, address);
      }}
      {...(entry !== undefined && {
        remove: {
          label: L.state.deleteKey,
          action: (client) => client.setAppState(app, { delete: [`b64:${entry.keyBase64}`] }, address),
        },
      })}
    />
  );
}
