/** What the header's search box says about a number once the node has answered; tests assert these. */
export const SEARCH_BOX_LABELS = {
  nothingFound: (value: string) => `Nothing found: this network has no asset, application or round ${value}.`,
  checking: 'Checking…',
} as const;
