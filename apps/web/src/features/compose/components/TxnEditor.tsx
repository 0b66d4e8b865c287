import type { ProgramField, TealProblem } from '@sextant/core/compose/compileGroupTeal';
import { FORM_LEVEL_FIELD } from '@sextant/core/txn/buildTransaction';
import { newTxnDraft, type TxnKind } from '@sextant/core/txn/newTxnDraft';
import type { FieldErrors } from '@sextant/core/txn/FieldReader';
import type { TxnDraft } from '@sextant/core/txn/TxnDraft';
import { useMemo } from 'react';
import { Panel } from '../../../ui/Panel';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { AcfgFields, KeyregFields } from './AcfgKeyregFields';
import { ApplFields } from './ApplFields';
import { CommonFields } from './CommonFields';
import { ADDRESS_LIST_ID, TextField, type FieldBinding } from './formKit';
import { SelectField } from '../../../ui/SelectField';
import { AfrzFields, AxferFields, PayFields } from './PayAssetFields';

export interface TxnEditorProps {
  position: number;
  draft: TxnDraft;
  errors: FieldErrors | undefined;
  /** After a build attempt every message shows, empty fields too. */
  showAll: boolean;
  addresses: readonly string[];
  onChange: (draft: TxnDraft) => void;
  /** Programs written as TEAL that the node did not compile at the last build. */
  tealErrors?: Partial<Record<ProgramField, TealProblem>> | undefined;
}

/** The form of one transaction: its type, its type's fields, then the fields every type has. */
export function TxnEditor({
  position,
  draft,
  errors,
  showAll,
  addresses,
  onChange,
  tealErrors,
}: TxnEditorProps) {
  const b: FieldBinding = useMemo(
    () => ({
      draft,
      onChange,
      errorFor: (path, value) => (showAll || value.trim() !== '' ? errors?.[path] : undefined),
      errorsUnder: (prefix, shown) => {
        const out: Record<string, string> = {};
        for (const [path, message] of Object.entries(errors ?? {})) {
          if (!path.startsWith(`${prefix}.`)) continue;
          const key = path.slice(prefix.length + 1);
          if (showAll || shown(key)) out[key] = message;
        }
        return out;
      },
    }),
    [draft, onChange, errors, showAll],
  );
  const formError = errors?.[FORM_LEVEL_FIELD];
  return (
    <Panel title={L.editor(position)}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => e.preventDefault()}
        aria-label={L.editor(position)}
      >
        <datalist id={ADDRESS_LIST_ID}>
          {addresses.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[14rem_1fr]">
          <SelectField<TxnKind>
            label={L.fields.type}
            value={draft.type === 'appl' && draft.abi !== undefined ? 'abi' : draft.type}
            options={L.kinds}
            onChange={(kind) => {
              // A new kind keeps what every type shares (sender, note, rounds…); an ABI call also
              // keeps the app it calls.
              const { type: _ignored, ...shared } = pickCommon(draft);
              const appId = kind === 'abi' && draft.type === 'appl' ? { appId: draft.appId } : {};
              onChange({ ...newTxnDraft(kind, draft.sender), ...shared, ...appId } as TxnDraft);
            }}
          />
          <TextField b={b} name="sender" label={L.fields.sender} address />
        </div>
        {draft.type === 'pay' && <PayFields b={b} d={draft} />}
        {draft.type === 'axfer' && <AxferFields b={b} d={draft} />}
        {draft.type === 'afrz' && <AfrzFields b={b} d={draft} />}
        {draft.type === 'acfg' && <AcfgFields b={b} d={draft} />}
        {draft.type === 'keyreg' && <KeyregFields b={b} d={draft} />}
        {draft.type === 'appl' && <ApplFields b={b} d={draft} tealErrors={tealErrors} position={position} />}
        <CommonFields b={b} d={draft} />
        {formError !== undefined && (
          <p role="alert" className="rounded-md border border-bad/40 bg-bad-soft px-3 py-2 text-[13px]">
            {L.formProblem} {formError}
          </p>
        )}
      </form>
    </Panel>
  );
}

function pickCommon(d: TxnDraft) {
  const { type, sender, feeMode, flatFee, firstValid, lastValid, note, noteEncoding, lease, rekeyTo } = d;
  return { type, sender, feeMode, flatFee, firstValid, lastValid, note, noteEncoding, lease, rekeyTo };
}
