export const NOT_FOUND_LABELS = {
  title: 'Not found',
  noPage: (path: string) => `There is no page at ${path}.`,
  noNetwork: (id: string) => `There is no network called “${id}”. Pick one of yours, or add it in Settings.`,
  settings: 'Settings',
} as const;
