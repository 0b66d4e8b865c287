import { FilteredList, type FilteredListProps } from './FilteredList';
import { SEARCH_LABELS as L } from './searchLabels';

/**
 * A search screen: its title, then the filters (in the URL) and the results, one indexer page at a
 * time with "load more".
 */
export function SearchPage<V, P>({
  title,
  noneYet,
  ...list
}: {
  title: string;
  /** What the list says when no filter is set and it is empty ("No assets yet…"). */
  noneYet: string;
} & Omit<FilteredListProps<V, P>, 'empty' | 'emptyUnfiltered' | 'label' | 'boxed'>) {
  return (
    <div className="flex flex-col gap-4">
      <title>{`${title} · Sextant`}</title>
      <h1 className="text-lg font-semibold">{title}</h1>
      <FilteredList {...list} empty={L.noResults} emptyUnfiltered={noneYet} label={L.results} boxed />
    </div>
  );
}
