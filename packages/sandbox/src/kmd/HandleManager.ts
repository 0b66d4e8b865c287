import { digest, randomBytes, timingSafeEqual } from '#platform/crypto';
import { KmdError } from './KmdError';
import type { WalletKey } from './walletCrypto';

/** kmd's default SessionLifetimeSecs. */
export const DEFAULT_HANDLE_TTL_MS = 60_000;

/** kmd sweeps expired handles once a minute; until then an expired one answers "handle expired". */
const SWEEP_INTERVAL_MS = 60_000;

interface Handle {
  secret: string;
  expires: number;
  walletId: string;
  walletKey: WalletKey;
  passwordSalt: Buffer;
  passwordHash: Buffer;
}

/** What a valid token gives access to. */
export interface AuthorizedHandle {
  walletId: string;
  /** The key the handle's password unlocked: lets the wallet be reopened without scrypt. */
  walletKey: WalletKey;
  /** Whole seconds left, truncated like kmd's int64(time.Until(expires).Seconds()). */
  expiresSeconds: number;
  /** kmd compares later passwords against a salted hash of the one the handle was made with. */
  checkPassword(password: string): void;
}

function hashPassword(salt: Buffer, password: string): Buffer {
  return Buffer.from(digest('sha512-256', [salt, new TextEncoder().encode(password)]));
}

/**
 * Wallet handle tokens as kmd makes them (daemon/kmd/session/auth.go): "<16 hex id>.<64 hex secret>",
 * a lifetime renewed in full by /v1/wallet/renew, the same validation order and error texts.
 * Time is monotonic (performance.now) so a wall-clock jump neither revives nor kills handles.
 */
export class HandleManager {
  readonly #ttlMs: number;
  readonly #handles = new Map<string, Handle>();
  readonly #onIdle: (walletId: string) => void;
  #lastSweep = performance.now();

  /** `onIdle` hears of a wallet whose last live handle went away (released, expired). */
  constructor(ttlMs: number, onIdle: (walletId: string) => void = () => {}) {
    this.#ttlMs = ttlMs;
    this.#onIdle = onIdle;
  }

  create(walletId: string, walletKey: WalletKey, password: string): string {
    this.#maybeSweep();
    const id = Buffer.from(randomBytes(8)).toString('hex');
    const secret = Buffer.from(randomBytes(32)).toString('hex');
    const passwordSalt = Buffer.from(randomBytes(32));
    this.#handles.set(id, {
      secret,
      expires: performance.now() + this.#ttlMs,
      walletId,
      walletKey,
      passwordSalt,
      passwordHash: hashPassword(passwordSalt, password),
    });
    return `${id}.${secret}`;
  }

  /** Validates a token (and with `renew`, restarts its lifetime). Failures are 401s with kmd's texts. */
  authorize(token: string, renew = false): AuthorizedHandle {
    this.#maybeSweep();
    const [id, handle] = this.#lookup(token);
    const now = performance.now();
    if (now > handle.expires) {
      this.#delete(id, handle);
      throw new KmdError('handleExpired', 401);
    }
    if (renew) handle.expires = now + this.#ttlMs;
    return {
      walletId: handle.walletId,
      walletKey: handle.walletKey,
      expiresSeconds: Math.trunc((handle.expires - performance.now()) / 1000),
      checkPassword: (password) => {
        if (!timingSafeEqual(hashPassword(handle.passwordSalt, password), handle.passwordHash)) {
          throw new KmdError('wrongPassword');
        }
      },
    };
  }

  /** Like kmd, releasing does not care whether the handle already expired. */
  release(token: string): void {
    this.#maybeSweep();
    const [id, handle] = this.#lookup(token);
    this.#delete(id, handle);
  }

  /** True while some unexpired handle points at the wallet. */
  hasLive(walletId: string): boolean {
    const now = performance.now();
    for (const h of this.#handles.values()) if (h.walletId === walletId && now <= h.expires) return true;
    return false;
  }

  #lookup(token: string): [string, Handle] {
    const dot = token.indexOf('.');
    if (dot < 0) throw new KmdError('handleParts', 401);
    const id = token.slice(0, dot);
    const secret = token.slice(dot + 1);
    if (!/^[0-9a-f]{16}$/.test(id)) throw new KmdError('handleId', 401);
    if (!/^[0-9a-f]{64}$/.test(secret)) throw new KmdError('handleSecret', 401);
    const handle = this.#handles.get(id);
    if (handle === undefined) throw new KmdError('handleMissing', 401);
    if (!timingSafeEqual(Buffer.from(secret), Buffer.from(handle.secret)))
      throw new KmdError('handleToken', 401);
    return [id, handle];
  }

  #delete(id: string, handle: Handle): void {
    this.#handles.delete(id);
    if (!this.hasLive(handle.walletId)) this.#onIdle(handle.walletId);
  }

  #maybeSweep(): void {
    const now = performance.now();
    if (now - this.#lastSweep < SWEEP_INTERVAL_MS) return;
    this.#lastSweep = now;
    for (const [id, handle] of [...this.#handles]) if (now > handle.expires) this.#delete(id, handle);
  }
}
