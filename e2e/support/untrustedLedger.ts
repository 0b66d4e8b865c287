import algosdk from 'algosdk';
import { genesisAccount } from './explorerLedger';

/**
 * Markup an attacker can put on chain. The asset name holds at most 32 bytes (protocol limit), so
 * its handler assigns `__pwned` (a global, as `window.__pwned`) to fit.
 */
export const HOSTILE = {
  assetName: '<img src=x onerror=__pwned=1>',
  unitName: '<b>X</b>',
  jsUrl: 'javascript:window.__pwned=2',
  httpsUrl: 'https://example.test/x',
  ipfsUrl: 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
  scriptNote: '<script>window.__pwned=3</script>',
  jsonNote: '{"title":"<i>hi</i>","html":"<svg onload=__pwned=4>"}',
  /** U+202E (right-to-left override): "invoice‮fdp.exe" would read as "invoiceexe.pdf". */
  rloName: 'invoice\u202Efdp.exe',
  rloUnit: 'X\u202EYZ',
  rloNote: 'pay to \u202EKCAB DNUFER',
} as const;

export interface UntrustedLedger {
  /** A fresh account that created (and so holds) the three assets and sent the two payments. */
  attacker: string;
  markupAssetId: bigint;
  httpsAssetId: bigint;
  ipfsAssetId: bigint;
  markupCreateTxid: string;
  scriptNoteTxid: string;
  jsonNoteTxid: string;
  rloAssetId: bigint;
  rloNoteTxid: string;
}

/** Fills a running sandbox through algod with the attacker's assets and notes above. */
export async function fillUntrustedLedger(urls: {
  algod: string;
  kmd: string;
  token: string;
}): Promise<UntrustedLedger> {
  const algodUrl = new URL(urls.algod);
  const kmdUrl = new URL(urls.kmd);
  const algod = new algosdk.Algodv2(urls.token, algodUrl.origin, algodUrl.port);
  const kmd = new algosdk.Kmd(urls.token, kmdUrl.origin, kmdUrl.port);
  const funder = await genesisAccount(kmd, algod);
  const attacker = algosdk.generateAccount();

  const send = async (txn: algosdk.Transaction, signer: algosdk.Account) => {
    await algod.sendRawTransaction(txn.signTxn(signer.sk)).do();
    return algosdk.waitForConfirmation(algod, txn.txID(), 10);
  };
  const params = async () => algod.getTransactionParams().do();

  await send(
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: funder.addr,
      receiver: attacker.addr,
      amount: 10_000_000n,
      suggestedParams: await params(),
    }),
    funder,
  );

  const createAsset = async (assetName: string, unitName: string, assetURL: string) => {
    const txn = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: attacker.addr,
      total: 1000n,
      decimals: 0,
      defaultFrozen: false,
      assetName,
      unitName,
      assetURL,
      suggestedParams: await params(),
    });
    const result = await send(txn, attacker);
    return { id: result.assetIndex!, txid: txn.txID() };
  };
  const markup = await createAsset(HOSTILE.assetName, HOSTILE.unitName, HOSTILE.jsUrl);
  const https = await createAsset('Https link', 'HTTPS', HOSTILE.httpsUrl);
  const ipfs = await createAsset('Ipfs link', 'IPFS', HOSTILE.ipfsUrl);
  const rlo = await createAsset(HOSTILE.rloName, HOSTILE.rloUnit, '');

  const payWithNote = async (note: string) => {
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: attacker.addr,
      receiver: funder.addr,
      amount: 1000n,
      note: new TextEncoder().encode(note),
      suggestedParams: await params(),
    });
    await send(txn, attacker);
    return txn.txID();
  };

  return {
    attacker: attacker.addr.toString(),
    markupAssetId: markup.id,
    httpsAssetId: https.id,
    ipfsAssetId: ipfs.id,
    markupCreateTxid: markup.txid,
    scriptNoteTxid: await payWithNote(HOSTILE.scriptNote),
    jsonNoteTxid: await payWithNote(HOSTILE.jsonNote),
    rloAssetId: rlo.id,
    rloNoteTxid: await payWithNote(HOSTILE.rloNote),
  };
}
