import algosdk from 'algosdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pqAddress } from '../src/crypto/pqAddress';
import { pqTestAccount, withPQSig } from './support/pqAccount';
import { TWO_NETWORKS, type TestNetwork } from './support/twoNetworks';

/**
 * Post-quantum proofs of the wrong size, as algod answers them. POST /v2/transactions decodes with
 * go-codec (daemon/algod/api/server/v2/handlers.go decodeTxGroup → protocol.NewDecoder), which does
 * not apply msgp's allocbounds (crypto.MaxPQPublicKeySize 1793, MaxPQSignatureSize = Falcon's CT
 * size 1538): an oversized key or signature is decoded and then refused by the verifier,
 * crypto/falconWrapper.go VerifyFalcon1024 (`public key size N, want 1793`) and
 * github.com/algorand/falcon falcon_det1024_verify_compressed (FALCON_ERR_BADSIG = -4). The cases are
 * go's crypto/falconWrapper_test.go TestVerifyFalcon1024RejectsMalformedInputs.
 */
const FALCON_PUBLIC_KEY_SIZE = 1793;
const FALCON_MAX_SIGNATURE_SIZE = 1538;

describe.each(TWO_NETWORKS)('oversized pqsig on the %s', (_name, start) => {
  let net: TestNetwork;
  const pq = pqTestAccount(3);
  let good: Uint8Array;

  const post = async (body: Uint8Array, query = '') => {
    const r = await net.raw(`/v2/transactions${query}`, {
      method: 'POST',
      body: body as BodyInit,
      headers: { 'Content-Type': 'application/x-binary' },
    });
    return [r.status, (r.json as { message: string }).message];
  };
  const pay = async (sender: algosdk.Address | string) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender,
      receiver: net.rich.addr,
      amount: 0,
      suggestedParams: { ...(await net.algod.getTransactionParams().do()), flatFee: true, fee: 3000n },
    });

  beforeAll(async () => {
    net = await start();
    good = await pq.sign(await pay(pq.addr));
  });
  afterAll(() => net.stop());

  it.each([
    ['zeros, one byte past the CT size', new Uint8Array(FALCON_MAX_SIGNATURE_SIZE + 1)],
    ['a compressed header and 64 KiB', Uint8Array.from({ length: 65_536 }, (_, i) => (i === 0 ? 0xba : 7))],
  ])('a signature of %s: error code -4', async (_case, sig) => {
    expect(await post(withPQSig(good, { sig }))).toEqual([
      400,
      'pq signature validation failed: invalid falcon-1024 signature: error code -4: falcon verify failed',
    ]);
  });

  it.each([
    ['long', FALCON_PUBLIC_KEY_SIZE + 1],
    ['short', FALCON_PUBLIC_KEY_SIZE - 1],
  ])('a %s public key, authorizing its own address: public key size', async (_case, size) => {
    const pk = new Uint8Array(size);
    pk.set(pq.keys.publicKey.subarray(0, Math.min(size, FALCON_PUBLIC_KEY_SIZE)));
    const signed = algosdk.decodeMsgpack(good, algosdk.SignedTransaction);
    const { sch, slt } = signed.pqsig as NonNullable<algosdk.SignedTransaction['pqsig']>;
    const sender = algosdk.encodeAddress(pqAddress(sch, slt, pk));
    const txn = await pay(sender);
    const body = algosdk.encodeMsgpack(
      new algosdk.SignedTransaction({
        txn,
        pqsig: { ...(signed.pqsig as NonNullable<typeof signed.pqsig>), pk },
      }),
    );
    // skip-pq-address-check: the derived address may happen to be a curve point.
    expect(await post(body, '?skip-pq-address-check=true')).toEqual([
      400,
      `pq signature validation failed: invalid falcon-1024 signature: public key size ${size}, want ${FALCON_PUBLIC_KEY_SIZE}`,
    ]);
  });
});
