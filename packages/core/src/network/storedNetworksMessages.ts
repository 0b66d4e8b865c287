/** What the app says when saved settings cannot be used (they are then reset, never left to break a screen). */
export const STORED_NETWORKS_MESSAGES = {
  unreadable: 'Saved custom networks could not be read and were reset.',
  entryDropped: (label: string, reason: string) =>
    `Saved network ${label} was invalid (${reason}) and was removed.`,
} as const;
