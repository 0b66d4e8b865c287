import algosdk from 'algosdk';
import { strToU8, zipSync } from 'fflate';
import { avmDebuggerSources } from './avmDebuggerSources';
import type { ProgramListing } from './ProgramListing';
import type { PuyaProgramFiles } from './readPuyaOut';

/** The trace's name inside the bundle (what `.vscode/launch.json` points at). */
export const TRACE_FILE = 'simulate.trace.avm.json';

/**
 * One zip a developer unpacks and opens in VS Code with the AVM debugger: the simulate trace
 * (`simulate.trace.avm.json`), `sources.avm.json` with each traced program's TEAL and source map
 * under `sources/` (paths relative to it, as the debugger resolves them), and a
 * `.vscode/launch.json` whose `avm` launch configuration names both files. Programs with a puya
 * debug map carry it and its sources instead of their TEAL.
 */
export function avmDebuggerBundle(
  response: algosdk.modelsv2.SimulateResponse,
  listings: Iterable<ProgramListing>,
  puya: readonly PuyaProgramFiles[] = [],
): Uint8Array {
  const launch = {
    version: '0.2.0',
    configurations: [
      {
        type: 'avm',
        request: 'launch',
        name: 'Debug AVM transactions (Sextant)',
        simulateTraceFile: `\${workspaceFolder}/${TRACE_FILE}`,
        programSourcesDescriptionFile: '${workspaceFolder}/sources.avm.json',
        stopOnEntry: true,
      },
    ],
  };
  const files: Record<string, Uint8Array> = {
    [TRACE_FILE]: strToU8(algosdk.encodeJSON(response, { space: 2 })),
    '.vscode/launch.json': strToU8(JSON.stringify(launch, null, 2)),
  };
  for (const f of avmDebuggerSources(listings, puya)) files[f.name] = strToU8(f.text);
  // A fixed date keeps the bytes the same for the same trace.
  return zipSync(files, { mtime: new Date('2020-01-01T00:00:00Z') });
}
