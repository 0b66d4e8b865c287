/** The wallet menu's "Act as…" (network control's impersonation) and the impersonation signers' words. */
export const ACT_AS_LABELS = {
  heading: 'Act as…',
  about:
    'Sign as any address on this local network without its key: the sandbox unlocks it and commits its transactions unsigned.',
  address: 'Address to act as',
  addressHint: 'Paste any address, or pick an unlocked one below.',
  notAddress: 'Not an Algorand address (58 characters, checksum included).',
  actAs: 'Act as',
  unlockedHeading: 'Unlocked on this network',
  actingHeading: 'Acting as',
  impersonated: 'Impersonated',
  actingAbout: 'The active account. The studio, the lab and the tools sign as it without a key.',
  stop: 'Stop acting as',
  openAccount: 'Open account page',
  working: 'Working…',
  /** A studio / lab button for an unlocked address that must sign. */
  signAs: (label: string) => `Sign · ${label}`,
  ids: {
    section: 'act-as',
    acting: 'acting-as',
    unlocked: 'act-as-unlocked',
  },
} as const;
