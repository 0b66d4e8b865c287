import type { HoldingView } from '@sextant/core/explore/AccountView';
import { ListRow } from '../../../ui/ListRow';
import { assetRows } from '../../assets/components/AssetRow';
import { AssetAmount } from '../../explore/components/AssetAmount';
import { AssetName } from '../../explore/components/AssetName';
import { EntityLink } from '../../explore/components/EntityLink';
import type { RowKind } from '../../explore/components/RowKind';
import type { AppRef } from '../../explore/queries/accountQueries';
import { ACCOUNT_LABELS as L } from '../accountLabels';
import { AppLocalState } from './AppLocalState';

const holding: RowKind<HoldingView> = {
  key: (h) => String(h.assetId),
  render: (h) => (
    <ListRow testId="holding-row">
      <EntityLink kind="asset" value={h.assetId} className="w-24" />
      <span className="min-w-0 flex-1">
        <AssetName assetId={h.assetId} />
      </span>
      {h.frozen && <span className="text-xs text-warn">{L.frozen}</span>}
      {h.deleted && <span className="text-xs text-muted">{L.deleted}</span>}
      <AssetAmount value={h.amount} assetId={h.assetId} />
    </ListRow>
  ),
};

const app: RowKind<AppRef> = {
  key: (a) => String(a.id),
  render: (app) => (
    <div className="flex flex-col gap-1 py-2 text-[13px]">
      <div className="flex items-center gap-3">
        <EntityLink kind="application" value={app.id} />
        {app.deleted && <span className="text-xs text-muted">{L.deleted}</span>}
        {app.state !== undefined && (
          <span className="text-xs text-muted">{L.localState(app.state.length)}</span>
        )}
      </div>
      {app.state !== undefined && app.state.length > 0 && (
        <AppLocalState appId={app.id} entries={app.state} />
      )}
    </div>
  ),
};

/** The rows of the account's lists: holdings, created assets, applications (created or opted in). */
export const accountRows = { holding, createdAsset: assetRows, app };
