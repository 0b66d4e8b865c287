import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { Button } from '../../../ui/Button';
import { UI_LABELS } from '../../../ui/uiLabels';
import { ReadErrorState } from '../../explore/components/ReadErrorState';
import { applicationQueries, type BoxNameView } from '../../explore/queries/applicationQueries';
import { APPLICATION_LABELS as L } from '../applicationLabels';

/** One box: its name (text where printable), and its value fetched from `/box` when asked. */
export function BoxRow({ appId, box }: { appId: bigint; box: BoxNameView }) {
  const profile = useActiveNetwork();
  const [open, setOpen] = useState(false);
  const value = useQuery({ ...applicationQueries.box(profile, appId, box.ref), enabled: open });
  return (
    <div className="flex flex-col gap-1 py-2 text-[13px]" data-testid="box-row">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 font-mono break-all" title={`base64 ${box.base64}`}>
          {box.text ?? box.base64}
        </span>
        {!open && (
          <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
            {L.showBox}
          </Button>
        )}
      </div>
      {open &&
        (value.isPending ? (
          <span className="text-xs text-muted">{UI_LABELS.loading}</span>
        ) : value.isError ? (
          <ReadErrorState error={value.error} />
        ) : (
          <pre
            aria-label={L.boxValue}
            className="overflow-auto rounded bg-sunken p-2 font-mono text-[12px] break-all whitespace-pre-wrap"
          >
            {value.data}
          </pre>
        ))}
    </div>
  );
}
