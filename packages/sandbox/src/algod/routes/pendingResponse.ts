import algosdk from 'algosdk';
import { fromBlockTxn } from '../../ledger/block/toBlockTxn';

/**
 * A confirmed transaction as `/v2/transactions/pending/{txid}` shows it: the full signed
 * transaction (genesis fields restored), `confirmed-round`, empty `pool-error`, and its apply data
 * (closing amounts, created asset/app id, state deltas, logs, inner transactions).
 */
export function pendingResponse(
  block: algosdk.Block,
  index: number,
): algosdk.modelsv2.PendingTransactionResponse {
  const stib = block.payset[index] as algosdk.SignedTxnInBlock;
  const stxn = fromBlockTxn(stib, block.header);
  return fromApplyData(stxn, stib.signedTxn.applyData, block.header.round);
}

/** Also used for simulate results (no confirmed round there). */
export function fromApplyData(
  stxn: algosdk.SignedTransaction,
  ad: algosdk.ApplyData,
  confirmedRound?: bigint,
): algosdk.modelsv2.PendingTransactionResponse {
  const t = stxn.txn;
  const createdAsset = t.type === algosdk.TransactionType.acfg && t.assetConfig?.assetIndex === 0n;
  const createdApp = t.type === algosdk.TransactionType.appl && t.applicationCall?.appIndex === 0n;
  const logs = ad.evalDelta?.logs ?? [];
  const inner = ad.evalDelta?.innerTxns ?? [];
  return new algosdk.modelsv2.PendingTransactionResponse({
    poolError: '',
    txn: stxn,
    ...(confirmedRound !== undefined && { confirmedRound }),
    ...(ad.closingAmount !== undefined && { closingAmount: ad.closingAmount }),
    ...(ad.assetClosingAmount !== undefined && { assetClosingAmount: ad.assetClosingAmount }),
    ...(confirmedRound !== undefined && { senderRewards: 0n, receiverRewards: 0n, closeRewards: 0n }),
    ...(createdAsset && ad.configAsset !== undefined && { assetIndex: ad.configAsset }),
    ...(createdApp && ad.applicationID !== undefined && { applicationIndex: ad.applicationID }),
    ...(logs.length > 0 && { logs }),
    ...(inner.length > 0 && {
      innerTxns: inner.map((i) => fromApplyData(i.signedTxn, i.applyData, confirmedRound)),
    }),
    ...globalLocalDeltas(stxn.txn, ad.evalDelta),
  });
}

/** Local deltas are keyed by account index: 0 the sender, then the txn's accounts, then shared accounts. */
function globalLocalDeltas(t: algosdk.Transaction, ed: algosdk.EvalDelta | undefined) {
  if (ed === undefined) return {};
  const kv = (m: Map<Uint8Array, algosdk.ValueDelta>) =>
    [...m].map(
      ([key, v]) =>
        new algosdk.modelsv2.EvalDeltaKeyValue({
          key: Buffer.from(key).toString('base64'),
          value: new algosdk.modelsv2.EvalDelta({
            action: v.action,
            // go: daemon/algod/api/server/v2/utils.go globalDeltaToStateDelta writes both through
            // omitEmpty: setting "" or 0 shows the action alone.
            ...(v.bytes.length > 0 && { bytes: Buffer.from(v.bytes).toString('base64') }),
            ...(v.uint !== 0n && { uint: v.uint }),
          }),
        }),
    );
  const global = kv(ed.globalDelta);
  const local = [...ed.localDeltas].map(
    ([i, m]) =>
      new algosdk.modelsv2.AccountStateDelta({
        address: accountAt(t, ed, i),
        delta: kv(m),
      }),
  );
  return {
    ...(global.length > 0 && { globalStateDelta: global }),
    ...(local.length > 0 && { localStateDelta: local }),
  };
}

function accountAt(t: algosdk.Transaction, ed: algosdk.EvalDelta, i: number): string {
  if (i === 0) return t.sender.toString();
  const accounts = t.applicationCall?.accounts ?? [];
  const a = i <= accounts.length ? accounts[i - 1] : ed.sharedAccts[i - 1 - accounts.length];
  return a?.toString() ?? '';
}
