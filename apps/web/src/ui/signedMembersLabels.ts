/** Texts of SignedMembers; tests assert these. */
export const SIGNED_MEMBERS_LABELS = {
  signed: 'signed',
  notSigned: 'not signed',
} as const;
