/** The explorer's edit buttons and dialogs on sandbox networks (network control's state edits). */
export const EDIT_LABELS = {
  about:
    'Sets it on this local network with its admin API: an editor-signed 0-Algo edit transaction in a new block.',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  close: 'Close',
  done: 'Done. The page shows the new state.',
  delete: 'Delete',

  balance: { button: 'Edit balance', title: 'Edit Algo balance', field: 'Balance (ALGO)' },
  holding: {
    button: (asset: bigint) => `Edit holding of asset ${asset}`,
    title: (asset: bigint) => `Edit holding of asset ${asset}`,
    amount: (unit: string) => `Amount${unit === '' ? '' : ` (${unit})`}`,
    amountHint: (decimals: number) =>
      `In the asset’s units (${decimals} decimals). The asset’s total is not changed.`,
    frozen: 'Frozen',
  },
  state: {
    edit: (key: string) => `Edit ${key}`,
    add: 'Add a value',
    titleGlobal: 'Edit global state',
    titleLocal: (app: bigint) => `Edit local state in application ${app}`,
    key: 'Key',
    keyHint: 'Text, or encoding:value (b64:…, int:5, addr:…).',
    type: 'Type',
    types: { uint: 'uint64', bytes: 'bytes' },
    value: 'Value',
    uintHint: 'A whole number from 0 to 2^64-1.',
    bytesHint: 'Text, or encoding:value (b64:…, int:5, addr:…).',
    deleteKey: 'Delete this key',
  },
  box: {
    edit: (name: string) => `Edit box ${name}`,
    add: 'Add a box',
    title: 'Edit box',
    name: 'Name',
    nameHint: 'Text, or encoding:value (b64:…, int:5, addr:…). 1 to 64 bytes.',
    value: 'Value',
    valueHint:
      'Text, or encoding:value. Its length is the box’s size (the app account pays its minimum balance).',
    deleteBox: 'Delete this box',
  },
  problems: {
    amount: 'A number, at most 6 decimals for ALGO (or the asset’s decimals).',
    uint: 'A whole number from 0 to 2^64-1.',
    empty: 'Required.',
  },
} as const;
