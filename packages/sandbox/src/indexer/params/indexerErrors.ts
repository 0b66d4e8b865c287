/** algorand/indexer's error texts (api/error_messages.go); clients match on them. */
export const ERR = {
  invalidRoundAndMinMax: 'cannot specify round and min-round/max-round',
  invalidRoundMinMax: 'min-round must be less than max-round',
  unableToParseAddress: 'unable to parse address',
  unableToParseBase64: 'unable to parse base64 data',
  badGroupIdLen: 'bad length for group ID',
  unableToParseDigest: 'unable to parse base32 digest data',
  unableToParseNext: 'unable to parse next token',
  noApplicationsFound: 'no application found for application-id',
  noBoxesFound: 'no application boxes found',
  noAccountsFound: 'no accounts found for address',
  noAssetsFound: 'no assets found for asset-id',
  noTransactionFound: 'no transaction found for transaction id',
  rewindingAccount: 'error while rewinding account',
  multiAcctRewind: 'multiple accounts rewind is not supported by this server',
  lookingUpBlockForRound: 'error while looking up block for round',
  zeroAddressCloseRemainderToRole:
    'searching transactions by zero address with close address role is not supported',
  zeroAddressAssetSenderRole:
    'searching transactions by zero address with asset sender role is not supported',
  zeroAddressAssetCloseToRole:
    'searching transactions by zero address with asset close address role is not supported',
  resultLimitReached: 'Result limit exceeded',
  valueExceedingInt64:
    'searching by round or application-id or asset-id or filter by value greater than 9223372036854775807 is not supported',
  transactionsLimitReached: 'Max transactions limit exceeded. header-only flag should be enabled',
  invalidExclude: 'invalid exclude argument',
  unknownAddressRole: 'unknown address role [valid roles: freeze-target, receiver, sender]',
  unknownTxType: 'unknown tx-type [valid types: acfg, afrz, appl, axfer, hb, keyreg, pay, stpf]',
  unknownSigType: 'unknown sig-type [valid types: lsig, msig, sig]',
  bothAssetAndApp: 'cannot search both assetid and appid',
} as const;
