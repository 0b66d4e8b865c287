export const PLACEHOLDER_LABELS = {
  notBuilt: 'This screen is not built yet.',
  willShow: 'It will show',
} as const;
