/**
 * Bridges use-wallet's prompt hooks to Sextant's own dialogs (never window.prompt): the connect
 * form hands the kmd password and the mnemonic phrase over before connecting; when kmd needs the
 * password again later (a sign after a reload), `askPassword` opens the password dialog and waits.
 */
export interface PasswordRequest {
  walletName: string;
  resolve(password: string): void;
  reject(error: Error): void;
}

export class WalletPrompts {
  private pendingMnemonic: string | undefined;
  private request: PasswordRequest | null = null;
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  current = (): PasswordRequest | null => this.request;

  private set(request: PasswordRequest | null) {
    this.request = request;
    this.listeners.forEach((l) => l());
  }

  askPassword = (walletName: string): Promise<string> =>
    new Promise((resolve, reject) => {
      this.set({
        walletName,
        resolve: (password) => {
          this.set(null);
          resolve(password);
        },
        reject: (error) => {
          this.set(null);
          reject(error);
        },
      });
    });

  /** The phrase the connect form read; the provider takes it (once) when it connects. */
  handOverMnemonic = (phrase: string | undefined): void => {
    this.pendingMnemonic = phrase;
  };

  takeMnemonic = (): Promise<string | null> => {
    const phrase = this.pendingMnemonic ?? null;
    this.pendingMnemonic = undefined;
    return Promise.resolve(phrase);
  };
}
