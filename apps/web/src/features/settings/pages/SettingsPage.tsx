import * as Dialog from '@radix-ui/react-dialog';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNetworks } from '../../../app/networks/useNetworks';
import { Button } from '../../../ui/Button';
import { DialogFrame } from '../../../ui/DialogFrame';
import { Panel } from '../../../ui/Panel';
import { NetworkForm } from '../components/NetworkForm';
import { AssetMediaChoice } from '../components/AssetMediaChoice';
import { NetworkList } from '../components/NetworkList';
import { ThemePicker } from '../components/ThemePicker';
import { SETTINGS_LABELS as L } from '../settingsLabels';

type Editing = { mode: 'closed' } | { mode: 'new' } | { mode: 'edit'; profile: NetworkProfile };

/** `/settings`: the networks (built-in and custom, stored in this browser), the theme, asset media. */
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

      <Panel title={L.assetMedia}>
        <AssetMediaChoice />
      </Panel>

      <Dialog.Root
        open={editing.mode !== 'closed'}
        onOpenChange={(open) => !open && setEditing({ mode: 'closed' })}
      >
        <DialogFrame
          title={editing.mode === 'edit' ? L.formTitleEdit : L.formTitleNew}
          description={L.formIntro}
          closeLabel={L.close}
          width="3xl"
        >
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
        </DialogFrame>
      </Dialog.Root>
    </div>
  );
}
