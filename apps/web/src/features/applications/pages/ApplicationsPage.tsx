import type { ApplicationSearchParams } from '@sextant/core/indexer/indexerParams';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { EntityLink } from '../../explore/components/EntityLink';
import { applicationQueries } from '../../explore/queries/applicationQueries';
import type { SearchFieldDef } from '../../explore/search/SearchFieldDef';
import { SearchPage } from '../../explore/search/SearchPage';
import { APPLICATION_LABELS as L } from '../applicationLabels';

const FIELDS: readonly SearchFieldDef[] = [
  { name: 'creator', kind: 'address', label: 'Creator' },
  { name: 'application-id', kind: 'uint', label: 'Application id' },
  { name: 'include-all', kind: 'flag', label: 'Include deleted' },
];

/** `/:net/applications`: application search by creator or id, filters in the URL. */
export function ApplicationsPage() {
  const profile = useActiveNetwork();
  return (
    <SearchPage
      title={L.searchTitle}
      fields={FIELDS}
      query={(params) => applicationQueries.search(profile, params as ApplicationSearchParams)}
      rowKey={(a) => String(a.id)}
      renderRow={(a) => (
        <div
          className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-[13px]"
          data-testid="application-row"
        >
          <EntityLink kind="application" value={a.id} className="w-24" />
          {a.creator !== undefined && (
            <span className="min-w-0 flex-1 text-xs text-muted">
              {L.creator} <EntityLink kind="account" value={a.creator} short />
            </span>
          )}
          {a.deleted && <span className="text-xs text-muted">{L.deleted}</span>}
        </div>
      )}
    />
  );
}
