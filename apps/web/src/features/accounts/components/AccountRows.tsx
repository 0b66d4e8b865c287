import type { AssetView } from '@sextant/core/explore/AssetView';
import type { HoldingView } from '@sextant/core/explore/AccountView';
import type { ReactNode } from 'react';
import { ListRow } from '../../../ui/ListRow';
import { AssetRow } from '../../assets/components/AssetRow';
import { AssetAmount } from '../../explore/components/AssetAmount';
import { AssetName } from '../../explore/components/AssetName';
import { EntityLink } from '../../explore/components/EntityLink';
import type { AppRef } from '../../explore/queries/accountQueries';
import { ACCOUNT_LABELS as L } from '../accountLabels';
import { AppLocalState } from './AppLocalState';

/** How one of the account's lists keys and draws its rows. */
export interface AccountRowKind<V> {
  key: (item: V) => string;
  render: (item: V) => ReactNode;
}

const holding: AccountRowKind<HoldingView> = {
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

const createdAsset: AccountRowKind<AssetView> = {
  key: (a) => String(a.id),
  render: (a) => <AssetRow asset={a} />,
};

const app: AccountRowKind<AppRef> = {
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
export const accountRows = { holding, createdAsset, app };
