import * as Dialog from '@radix-ui/react-dialog';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useNetworks } from '../../../app/networks/useNetworks';
import { Button } from '../../../ui/Button';
import { Panel } from '../../../ui/Panel';
import { NetworkForm } from '../components/NetworkForm';
import { NetworkList } from '../components/NetworkList';
import { ThemePicker } from '../components/ThemePicker';
import { SETTINGS_LABELS as L } from '../settingsLabels';

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; profile: NetworkProfile };

/** `/settings`: the networks (built-in and custom, stored in this browser) and the theme. */
export function SettingsPage() {
  const { networks, customNetworks, saveNetwork, removeNetwork } = useNetworks();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const editingProfile = editing.mode === 'edit' ? editing.profile : undefined;
  const otherIds = customNetworks.filter((n) => n.id !== editingProfile?.id).map((n) => n.id);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <title>{`${L.title} · Sextant`}</title>
      <h1 className="text-lg font-semibold">{L.title}</h1>

      <Panel
        title={L.networks}
        actions={
          <Button size="sm" variant="primary" onClick={() => setEditing({ mode: 'new' })}>
            <Plus className="size-3.5" aria-hidden />
            {L.addNetwork}
          </Button>
        }
      >
        <NetworkList
          networks={networks}
          onEdit={(profile) => setEditing({ mode: 'edit', profile })}
          onDelete={(profile) => removeNetwork(profile.id)}
        />
        {customNetworks.length === 0 && <p className="mt-3 text-[13px] text-muted">{L.noCustom}</p>}
      </Panel>

      <Panel title={L.theme}>
        <ThemePicker />
      </Panel>

      <Dialog.Root
        open={editing.mode !== 'closed'}
        onOpenChange={(open) => !open && setEditing({ mode: 'closed' })}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <Dialog.Content className="fixed inset-x-0 top-0 z-50 mx-auto max-h-dvh w-full max-w-3xl overflow-y-auto border-line bg-surface p-4 shadow-xl sm:top-8 sm:max-h-[calc(100dvh-4rem)] sm:w-[calc(100%-2rem)] sm:rounded-lg sm:border sm:p-5">
            <div className="mb-1 flex items-center justify-between gap-2">
              <Dialog.Title className="text-base font-semibold">
                {editing.mode === 'edit' ? L.formTitleEdit : L.formTitleNew}
              </Dialog.Title>
              <Dialog.Close
                aria-label={L.cancel}
                className="rounded p-1 text-muted hover:bg-sunken hover:text-fg"
              >
                <X className="size-4" aria-hidden />
              </Dialog.Close>
            </div>
            <Dialog.Description className="mb-4 text-[13px] text-muted">{L.formIntro}</Dialog.Description>
            <NetworkForm
              key={editingProfile?.id ?? 'new'}
              {...(editingProfile && { editing: editingProfile })}
              otherIds={otherIds}
              onCancel={() => setEditing({ mode: 'closed' })}
              onSave={(profile) => {
                saveNetwork(profile, editingProfile?.id);
                setEditing({ mode: 'closed' });
              }}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
