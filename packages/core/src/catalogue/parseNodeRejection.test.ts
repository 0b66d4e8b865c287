import { describe, expect, it } from 'vitest';
import { REJECTION_MESSAGES as M } from './catalogueMessages';
import { parseNodeRejection } from './parseNodeRejection';

const TXID = 'FQ5SGEQJ4LCFXKCBDWQ6CPHUJVXEDUI3UZD5TA6OHLQZ3UZRJVEA';
const A = 'GD64YIY3TWGDMCNPP553DZPPR6LDUSFQOIJVFDPPXWEG3FVOJCCDBBHU5A';
const B = '7ZUECA7HFLZTXENRV24SHLU4AVPUTMTTDUFUBNBD64C73F3UHRTHAIOF6Q';
const POOL = 'TransactionPool.Remember: ';
// The data dump algod prints with %+v (trimmed in the middle: it is long and carries nothing we read).
const DATA =
  '{_struct:{} Status:Offline MicroAlgos:{Raw:100000} RewardsBase:0 RewardedMicroAlgos:{Raw:0} VoteID:[0 0 0 0] SelectionID:[0 0] StateProofID:[0 0] VoteFirstValid:0 VoteLastValid:0 VoteKeyDilution:0 AuthAddr:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ TotalAppSchema:{_struct:{} NumUint:0 NumByteSlice:0} TotalExtraAppPages:0 TotalAppParams:0 TotalAppLocalStates:0 TotalAssetParams:0 TotalAssets:0 TotalBoxes:0 TotalBoxBytes:0}';

