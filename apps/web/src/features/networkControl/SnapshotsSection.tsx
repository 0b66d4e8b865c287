import { Camera, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { LocalTime } from '../../ui/LocalTime';
import { ControlSection as Section } from './ControlSection';
import type { ControlSectionProps } from './ControlState';
import { NETWORK_CONTROL_LABELS as L } from './networkControlLabels';

type Confirming = { kind: 'revert'; id: string; name: string } | { kind: 'reset' } | null;

/** Snapshots: take (named), list with round and time, revert (confirmed), delete; reset (confirmed). */
export function SnapshotsSection({ client, data, working, run }: ControlSectionProps) {
  const [name, setName] = useState('');
  const [confirming, setConfirming] = useState<Confirming>(null);
  const change = (action: () => Promise<unknown>) => run(action).finally(() => setConfirming(null));
  return (
    <Section title={L.snapshots} icon={<Camera className="size-3.5" aria-hidden />}>
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void change(() => client.snapshot(name.trim() === '' ? undefined : name.trim())).then(() =>
            setName(''),
          );
        }}
      >
        <Field
          label={L.snapshotName}
          labelHidden
          placeholder={L.snapshotNamePlaceholder}
          value={name}
          maxLength={200}
          onChange={(e) => setName(e.target.value)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" disabled={working}>
          {L.take}
        </Button>
      </form>
      <ul className="flex flex-col divide-y divide-line text-[13px]" data-testid="snapshot-list">
        {data?.snapshots.length === 0 && <li className="py-1 text-muted">{L.noSnapshots}</li>}
        {[...(data?.snapshots ?? [])].reverse().map((s) => (
          <li key={s.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 py-1.5">
            <span className="min-w-0 basis-full truncate font-medium sm:basis-auto sm:flex-1" title={s.name}>
              {s.name}
            </span>
            <span className="font-mono text-xs text-muted">{L.round(s.round)}</span>
            <span className="text-xs text-muted">
              <LocalTime seconds={BigInt(s.timestamp)} compact />
            </span>
            <span className="ml-auto flex gap-1">
              <Button
                size="sm"
                disabled={working}
                onClick={() => setConfirming({ kind: 'revert', id: s.id, name: s.name })}
              >
                {L.revert}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={working}
                onClick={() => void change(() => client.forget(s.id))}
              >
                {L.forget}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <div>
        <Button
          variant="danger"
          size="sm"
          disabled={working}
          onClick={() => setConfirming({ kind: 'reset' })}
        >
          <RotateCcw className="size-3.5" aria-hidden />
          {L.reset}
        </Button>
      </div>
      {confirming !== null && (
        <div
          role="alertdialog"
          className="flex flex-col gap-2 rounded-md border border-border p-2 text-[13px]"
        >
          <p>{confirming.kind === 'reset' ? L.confirmReset : L.confirmRevert(confirming.name)}</p>
          <div className="flex gap-2">
            <Button
              variant="danger"
              size="sm"
              disabled={working}
              onClick={() =>
                void change(() =>
                  confirming.kind === 'reset' ? client.reset() : client.revert(confirming.id),
                )
              }
            >
              {working ? L.working : L.confirm}
            </Button>
            <Button size="sm" disabled={working} onClick={() => setConfirming(null)}>
              {L.cancel}
            </Button>
          </div>
        </div>
      )}
    </Section>
  );
}
