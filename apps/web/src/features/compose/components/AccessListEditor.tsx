import {
  ACCESS_KINDS,
  emptyAccessDraft,
  type AccessDraft,
  type AccessKind,
} from '@sextant/core/txn/readAccessList';
import type { ApplDraft } from '@sextant/core/txn/TxnDraft';
import { Plus, X } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { SelectField } from '../../../ui/SelectField';
import { V42_LABELS } from '../../transactions/v42/v42Labels';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { ADDRESS_LIST_ID, type FieldBinding } from './formKit';

const KIND_OPTIONS = ACCESS_KINDS.map((k) => ({ value: k, label: V42_LABELS.accessKinds[k] }));

/** Which parts an entry of each kind asks for. */
const PARTS: Record<AccessKind, { address?: true; id?: true; name?: true }> = {
  address: { address: true },
  asset: { id: true },
  app: { id: true },
  holding: { address: true, id: true },
  locals: { address: true, id: true },
  box: { id: true, name: true },
  quota: {},
};

export const ACCESS_EDITOR_LABELS = {
  title: 'Access list (al)',
  hint: 'Replaces accounts, foreign assets, foreign apps and boxes (consensus v41+). A blank address is the sender; a blank app id the called app.',
  kind: (i: number) => `Access ${i} kind`,
  address: (i: number) => `Access ${i} address`,
  id: (kind: AccessKind, i: number) =>
    `Access ${i} ${kind === 'asset' || kind === 'holding' ? 'asset id' : 'app id'}`,
  name: (i: number) => `Access ${i} box name`,
  rejectVersion: 'Reject version (aprv)',
  rejectHint: 'Fail if the app’s version is this or higher; blank for none.',
} as const;
const A = ACCESS_EDITOR_LABELS;

/** The access list's typed entries: add, change the kind, fill its parts, remove; errors at each part. */
export function AccessListEditor({ b, d }: { b: FieldBinding; d: ApplDraft }) {
  const items = d.access ?? [];
  const set = (access: AccessDraft[]) => b.onChange({ ...d, access });
  const update = (i: number, patch: Partial<AccessDraft>) =>
    set(items.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const listError = b.errorFor('access', items.length > 0 ? 'x' : '');
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" data-testid="access-editor">
      <legend className="mb-1 text-xs font-medium text-muted">{A.title}</legend>
      <p className="text-xs text-muted">{A.hint}</p>
      {items.map((entry, i) => {
        const parts = PARTS[entry.kind];
        const n = i + 1;
        return (
          <div key={i} className="flex flex-wrap items-end gap-2">
            <SelectField<AccessKind>
              className="w-32"
              label={A.kind(n)}
              value={entry.kind}
              options={KIND_OPTIONS}
              onChange={(kind) => update(i, { ...emptyAccessDraft(kind) })}
            />
            {parts.address && (
              <Field
                className="min-w-48 flex-[2]"
                label={A.address(n)}
                value={entry.address}
                list={ADDRESS_LIST_ID}
                onChange={(e) => update(i, { address: e.target.value })}
                error={b.errorFor(`access.${i}.address`, entry.address)}
              />
            )}
            {parts.id && (
              <Field
                className="w-28"
                label={A.id(entry.kind, n)}
                value={entry.id}
                inputMode="numeric"
                onChange={(e) => update(i, { id: e.target.value })}
                error={b.errorFor(`access.${i}.id`, entry.id)}
              />
            )}
            {parts.name && (
              <Field
                className="min-w-32 flex-1"
                label={A.name(n)}
                value={entry.name}
                placeholder="str:vault"
                onChange={(e) => update(i, { name: e.target.value })}
                error={b.errorFor(`access.${i}.name`, entry.name)}
              />
            )}
            <Button
              size="sm"
              variant="ghost"
              aria-label={L.removeItem(A.title, n)}
              onClick={() => set(items.filter((_, j) => j !== i))}
              className="mb-0.5"
            >
              <X className="size-3.5" aria-hidden />
            </Button>
          </div>
        );
      })}
      {listError !== undefined && <p className="text-xs text-bad">{listError}</p>}
      <Button
        size="sm"
        className="self-start"
        onClick={() => set([...items, emptyAccessDraft('address')])}
        aria-label={L.addItem(A.title)}
      >
        <Plus className="size-3.5" aria-hidden />
        {A.title}
      </Button>
    </fieldset>
  );
}
