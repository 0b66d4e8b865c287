import { SextantError } from '../errors/SextantError';
import { WalletError } from './WalletError';
import { WALLET_MESSAGES } from './walletMessages';

/** The text and numeric code a wallet library put on what it threw, wherever it put them. */
export function walletErrorParts(error: unknown): { text: string; code: number | undefined } {
  if (typeof error === 'string') return { text: error, code: undefined };
  if (typeof error !== 'object' || error === null) return { text: String(error), code: undefined };
  const record = error as Record<string, unknown>;
  // kmd through algosdk: the HTTP body's message is under response.body.message.
  const body = (record['response'] as { body?: { message?: unknown } } | undefined)?.body;
  const text =
    typeof body?.message === 'string'
      ? body.message
      : typeof record['message'] === 'string'
        ? record['message']
        : String(error);
  // algosdk (kmd) prefixes the node's words with the HTTP status: keep the words.
  const words = text.replace(/^Network request error\. Received status \d+ \([^)]*\): /, '');
  const rawCode = record['code'] ?? (record['data'] as { code?: unknown } | undefined)?.code;
  const code = typeof rawCode === 'number' ? rawCode : undefined;
  return { text: words, code };
}

/**
 * Turns whatever a wallet library threw into a WalletError with a stable code, keeping the wallet's
 * own words. Codes follow ARC-1/ARC-27 (4001 rejected, 4100 unauthorized/closed, 4300 failed);
 * libraries that throw plain Errors are recognised by their text.
 */
export function toWalletError(error: unknown, wallet: string, network = ''): WalletError {
  if (error instanceof WalletError) return error;
  if (error instanceof SextantError) return new WalletError('wallet-failed', error.message, { cause: error });
  const { text, code } = walletErrorParts(error);
  const options = { walletText: text, ...(code === undefined ? {} : { walletCode: code }), cause: error };
  const lower = text.toLowerCase();
  // lute-connect rejects a connect whose window was closed with "Operation Cancelled" and no code.
  if (code === 4100 || /closed|close the|operation cancelled/.test(lower))
    return new WalletError('popup-closed', WALLET_MESSAGES.popupClosed(wallet), options);
  if (code === 4001 || /reject|cancel|denied|declined/.test(lower))
    return new WalletError('user-rejected', WALLET_MESSAGES.userRejected(wallet), options);
  if (/password/.test(lower))
    return new WalletError('wrong-password', WALLET_MESSAGES.wrongPassword(wallet), options);
  if (/network mismatch|wrong network|different network|genesis/.test(lower))
    return new WalletError(
      'wrong-network',
      WALLET_MESSAGES.wrongNetwork(wallet, network || 'this network'),
      options,
    );
  if (/timed? ?out|timeout/.test(lower))
    return new WalletError('timeout', WALLET_MESSAGES.timeout(wallet), options);
  return new WalletError('wallet-failed', WALLET_MESSAGES.failed(wallet), options);
}
