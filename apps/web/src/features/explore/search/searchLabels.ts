/** Texts of the search pages' forms; tests assert these. */
export const SEARCH_LABELS = {
  filters: 'Filters',
  moreFilters: 'More filters',
  search: 'Search',
  clear: 'Clear',
  any: 'any',
  results: 'Results',
  noResults: 'Nothing matches these filters.',
  /** A list with no filter set that is empty: the network has none yet (a fresh sandbox). */
  noneYet: {
    transactions: 'No transactions yet on this network.',
    assets: 'No assets yet: create one in the studio (Asset config).',
    blocks: 'No blocks yet on this network.',
    accounts: 'No accounts yet on this network.',
    applications: 'No applications yet: deploy one from the contract lab or the studio.',
  },
  fixFilters: 'Fix the filters marked above to search.',
} as const;
