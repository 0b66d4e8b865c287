/** Texts of the search pages' forms; tests assert these. */
export const SEARCH_LABELS = {
  filters: 'Filters',
  moreFilters: 'More filters',
  search: 'Search',
  clear: 'Clear',
  any: 'any',
  results: 'Results',
  noResults: 'Nothing matches these filters.',
  fixFilters: 'Fix the filters marked above to search.',
} as const;
