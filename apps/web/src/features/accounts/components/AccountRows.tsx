import type { HoldingView } from '@sextant/core/explore/AccountView';
import { ListRow } from '../../../ui/ListRow';
import { assetRows } from '../../assets/components/AssetRow';
import { AssetAmount } from '../../explore/components/AssetAmount';
import { AssetName } from '../../explore/components/AssetName';
import { EntityLink } from '../../explore/components/EntityLink';
import { HoldingEdit } from '../../networkControl/edit/HoldingEdit';
import type { RowKind } from '../../explore/components/RowKind';
import type { AppRef } from '../../explore/queries/accountQueries';
import { ACCOUNT_LABELS as L } from '../accountLabels';
import { AppLocalState } from './AppLocalState';

/** A holding of `address`'s (its edit, on sandbox networks, sets that account's holding). */
const holding = (address: string): RowKind<HoldingView> => ({
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
      <HoldingEdit address={address} holding={h} />
    </ListRow>
  ),
});

/** An app of `address`'s, with that account's local state in it (editable on sandbox networks). */
const app = (address: string): RowKind<AppRef> => ({
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
        <AppLocalState appId={app.id} address={address} entries={app.state} />
      )}
    </div>
  ),
});

/**
 * The rows of the account's lists: holdings and applications (created or opted in) of the account
 * at `address`, created assets.
 */
export const accountRows = { holding, createdAsset: assetRows, app };
