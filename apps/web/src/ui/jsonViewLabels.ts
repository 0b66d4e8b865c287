/** Texts of "View JSON" and the QR code dialog; tests assert these. */
export const JSON_VIEW_LABELS = {
  open: 'View JSON',
  title: (what: string) => `${what} as JSON`,
  description: (service: 'indexer' | 'algod', path: string) =>
    `What the ${service} answered to GET ${path}, as it sent it: every number exact.`,
  what: 'JSON',
  copy: 'Copy',
  download: 'Download .json',
  close: 'Close',
  testId: 'json-view',
} as const;

export const QR_LABELS = {
  open: 'Show QR code',
  title: 'Address QR code',
  description: 'Scan it to get this address. The code holds the plain address.',
  image: (address: string) => `QR code of ${address}`,
  what: 'address',
  close: 'Close',
  loading: 'Drawing the code…',
  testId: 'qr-code',
} as const;
