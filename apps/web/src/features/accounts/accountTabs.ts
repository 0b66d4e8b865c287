/** The account page's tabs, the first the default (`?tab=` in the URL). */
export const ACCOUNT_TABS = [
  'transactions',
  'assets',
  'created-assets',
  'created-apps',
  'opted-in-apps',
] as const;
