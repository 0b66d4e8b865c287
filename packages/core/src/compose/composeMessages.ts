/** 'an' before a transaction type that is said with a vowel sound (axfer, acfg, afrz, appl). */
const article = (kind: string) => (kind.startsWith('a') ? 'an' : 'a');

/** Why the composer refused an action (shown near the group's header). */
export const COMPOSE_MESSAGES = {
  inFlight: 'The group has been sent; wait for the result before changing it.',
  notBuilt: 'Build the group first: signatures are collected on built transactions.',
  notSigned: 'Every transaction must be signed before the group is sent.',
  notSubmitted: 'The group has not been sent.',
  badPosition: (position: number, count: number) =>
    `There is no transaction ${position}; the group has ${count}.`,
  unknownEntry: 'That transaction is no longer in the group.',
  buildMismatch: 'The built transactions do not match the drafts; build again.',
  signedOther: (position: number) =>
    `What came back for transaction ${position} is signed, but it is a different transaction (a field was changed, or it belongs to another group).`,
  notSignedTxn: (position: number) =>
    `What came back for transaction ${position} is not a signed transaction.`,
  identical: (position: number, same: number) =>
    `Transaction ${position} is identical to transaction ${same}, and the network accepts a transaction only once; change a field (a note will do).`,
  noParams: 'The node did not give transaction parameters.',
  noneSignable: (label: string) => `${label} holds none of the keys this group still needs.`,
  signedBy: (n: number, label: string) => `${label} signed ${n} transaction${n === 1 ? '' : 's'}.`,
  units: 'units',
  assetOverspend: (assetId: bigint, held: string, spend: string, short: string) =>
    `the sender holds ${held} of asset ${assetId} but tried to send ${spend} (${short} short).`,
  abiTxnMissing: (kind: string) =>
    `This argument is ${kind === 'txn' ? 'a transaction' : `${article(kind)} ${kind} transaction`} placed just before the call (ARC-4): add one above this call.`,
  abiTxnWrongType: (position: number, actual: string, kind: string) =>
    `Transaction ${position} is ${article(actual)} ${actual} transaction; this argument takes ${article(kind)} ${kind} transaction (ARC-4: the members just before the call, in order).`,
  corrupt: (why: string) => `The saved group could not be read (${why}); it was started afresh.`,
} as const;
