import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { Button } from '../../../ui/Button';
import { UI_LABELS } from '../../../ui/uiLabels';
import { ReadErrorState } from '../../../ui/ReadErrorState';
import { applicationQueries, type BoxNameView } from '../../explore/queries/applicationQueries';
import { APPLICATION_LABELS as L } from '../applicationLabels';
import { BoxEdit } from '../../networkControl/edit/BoxEdit';
import { useAppSpec } from '../storage/useAppSpec';

/**
 * One box: its name (text where printable), and its value fetched from `/box` when asked. With an
 * app spec attached, the box is named as the spec names it and its value decoded by its type too.
 */
export function BoxRow({ appId, box }: { appId: bigint; box: BoxNameView }) {
  const profile = useActiveNetwork();
  const [open, setOpen] = useState(false);
  const value = useQuery({ ...applicationQueries.box(profile, appId, box.ref), enabled: open });
  const { attached } = useAppSpec(profile.id, appId);
  const match = attached?.decode.matchSpecKey(attached.spec, 'box', box.base64);
  const decoded =
    attached !== null && value.data !== undefined
      ? attached.decode.decodeBoxWithSpec(attached.spec, box.base64, value.data)
      : undefined;
  return (
    <div className="flex flex-col gap-1 py-2 text-[13px]" data-testid="box-row">
      <div className="flex flex-wrap items-center gap-2">
        {match !== undefined && (
          <span className="min-w-0 font-mono font-medium break-all" data-testid="box-spec-name">
            {match.name}
          </span>
        )}
        <span
          className={
            match === undefined
              ? 'min-w-0 font-mono break-all'
              : 'min-w-0 font-mono text-xs break-all text-muted'
          }
          title={`base64 ${box.base64}`}
        >
          {box.text ?? box.base64}
        </span>
        {!open && (
          <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
            {L.showBox}
          </Button>
        )}
        <BoxEdit app={appId} box={box} current={value.data} />
      </div>
      {open &&
        (value.isPending ? (
          <span className="text-xs text-muted">{UI_LABELS.loading}</span>
        ) : value.isError ? (
          <ReadErrorState error={value.error} />
        ) : (
          <>
            {decoded !== undefined && (
              <p
                aria-label={L.spec.decodedBox(decoded.type)}
                className="font-mono break-all"
                data-testid="box-spec-value"
              >
                {decoded.value}
                {decoded.undecodable === true && (
                  <span className="block text-xs text-warn">{L.spec.undecodable(decoded.type)}</span>
                )}
              </p>
            )}
            <pre
              aria-label={L.boxValue}
              className="overflow-auto rounded bg-sunken p-2 font-mono text-[12px] break-all whitespace-pre-wrap"
            >
              {value.data}
            </pre>
          </>
        ))}
    </div>
  );
}
