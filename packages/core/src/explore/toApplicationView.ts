import type { AlgodApplication } from '../algod/algodModels';
import { toBigInt } from '../format/toBigInt';
import type { IdxApplication, IdxStateSchema } from '../indexer/indexerModels';
import type { ApplicationView, SchemaView } from './ApplicationView';
import { decodeTealState } from './decodeTealState';

function schema(raw: IdxStateSchema | undefined): SchemaView {
  return { uints: toBigInt(raw?.['num-uint']), byteSlices: toBigInt(raw?.['num-byte-slice']) };
}

/** An application from the indexer or algod (same params shape) → its view, global state decoded. */
export function toApplicationView(
  raw: IdxApplication | AlgodApplication,
  source: ApplicationView['source'],
): ApplicationView {
  const p = raw.params;
  const view: ApplicationView = {
    id: toBigInt(raw.id),
    approvalProgram: p['approval-program'] ?? '',
    clearStateProgram: p['clear-state-program'] ?? '',
    globalState: decodeTealState(p['global-state']),
    globalSchema: schema(p['global-state-schema']),
    localSchema: schema(p['local-state-schema']),
    extraProgramPages: toBigInt(p['extra-program-pages']),
    deleted: 'deleted' in raw && raw.deleted === true,
    source,
  };
  if (typeof p.creator === 'string' && p.creator !== '') view.creator = p.creator;
  if (p.version !== undefined) view.version = toBigInt(p.version);
  if ('created-at-round' in raw && raw['created-at-round'] !== undefined)
    view.createdAtRound = toBigInt(raw['created-at-round']);
  if ('deleted-at-round' in raw && raw['deleted-at-round'] !== undefined)
    view.deletedAtRound = toBigInt(raw['deleted-at-round']);
  return view;
}
