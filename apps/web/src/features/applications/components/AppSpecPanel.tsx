import { useState } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { APPLICATION_LABELS } from '../applicationLabels';
import { useListAttached } from '../../contracts/hooks/useListAttached';
import { useAppSpec } from '../storage/useAppSpec';
import { AppMethodList } from './AppMethodList';

const L = APPLICATION_LABELS.spec;

/**
 * Attach an ARC-56 / ARC-32 spec to this app (a file or pasted JSON), or remove the one attached.
 * The spec is only a lens: it never changes what is read from the network.
 */
export function AppSpecPanel({ appId }: { appId: bigint }) {
  const profile = useActiveNetwork();
  const { attached, attach, remove } = useAppSpec(profile.id, appId);
  const listAttached = useListAttached();
  // an attached spec lists the app under the contract lab's "My contracts"
  const attachText = (text: string, then?: () => void) =>
    attach.mutate(text, {
      onSuccess: () => {
        listAttached(appId, text);
        then?.();
      },
    });
  const [text, setText] = useState('');
  const error = attach.error instanceof Error ? attach.error.message : undefined;

  if (attached !== null)
    return (
      <Panel title={L.title}>
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2 text-[13px]">
            <span data-testid="app-spec-attached">{L.attached(attached.spec.name, attached.spec.arc)}</span>
            <Button size="sm" variant="danger" disabled={remove.isPending} onClick={() => remove.mutate()}>
              {L.remove}
            </Button>
          </div>
          {attached.contract !== undefined && (
            <AppMethodList contract={attached.contract} network={profile.id} appId={appId} />
          )}
        </div>
      </Panel>
    );
  return (
    <Panel title={L.title}>
      <details className="text-[13px]">
        <summary className="cursor-pointer text-muted">{L.intro}</summary>
        <form
          className="mt-3 flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            attachText(text, () => setText(''));
          }}
        >
          <label className="flex flex-col gap-1 text-xs font-medium text-muted">
            {L.file}
            <input
              type="file"
              accept="application/json,.json"
              className="text-[13px] text-fg file:mr-2 file:rounded-md file:border file:border-line-strong file:bg-surface file:px-2 file:py-1 file:text-xs"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file !== undefined) void file.text().then((t) => attachText(t));
              }}
            />
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium text-muted">
            {L.paste}
            <textarea
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={4}
              spellCheck={false}
              aria-invalid={error !== undefined}
              className="w-full rounded-md border border-line-strong bg-surface p-2 font-mono text-[12px] text-fg"
            />
          </label>
          {error !== undefined && (
            <p role="alert" className="text-xs text-bad">
              {error}
            </p>
          )}
          <div>
            <Button type="submit" size="sm" disabled={text.trim() === '' || attach.isPending}>
              {L.attach}
            </Button>
          </div>
        </form>
      </details>
    </Panel>
  );
}
