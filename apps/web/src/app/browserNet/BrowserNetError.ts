import { SextantError } from '@sextant/core/errors/SextantError';

export type BrowserNetErrorCode =
  | 'BROWSER_NET_UNSUPPORTED'
  | 'BROWSER_NET_HARD_RELOAD'
  | 'BROWSER_NET_NOT_STARTED'
  | 'BROWSER_NET_REFUSED'
  /** Its stored blocks are damaged (details: `round`, the first bad one, and `goodAfter`, whole blocks after it). */
  | 'BROWSER_NET_CORRUPT';

/** Why the Browser network cannot answer in this page, or why an admin action was refused. */
export class BrowserNetError extends SextantError<BrowserNetErrorCode> {
  override name = 'BrowserNetError';
}
