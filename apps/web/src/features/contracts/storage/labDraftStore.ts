import type { AbiFormValue } from '@sextant/core/abi/AbiField';
import type { OnCompleteName } from '@sextant/core/contracts/ContractSpec';
import type { ResourceLists } from '@sextant/core/contracts/addUnnamedResources';
import type { ArgInput } from '@sextant/core/contracts/readCallArgs';
import type { SchemaFields } from '@sextant/core/contracts/readSchemaFields';

/** Everything the lab holds while a person works, saved per network so a reload loses nothing. */
export interface LabDraft {
  specText: string | null;
  /** Where the spec came from ("HelloWorld.arc56.json", a URL, "app 1002"). */
  specLabel: string;
  appId: string;
  /** `m:<signature>` for a method, `bare` for a bare action. */
  action: string;
  onComplete: OnCompleteName | '';
  sender: string;
  /** Argument inputs by method signature. */
  args: Record<string, ArgInput[]>;
  templates: Record<string, AbiFormValue>;
  /** Programs given for a spec without its own (an ARC-4 contract JSON): TEAL or compiled bytes. */
  teal: { approval: string; clear: string };
  programsAs: 'teal' | 'bytes';
  programBytes: { approval: string; clear: string };
  /** The create's schema as typed; null: the spec's own. */
  schema: SchemaFields | null;
  resources: ResourceLists;
  innerFees: string;
  /** `impersonation`: an address a sandbox network has unlocked (network control), signed for keylessly. */
  signer: 'wallet' | 'kmd' | 'logicsig' | 'pq' | 'impersonation';
  kmdWallet: string;
}

export const EMPTY_LAB_DRAFT: LabDraft = {
  specText: null,
  specLabel: '',
  appId: '',
  action: '',
  onComplete: '',
  sender: '',
  args: {},
  templates: {},
  teal: { approval: '', clear: '' },
  programsAs: 'teal',
  programBytes: { approval: '', clear: '' },
  schema: null,
  resources: { accounts: [], apps: [], assets: [], boxes: [] },
  innerFees: '0',
  signer: 'kmd',
  kmdWallet: 'unencrypted-default-wallet',
};

const keyFor = (network: string) => `sextant.contractLab.${network}`;

export function loadLabDraft(network: string): LabDraft {
  try {
    const raw = localStorage.getItem(keyFor(network));
    if (raw === null) return EMPTY_LAB_DRAFT;
    const parsed = JSON.parse(raw) as Partial<LabDraft>;
    return { ...EMPTY_LAB_DRAFT, ...parsed };
  } catch {
    return EMPTY_LAB_DRAFT;
  }
}

export function saveLabDraft(network: string, draft: LabDraft): void {
  try {
    localStorage.setItem(keyFor(network), JSON.stringify(draft));
  } catch {
    // full or unavailable storage: the lab keeps working, only the reload copy is lost
  }
}

const appArgsKey = (network: string, appId: bigint) => `sextant.contractLab.${network}.app.${appId}.args`;

/** The arguments last typed for an app on this network: reopening the app brings them back. */
export function loadAppArgs(network: string, appId: bigint): LabDraft['args'] | undefined {
  try {
    const raw = localStorage.getItem(appArgsKey(network, appId));
    return raw === null ? undefined : (JSON.parse(raw) as LabDraft['args']);
  } catch {
    return undefined;
  }
}

export function saveAppArgs(network: string, appId: bigint, args: LabDraft['args']): void {
  try {
    localStorage.setItem(appArgsKey(network, appId), JSON.stringify(args));
  } catch {
    // full or unavailable storage: only the reopening copy is lost
  }
}
