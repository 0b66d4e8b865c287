import type { ProgramField, TealProblem } from '@sextant/core/compose/compileGroupTeal';
import type { ApplDraft, BoxRefDraft, OnCompleteName } from '@sextant/core/txn/TxnDraft';
import { Plus, X } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { AbiCallFields } from './AbiCallFields';
import { AccessListEditor, ACCESS_EDITOR_LABELS } from './AccessListEditor';
import { AppProgramsFields } from './AppProgramsFields';
import {
  ADDRESS_LIST_ID,
  FieldGrid,
  SelectDraftField,
  TextField,
  TextFields,
  type FieldBinding,
} from './formKit';

const F = L.fields;
type ListKey = 'args' | 'accounts' | 'foreignAssets' | 'foreignApps';

function ListEditor({
  b,
  d,
  name,
  placeholder,
}: {
  b: FieldBinding;
  d: ApplDraft;
  name: ListKey;
  placeholder?: string;
}) {
  const items = d[name];
  const set = (next: string[]) => b.onChange({ ...d, [name]: next });
  const listError = b.errorFor(name, items.length > 0 ? 'x' : '');
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-xs font-medium text-muted">{F[name]}</legend>
      {items.map((item, i) => (
        <div key={i} className="flex items-end gap-2">
          <Field
            className="flex-1"
            label={`${F[name]} ${i + 1}`}
            value={item}
            onChange={(e) => set(items.map((x, j) => (j === i ? e.target.value : x)))}
            error={b.errorFor(`${name}.${i}`, item)}
            {...(name === 'accounts' && { list: ADDRESS_LIST_ID })}
            {...(placeholder !== undefined && { placeholder })}
          />
          <Button
            size="sm"
            variant="ghost"
            aria-label={L.removeItem(F[name], i + 1)}
            onClick={() => set(items.filter((_, j) => j !== i))}
            className="mb-0.5"
          >
            <X className="size-3.5" aria-hidden />
          </Button>
        </div>
      ))}
      {listError !== undefined && <p className="text-xs text-bad">{listError}</p>}
      <Button
        size="sm"
        className="self-start"
        onClick={() => set([...items, ''])}
        aria-label={L.addItem(F[name])}
      >
        <Plus className="size-3.5" aria-hidden />
        {F[name]}
      </Button>
    </fieldset>
  );
}

function BoxesEditor({ b, d }: { b: FieldBinding; d: ApplDraft }) {
  const set = (boxes: BoxRefDraft[]) => b.onChange({ ...d, boxes });
  const update = (i: number, patch: Partial<BoxRefDraft>) =>
    set(d.boxes.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-xs font-medium text-muted">{F.boxes}</legend>
      {d.boxes.map((box, i) => (
        <div key={i} className="flex items-end gap-2">
          <Field
            className="w-28"
            label={F.boxApp}
            value={box.appId}
            onChange={(e) => update(i, { appId: e.target.value })}
            error={b.errorFor(`boxes.${i}.appId`, box.appId)}
          />
          <Field
            className="flex-1"
            label={`${F.boxName} ${i + 1}`}
            value={box.name}
            placeholder="str:vault"
            onChange={(e) => update(i, { name: e.target.value })}
            error={b.errorFor(`boxes.${i}.name`, box.name)}
          />
          <Button
            size="sm"
            variant="ghost"
            aria-label={L.removeItem(F.boxes, i + 1)}
            onClick={() => set(d.boxes.filter((_, j) => j !== i))}
            className="mb-0.5"
          >
            <X className="size-3.5" aria-hidden />
          </Button>
        </div>
      ))}
      <Button
        size="sm"
        className="self-start"
        onClick={() => set([...d.boxes, { appId: '', name: '' }])}
        aria-label={L.addItem(F.boxes)}
      >
        <Plus className="size-3.5" aria-hidden />
        {F.boxes}
      </Button>
    </fieldset>
  );
}

export function ApplFields({
  b,
  d,
  tealErrors,
  position,
}: {
  b: FieldBinding;
  d: ApplDraft;
  tealErrors?: Partial<Record<ProgramField, TealProblem>> | undefined;
  /** The call's position in the group (1-based): an ABI call's transaction arguments precede it. */
  position: number;
}) {
  const abi = d.abi;
  // A blank (or 0) id creates the app, a method call's too (its spec's create method).
  const creating = d.appId.trim() === '' || /^0+$/.test(d.appId.trim());
  const programs = creating || d.onComplete === 'update';
  const refError = b.errorFor('references', 'x');
  return (
    <div className="flex flex-col gap-3">
      <FieldGrid>
        <SelectDraftField<OnCompleteName> b={b} name="onComplete" options={L.onCompletes} />
        <TextField b={b} name="appId" label={abi === undefined ? F.appId : L.abi.appId} />
      </FieldGrid>
      {/* a method call's spec comes first: on a create its programs and schema fill the fields below */}
      {abi !== undefined && <AbiCallFields b={b} d={d} call={abi} position={position} />}
      {programs && <AppProgramsFields b={b} d={d} tealErrors={tealErrors} />}
      {creating && (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          <TextFields b={b} names={['globalInts', 'globalBytes', 'localInts', 'localBytes', 'extraPages']} />
        </div>
      )}
      {abi === undefined && <ListEditor b={b} d={d} name="args" placeholder={L.argPlaceholder} />}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <ListEditor b={b} d={d} name="accounts" />
        <ListEditor b={b} d={d} name="foreignAssets" />
        <ListEditor b={b} d={d} name="foreignApps" />
        <BoxesEditor b={b} d={d} />
      </div>
      {refError !== undefined && <p className="text-xs text-bad">{refError}</p>}
      <AccessListEditor b={b} d={d} />
      {!creating && (
        <Field
          className="sm:w-64"
          label={ACCESS_EDITOR_LABELS.rejectVersion}
          hint={ACCESS_EDITOR_LABELS.rejectHint}
          value={d.rejectVersion ?? ''}
          inputMode="numeric"
          onChange={(e) => b.onChange({ ...d, rejectVersion: e.target.value })}
          error={b.errorFor('rejectVersion', d.rejectVersion ?? '')}
        />
      )}
    </div>
  );
}
