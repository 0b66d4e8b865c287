import { formatAmount } from '@sextant/core/format/formatAmount';

/**
 * A list's length with thousands grouped: `Assets (10,000)`. Not `toLocaleString`: the first use of
 * ICU's number formatting in a page costs tens of milliseconds, on the account page's first render.
 */
const count = (n: bigint) => formatAmount(n, 0);

/** Texts of the account screens; tests assert these. */
export const ACCOUNT_LABELS = {
  title: 'Account',
  searchTitle: 'Accounts',
  address: 'address',
  balance: 'Balance',
  minBalance: 'Minimum balance',
  pendingRewards: 'Pending rewards',
  status: 'Status',
  rekeyedTo: 'Rekeyed to',
  notRekeyed: 'Not rekeyed: the account signs for itself.',
  rekeyedBadge: 'Rekeyed',
  sigType: 'Signature type',
  createdAtRound: 'Created at round',
  closedAtRound: 'Closed at round',
  atRound: 'As of round',
  rewards: 'Rewards earned',
  boxes: 'Boxes',
  boxesValue: (count: bigint, bytes: bigint) => `${count} (${bytes} bytes)`,
  incentiveEligible: 'Incentive eligible',
  yes: 'yes',
  no: 'no',
  lists: 'Account lists',
  tabs: {
    transactions: 'Transactions',
    assets: (n: bigint) => `Assets (${count(n)})`,
    createdAssets: (n: bigint) => `Created assets (${count(n)})`,
    createdApps: (n: bigint) => `Created apps (${count(n)})`,
    optedInApps: (n: bigint) => `Opted-in apps (${count(n)})`,
  },
  empty: {
    transactions: 'No transactions for this account.',
    assets: 'This account holds no assets.',
    createdAssets: 'This account created no assets.',
    createdApps: 'This account created no applications.',
    optedInApps: 'This account is not opted in to any application.',
  },
  frozen: 'frozen',
  deleted: 'closed',
  localState: (n: number) => `${n} local state ${n === 1 ? 'key' : 'keys'}`,
  neverSeen: 'This address has no history on this network: it holds nothing yet.',
  closed: (round: bigint | undefined) =>
    `This account was closed${round === undefined ? '' : ` at round ${round}`}: it holds nothing now. Its history is below.`,
  historyPending: '…',
} as const;
