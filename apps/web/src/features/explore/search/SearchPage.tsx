import { readSearchFilters } from '@sextant/core/explore/readSearchFilters';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { StateMessage } from '../../../ui/StateMessage';
import { PagedList } from '../components/PagedList';
import type { PagedOptions } from '../queries/pagedQuery';
import type { SearchFieldDef } from './SearchFieldDef';
import { SearchForm } from './SearchForm';
import { SEARCH_LABELS as L } from './searchLabels';

/**
 * A search screen: filters in the URL (`?min-round=5&tx-type=pay`), shown as a form, checked, then
 * one indexer page at a time with "load more". Invalid filters are marked and nothing is asked.
 */
export function SearchPage<V>({
  title,
  fields,
  query,
  rowKey,
  renderRow,
}: {
  title: string;
  fields: readonly SearchFieldDef[];
  query: (params: Record<string, string | boolean>) => PagedOptions<V>;
  rowKey: (item: V, index: number) => string;
  renderRow: (item: V, index: number) => ReactNode;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { params, errors } = readSearchFilters(fields, (name) => searchParams.get(name));
  const values = Object.fromEntries(fields.map((f) => [f.name, searchParams.get(f.name) ?? '']));
  const valid = Object.keys(errors).length === 0;

  return (
    <div className="flex flex-col gap-4">
      <title>{`${title} · Sextant`}</title>
      <h1 className="text-lg font-semibold">{title}</h1>
      <SearchForm
        key={searchParams.toString()}
        fields={fields}
        values={values}
        errors={errors}
        onSubmit={(next) => setSearchParams(next)}
      />
      <section aria-label={L.results} className="rounded-lg border border-line bg-surface px-4 py-2">
        {valid ? (
          <PagedList
            options={query(params)}
            empty={L.noResults}
            label={L.results}
            rowKey={rowKey}
            renderRow={renderRow}
          />
        ) : (
          <StateMessage kind="error">{L.fixFilters}</StateMessage>
        )}
      </section>
    </div>
  );
}
