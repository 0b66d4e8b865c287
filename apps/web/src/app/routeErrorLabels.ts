export const ROUTE_ERROR_LABELS = {
  title: 'This screen stopped working',
  reload: 'Reload',
  home: 'Back to the start',
  chunk:
    'Part of the app could not be loaded. The app may have been updated, or the server stopped: reload to try again.',
} as const;
