/** Texts of the session log; tests assert these. */
export const SESSION_LOG_LABELS = {
  title: 'Session log',
  intro:
    'Every transaction this browser sent on this network, from any screen, newest first: its outcome, the transaction page and the debugger. Kept in this browser only (the last 200 groups).',
  documentTitle: (network: string) => `Session log · ${network} · Sextant`,
  groups: (n: number) => `${n} group${n === 1 ? '' : 's'}`,
  empty: 'Nothing sent from this browser on this network yet.',
  clear: 'Clear',
  confirmClear: (n: number) => `Click again to clear ${n} group${n === 1 ? '' : 's'}`,
  committed: (round: string) => `Committed in round ${round}`,
  pending: 'Sent, outcome not seen',
  failed: 'Failed',
} as const;
