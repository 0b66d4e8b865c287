/** Shown in the banner when something saved or configured could not be used at start. */
export const BOOT_MESSAGES = {
  themeReset: 'The saved theme was not recognised and was reset to follow the system.',
  lastNetworkReset: 'The last used network no longer exists; showing Sandbox.',
  configIgnored: (reason: string) => `Part of the app’s configuration was ignored: ${reason}`,
  startFailed: (reason: string) =>
    `Saved settings stopped the app from starting and were cleared (${reason}).`,
  configSlow: (seconds: number) =>
    `The app’s /config.json did not answer within ${seconds} s; the Sandbox network uses its default addresses.`,
  configUnreadable: 'The app’s /config.json could not be read and was ignored.',
} as const;
