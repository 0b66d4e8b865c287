import { readSearchFilters } from '@sextant/core/explore/readSearchFilters';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { useSearchParams } from 'react-router';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { StateMessage } from '../../../ui/StateMessage';
import { PagedList } from '../components/PagedList';
import type { RowKind } from '../components/RowKind';
import type { PagedOptions } from '../queries/pagedQuery';
import type { SearchFieldDef } from './SearchFieldDef';
import { SearchForm } from './SearchForm';
import { SEARCH_LABELS as L } from './searchLabels';

export interface FilteredListProps<V, P> {
  fields: readonly SearchFieldDef[];
  /** The list for the filters read from the URL (checked against `fields`: they are the `P` it takes). */
  search: (profile: NetworkProfile, params: P) => PagedOptions<V>;
  rows: RowKind<V>;
  /** What an empty list says while a filter is set. */
  empty: string;
  /** What it says when no filter is set (the network has none yet); `empty` if not given. */
  emptyUnfiltered?: string;
  label: string;
  /** Draw the results in a bordered box of their own, named `label` (a search screen's). */
  boxed?: boolean;
}

/**
 * A paged indexer list with its filters in the URL (`?min-round=5&tx-type=pay`), shown as a form and
 * checked; then one indexer page at a time. Invalid filters are marked and nothing is asked.
 */
export function FilteredList<V, P>({
  fields,
  search,
  rows,
  empty,
  emptyUnfiltered = empty,
  label,
  boxed = false,
}: FilteredListProps<V, P>) {
  const profile = useActiveNetwork();
  const [searchParams, setSearchParams] = useSearchParams();
  const { params, errors } = readSearchFilters(fields, (name) => searchParams.get(name));
  const values = Object.fromEntries(fields.map((f) => [f.name, searchParams.get(f.name) ?? '']));
  const filtered = Object.values(values).some((v) => v.trim() !== '');
  const results =
    Object.keys(errors).length === 0 ? (
      <PagedList
        options={search(profile, params as P)}
        empty={filtered ? empty : emptyUnfiltered}
        label={label}
        rows={rows}
      />
    ) : (
      <StateMessage kind="error">{L.fixFilters}</StateMessage>
    );
  return (
    <>
      <SearchForm
        key={searchParams.toString()}
        fields={fields}
        values={values}
        errors={errors}
        onSubmit={(next) => setSearchParams(next)}
      />
      {boxed ? (
        <section aria-label={label} className="rounded-lg border border-line bg-surface px-4 py-2">
          {results}
        </section>
      ) : (
        results
      )}
    </>
  );
}
