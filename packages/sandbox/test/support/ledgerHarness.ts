import algosdk from 'algosdk';
import { createGenesis } from '../../src/genesis/createGenesis';
import { Ledger, type LedgerOptions } from '../../src/ledger/Ledger';
import { newAccount, type TestAccount } from './accounts';
import { fastSignedTxn } from './fastSign';

export interface LedgerHarness {
  ledger: Ledger;
  /** The funded genesis accounts (4M ALGO each). */
  rich: TestAccount[];
  params(overrides?: Partial<algosdk.SuggestedParams>): algosdk.SuggestedParams;
  /** Signs each txn with the key of `signers[i]` (default: the account whose address is the sender) and submits as one group. */
  send(txns: algosdk.Transaction | algosdk.Transaction[], signers?: TestAccount[]): string;
  /** Like `send`, but returns the error message (or fails the test if it was accepted). */
  reject(txns: algosdk.Transaction | algosdk.Transaction[], signers?: TestAccount[]): string;
  /** A new account funded with `amount` µA by the first rich account. */
  funded(amount: bigint | number): TestAccount;
  pay(
    from: TestAccount,
    to: string,
    amount: bigint | number,
    extra?: Partial<Parameters<typeof algosdk.makePaymentTxnWithSuggestedParamsFromObject>[0]>,
  ): algosdk.Transaction;
  balance(addr: string): bigint;
}

const known = new Map<string, TestAccount>();

export async function ledgerHarness(
  options: Partial<LedgerOptions> & { accounts?: number } = {},
): Promise<LedgerHarness> {
  const { genesis, keys } = createGenesis(options.accounts ?? 3);
  const ledger = await Ledger.open({ genesis, ...options });
  const rich = keys.map((k) => ({ addr: k.address, sk: k.secretKey }));
  for (const a of rich) known.set(a.addr, a);
  let nonce = 0;
  const h: LedgerHarness = {
    ledger,
    rich,
    params: (o = {}) => ({
      fee: 1000n,
      minFee: 1000n,
      flatFee: true,
      firstValid: ledger.latestRound() + 1n,
      lastValid: ledger.latestRound() + 1000n,
      genesisID: ledger.genesisId,
      genesisHash: ledger.genesisHash,
      ...o,
    }),
    send(txns, signers) {
      const list = Array.isArray(txns) ? txns : [txns];
      if (list.length > 1) algosdk.assignGroupID(list);
      const signed = list.map((t, i) => {
        const signer = signers?.[i] ?? known.get(t.sender.toString());
        if (signer === undefined) throw new Error(`no key for ${t.sender.toString()}`);
        return fastSignedTxn(t, signer.sk);
      });
      return ledger.submitGroup(signed);
    },
    reject(txns, signers) {
      try {
        h.send(txns, signers);
      } catch (err) {
        return (err as Error).message;
      }
      throw new Error('expected the group to be rejected, but it was accepted');
    },
    funded(amount) {
      const a = newAccount();
      known.set(a.addr, a);
      h.send(h.pay(rich[0] as TestAccount, a.addr, amount));
      return a;
    },
    pay(from, to, amount, extra = {}) {
      // A unique note keeps otherwise identical payments from having the same txid.
      return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: from.addr,
        receiver: to,
        amount,
        note: new TextEncoder().encode(`n${nonce++}`),
        suggestedParams: h.params(),
        ...extra,
      });
    },
    balance: (addr) => BigInt(ledger.account(addr).amount),
  };
  return h;
}

/** Registers a key so `send` can sign for that address without an explicit signer. */
export function remember(a: TestAccount): TestAccount {
  known.set(a.addr, a);
  return a;
}
