import algosdk from 'algosdk';
import { OFFLINE_MESSAGES } from '../packages/core/src/offline/offlineMessages';
import { DECODE_LABELS as L, DECODE_TEST_IDS as T } from '../apps/web/src/features/tools/decodeLabels';
import { SIGNED_MEMBERS_LABELS } from '../apps/web/src/ui/signedMembersLabels';
import { genesisAccount } from './support/explorerLedger';
import { expect, test } from './support/fixtures';

// Transactions built and signed in Node with algosdk; nothing here needs the network except Send.
const sp: algosdk.SuggestedParams = {
  fee: 1000,
  flatFee: true,
  minFee: 1000,
  firstValid: 10,
  lastValid: 1010,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32).fill(7),
};
const alice = algosdk.generateAccount();
const bob = algosdk.generateAccount();
const [m1, m2, m3] = [0, 1, 2].map(() => algosdk.generateAccount()) as [
  algosdk.Account,
  algosdk.Account,
  algosdk.Account,
];

function b64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}

test('a signed payment reads field by field, and exports back to the same bytes', async ({ page }) => {
  const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: alice.addr,
    receiver: bob.addr,
    amount: 2_500_000,
    note: new TextEncoder().encode('lunch money'),
    suggestedParams: sp,
  });
  const signed = pay.signTxn(alice.sk);
  await page.goto('/tools/decode');
  await page.getByLabel(L.input).fill(b64(signed));

  await expect(page.getByTestId(T.count)).toHaveText(L.decodedCount(1));
  const card = page.getByTestId(T.txn(0));
  await expect(card.getByRole('heading')).toHaveText(L.transactionHeading(1, 'Payment'));
  await expect(page.getByTestId(T.field(0, 'txid'))).toContainText(pay.txID());
  await expect(page.getByTestId(T.field(0, 'sender'))).toContainText(alice.addr.toString());
  await expect(card.getByText(bob.addr.toString())).toBeVisible();
  await expect(card.getByText('2.5 ALGO')).toBeVisible();
  await expect(page.getByTestId(T.field(0, 'fee'))).toHaveText('0.001 ALGO');
  await expect(page.getByTestId(T.field(0, 'first-valid'))).toHaveText('10');
  await expect(page.getByTestId(T.field(0, 'last-valid'))).toHaveText('1010');
  await expect(page.getByTestId(T.field(0, 'genesis-id'))).toHaveText('sandnet-v1');
  await expect(page.getByTestId(T.field(0, 'note-text'))).toHaveText('lunch money');
  await expect(page.getByTestId(T.field(0, 'signature'))).toHaveText(L.sigSingle);

  await expect(page.getByTestId(T.exportBase64)).toHaveText(b64(signed));
  await expect(page.getByTestId(T.exportHex)).toHaveText(Buffer.from(signed).toString('hex'));
  await expect(page.getByTestId(T.exportUnsigned)).toHaveText(
    b64(algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn: pay }))),
  );
  // The same bytes as hex decode the same way.
  await page.getByLabel(L.input).fill(Buffer.from(signed).toString('hex'));
  await expect(page.getByTestId(T.field(0, 'txid'))).toContainText(pay.txID());
});

test('a multisig-signed transaction says which members signed', async ({ page }) => {
  const params = { version: 1, threshold: 2, addrs: [m1.addr, m2.addr, m3.addr] };
  const msig = algosdk.multisigAddress(params);
  const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: msig,
    receiver: bob.addr,
    amount: 1,
    suggestedParams: sp,
  });
  const first = algosdk.signMultisigTransaction(pay, params, m1.sk).blob;
  const signed = algosdk.appendSignMultisigTransaction(first, params, m3.sk).blob;
  await page.goto('/tools/decode');
  await page.getByLabel(L.input).fill(b64(signed));

  await expect(page.getByTestId(T.field(0, 'signature'))).toHaveText(L.sigMultisig(2, 3, 2));
  const members = page.getByTestId(T.field(0, 'multisig-members')).getByRole('listitem');
  await expect(members).toHaveCount(3);
  await expect(members.nth(0)).toHaveAttribute('data-signed', 'true');
  await expect(members.nth(0)).toContainText(m1.addr.toString());
  await expect(members.nth(1)).toHaveAttribute('data-signed', 'false');
  await expect(members.nth(1)).toContainText(SIGNED_MEMBERS_LABELS.notSigned);
  await expect(members.nth(2)).toHaveAttribute('data-signed', 'true');
  await expect(page.getByTestId(T.field(0, 'sender'))).toContainText(msig.toString());
});

