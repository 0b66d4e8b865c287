/** The words of the confirmation shown before a remembered recovery phrase signs; tests read them. */
export const SIGNING_CONFIRM_LABELS = {
  title: 'Sign with the remembered phrase?',
  intro: (groupSize: number, signed: number) =>
    `This page holds a recovery phrase remembered on this device, so nothing else will ask. It is about to sign ${groupSize === 1 ? 'one transaction' : `${signed} of the ${groupSize} transactions of a group`}:`,
  delegationIntro:
    'This page holds a recovery phrase remembered on this device, so nothing else will ask. It is about to sign a logic sig delegation:',
  dataIntro: (bytes: number, domain: string) =>
    `This page holds a recovery phrase remembered on this device, so nothing else will ask. It is about to sign ${bytes} bytes of data for ${domain} (ARC-60).`,
  delegation:
    'Whoever holds the program and this signature can send any transaction from the account that the program approves.',
  position: (n: number) => `Transaction ${n}`,
  type: 'Type',
  sender: 'Sender',
  receiver: 'Receiver',
  amount: 'Amount',
  fee: 'Fee',
  app: 'App',
  appCreate: 'new app (creation)',
  method: 'Method selector',
  onComplete: 'On completion',
  asset: 'Asset',
  totalFee: 'Fees paid',
  rekey: (to: string) => `Rekeys the account: ${to} will sign for it from now on.`,
  closeTo: (to: string) => `Closes the account: every Algo left goes to ${to}.`,
  assetCloseTo: (asset: string, to: string) =>
    `Closes the holding of asset ${asset}: all of it goes to ${to}.`,
  clawback: (from: string) => `Clawback: takes the asset from ${from}.`,
  confirm: 'Sign',
  cancel: 'Cancel',
  close: 'Close without signing',
} as const;
