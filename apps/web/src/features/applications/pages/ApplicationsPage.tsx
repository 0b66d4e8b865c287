import type { ApplicationView } from '@sextant/core/explore/ApplicationView';
import { ListRow } from '../../../ui/ListRow';
import { EntityLink } from '../../explore/components/EntityLink';
import type { RowKind } from '../../explore/components/RowKind';
import { applicationQueries } from '../../explore/queries/applicationQueries';
import type { SearchFieldDef } from '../../explore/search/SearchFieldDef';
import { SearchPage } from '../../explore/search/SearchPage';
import { SEARCH_LABELS } from '../../explore/search/searchLabels';
import { SEARCH_FIELDS as F } from '../../explore/search/searchFields';
import { APPLICATION_LABELS as L } from '../applicationLabels';

const FIELDS: readonly SearchFieldDef[] = [
  F.creator,
  F.applicationId,
  { name: 'include-all', kind: 'flag', label: 'Include deleted' },
];

const ROWS: RowKind<ApplicationView> = {
  key: (a) => String(a.id),
  render: (a) => (
    <ListRow testId="application-row">
      <EntityLink kind="application" value={a.id} className="w-24" />
      {a.creator !== undefined && (
        <span className="min-w-0 flex-1 text-xs text-muted">
          {L.creator} <EntityLink kind="account" value={a.creator} short />
        </span>
      )}
      {a.deleted && <span className="text-xs text-muted">{L.deleted}</span>}
    </ListRow>
  ),
};

/** `/:net/applications`: application search by creator or id, filters in the URL. */
export function ApplicationsPage() {
  return (
    <SearchPage
      title={L.searchTitle}
      noneYet={SEARCH_LABELS.noneYet.applications}
      fields={FIELDS}
      search={applicationQueries.search}
      rows={ROWS}
    />
  );
}
