/**
 * Filter parameters of the indexer's GET endpoints, spelled as the API spells them so they go into
 * the query string unchanged. Integers may be bigint (uint64 ids and amounts).
 */
// A decimal string is accepted too: filters come from the URL as text and must stay hashable in query keys.
type Uint = number | bigint | `${bigint}`;

export interface PageParams {
  limit?: number;
  next?: string;
}

export type AddressRole = 'sender' | 'receiver' | 'freeze-target';
export type TxType = 'pay' | 'keyreg' | 'acfg' | 'axfer' | 'afrz' | 'appl' | 'stpf' | 'hb';
export type SigType = 'sig' | 'msig' | 'lsig';

export interface TransactionSearchParams extends PageParams {
  'note-prefix'?: string;
  'tx-type'?: TxType;
  'sig-type'?: SigType;
  'group-id'?: string;
  txid?: string;
  round?: Uint;
  'min-round'?: Uint;
  'max-round'?: Uint;
  'asset-id'?: Uint;
  'before-time'?: string;
  'after-time'?: string;
  'currency-greater-than'?: Uint;
  'currency-less-than'?: Uint;
  address?: string;
  'address-role'?: AddressRole;
  'exclude-close-to'?: boolean;
  'rekey-to'?: boolean;
  'application-id'?: Uint;
}

export interface AccountSearchParams extends PageParams {
  'asset-id'?: Uint;
  'currency-greater-than'?: Uint;
  'currency-less-than'?: Uint;
  'include-all'?: boolean;
  exclude?: readonly ('all' | 'assets' | 'created-assets' | 'apps-local-state' | 'created-apps' | 'none')[];
  'auth-addr'?: string;
  round?: Uint;
  'application-id'?: Uint;
  'online-only'?: boolean;
}

export interface AccountLookupParams {
  round?: Uint;
  'include-all'?: boolean;
  exclude?: AccountSearchParams['exclude'];
}

export interface AccountResourceParams extends PageParams {
  'include-all'?: boolean;
}

export interface AccountAssetsParams extends AccountResourceParams {
  'asset-id'?: Uint;
}

export interface AccountAppsParams extends AccountResourceParams {
  'application-id'?: Uint;
}

export interface AssetSearchParams extends PageParams {
  'include-all'?: boolean;
  creator?: string;
  name?: string;
  unit?: string;
  'asset-id'?: Uint;
}

export interface AssetBalancesParams extends PageParams {
  'include-all'?: boolean;
  'currency-greater-than'?: Uint;
  'currency-less-than'?: Uint;
}

export interface ApplicationSearchParams extends PageParams {
  'application-id'?: Uint;
  creator?: string;
  'include-all'?: boolean;
}

export interface ApplicationLogsParams extends PageParams {
  txid?: string;
  'min-round'?: Uint;
  'max-round'?: Uint;
  'sender-address'?: string;
}

export interface BlockHeaderSearchParams extends PageParams {
  'min-round'?: Uint;
  'max-round'?: Uint;
  'before-time'?: string;
  'after-time'?: string;
  proposers?: readonly string[];
  expired?: readonly string[];
  absent?: readonly string[];
}

/** The transaction filters an account's or an asset's transaction list accepts (no address/asset of its own). */
export type ScopedTransactionParams = Omit<
  TransactionSearchParams,
  'address' | 'asset-id' | 'application-id'
> & {
  address?: string;
  'address-role'?: AddressRole;
};
