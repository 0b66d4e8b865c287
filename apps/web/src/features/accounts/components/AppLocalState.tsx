import type { StateEntry } from '@sextant/core/explore/decodeTealState';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { StateTable } from '../../explore/components/StateTable';
import { SpecStateTable } from '../../applications/components/SpecStateTable';
import { useAppSpec } from '../../applications/storage/useAppSpec';

/** An account's local state in one app: by the app spec's names and types when one is attached. */
export function AppLocalState({ appId, entries }: { appId: bigint; entries: readonly StateEntry[] }) {
  const profile = useActiveNetwork();
  const { attached } = useAppSpec(profile.id, appId);
  if (attached !== null)
    return (
      <SpecStateTable
        values={attached.decode.decodeStateWithSpec(attached.spec, 'local', entries)}
        label={`${appId}`}
      />
    );
  return <StateTable entries={entries} label={`${appId}`} />;
}
