import type { EndpointField } from '@sextant/core/network/NetworkFormValues';
import type { ServiceKind } from '@sextant/core/network/NetworkProfile';
import type { ThemePreference } from '../../app/theme/ThemePreference';

export const SETTINGS_LABELS = {
  title: 'Settings',
  networks: 'Networks',
  addNetwork: 'Add network',
  editNetwork: (name: string) => `Edit ${name}`,
  deleteNetwork: (name: string) => `Delete ${name}`,
  confirmDelete: 'Click again to delete',
  builtIn: 'Built in',
  browserNet: 'Runs inside this browser, nothing installed; its data stays in this browser.',
  browserNetActions: 'Export, import or reset it',
  none: 'none',
  noCustom: 'No custom networks yet. Add one to point Sextant at your own node.',
  formTitleNew: 'Add a network',
  formTitleEdit: 'Edit network',
  formIntro: 'Algod is required; the indexer and kmd are optional. Leave port empty to use the URL’s own.',
  name: 'Name',
  namePlaceholder: 'My node',
  save: 'Save network',
  cancel: 'Cancel',
  close: 'Close',
  probeOf: (service: 'algod' | 'indexer') => `${service}:`,
  formHasErrors: 'Some fields need attention.',
  theme: 'Theme',
  assetMedia: 'Asset metadata',
  assetMediaAuto: 'Read asset metadata files and images from their hosts without asking',
  assetMediaNote:
    'ARC-3 files and NFT images live on hosts the asset names (often an IPFS gateway). Off: each asset page asks before reading them, since those hosts learn who reads them. ARC-69 metadata is on chain and always shown.',
  themes: { system: 'System', light: 'Light', dark: 'Dark' } satisfies Record<ThemePreference, string>,
  services: { algod: 'Algod', indexer: 'Indexer (optional)', kmd: 'Kmd (optional)' } satisfies Record<
    ServiceKind,
    string
  >,
  fields: {
    url: 'URL',
    port: 'Port',
    pathPrefix: 'Path prefix',
    token: 'Token',
    tokenHeader: 'Token header',
  } satisfies Record<EndpointField, string>,
  placeholders: {
    algod: { url: 'http://127.0.0.1', port: '4001', pathPrefix: '', token: '', tokenHeader: '' },
    indexer: { url: 'http://127.0.0.1', port: '8980', pathPrefix: '', token: '', tokenHeader: '' },
    kmd: { url: 'http://127.0.0.1', port: '4002', pathPrefix: '', token: '', tokenHeader: '' },
  } satisfies Record<ServiceKind, Record<EndpointField, string>>,
} as const;
