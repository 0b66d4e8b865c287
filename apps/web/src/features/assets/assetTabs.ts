/** The asset page's tabs, the first the default (`?tab=` in the URL). */
export const ASSET_TABS = ['holders', 'transactions'] as const;
