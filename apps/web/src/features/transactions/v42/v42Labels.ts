/** Texts of what consensus v42 added to the explorer (post-quantum signatures, access lists, salted programs); tests assert these. */
export const V42_LABELS = {
  pqBadge: 'PQ',
  pqBadgeTitle: (scheme: string) => `Post-quantum signature (${scheme})`,
  pqKind: (scheme: string) => `Post-quantum signature · ${scheme}`,
  unknownScheme: (id: string) => `unknown scheme "${id}"`,
  scheme: 'Scheme',
  salt: 'Address salt',
  publicKey: 'Public key',
  publicKeyBytes: (n: number) => `${n} bytes`,
  signatureSize: 'Signature size',
  signatureBytes: (n: number) => `${n} bytes`,
  pqAddress: 'Authorizing PQ address',
  pqFee: 'Fee it costs',
  pqFeeText: (extra: string, total: string) =>
    `+${extra} (two more minimum fees; ${total} for a transaction alone in its group)`,
  pqFeeNone: 'none (a scheme consensus does not price)',
  delegatedByPQ: 'Delegated by a post-quantum key (pqsig).',
  multisigForm: {
    lmsig: 'Signed over the multisig address and program (lmsig).',
    msig: 'Signed over the program alone (msig, the form before lmsig).',
  },
  salted: (where: 'trailing' | 'intcblock', value: bigint) =>
    where === 'trailing'
      ? `Salted by the v13 assembler: a trailing intcblock ${value} moves its address off the ed25519 curve.`
      : `Salted by the v13 assembler: the intcblock’s last constant (${value}) moves its address off the ed25519 curve.`,
  offCurve: 'Its address is off the ed25519 curve (no salt needed).',
  onCurve: 'Its address is an ed25519 point (unsalted; a v13 contract account must be off the curve).',
  programSalt: 'Program address',
  access: 'Access list',
  accessCount: (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`,
  accessKinds: {
    address: 'Address',
    asset: 'Asset',
    app: 'App',
    holding: 'Holding',
    locals: 'Local state',
    box: 'Box',
    quota: 'Box quota',
  },
  calledApp: 'the called app',
  quotaNote: 'an empty entry: one more box reference’s read and write quota',
  accountPQ: (scheme: string) => `Post-quantum account · ${scheme}`,
  accountPQTitle: 'Its last transaction was authorised by a post-quantum signature from this account’s key.',
} as const;
