import type { TabItem } from '../../../ui/Tabs';
import { PagedList, type PagedListProps } from './PagedList';

/** A tab whose content is one paged indexer list, the tab's label naming the list too. */
export function pagedTab<V>(value: string, list: PagedListProps<V>): TabItem {
  return { value, label: list.label, content: <PagedList {...list} /> };
}
