/** Every sentence the logic-sig model shows; tests assert on these. */
export const LSIG_MESSAGES = {
  argUint64: 'A uint64 is a whole number from 0 to 18446744073709551615.',
  argHex: 'Hex needs an even number of 0-9 a-f digits.',
  argBase64: 'This is not base64.',
  argAddress: 'This is not an Algorand address (58 characters, checksum included).',
  argsTooMany: 'A logic sig takes at most 255 arguments.',
  argsTooLarge: (bytes: number) =>
    `The program and its arguments come to ${bytes} bytes; a logic sig may use at most 1000 per transaction.`,
  fileEmpty: 'The file is empty.',
  fileNotLsig:
    'This is not a logic sig: expected a goal .lsig file (msgpack LogicSig), an algosdk LogicSigAccount, or either as base64.',
  fileNoProgram: 'The logic sig has no program.',
  legacyMsig:
    'This logic sig is delegated by a multisig in the legacy form (msig, signed over "Program" ‖ program), which current consensus no longer accepts. Ask the members to sign again here: it produces the lmsig form.',
  badSignature: 'The delegation signature does not verify for this program and account.',
  delegatorNeeded:
    'A goal .lsig file does not say which account signed it. Enter the delegating account’s address.',
  delegatorNotSigner:
    'This logic sig is delegated by one account, and none of the accounts that sign this group made its signature. A delegated logic sig signs only for the account that delegated it.',
  notAMember: (address: string) => `${address} is not a member of this multisig account.`,
  memberSignatureBad: (address: string) => `The signature from ${address} does not verify for this program.`,
  memberSignatureConflict: (address: string) =>
    `${address} already signed with a different signature; keep one of the two files.`,
  otherProgram: 'These signatures are for another program or another multisig account.',
  needMoreSignatures: (have: number, need: number) => `${have} of ${need} member signatures collected.`,
  secretKeyNotDelegator: (address: string) =>
    `The recovery phrase is for ${address}, not the delegating account.`,
  nameNeeded: 'Give the logic sig a name.',
  walletMnemonic:
    'The recovery-phrase wallet can delegate: Sextant holds its key in this page and signs "Program" followed by the bytecode with it, as kmd does.',
  walletPera:
    'Pera cannot delegate a logic sig: @perawallet/connect asks it to sign transactions (algo_signTxn), and data only behind the "MX" prefix (signData) or in the ARC-60 form, never "Program" followed by the bytecode, which is what a delegation signs.',
  walletDefly:
    'Defly cannot delegate a logic sig: defly-connect asks it to sign transactions only (algo_signTxn over WalletConnect) and has no request for signing data, let alone a program.',
  walletLute:
    'Lute cannot delegate a logic sig: it signs transactions, and data only in the ARC-60 form (a hash of the data bound to a domain), which by design can never be a program signature.',
  walletKibisis:
    'Kibisis cannot delegate a logic sig: ARC-27 lets a site ask for transaction signatures and for signing readable text (sign_message, which use-wallet does not pass on), never for "Program" followed by the bytecode.',
  walletKmd:
    'The kmd connection signs transactions only; to delegate with a kmd account choose kmd above, which asks kmd itself (/v1/program/sign).',
  badHandoff: 'The logic sig handed over in this link is damaged; open it again from the logic-sig screen.',
  pasteNotLsig: 'This is neither a .lsig (goal or algosdk, base64) nor a compiled program as base64.',
  incompleteDelegation: (have: number, need: number) =>
    `This multisig delegation has ${have} of the ${need} member signatures it needs; collect the rest before signing with it.`,
} as const;
