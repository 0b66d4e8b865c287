/** Every word the contract lab shows. */
export const CONTRACTS_LABELS = {
  title: 'Contract lab',
  intro:
    'Load an ARC-56, ARC-32 or ARC-4 spec, fill typed arguments, and deploy or call. Readonly methods answer by simulate, with no signature.',

  spec: 'Spec',
  loadFrom: 'Load the spec from',
  sources: { file: 'File', paste: 'Paste', url: 'URL', app: 'App id', examples: 'Examples' },
  examplesIntro: 'Small contracts of our own with ARC-56 specs, ready to deploy on this network.',
  loadExample: (name: string) => `Load ${name}`,
  chooseFile: 'Choose a .json spec',
  chooseOut: "Or puya's out/ folder",
  fileDropHint: "or drop it here, or puya's out/ folder (a zip too) with its debug maps and sources",
  puyaMapsKept: (names: readonly string[]) =>
    `Debug maps kept for the debugger: ${names.join(', ')}. Its runs open at source level.`,
  pasteLabel: 'Spec JSON',
  pastePlaceholder: '{ "name": …, "methods": [ … ] }',
  urlLabel: 'Spec URL',
  attachedLabel: 'App id with an attached spec',
  load: 'Load',
  loading: 'Loading…',
  replace: 'Load another spec',
  replaceConfirm:
    'Load another spec? The arguments typed for this one are dropped (those of a deployed app come back when it is reopened).',
  noSpec:
    'No spec loaded yet. Choose a file, paste JSON, give a URL or an app id whose spec is attached, or start from an example.',
  noAttached: (appId: string) =>
    `No spec is attached to app ${appId} on this network. Attach one on the application page, or load it here.`,
  fetchFailed: (status: string) => `The URL did not give a spec (${status}).`,
  methodsCount: (n: number) => `${n} method${n === 1 ? '' : 's'}`,
  eventsCount: (n: number) => `${n} event${n === 1 ? '' : 's'}`,
  compiledBy: (name: string, version: string | undefined) =>
    `Compiled by ${name}${version === undefined ? '' : ` ${version}`}`,
  programsIn: (teal: boolean, bytes: boolean) =>
    teal && bytes
      ? 'TEAL and bytecode included'
      : teal
        ? 'TEAL included, no bytecode'
        : bytes
          ? 'bytecode included, no TEAL'
          : 'no programs',
  fromNetworks: (appId: string) =>
    `App ${appId} is this network’s entry in the spec’s “networks” (by its genesis hash).`,
  pickNetworksApp: (appId: string) => `Use app ${appId} from the spec`,

  app: 'Application',
  appId: 'App id',
  appIdHint: 'Empty to deploy a new app from the spec.',
  appIdBad: 'An app id is a whole number.',
  attachToApp: 'Attach the spec to this app',
  attached: 'Attached: the application page decodes its state with it.',
  openApp: 'Open app',

  myContracts: 'My contracts',
  myContractsEmpty:
    'Apps you deploy from the lab or attach a spec to on this network are listed here, to reopen with their spec and last arguments.',
  myContractsClear: 'Clear all',
  myContractsClearConfirm: (n: number) =>
    `Remove all ${n} apps from My contracts on this network? The apps and their attached specs stay.`,
  myContractHow: { deployed: 'deployed here', attached: 'spec attached' },
  myContractStatus: {
    gone: 'No longer on this network (deleted, or the network was reset).',
    replaced: 'Another creator’s app has this id now (the network was reset).',
  },
  open: 'Open',
  myContractOpen: (name: string, appId: string) => `Open ${name} (app ${appId})`,
  myContractRemove: (name: string, appId: string) => `Remove ${name} (app ${appId}) from My contracts`,

  actions: 'Actions',
  create: 'Deploy',
  call: 'Call',
  bare: 'Bare',
  bareAction: (oc: string) => `Bare ${oc}`,
  readonly: 'readonly',
  noActions:
    'The spec allows nothing here: no method or bare action matches. Set an app id to call, or clear it to deploy.',

  method: 'Method',
  onComplete: 'On completion',
  sender: 'Sender',
  senderHint: 'The account that calls; a readonly call needs none.',
  args: 'Arguments',
  noArgs: 'This method takes no arguments.',
  defaultFrom: (source: string) => `default · ${source}`,
  defaultFailed: 'Default not available',
  useDefault: 'Use default',
  add: 'Add',
  remove: 'Remove',
  item: (i: number) => `#${i}`,
  bytesFormat: 'Format',
  formats: { hex: 'hex', base64: 'base64', text: 'text' },
  boolTrue: 'true',
  referenceHint: { account: 'An address', asset: 'An asset id', application: 'An app id' },
  txnArg: (type: string) => `Transaction argument (${type}), placed before the call in the group`,

  deploy: 'Deployment',
  templates: 'Template variables',
  schemaTitle: 'State schema',
  schemaFields: {
    globalInts: 'Global ints',
    globalBytes: 'Global byte slices',
    localInts: 'Local ints',
    localBytes: 'Local byte slices',
  },
  extraPages: 'Extra pages',
  teal: { approval: 'Approval TEAL', clear: 'Clear TEAL' },
  tealErrorAt: (line: number, message: string) => `Line ${line}: ${message}`,
  tealNeeded: 'This spec has no programs: give them as TEAL (compiled on the node) or as compiled bytes.',
  programsAs: 'Programs as',
  programsKinds: { teal: 'TEAL', bytes: 'Compiled bytes (hex or base64)' },
  programBytes: { approval: 'Approval program (hex or base64)', clear: 'Clear program (hex or base64)' },
  programBytesBad: 'Not hex or base64 bytes.',

  resources: 'Resources named by the call',
  clearResources: 'Clear',
  removeResource: (what: string) => `Remove ${what}`,
  emptyBoxRef: 'empty box reference (1 KiB more box I/O)',
  thisApp: 'this app',
  extraBoxRefs: (n: number) => `${n} empty box reference${n === 1 ? '' : 's'} for box I/O budget`,
  innerFees: 'Fee covers inner transactions',
  innerFeesHint: 'Each adds one minimum fee to the call.',
  recommended: (parts: string) =>
    `Pre-filled from the spec’s recommendations for this method: ${parts}. Change or clear them as needed.`,
  recommendedParts: (c: { inners: number; boxes: number; accounts: number; apps: number; assets: number }) =>
    [
      c.inners > 0 && `${c.inners} inner transaction${c.inners === 1 ? '' : 's'} (fee)`,
      c.boxes > 0 && `${c.boxes} box${c.boxes === 1 ? '' : 'es'}`,
      c.accounts > 0 && `${c.accounts} account${c.accounts === 1 ? '' : 's'}`,
      c.apps > 0 && `${c.apps} app${c.apps === 1 ? '' : 's'}`,
      c.assets > 0 && `${c.assets} asset${c.assets === 1 ? '' : 's'}`,
    ]
      .filter(Boolean)
      .join(', ') || 'nothing',

  encoded: 'Encoded arguments',
  selector: 'selector',
  encodedEmpty: 'Fix the arguments to see their encoding.',

  run: 'Run (simulate)',
  simulate: 'Simulate',
  send: 'Sign and send',
  signWith: 'Sign with',
  signers: {
    wallet: 'Connected wallet',
    kmd: 'kmd',
    pq: 'Post-quantum key (this tab)',
    impersonation: 'Act as an unlocked address (impersonated)',
  },
  noWallet: 'No wallet connected',
  noKmd: 'This network has no kmd.',
  noPQ: 'No post-quantum key in this tab: create or import one on the PQ accounts screen.',
  noUnlocked:
    'No address is unlocked on this network: use “Act as…” in the wallet menu or the Network control panel.',
  notSandbox: 'Only Sextant’s own sandbox networks can act as an address.',
  autoRun: 'Readonly: runs by simulate as you type, no signature asked.',
  fixFirst: 'Fix the marked fields first.',
  senderNeeded: 'Choose the sender first.',

  outcome: 'Result',
  simulated: 'Simulated · nothing was sent',
  committed: (round: string) => `Committed in round ${round}`,
  created: (id: string) => `Created app ${id}`,
  returned: 'Return value',
  noReturn: 'No return value was logged.',
  events: 'ARC-28 events',
  logs: 'Logs',
  logN: (n: number) => `Log ${n}`,
  inner: 'Inner transactions',
  stateChanges: 'State changes',
  failed: 'The call fails',
  arc56Error: 'Contract error',
  atPc: (pc: number) => `at pc ${pc}`,
  unnamed: 'Resources the call reached without naming them',
  addResources: 'Add them to the transaction',
  resourcesAdded: 'Added to the transaction.',
  budget: (used: number) => `Opcode budget used: ${used}`,
  stale: 'Stale: the arguments changed and no longer read; this result is for the earlier ones.',
  extraBudget: 'readonly: simulated with extra opcode budget; a sent call would have only its pooled budget',
  txid: 'Transaction',
  working: 'Working…',
  toStudio: 'Open in the studio',
  toStudioHint: 'As a new group draft in the studio: for a multisig, offline signing, or more transactions.',
} as const;
