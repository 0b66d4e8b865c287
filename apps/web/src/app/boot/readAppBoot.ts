import { BROWSER_NETWORK_ID, builtInNetworks } from '@sextant/core/network/builtInNetworks';
import { readStoredNetworks } from '@sextant/core/network/readStoredNetworks';
import { serializeNetworks } from '@sextant/core/network/serializeNetworks';
import { STORAGE_KEYS, type KeyValueStore } from '../storage/KeyValueStore';
import { isThemePreference } from '../theme/ThemePreference';
import type { AppBoot } from './AppBoot';
import { BOOT_MESSAGES } from './bootMessages';
import type { AppConfig } from './loadAppConfig';

/**
 * Reads saved settings. A value that cannot be used is reported and reset in storage at once, so
 * the next visit starts clean and no screen ever renders from a broken value. `browserNetBase` is
 * where this page's Browser network answers (`<origin><base>browser-net`), known only at run time.
 */
export function readAppBoot(config: AppConfig, storage: KeyValueStore, browserNetBase?: string): AppBoot {
  const problems = [...config.problems];
  const builtIns = builtInNetworks(config.sandbox, browserNetBase);

  const stored = readStoredNetworks(storage.get(STORAGE_KEYS.networks));
  problems.push(...stored.problems);
  if (stored.repaired) {
    if (stored.networks.length === 0) storage.remove(STORAGE_KEYS.networks);
    else storage.set(STORAGE_KEYS.networks, serializeNetworks(stored.networks));
  }

  const rawTheme = storage.get(STORAGE_KEYS.theme);
  let theme = isThemePreference(rawTheme) ? rawTheme : 'system';
  if (rawTheme !== null && !isThemePreference(rawTheme)) {
    problems.push(BOOT_MESSAGES.themeReset);
    storage.remove(STORAGE_KEYS.theme);
    theme = 'system';
  }

  const ids = new Set([...builtIns, ...stored.networks].map((n) => n.id));
  const rawLast = storage.get(STORAGE_KEYS.lastNetwork);
  // A static host has no sandbox beside it: a first visit opens the Browser network instead.
  let lastNetworkId =
    config.staticHost === true && browserNetBase !== undefined ? BROWSER_NETWORK_ID : 'sandbox';
  if (rawLast !== null && ids.has(rawLast)) lastNetworkId = rawLast;
  else if (rawLast !== null) {
    problems.push(BOOT_MESSAGES.lastNetworkReset);
    storage.remove(STORAGE_KEYS.lastNetwork);
  }

  const boot: AppBoot = {
    builtIns,
    customNetworks: stored.networks,
    theme,
    lastNetworkId,
    problems,
    storage,
  };
  if (config.wallets !== undefined) boot.wallets = config.wallets;
  return boot;
}
