import type { StateEntry } from '@sextant/core/explore/decodeTealState';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { StateTable } from '../../explore/components/StateTable';
import { SpecStateTable } from '../../applications/components/SpecStateTable';
import { useAppSpec } from '../../applications/storage/useAppSpec';
import { StateEdit } from '../../networkControl/edit/StateEdit';

/**
 * An account's local state in one app: by the app spec's names and types when one is attached. On
 * sandbox networks each value has an edit button, and a value can be added.
 */
export function AppLocalState({
  appId,
  address,
  entries,
}: {
  appId: bigint;
  address: string;
  entries: readonly StateEntry[];
}) {
  const profile = useActiveNetwork();
  const { attached } = useAppSpec(profile.id, appId);
  return (
    <>
      {attached !== null ? (
        <SpecStateTable
          values={attached.decode.decodeStateWithSpec(attached.spec, 'local', entries)}
          label={`${appId}`}
        />
      ) : (
        <StateTable
          entries={entries}
          label={`${appId}`}
          action={(entry) => <StateEdit app={appId} address={address} entry={entry} />}
        />
      )}
      <div className="flex justify-end">
        <StateEdit app={appId} address={address} />
      </div>
    </>
  );
}
