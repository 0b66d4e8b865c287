import type { OnCompleteName } from './ContractSpec';

/** What an on-complete does besides the program's own changes, said once it was sent or simulated. */
export const CALL_EFFECT_MESSAGES = {
  deleted: (app: bigint, done: boolean) =>
    `Application ${app} ${done ? 'was' : 'would be'} deleted: its programs and global state are gone.`,
  closedOut: (app: bigint, done: boolean) =>
    `The sender ${done ? 'opted' : 'would opt'} out of application ${app}: its local state there ${done ? 'was' : 'would be'} removed.`,
  cleared: (app: bigint, done: boolean) =>
    `The sender's local state in application ${app} ${done ? 'was' : 'would be'} removed (ClearState removes it whatever the clear program decides).`,
  optedIn: (app: bigint, done: boolean) =>
    `The sender ${done ? 'opted' : 'would opt'} in to application ${app}: it ${done ? 'now holds' : 'would hold'} local state there.`,
  updated: (app: bigint, done: boolean) =>
    `Application ${app}'s programs ${done ? 'were' : 'would be'} replaced.`,
  noneApply: 'None of these changes apply: the call fails, so nothing of it would be kept.',
} as const;

/**
 * The lifecycle effect of a call that succeeded (`done`: committed; otherwise simulated), in
 * words; a plain NoOp, or a create (its new id is said already), has none.
 * go: ledger/apply/application.go ApplicationCall (ClearState deletes the local state even when
 * the clear program fails; CloseOut and DeleteApplication only when the approval program passes).
 */
export function callEffectNote(onComplete: OnCompleteName, app: bigint, done: boolean): string | undefined {
  if (app === 0n) return undefined;
  const M = CALL_EFFECT_MESSAGES;
  switch (onComplete) {
    case 'DeleteApplication':
      return M.deleted(app, done);
    case 'CloseOut':
      return M.closedOut(app, done);
    case 'ClearState':
      return M.cleared(app, done);
    case 'OptIn':
      return M.optedIn(app, done);
    case 'UpdateApplication':
      return M.updated(app, done);
    case 'NoOp':
      return undefined;
  }
}
