import type { ApplicationView } from '@sextant/core/explore/ApplicationView';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { DataList } from '../../../ui/DataList';
import { Panel } from '../../../ui/Panel';
import { StateMessage } from '../../../ui/StateMessage';
import { StateTable } from '../../explore/components/StateTable';
import { StateEdit } from '../../networkControl/edit/StateEdit';
import { APPLICATION_LABELS as L } from '../applicationLabels';
import { useAppSpec } from '../storage/useAppSpec';
import { AppSpecPanel } from './AppSpecPanel';
import { ProgramView } from './ProgramView';
import { SpecStateTable } from './SpecStateTable';
import { dataRows } from '../../explore/components/dataRows';
import { useAppAccountRows } from './useAppAccountRows';

/**
 * Params, schemas, global state and the two programs of an application. Global state reads as text /
 * number / address where it does, or by name and type when an app spec is attached.
 */
export function ApplicationDetails({ app }: { app: ApplicationView }) {
  const profile = useActiveNetwork();
  const { attached } = useAppSpec(profile.id, app.id);
  const accountRows = useAppAccountRows(app.id);
  return (
    <>
      <Panel>
        <DataList
          rows={[
            dataRows.link(L.creator, 'account', app.creator, 'app-creator'),
            ...accountRows,
            { label: L.globalSchema, value: L.schema(app.globalSchema.uints, app.globalSchema.byteSlices) },
            { label: L.localSchema, value: L.schema(app.localSchema.uints, app.localSchema.byteSlices) },
            { label: L.extraPages, value: String(app.extraProgramPages) },
            app.version !== undefined && { label: L.version, value: String(app.version) },
            dataRows.link(L.createdAtRound, 'block', app.createdAtRound),
            dataRows.link(L.deletedAtRound, 'block', app.deletedAtRound),
          ]}
        />
      </Panel>
      <Panel title={L.globalState} actions={<StateEdit app={app.id} />}>
        {app.globalState.length === 0 ? (
          <StateMessage kind="empty">{L.noGlobalState}</StateMessage>
        ) : attached !== null ? (
          <SpecStateTable
            values={attached.decode.decodeStateWithSpec(attached.spec, 'global', app.globalState)}
            label={L.globalState}
          />
        ) : (
          <StateTable
            entries={app.globalState}
            label={L.globalState}
            action={(entry) => <StateEdit app={app.id} entry={entry} />}
          />
        )}
      </Panel>
      <AppSpecPanel appId={app.id} />
      <Panel title={L.programs}>
        <div className="grid gap-4 lg:grid-cols-2">
          <ProgramView label={L.approval} program={app.approvalProgram} />
          <ProgramView label={L.clear} program={app.clearStateProgram} />
        </div>
      </Panel>
    </>
  );
}
