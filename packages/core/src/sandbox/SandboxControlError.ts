import { SextantError } from '../errors/SextantError';

export type SandboxControlErrorCode =
  | 'sandbox-unreachable'
  | 'sandbox-bad-token'
  | 'sandbox-no-control'
  | 'sandbox-not-found'
  | 'sandbox-refused';

/** Sentences for people, keyed by code; tests assert on these. */
export const SANDBOX_CONTROL_MESSAGES: Readonly<Record<SandboxControlErrorCode, string>> = {
  'sandbox-unreachable': 'The sandbox did not answer. Check that it is running.',
  'sandbox-bad-token': 'The sandbox refused the API token. Check the algod token in Settings.',
  'sandbox-no-control': 'This node has no network control: only Sextant’s own sandbox does.',
  'sandbox-not-found': 'No such snapshot (a revert removes the snapshots taken after it).',
  'sandbox-refused': 'The sandbox refused the request.',
};

/** A failed admin API call; `details.sandboxMessage` keeps the sandbox's own words, `details.status` its status. */
export class SandboxControlError extends SextantError<SandboxControlErrorCode> {
  override name = 'SandboxControlError';

  constructor(
    code: SandboxControlErrorCode,
    options: { sandboxMessage?: string; status?: number; cause?: unknown } = {},
  ) {
    const words = options.sandboxMessage ? ` (sandbox: ${options.sandboxMessage})` : '';
    super(code, `${SANDBOX_CONTROL_MESSAGES[code]}${code === 'sandbox-refused' ? words : ''}`, {
      details: { sandboxMessage: options.sandboxMessage, status: options.status },
      cause: options.cause,
    });
  }
}
