/** The little the app needs from localStorage; tests pass an in-memory one. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export const STORAGE_KEYS = {
  networks: 'sextant.networks',
  theme: 'sextant.theme',
  lastNetwork: 'sextant.lastNetwork',
} as const;
