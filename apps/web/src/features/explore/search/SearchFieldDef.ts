import type { FilterSpec } from '@sextant/core/explore/readSearchFilters';

/** One filter of a search page: what the indexer calls it, how to check it, and what a person reads. */
export interface SearchFieldDef extends FilterSpec {
  label: string;
  placeholder?: string;
  /** Labels for `choice` filters, by value. */
  choiceLabels?: Readonly<Record<string, string>>;
}
