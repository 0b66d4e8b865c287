import algosdk from 'algosdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './support/accounts';
import { fastRawSign } from './support/fastSign';
import { type LedgerHarness, ledgerHarness, remember } from './support/ledgerHarness';

// Payments, close-outs, rekeying, key registration, leases, fee pooling, multisig: ledger rules.
describe('account rules', () => {
  let h: LedgerHarness;
  beforeAll(async () => {
    h = await ledgerHarness();
  });

  it('pays, taking the fee to the fee sink, and writes one block per group', () => {
    const a = h.funded(1_000_000);
    const b = newAccount();
    const sink = h.balance(h.ledger.genesis.fees);
    const round = h.ledger.latestRound();
    h.send(h.pay(a, b.addr, 200_000));
    expect(h.ledger.latestRound()).toBe(round + 1n);
    expect(h.balance(a.addr)).toBe(799_000n);
    expect(h.balance(b.addr)).toBe(200_000n);
    expect(h.balance(h.ledger.genesis.fees)).toBe(sink + 1000n);
  });

  it('closes an account with close-remainder-to, recording the closing amount', () => {
    const a = h.funded(1_000_000);
    const b = newAccount();
    const c = newAccount();
    const txid = h.send(h.pay(a, b.addr, 300_000, { closeRemainderTo: c.addr }));
    const where = h.ledger.confirmed(txid)!;
    expect(h.ledger.block(where.round)!.payset[where.index]!.signedTxn.applyData.closingAmount).toBe(
      699_000n,
    );
    expect(h.balance(a.addr)).toBe(0n);
    expect(h.balance(c.addr)).toBe(699_000n);
    expect(h.ledger.accountState(a.addr)).toBeUndefined();
  });

  it('refuses to spend more than the balance (overspend)', () => {
    const a = h.funded(200_000);
    const t = h.pay(a, newAccount().addr, 500_000);
    expect(h.reject(t)).toMatch(
      new RegExp(
        `^TransactionPool\\.Remember: transaction ${t.txID()}: overspend \\(account ${a.addr}, data \\{.*\\}, tried to spend \\{500000\\}\\)$`,
      ),
    );
  });

  it('rekeys: the old key is refused with algod text, the new key signs, rekey back restores', () => {
    const a = h.funded(1_000_000);
    const b = remember(newAccount());
    h.send(h.pay(a, a.addr, 0, { rekeyTo: b.addr }));
    expect(h.ledger.account(a.addr).authAddr?.toString()).toBe(b.addr);
    const old = h.pay(a, a.addr, 1);
    expect(h.reject(old, [a])).toBe(
      `TransactionPool.Remember: transaction ${old.txID()}: should have been authorized by ${b.addr} but was actually authorized by ${a.addr}`,
    );
    h.send(h.pay(a, a.addr, 2), [b]);
    h.send(h.pay(a, a.addr, 0, { rekeyTo: a.addr }), [b]);
    expect(h.ledger.account(a.addr).authAddr).toBeUndefined();
    h.send(h.pay(a, a.addr, 3), [a]);
  });

  it('registers keys online, goes offline, and marks non-participating for good', () => {
    const a = h.funded(3_000_000);
    const keyreg = (
      fields: Partial<Parameters<typeof algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject>[0]>,
    ) =>
      algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        suggestedParams: h.params(),
        ...fields,
      });
    h.send(
      keyreg({
        voteKey: new Uint8Array(32).fill(1),
        selectionKey: new Uint8Array(32).fill(2),
        stateProofKey: new Uint8Array(64).fill(3),
        voteFirst: 1n,
        voteLast: 100_000n,
        voteKeyDilution: 100n,
      }),
    );
    let acct = h.ledger.account(a.addr);
    expect(acct.status).toBe('Online');
    expect(acct.participation?.voteLastValid).toBe(100_000n);
    expect(acct.incentiveEligible).toBeUndefined();
    h.send(keyreg({}));
    acct = h.ledger.account(a.addr);
    expect(acct.status).toBe('Offline');
    expect(acct.participation).toBeUndefined();
    h.send(keyreg({ nonParticipation: true }));
    expect(h.ledger.account(a.addr).status).toBe('Not Participating');
    const again = keyreg({});
    expect(h.reject(again)).toBe(
      `TransactionPool.Remember: transaction ${again.txID()}: cannot change online/offline status of non-participating account`,
    );
  });

  it('makes an account that pays the 2 ALGO go-online fee incentive eligible', () => {
    const a = h.funded(5_000_000);
    h.send(
      algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
        sender: a.addr,
        voteKey: new Uint8Array(32).fill(4),
        selectionKey: new Uint8Array(32).fill(5),
        stateProofKey: new Uint8Array(64).fill(6),
        voteFirst: 1n,
        voteLast: 100_000n,
        voteKeyDilution: 100n,
        suggestedParams: h.params({ fee: 2_000_000n }),
      }),
    );
    expect(h.ledger.account(a.addr).incentiveEligible).toBe(true);
  });

  it('refuses an overlapping lease until the first holder’s last valid round passes', () => {
    const a = h.funded(1_000_000);
    const lease = new Uint8Array(32).fill(9);
    const lv = h.ledger.latestRound() + 3n;
    h.send(h.pay(a, a.addr, 1, { lease, suggestedParams: h.params({ lastValid: lv }) }));
    const second = h.pay(a, a.addr, 2, { lease });
    expect(h.reject(second)).toBe(
      `TransactionPool.Remember: transaction ${second.txID()} using an overlapping lease (sender, lease):(${a.addr}, ${algosdk.encodeAddress(lease)})`,
    );
    while (h.ledger.latestRound() < lv) h.send(h.pay(a, a.addr, 0));
    h.send(h.pay(a, a.addr, 3, { lease }));
  });

  it('pools fees inside a group: one transaction may pay for all', () => {
    const a = h.funded(1_000_000);
    const b = h.funded(1_000_000);
    const payer = h.pay(a, b.addr, 1, { suggestedParams: h.params({ fee: 3000n }) });
    const free1 = h.pay(b, a.addr, 1, { suggestedParams: h.params({ fee: 0n }) });
    const free2 = h.pay(b, a.addr, 2, { suggestedParams: h.params({ fee: 0n }) });
    h.send([payer, free1, free2]);
    expect(h.balance(a.addr)).toBe(1_000_000n - 3000n - 1n + 3n);
    const short = h.pay(a, b.addr, 1, { suggestedParams: h.params({ fee: 1500n }) });
    const zero = h.pay(b, a.addr, 1, { suggestedParams: h.params({ fee: 0n }) });
    // go-algorand v5.0.0 ledger/eval/eval.go CheckGroupFees, refused by the pool's evaluator.
    expect(h.reject([short, zero])).toBe(
      'TransactionPool.Remember: txgroup with 1.500mA fees is less than 2mA (usage=2.000000 * base=1mA)',
    );
  });

  it('accepts a 2-of-3 multisig with two signatures and refuses one', () => {
    const keys = [newAccount(), newAccount(), newAccount()];
    const params = { version: 1, threshold: 2, addrs: keys.map((k) => k.addr) };
    const msigAddr = algosdk.multisigAddress(params).toString();
    h.send(h.pay(h.rich[0]!, msigAddr, 1_000_000));
    const sign = (t: algosdk.Transaction, signers: number[]) =>
      new algosdk.SignedTransaction({
        txn: t,
        msig: {
          v: 1,
          thr: 2,
          subsig: keys.map((k, i) => ({
            pk: algosdk.decodeAddress(k.addr).publicKey,
            ...(signers.includes(i) && { s: fastRawSign(t.bytesToSign(), k.sk) }),
          })),
        },
      });
    const ok = h.pay({ addr: msigAddr, sk: new Uint8Array(64) }, keys[0]!.addr, 200_000);
    h.ledger.submitGroup([sign(ok, [0, 2])]);
    expect(h.balance(keys[0]!.addr)).toBe(200_000n);
    const one = h.pay({ addr: msigAddr, sk: new Uint8Array(64) }, keys[0]!.addr, 1);
    expect(() => h.ledger.submitGroup([sign(one, [1])])).toThrow(
      // go-algorand v5.0.0 crypto/multisig.go MultisigBatchPrep, crypto/cryptoerror.go.
      'multisig validation failed: Invalid number of signatures',
    );
    const forged = sign(h.pay({ addr: msigAddr, sk: new Uint8Array(64) }, keys[0]!.addr, 2), [0, 1]);
    forged.msig!.subsig[1]!.s = fastRawSign(new Uint8Array([1, 2, 3]), keys[1]!.sk);
    expect(() => h.ledger.submitGroup([forged])).toThrow("At least one signature didn't pass verification");
  });

  it('verifies signatures with algosdk’s own signing too (tweetnacl, as wallets do)', () => {
    const a = h.funded(1_000_000);
    const t = h.pay(a, a.addr, 5);
    const fromSdk = algosdk.decodeSignedTransaction(t.signTxn(a.sk));
    expect(h.ledger.submitGroup([fromSdk])).toBe(t.txID());
  });
});
