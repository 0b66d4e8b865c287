import type { ApplicationView } from '@sextant/core/explore/ApplicationView';
import { base64Bytes } from '@sextant/core/explore/base64Bytes';
import { CopyButton } from '../../../ui/CopyButton';
import { DataList } from '../../../ui/DataList';
import { Panel } from '../../../ui/Panel';
import { StateMessage } from '../../../ui/StateMessage';
import { EntityLink } from '../../explore/components/EntityLink';
import { StateTable } from '../../explore/components/StateTable';
import { APPLICATION_LABELS as L } from '../applicationLabels';

function Program({ label, program }: { label: string; program: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex items-center gap-2">
        <span className="text-xs font-medium text-muted">{label}</span>
        <span className="text-xs text-muted">{L.programBytes(base64Bytes(program)?.length ?? 0)}</span>
        <CopyButton value={program} what={label} />
      </div>
      <pre className="max-h-40 overflow-auto rounded bg-sunken p-2 font-mono text-[12px] break-all whitespace-pre-wrap">
        {program}
      </pre>
    </div>
  );
}

/** Params, schemas, decoded global state and the two programs of an application. */
export function ApplicationDetails({ app }: { app: ApplicationView }) {
  return (
    <>
      <Panel>
        <DataList
          rows={[
            app.creator !== undefined && {
              label: L.creator,
              value: <EntityLink kind="account" value={app.creator} />,
              testId: 'app-creator',
            },
            { label: L.globalSchema, value: L.schema(app.globalSchema.uints, app.globalSchema.byteSlices) },
            { label: L.localSchema, value: L.schema(app.localSchema.uints, app.localSchema.byteSlices) },
            { label: L.extraPages, value: String(app.extraProgramPages) },
            app.version !== undefined && { label: L.version, value: String(app.version) },
            app.createdAtRound !== undefined && {
              label: L.createdAtRound,
              value: <EntityLink kind="block" value={app.createdAtRound} />,
            },
            app.deletedAtRound !== undefined && {
              label: L.deletedAtRound,
              value: <EntityLink kind="block" value={app.deletedAtRound} />,
            },
          ]}
        />
      </Panel>
      <Panel title={L.globalState}>
        {app.globalState.length === 0 ? (
          <StateMessage kind="empty">{L.noGlobalState}</StateMessage>
        ) : (
          <StateTable entries={app.globalState} label={L.globalState} />
        )}
      </Panel>
      <Panel title={L.programs}>
        <div className="grid gap-4 lg:grid-cols-2">
          <Program label={L.approval} program={app.approvalProgram} />
          <Program label={L.clear} program={app.clearStateProgram} />
        </div>
      </Panel>
    </>
  );
}
