/**
 * kmd wallet passwords a person typed this session, per network and wallet: held in memory only
 * (never written anywhere, gone with the page), so each wallet's password is asked once per session.
 * A password kmd refused is forgotten, so the next prompt starts empty.
 */
export class KmdPasswordMemory {
  readonly #passwords = new Map<string, string>();
  /** Per network: the wallet a person last opened this session (what a prompt may start on). */
  readonly #lastWallet = new Map<string, string>();

  static #key(network: string, wallet: string): string {
    return JSON.stringify([network, wallet]);
  }

  /** The password that last opened this wallet on this network, if one did this session. */
  recall(network: string, wallet: string): string | undefined {
    return this.#passwords.get(KmdPasswordMemory.#key(network, wallet));
  }

  /** Kept after kmd accepted it (an empty password too: nothing to ask next time). */
  remember(network: string, wallet: string, password: string): void {
    this.#passwords.set(KmdPasswordMemory.#key(network, wallet), password);
    this.#lastWallet.set(network, wallet);
  }

  forget(network: string, wallet: string): void {
    this.#passwords.delete(KmdPasswordMemory.#key(network, wallet));
    if (this.#lastWallet.get(network) === wallet) this.#lastWallet.delete(network);
  }

  /** The wallet last opened on this network this session (and not refused since), if any. */
  lastWallet(network: string): string | undefined {
    return this.#lastWallet.get(network);
  }
}
