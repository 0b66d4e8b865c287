/** Texts of the shared UI pieces; tests assert these. */
export const UI_LABELS = {
  copy: (what: string) => `Copy ${what}`,
  copied: 'Copied',
  copyFailed: 'Copy failed',
  loading: 'Loading…',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  endOfList: 'End of list',
  retry: 'Try again',
  unsafeLink: 'not a web link',
  bytesViews: { text: 'Text', hex: 'Hex', base64: 'Base64', address: 'Address' },
  bytesViewsOf: (what: string) => `Show ${what} as`,
  emptyBytes: 'empty',
} as const;
