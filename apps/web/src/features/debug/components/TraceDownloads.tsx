import type { DebugSimulation } from '@sextant/core/debug/debugSimulation';
import { avmDebuggerBundle } from '@sextant/core/debug/avmDebuggerBundle';
import algosdk from 'algosdk';
import { Download } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { downloadBytes } from '../../../ui/downloadBytes';
import { DEBUG_LABELS as L } from '../debugLabels';
import { usePuyaMaps } from '../usePuyaMaps';

/** The simulation's downloads: the AVM debugger's zip (with kept puya maps) and the bare `*.trace.avm.json`. */
export function TraceDownloads({ sim }: { sim: DebugSimulation }) {
  // The kept puya maps of the traced programs go in the bundle: VS Code steps them by source line.
  const { programs } = usePuyaMaps();
  return (
    <div className="flex min-w-0 flex-wrap justify-end gap-1">
      {(
        [
          [
            'bundle',
            L.downloadBundle,
            L.downloadBundleTitle,
            () => avmDebuggerBundle(sim.response, sim.listings.values(), programs),
            'avm-debug.zip',
          ],
          [
            'trace',
            L.downloadTrace,
            L.downloadTraceTitle,
            () => new TextEncoder().encode(algosdk.encodeJSON(sim.response, { space: 2 })),
            'simulate.trace.avm.json',
          ],
        ] as const
      ).map(([what, label, title, bytes, file]) => (
        <Button
          key={what}
          size="sm"
          variant="ghost"
          onClick={() => downloadBytes(bytes(), file)}
          title={title}
          data-testid={`debug-download-${what}`}
        >
          <Download className="size-3.5" aria-hidden />
          {label}
        </Button>
      ))}
    </div>
  );
}
