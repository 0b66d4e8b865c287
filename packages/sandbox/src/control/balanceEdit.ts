import algosdk from 'algosdk';
import type { Ledger } from '../ledger/Ledger';
import { ControlError } from './ControlError';

/** The largest Algo balance the admin API sets (the genesis supply is 10 billion Algos). */
const MAX_BALANCE = 10_000_000_000_000_000n;

/**
 * The group that moves `address`'s Algo balance to `amount`, as ordinary payments the indexer and
 * every client see and replay re-applies: the richest genesis account pays in the difference, or
 * receives it (the genesis account pays the fees, pooled, so the balance lands exactly). Unsigned:
 * the ledger lets these two addresses through for this group alone. Undefined: nothing to change.
 */
export function balanceEdit(
  ledger: Ledger,
  address: string,
  amount: bigint,
  nonce: string,
): { body: Uint8Array; unlocked: ReadonlySet<string> } | undefined {
  if (amount > MAX_BALANCE)
    throw new ControlError('bad-request', `amount must be at most ${MAX_BALANCE} microAlgos`);
  const current = ledger.account(address).amount;
  if (current === amount) return undefined;
  const funder = ledger.genesis.alloc
    .map((a) => a.addr)
    .filter((a) => a !== address && a !== ledger.genesis.fees && a !== ledger.genesis.rwd)
    .map((a) => ({ a, amount: ledger.account(a).amount }))
    .sort((x, y) => (x.amount > y.amount ? -1 : x.amount < y.amount ? 1 : 0))[0]?.a;
  if (funder === undefined)
    throw new ControlError('conflict', 'the genesis has no account to move Algos from');
  const round = ledger.latestRound();
  const suggestedParams: algosdk.SuggestedParams = {
    fee: 0n,
    minFee: 1000n,
    flatFee: true,
    firstValid: round,
    lastValid: round + 1000n,
    genesisID: ledger.genesisId,
    genesisHash: ledger.genesisHash,
  };
  const note = new TextEncoder().encode(`sextant sandbox: set balance ${nonce}`);
  const pay = (sender: string, receiver: string, value: bigint, fee: bigint) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender,
      receiver,
      amount: value,
      note,
      suggestedParams: { ...suggestedParams, fee },
    });
  const txns =
    amount > current
      ? [pay(funder, address, amount - current, 1000n)]
      : [pay(address, funder, current - amount, 0n), pay(funder, funder, 0n, 2000n)];
  if (txns.length > 1) algosdk.assignGroupID(txns);
  const signer = (addr: string) => ledger.accountState(addr)?.authAddr;
  const body = Buffer.concat(
    txns.map((txn) => {
      const auth = signer(txn.sender.toString());
      return algosdk.encodeMsgpack(
        new algosdk.SignedTransaction({
          txn,
          ...(auth !== undefined && { sgnr: algosdk.Address.fromString(auth) }),
        }),
      );
    }),
  );
  return { body, unlocked: new Set([address, funder]) };
}
