/** Texts of ErrorAlert; tests assert these. */
export const ERROR_ALERT_LABELS = {
  nodeText: 'The node\u2019s words',
} as const;