test('a group file as goal writes it (clerk send -o) reads as its transactions', async ({ page }) => {
  const txns = [
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: alice.addr,
      receiver: bob.addr,
      amount: 1000,
      suggestedParams: sp,
    }),
    algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: bob.addr,
      receiver: bob.addr,
      amount: 0,
      assetIndex: 42,
      suggestedParams: sp,
    }),
    algosdk.makeApplicationNoOpTxnFromObject({
      sender: alice.addr,
      appIndex: 7,
      appArgs: [new Uint8Array([1, 2, 3])],
      suggestedParams: sp,
    }),
  ];
  algosdk.assignGroupID(txns);
  const file = Buffer.concat(
    txns.map((txn) => Buffer.from(algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn })))),
  );
  await page.goto('/tools/decode');
  await page
    .getByTestId(T.file)
    .setInputFiles({ name: 'group.txn', mimeType: 'application/octet-stream', buffer: file });

  await expect(page.getByTestId(T.count)).toHaveText(L.decodedCount(3));
  const group = b64(txns[0]!.group!);
  for (const [i, txn] of txns.entries()) {
    await expect(page.getByTestId(T.field(i, 'txid'))).toContainText(txn.txID());
    await expect(page.getByTestId(T.field(i, 'group'))).toHaveText(group);
    await expect(page.getByTestId(T.field(i, 'signature'))).toHaveText(L.sigNone);
  }
  await expect(page.getByTestId(T.txn(1)).getByText('opt-in')).toBeVisible();
  await expect(page.getByTestId(T.txn(2)).getByText('AQID')).toBeVisible();
  // Unsigned: Send waits for signatures.
  await expect(page.getByRole('button', { name: L.send, exact: true })).toBeDisabled();
  await expect(page.getByText(L.notFullySigned(3))).toBeVisible();

  // And back: edit as JSON, encode, decode the result.
  const json = page.getByTestId(T.json);
  await expect(json).toHaveValue(/"xaid": 42/);
  await json.fill((await json.inputValue()).replace('"xaid": 42', '"xaid": 43'));
  await page.getByRole('button', { name: L.encode }).click();
  const edited = txns.map((t, i) => {
    if (i !== 1) return t;
    const e = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: bob.addr,
      receiver: bob.addr,
      amount: 0,
      assetIndex: 43,
      suggestedParams: sp,
    });
    e.group = t.group!;
    return e;
  });
  const expected = Buffer.concat(
    edited.map((txn) => Buffer.from(algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn })))),
  );
  await expect(page.getByTestId(T.jsonEncoded)).toHaveText(b64(expected));
  await page.getByRole('button', { name: L.useEncoded }).click();
  await expect(page.getByTestId(T.field(1, 'txid'))).toContainText(edited[1]!.txID());
  await expect(page.getByTestId(T.field(0, 'txid'))).toContainText(txns[0]!.txID());
  await page.getByTestId(T.json).fill('[{"type": "pay", "snd": "nope"}]');
  await page.getByRole('button', { name: L.encode }).click();
  await expect(page.getByTestId(T.jsonError)).toContainText(/^Item 1 is not a transaction: /);
});

test('input that does not decode says why', async ({ page }) => {
  await page.goto('/tools/decode');
  const input = page.getByLabel(L.input);
  await input.fill('this is not base64 !');
  await expect(page.getByTestId(T.error)).toHaveText(OFFLINE_MESSAGES.encoding);
  // Valid base64 of a msgpack map that is no transaction.
  await input.fill(b64(algosdk.msgpackRawEncode({ hello: 'world' })));
  await expect(page.getByTestId(T.error)).toContainText(/^Item 1 is not a transaction or signed transaction/);
  // A group whose second item is cut short.
  const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: alice.addr,
    receiver: bob.addr,
    amount: 1,
    suggestedParams: sp,
  });
  const one = pay.signTxn(alice.sk);
  await input.fill(b64(Buffer.concat([one, one.subarray(0, 40)])));
  await expect(page.getByTestId(T.error)).toContainText(/ends in the middle/);
  await expect(page.getByTestId(T.count)).toHaveCount(0);
});

test('a signed payment is sent to the network and confirmed', async ({ page, sandbox }) => {
  const algodUrl = new URL(sandbox.algod);
  const kmdUrl = new URL(sandbox.kmd);
  const algod = new algosdk.Algodv2(sandbox.token, algodUrl.origin, algodUrl.port);
  const kmd = new algosdk.Kmd(sandbox.token, kmdUrl.origin, kmdUrl.port);
  const funder = await genesisAccount(kmd, algod);
  const pay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: funder.addr,
    receiver: bob.addr,
    amount: 300_000,
    note: new TextEncoder().encode(`decode send ${Date.now()}`),
    suggestedParams: await algod.getTransactionParams().do(),
  });
  await page.goto('/sandbox');
  await page.goto('/tools/decode');
  await page.getByLabel(L.input).fill(b64(pay.signTxn(funder.sk)));
  await expect(page.getByText(L.sendTo('Sandbox'))).toBeVisible();
  await page.getByRole('button', { name: L.send, exact: true }).click();
  await expect(page.getByTestId(T.sendStatus)).toContainText(/Confirmed in round \d+/);
  const link = page.getByTestId(T.txidLink(0));
  await expect(link).toHaveText(pay.txID());
  await expect(link).toHaveAttribute('href', `/sandbox/transaction/${pay.txID()}`);
  const info = await algod.pendingTransactionInformation(pay.txID()).do();
  expect(info.confirmedRound).toBeGreaterThan(0n);
  // Sending the same bytes again is refused in the catalogue's words.
  await page.getByLabel(L.input).fill('');
  await page.getByLabel(L.input).fill(b64(pay.signTxn(funder.sk)));
  await page.getByRole('button', { name: L.send, exact: true }).click();
  await expect(page.getByTestId(T.sendError)).toContainText('already in the ledger');
});
