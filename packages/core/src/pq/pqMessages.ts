/** Sentences about post-quantum keys, for people. */
export const PQ_MESSAGES = {
  badFile: 'This is not an algokey post-quantum key file (msgpack with "public" and "private-key").',
  unknownScheme: (scheme: string) =>
    `Unknown post-quantum scheme "${scheme}": Sextant signs with Falcon-1024 ("f1").`,
  badKey: (what: string, got: number, want: number) =>
    `The ${what} is ${got} bytes; Falcon-1024's is ${want}.`,
  keysDisagree: 'The public key is not the one this private key makes.',
  saltNotCanonical: (salt: number, canonical: number) =>
    `The file's salt is ${salt}; this key's canonical salt is ${canonical}, the only one Sextant signs with.`,
} as const;
