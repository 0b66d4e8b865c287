/** Texts of the shared send status (decode tool, multisig); tests assert these. */
export const SEND_LABELS = {
  sending: 'Sending…',
  waitingRound: (round: string, waited: string, max: string) =>
    `Sent. Waiting for confirmation: round ${round}, ${waited} of ${max} rounds waited…`,
  confirmed: (round: string) => `Confirmed in round ${round}.`,
  created: (what: 'asset' | 'application', id: string) =>
    what === 'asset' ? `Created asset ${id}` : `Created application ${id}`,
  keepWaiting: (rounds: string) => `Keep waiting ${rounds} more rounds`,
  signedNothing: 'The signer returned no signature for the transaction.',
} as const;
