import { addressFromPublicKey } from '../address/addressFromPublicKey';
import { base64Bytes } from '../explore/base64Bytes';
import { hasControl } from './decodeNote';
import { revealBidi } from './revealBidi';

/** The ways a byte string can be read on screen. */
export type BytesView = 'text' | 'hex' | 'base64' | 'address';

/** One byte string (a note, an app argument, a log, a state value) in every view it has. */
export interface BytesViews {
  /** The view shown first: text when printable UTF-8, an address when 32 non-text bytes, else hex. */
  initial: BytesView;
  /**
   * The views offered, in toggle order (text and address only where the bytes read so): hex and
   * base64 always last, so right-aligned toggles line up down a list.
   */
  views: BytesView[];
  /** Each offered view's rendering; text has its bidi controls revealed (shown, never obeyed). */
  rendered: Partial<Record<BytesView, string>>;
  byteLength: number;
}

export interface BytesViewOptions {
  /** Show 32 non-text bytes as an address first (default); false for hashes and keys. */
  addressFirst?: boolean;
  /** The view to show first when offered (a `*-b64` field beside its decoded twin: base64). */
  prefer?: BytesView;
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** Printable UTF-8 (tab and newlines allowed, no other control characters), or undefined. */
function textOf(bytes: Uint8Array): string | undefined {
  if (bytes.length === 0) return undefined;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return hasControl(text) ? undefined : revealBidi(text);
  } catch {
    return undefined;
  }
}

/**
 * Every view of some bytes and the one to show first. 32 bytes always offer the address view; they
 * show it first when `addressFirst` (state, app args and logs, where an account key is the commonest
 * 32-byte value) and are not text: a 32-character name is more likely text than a key whose bytes
 * all happen to print. Fields that are hashes or keys (a lease, a group id) pass `addressFirst: false`;
 * `prefer` overrides the choice when it names an offered view.
 */
export function bytesViews(bytes: Uint8Array, options: BytesViewOptions = {}): BytesViews {
  const { addressFirst = true, prefer } = options;
  const text = textOf(bytes);
  const address = bytes.length === 32 ? addressFromPublicKey(bytes) : undefined;
  const rendered: Partial<Record<BytesView, string>> = {
    hex: [...bytes].map((b) => b.toString(16).padStart(2, '0')).join(''),
    base64: base64Of(bytes),
  };
  if (text !== undefined) rendered.text = text;
  if (address !== undefined) rendered.address = address;
  const views = (['text', 'address', 'hex', 'base64'] as const).filter((v) => rendered[v] !== undefined);
  const initial: BytesView =
    prefer !== undefined && views.includes(prefer)
      ? prefer
      : text !== undefined
        ? 'text'
        : address !== undefined && addressFirst
          ? 'address'
          : 'hex';
  return { initial, views, rendered, byteLength: bytes.length };
}

/** {@link bytesViews} of a base64 value as the APIs send it; base64 that does not decode is shown as sent. */
export function bytesViewsOfBase64(b64: string, options?: BytesViewOptions): BytesViews {
  const bytes = base64Bytes(b64);
  if (bytes === undefined)
    return { initial: 'base64', views: ['base64'], rendered: { base64: b64 }, byteLength: 0 };
  return bytesViews(bytes, options);
}
