import type { DataEncoding } from '@sextant/core/wallet/parseDataInput';

/** Every word of `/tools/sign-data`; e2e/sign-data.spec.ts finds elements by these. */
export const SIGN_DATA_LABELS = {
  title: 'Sign data',
  intro:
    'Sign any bytes with the connected wallet (ARC-60: the wallet signs sha256(data) ‖ sha256(authenticator data), never a transaction), and check any such signature against an address.',
  signHeading: 'Sign with the connected wallet',
  verifyHeading: 'Verify a signature',
  data: 'Data',
  encoding: 'Encoding',
  encodings: { text: 'Text', hex: 'Hex', base64: 'Base64' } satisfies Record<DataEncoding, string>,
  domain: 'Domain',
  domainHint: 'Part of what is signed (ARC-60 authenticator data = sha256 of the domain).',
  sign: 'Sign',
  signing: 'Waiting for the wallet…',
  noWallet: 'Connect a wallet (the button in the header) to sign data.',
  signingAs: (provider: string, address: string) => `Signs as ${address} with ${provider}.`,
  signature: 'Signature (base64)',
  signer: 'Signed by',
  authenticatorData: 'Authenticator data (base64)',
  address: 'Address',
  verify: 'Verify',
  valid: (address: string) => `Valid: ${address} signed exactly these bytes for this domain.`,
  invalid: (address: string) =>
    `Not valid: this is not a signature by ${address} over these bytes for this domain. Check the data (and its encoding), the domain and the address.`,
  badAddress: 'This is not a valid Algorand address.',
  badSignature: 'A signature is 64 bytes, as base64.',
} as const;

export const SIGN_DATA_TEST_IDS = {
  unsupported: 'sign-data-unsupported',
  signError: 'sign-data-error',
  signature: 'sign-data-signature',
  signer: 'sign-data-signer',
  verifyResult: 'verify-result',
} as const;
