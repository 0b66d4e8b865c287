import type { MultisigParams } from '@sextant/core/multisig/MultisigParams';
import { multisigAccount } from '@sextant/core/multisig/MultisigParams';
import { ArrowDown, ArrowUp, Plus, Save, Trash2 } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { CopyButton } from '../../../ui/CopyButton';
import { Field } from '../../../ui/Field';
import { IconButton } from '../../../ui/IconButton';
import { MULTISIG_LABELS as L, MULTISIG_TEST_IDS as T } from '../multisigLabels';

export interface AccountDraft {
  name: string;
  threshold: string;
  addrs: string[];
}

export type BuiltAccount =
  | { kind: 'incomplete' }
  | { kind: 'error'; message: string }
  | { kind: 'ok'; params: MultisigParams; address: string };

/** The draft as an account: its address when valid, the core's message when not. */
export function buildAccount(draft: AccountDraft): BuiltAccount {
  const addrs = draft.addrs.map((a) => a.trim());
  if (addrs.length === 0 || addrs.some((a) => a === '') || draft.threshold.trim() === '')
    return { kind: 'incomplete' };
  const params: MultisigParams = { version: 1, threshold: Number(draft.threshold), addrs };
  try {
    return { kind: 'ok', params, address: multisigAccount(params) };
  } catch (e) {
    return { kind: 'error', message: e instanceof Error ? e.message : String(e) };
  }
}

/** Version, threshold and ordered members → the multisig address, live. */
export function AccountBuilder({
  draft,
  onChange,
  onSave,
  saveNote,
}: {
  draft: AccountDraft;
  onChange: (draft: AccountDraft) => void;
  onSave: () => void;
  saveNote?: string | undefined;
}) {
  const built = buildAccount(draft);
  const setAddr = (i: number, value: string) =>
    onChange({ ...draft, addrs: draft.addrs.map((a, j) => (j === i ? value : a)) });
  const move = (i: number, by: -1 | 1) => {
    const addrs = [...draft.addrs];
    const [item] = addrs.splice(i, 1);
    addrs.splice(i + by, 0, item as string);
    onChange({ ...draft, addrs });
  };
  const last = draft.addrs.length - 1;
  const addressActions = (i: number) => [
    { label: L.moveUp(i + 1), icon: ArrowUp, disabled: i === 0, onClick: () => move(i, -1) },
    { label: L.moveDown(i + 1), icon: ArrowDown, disabled: i === last, onClick: () => move(i, 1) },
    {
      label: L.removeAddress(i + 1),
      icon: Trash2,
      disabled: last === 0,
      onClick: () => onChange({ ...draft, addrs: draft.addrs.filter((_, j) => j !== i) }),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_6rem_8rem]">
        <Field
          label={L.name}
          value={draft.name}
          placeholder={L.namePlaceholder}
          onChange={(e) => onChange({ ...draft, name: e.target.value })}
        />
        <Field label={L.version} value="1" readOnly />
        <Field
          label={L.threshold}
          inputMode="numeric"
          value={draft.threshold}
          hint={L.thresholdHint(draft.addrs.length)}
          onChange={(e) => onChange({ ...draft, threshold: e.target.value })}
        />
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-xs font-medium text-muted">{L.addresses}</legend>
        {draft.addrs.map((addr, i) => (
          <div key={i} className="flex items-end gap-1">
            <Field
              className="flex-1"
              label={L.addressN(i + 1)}
              value={addr}
              onChange={(e) => setAddr(i, e.target.value)}
            />
            {addressActions(i).map((a) => (
              <IconButton key={a.label} size="md" {...a} />
            ))}
          </div>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm" onClick={() => onChange({ ...draft, addrs: [...draft.addrs, ''] })}>
            <Plus className="size-3.5" aria-hidden />
            {L.addAddress}
          </Button>
          <span className="text-xs text-muted">{L.orderMatters}</span>
        </div>
      </fieldset>

      <div className="flex flex-col gap-1 rounded-md border border-line bg-sunken px-3 py-2">
        <span className="text-xs font-medium text-muted">{L.accountAddress}</span>
        {built.kind === 'ok' ? (
          <span className="flex items-start gap-1">
            <code data-testid={T.address} className="min-w-0 font-mono text-[13px] break-all">
              {built.address}
            </code>
            <CopyButton value={built.address} what={L.accountAddress} />
          </span>
        ) : built.kind === 'error' ? (
          <p role="alert" data-testid={T.builderError} className="text-[13px] text-bad">
            {built.message}
          </p>
        ) : (
          <p className="text-[13px] text-muted">{L.incomplete}</p>
        )}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <Button disabled={built.kind !== 'ok' || draft.name.trim() === ''} onClick={onSave}>
          <Save className="size-3.5" aria-hidden />
          {L.save}
        </Button>
        <span role="status" className="text-xs text-muted">
          {saveNote ?? (built.kind === 'ok' && draft.name.trim() === '' ? L.nameNeeded : '')}
        </span>
      </div>
    </div>
  );
}