describe('parseNodeRejection', () => {
  it('reads an overspend with the shortfall', () => {
    const text = `${POOL}transaction ${TXID}: overspend (account ${A}, data ${DATA}, tried to spend {1500000})`;
    const r = parseNodeRejection(text);
    expect(r.kind).toBe('overspend');
    expect(r.txid).toBe(TXID);
    expect(r.facts).toMatchObject({ account: A, balance: 100000n, spend: 1500000n, shortfall: 1400000n });
    expect(r.reason).toBe(M.overspend(A, 100000n, 1500000n));
    expect(r.reason).toBe(
      `${A} holds 0.1 ALGO at that point of the group (after the fees and payments taken before), but tried to spend 1.5 ALGO (1.4 ALGO short).`,
    );
    expect(r.nodeMessage).toBe(text);
  });

  it('reads an asset overspend', () => {
    const r = parseNodeRejection(
      `${POOL}transaction ${TXID}: underflow on subtracting 12 from sender amount 5`,
    );
    expect(r.kind).toBe('assetOverspend');
    expect(r.reason).toBe('the sender holds 5 units of the asset but tried to send 12 (7 short).');
  });

  it('reads a balance below the minimum', () => {
    const r = parseNodeRejection(
      `${POOL}transaction ${TXID}: account ${A} balance 99000 below min 200000 (1 assets)`,
    );
    expect(r.kind).toBe('belowMinBalance');
    expect(r.facts).toMatchObject({ balance: 99000n, min: 200000n, shortfall: 101000n });
    expect(r.reason).toBe(
      `${A} would be left with 0.099 ALGO, below its minimum balance of 0.2 ALGO (0.101 ALGO short).`,
    );
  });

  it.each([
    ['txgroup with 0.0A fees is less than 1mA (usage=1 * base=1mA)', 0n, 1000n],
    ['txgroup with 1.500mA fees is less than 2mA (usage=2 * base=1mA)', 1500n, 2000n],
    ['txgroup with 999uA fees is less than 3mA (usage=3 * base=1mA)', 999n, 3000n],
    ['transaction had fee 10, which is less than the minimum 1000', 10n, 1000n],
    [
      'transaction FQ5SGEQJ4LCFXKCBDWQ6CPHUJVXEDUI3UZD5TA6OHLQZ3UZRJVEA: txgroup had 500 in fees, which is less than the minimum 2 * 1000',
      500n,
      2000n,
    ],
    ['fee 1000 below threshold 2310 (10 per byte * 231 bytes)', 1000n, 2310n],
  ])('reads a fee that is too small: %s', (text, paid, needed) => {
    const r = parseNodeRejection(POOL + text);
    expect(r.kind).toBe('feeTooSmall');
    expect(r.facts).toMatchObject({ paid, needed });
    expect(r.reason).toBe(M.feeTooSmall(paid, needed));
  });

  it('tells an expired transaction from one not valid yet', () => {
    const dead = parseNodeRejection(`${POOL}txn dead: round 30402 outside of 29393--30393`);
    expect(dead.kind).toBe('expired');
    expect(dead.reason).toBe(M.expired(30402n, 29393n, 30393n));
    expect(dead.txid).toBeUndefined();
    const early = parseNodeRejection(`${POOL}txn dead: round 5 outside of 10--20`);
    expect(early.reason).toBe(M.notYetValid(5n, 10n, 20n));
    expect(early.reason).toContain('still at round 5');
  });

  it('reads an invalid range', () => {
    const r = parseNodeRejection('transaction invalid range (20--10)');
    expect(r).toMatchObject({ kind: 'invalidRange', reason: M.invalidRange(20n, 10n) });
  });

  it('reads a transaction already in the ledger, with its txid', () => {
    const r = parseNodeRejection(`${POOL}transaction already in ledger: ${TXID}`);
    expect(r).toMatchObject({ kind: 'alreadyInLedger', reason: M.alreadyInLedger, facts: { txid: TXID } });
  });

  it('reads an overlapping lease', () => {
    const lease = 'AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyA=';
    const r = parseNodeRejection(
      `${POOL}transaction ${TXID} using an overlapping lease (sender, lease):(${A}, ${lease})`,
    );
    expect(r).toMatchObject({ kind: 'overlappingLease', txid: TXID, facts: { account: A, lease } });
    expect(r.reason).toBe(M.overlappingLease(A));
  });

  it('tells a receiver not opted in from a sender not opted in', () => {
    const recv = parseNodeRejection(
      `${POOL}transaction ${TXID}: receiver error: must optin, asset 1002 missing from ${B}`,
    );
    expect(recv).toMatchObject({ kind: 'notOptedIn', facts: { asset: 1002n, account: B, side: 'receiver' } });
    expect(recv.reason).toBe(`the receiver ${B} has not opted in to asset 1002.`);
    const send = parseNodeRejection(`${POOL}transaction ${TXID}: asset 1002 missing from ${A}`);
    expect(send).toMatchObject({ kind: 'notOptedIn', facts: { side: 'sender', account: A } });
    expect(send.reason).toBe(M.senderNotOptedIn(A, 1002n));
  });

  it('reads a frozen asset', () => {
    const r = parseNodeRejection(`${POOL}transaction ${TXID}: asset 1002 frozen in ${A}`);
    expect(r).toMatchObject({ kind: 'frozen', reason: `asset 1002 is frozen in ${A}.` });
    expect(parseNodeRejection(`${POOL}transaction ${TXID}: asset frozen in recipient`).reason).toBe(
      M.receiverFrozen,
    );
  });

  it('reads an application failure with its app id and pc, keeping the error', () => {
    const text = `${POOL}transaction ${TXID}: logic eval error: assert failed pc=21. Details: app=1005, pc=21, opcodes=intc_0 // 0\n==\nassert`;
    const r = parseNodeRejection(text);
    expect(r).toMatchObject({
      kind: 'logicRejected',
      txid: TXID,
      facts: { app: 1005n, pc: 21, error: 'assert failed pc=21' },
    });
    expect(r.reason).toBe('application 1005 failed at pc 21: assert failed pc=21.');
  });

  it('reads an inner transaction failure inside an application call', () => {
    const r = parseNodeRejection(
      `${POOL}transaction ${TXID}: logic eval error: inner tx 0 failed: overspend (account ${A}, data ${DATA}, tried to spend {5}). Details: app=7, pc=40`,
    );
    expect(r.kind).toBe('logicRejected');
    expect(r.facts).toMatchObject({ app: 7n, pc: 40 });
  });

  it('reads an application failure from an older algod that did not name the app', () => {
    const r = parseNodeRejection(
      `${POOL}transaction ${TXID}: logic eval error: err opcode executed. Details: pc=7, opcodes=pushint 1\nerr`,
    );
    expect(r).toMatchObject({ kind: 'logicRejected', facts: { pc: 7, error: 'err opcode executed' } });
    expect(r.reason).toBe('the application failed at pc 7: err opcode executed.');
  });

  it('reads the overspend of algod\u2019s newer account data layout', () => {
    const data =
      '{AccountBaseData:{Status:Offline MicroAlgos:{Raw:250000} RewardsBase:0 RewardedMicroAlgos:{Raw:7} AuthAddr:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ TotalAppSchema:{NumUint:0 NumByteSlice:0}} VotingData:{VoteID:[0 0] SelectionID:[0 0]}}';
    const r = parseNodeRejection(
      `${POOL}transaction ${TXID}: overspend (account ${A}, data ${data}, tried to spend {300000})`,
    );
    expect(r.facts).toMatchObject({ balance: 250000n, spend: 300000n, shortfall: 50000n });
  });

  it('reads an approval program that returned false', () => {
    const r = parseNodeRejection(`${POOL}transaction ${TXID}: transaction rejected by ApprovalProgram`);
    expect(r).toMatchObject({ kind: 'approvalFalse', reason: M.approvalFalse, txid: TXID });
  });

  it('reads a logic signature failure with its pc', () => {
    const r = parseNodeRejection(
      `transaction ${TXID}: rejected by logic err=err opcode executed. Details: pc=3`,
    );
    expect(r).toMatchObject({ kind: 'logicSigRejected', facts: { pc: 3, error: 'err opcode executed' } });
    expect(r.reason).toBe('its logic signature failed at pc 3: err opcode executed.');
  });

  it('reads a signature from the wrong key of a rekeyed account', () => {
    const r = parseNodeRejection(
      `${POOL}transaction ${TXID}: should have been authorized by ${B} but was actually authorized by ${A}`,
    );
    expect(r).toMatchObject({ kind: 'wrongSigner', facts: { expected: B, actual: A } });
    expect(r.reason).toBe(M.wrongSigner(B, A));
  });

  it.each([
    ["At least one signature didn't pass verification", 'badSignature', M.badSignature],
    ['signedtxn has no sig', 'unsigned', M.unsigned],
    ['max group size is 16', 'groupTooLarge', M.groupTooLarge],
    ['empty txgroup', 'groupEmpty', M.groupEmpty],
    ['transactionGroup: incomplete group: AAAA != BBBB', 'incompleteGroup', M.incompleteGroup],
  ])('reads %s', (text, kind, reason) => {
    expect(parseNodeRejection(text)).toMatchObject({ kind, reason });
  });

  it('keeps an unknown text as the reason, without the pool and txid prefixes', () => {
    const r = parseNodeRejection(`${POOL}transaction ${TXID}: something new went wrong`);
    expect(r).toMatchObject({ kind: 'unknown', reason: 'something new went wrong.', txid: TXID });
  });
});
