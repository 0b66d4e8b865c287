import { microAlgoText } from './microAlgoText';

/**
 * Every sentence the error catalogue shows, in one place so screens and tests use the same words.
 * Fixed sentences are strings; sentences with facts in them are functions of those facts.
 */
export const REJECTION_MESSAGES = {
  transaction: (position: number, reason: string) =>
    `The network rejected transaction ${position}: ${reason}`,
  group: (reason: string) => `The network rejected the group: ${reason}`,
  /** The same failure found by simulate: nothing was sent, so nothing was rejected yet. */
  wouldRejectTransaction: (position: number, reason: string) =>
    `Nothing was sent: the network would reject transaction ${position}: ${reason}`,
  wouldRejectGroup: (reason: string) => `Nothing was sent: the network would reject the group: ${reason}`,
  // algod quotes the balance at the failing move: after the group's earlier transactions (their
  // amounts and fees) and, for an amount, this transaction's own fee (go: ledger/eval/eval.go Move)
  overspend: (account: string, balance: bigint, spend: bigint) =>
    `${account} holds ${microAlgoText(balance)} at that point of the group (after the fees and payments taken before), but tried to spend ${microAlgoText(spend)} (${microAlgoText(spend - balance)} short).`,
  overspendUnknown: (account: string) => `${account} does not hold enough ALGO for this transaction.`,
  assetOverspend: (held: bigint, spend: bigint) =>
    `the sender holds ${held} units of the asset but tried to send ${spend} (${spend - held} short).`,
  belowMinBalance: (account: string, balance: bigint, min: bigint) =>
    `${account} would be left with ${microAlgoText(balance)}, below its minimum balance of ${microAlgoText(min)} (${microAlgoText(min - balance)} short).`,
  feeTooSmall: (paid: bigint, needed: bigint) =>
    `the fees paid (${microAlgoText(paid)}) are less than the ${microAlgoText(needed)} required; raise the fee.`,
  notYetValid: (round: bigint, first: bigint, last: bigint) =>
    `it is valid only from round ${first} to round ${last}, and the network is still at round ${round}.`,
  expired: (round: bigint, first: bigint, last: bigint) =>
    `it is valid only from round ${first} to round ${last}, and the network is already at round ${round}; build it again with current rounds.`,
  invalidRange: (first: bigint, last: bigint) =>
    `its last valid round (${last}) is before its first valid round (${first}).`,
  alreadyInLedger: 'the same transaction is already in the ledger (it was sent before).',
  overlappingLease: (account: string) =>
    `another transaction from ${account} with the same lease is still valid; wait until it expires or use another lease.`,
  receiverNotOptedIn: (account: string, asset: bigint) =>
    `the receiver ${account} has not opted in to asset ${asset}.`,
  senderNotOptedIn: (account: string, asset: bigint) =>
    `${account} does not hold asset ${asset} (it has not opted in).`,
  frozen: (account: string, asset: bigint) => `asset ${asset} is frozen in ${account}.`,
  receiverFrozen: 'the asset is frozen in the receiver\u2019s account.',
  appRejected: (app: bigint, pc: number, error: string) => `application ${app} failed at pc ${pc}: ${error}.`,
  appRejectedNoId: (pc: number, error: string) => `the application failed at pc ${pc}: ${error}.`,
  approvalFalse: 'the application\u2019s approval program rejected it (it ended with false).',
  logicSigRejected: (pc: number, error: string) => `its logic signature failed at pc ${pc}: ${error}.`,
  wrongSigner: (expected: string, actual: string) =>
    `the account is controlled by ${expected} (it was rekeyed), but ${actual} signed it.`,
  badSignature: 'a signature does not match the transaction and its signer.',
  unsigned: 'it is not signed.',
  groupTooLarge: 'a group holds at most 16 transactions.',
  groupEmpty: 'the group has no transactions.',
  incompleteGroup: 'not every transaction of the group was sent, or they were sent out of order.',
  unknown: (nodeText: string) => `${nodeText}${/[.!?]$/.test(nodeText) ? '' : '.'}`,
} as const;

export const CONFIRMATION_MESSAGES = {
  notConfirmed: (rounds: bigint, sentAt: bigint, validUntil: bigint) =>
    `Not confirmed after ${rounds} rounds (sent at round ${sentAt}, valid until round ${validUntil})`,
} as const;

export const GROUP_MESSAGES = {
  empty: 'Add at least one transaction: a group cannot be empty.',
  tooLarge: (count: number) =>
    `A group holds at most 16 transactions; this one has ${count}. Remove ${count - 16} before signing.`,
} as const;

export const MNEMONIC_MESSAGES = {
  wordCount: (count: number) => `A recovery phrase has exactly 25 words; this one has ${count}.`,
  unknownWord: (position: number) => `Word ${position} is not in the recovery word list.`,
  unknownWords: (positions: readonly number[]) =>
    `Words ${positions.join(', ')} are not in the recovery word list.`,
  checksum:
    'The checksum failed: every word is in the list, but the phrase is not valid (a word is wrong or out of order).',
  keyLength: (what: string, expected: number, actual: number) =>
    `A ${what} is ${expected} bytes; this one is ${actual}.`,
  keyEncoding: (what: string) => `Enter the ${what} as base64 or hex.`,
  keyMismatch: 'This secret key is damaged: its public half does not belong to its private half.',
} as const;

export const MULTISIG_MESSAGES = {
  mergeTransaction: (position: number) =>
    `These cannot be merged: transaction ${position} differs between them.`,
  mergeCount: (a: number, b: number) =>
    `These cannot be merged: one holds ${a} transactions, the other ${b}.`,
  mergeVersion: (a: number, b: number) =>
    `These cannot be merged: the multisig version differs (${a} and ${b}).`,
  mergeThreshold: (a: number, b: number) => `These cannot be merged: the threshold differs (${a} and ${b}).`,
  mergeAddresses:
    'These cannot be merged: the multisig addresses differ (not the same accounts in the same order).',
  mergeSignatures: (position: number, signer: string) =>
    `These cannot be merged: ${signer} has two different signatures on transaction ${position}.`,
  badVersion: 'The multisig version must be 1.',
  badThreshold: (count: number) =>
    `The threshold must be a whole number from 1 to ${count} (the number of addresses).`,
  noAddresses: 'Add at least one address.',
  tooManyAddresses: 'A multisig account has at most 255 addresses.',
  badAddress: (position: number) => `Address ${position} is not a valid Algorand address.`,
  notASigner: (address: string) => `${address} is not one of this multisig account\u2019s addresses.`,
  badSignature: (position: number, signer: string) =>
    `The signature for transaction ${position} is not a valid signature by ${signer}.`,
  badBundle: (why: string) => `This is not a multisig bundle: ${why}.`,
  thresholdNotMet: (position: number, have: number, need: number) =>
    `Transaction ${position} has ${have} of the ${need} signatures it needs.`,
} as const;
