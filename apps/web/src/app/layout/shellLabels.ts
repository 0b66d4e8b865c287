/** Labels of the app shell (header, navigation, banners); tests assert these texts. */
export const SHELL_LABELS = {
  appName: 'Sextant',
  home: 'Sextant home',
  networkSwitcher: (name: string) => `Network: ${name}. Switch network`,
  builtInGroup: 'Built in',
  customGroup: 'Custom',
  manageNetworks: 'Manage networks…',
  status: 'Network status',
  settings: 'Settings',
  search: 'Search',
  searchPlaceholder: 'Address, txid, group id or number',
  searchChoices: 'Search results',
  searchExists: 'exists',
  searchMissing: 'not found',
  dismiss: 'Dismiss',
  problemsTitle: 'Some saved settings were reset',
  nav: 'Main',
  /** The phone's menu button, named with the open screen when there is one. */
  menu: (here: string | undefined) => (here === undefined ? 'Menu' : `Menu: ${here}`),
  menuTitle: 'Menu',
  menuClose: 'Close menu',
  menuDescription: 'Every screen of this network, then the tools',
  menuTools: 'Tools',
  skipToContent: 'Skip to content',
  loading: 'Loading…',
} as const;

export const SEARCH_CHOICE_LABELS = {
  account: 'Account',
  transaction: 'Transaction',
  group: 'Group',
  asset: 'Asset',
  application: 'Application',
  block: 'Block',
  assetUnit: 'Asset unit',
  assetName: 'Asset name',
} as const;
