/** The application page's tabs, the first the default (`?tab=` in the URL). */
export const APPLICATION_TABS = ['transactions', 'boxes', 'logs'] as const;
