import algosdk from 'algosdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { delegateWithPQKey } from '../lsig/delegateWithPQKey';
import { logicSigAccountOf, logicSigAddressOf } from '../lsig/logicSigAccountOf';
import { readSavedLogicSig } from '../lsig/readSavedLogicSig';
import { createPQKeySigner } from '../signing/signers/createPQKeySigner';
import { hasSignature } from '../txn/hasSignature';
import { createPQKey } from './createPQKey';
import { FALCON_PRIVATE_KEY_SIZE, FALCON_PUBLIC_KEY_SIZE } from './falcon1024';
import { PQKeyError } from './PQKeyError';
import type { PQKey } from './PQKey';
import { readPQKeyFile, writePQKeyFile } from './pqKeyFile';

const params: algosdk.SuggestedParams = {
  fee: 0,
  minFee: 1000,
  firstValid: 1,
  lastValid: 1001,
  genesisID: 'sandnet-v1',
  genesisHash: new Uint8Array(32).fill(9),
};
const other = algosdk.generateAccount();

let key: PQKey;
beforeAll(async () => {
  // Keygen takes about a second: one key for the file.
  key = await createPQKey(new Uint8Array(48).fill(5));
}, 60_000);

function pay(sender: string | algosdk.Address, note = 0) {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver: other.addr,
    amount: 1,
    note: Uint8Array.of(note),
    suggestedParams: params,
  });
}

describe('a Falcon-1024 account (go: data/basics/pq_address.go, crypto/falconWrapper.go)', () => {
  it("has go's key sizes and the canonical salt's address", async () => {
    expect(key.scheme).toBe('f1');
    expect(key.publicKey.length).toBe(FALCON_PUBLIC_KEY_SIZE);
    expect(key.secretKey.length).toBe(FALCON_PRIVATE_KEY_SIZE);
    // go: data/basics/pq_address_test.go TestCanonicalPQAddressSalt (the lowest salt off the curve).
    const sdk = algosdk.addressFromPQKey(algosdk.FALCON_1024_SCHEME, key.publicKey);
    expect(key.address).toBe(sdk.address.toString());
    expect(key.salt).toBe(sdk.salt);
    // The same seed gives the same key (tests only: the app draws fresh randomness).
    expect((await createPQKey(new Uint8Array(48).fill(5))).address).toBe(key.address);
  }, 60_000);
});

describe('the key file (go: cmd/algokey/pq_key.go pqSigningMaterial)', () => {
  it("writes algokey's msgpack layout and reads it back", async () => {
    const file = writePQKeyFile(key);
    const raw = algosdk.msgpackRawDecodeAsMap(file) as Map<string, unknown>;
    expect([...raw.keys()]).toEqual(['private-key', 'public']);
    const pub = raw.get('public') as Map<string, unknown>;
    // go's codec leaves out empty fields: a zero salt is absent.
    expect([...pub.keys()]).toEqual(
      key.salt === 0 ? ['public-key', 'scheme'] : ['public-key', 'salt', 'scheme'],
    );
    expect(pub.get('scheme')).toEqual(new TextEncoder().encode('f1'));
    const back = await readPQKeyFile(file);
    expect(back.address).toBe(key.address);
    expect(back.salt).toBe(key.salt);
    expect(back.secretKey).toEqual(key.secretKey);
  });

  // go: cmd/algokey/pq_test.go TestPQKeyFileRejectsMalformedInputs: not a key file, an unknown scheme, short keys.
  it('refuses what go refuses, and a public key that is not the private key’s', async () => {
    const code = (bytes: Uint8Array) =>
      readPQKeyFile(bytes).then(
        () => 'read',
        (e: unknown) => (e instanceof PQKeyError ? e.code : String(e)),
      );
    const encode = (pub: Record<string, unknown>, sk: Uint8Array = key.secretKey) =>
      algosdk.msgpackRawEncode({
        'private-key': sk,
        public: { 'public-key': key.publicKey, scheme: new TextEncoder().encode('f1'), ...pub },
      });
    expect(await code(new Uint8Array(32))).toBe('pq-bad-file');
    expect(await code(encode({ scheme: new TextEncoder().encode('zz') }))).toBe('pq-unknown-scheme');
    expect(await code(encode({ 'public-key': key.publicKey.subarray(1) }))).toBe('pq-bad-key');
    expect(await code(encode({}, key.secretKey.subarray(1)))).toBe('pq-bad-key');
    expect(await code(encode({ salt: key.salt + 1 }))).toBe('pq-salt-not-canonical');
    const otherPk = Uint8Array.from(key.publicKey);
    otherPk[5] = (otherPk[5] ?? 0) ^ 1;
    expect(await code(encode({ 'public-key': otherPk, salt: key.salt }))).not.toBe('read');
  });
});

describe('the PQ key as a GroupSigner (go: data/transactions/pqsig.go PQSig)', () => {
  it('signs its own positions with a pqsig, reproducibly, and leaves the others', async () => {
    const signer = createPQKeySigner(key);
    expect(signer.kind).toBe('pqKey');
    expect(signer.addresses).toEqual([key.address]);
    const group = algosdk.assignGroupID([pay(key.address), pay(other.addr)]);
    const signed = await signer.signGroup(group, [0, 1]);
    expect(signed[1]).toBeNull();
    const stxn = algosdk.decodeSignedTransaction(signed[0] as Uint8Array);
    expect(stxn.pqsig?.sch).toEqual(new TextEncoder().encode('f1'));
    expect(stxn.pqsig?.slt).toBe(key.salt);
    expect(stxn.pqsig?.pk).toEqual(key.publicKey);
    // det1024: 0xBA ‖ salt version 0 ‖ compressed s2, at most FALCON_DET1024_SIG_COMPRESSED_MAXSIZE - 40 + 1.
    expect(stxn.pqsig?.sig[0]).toBe(0xba);
    expect(stxn.pqsig?.sig[1]).toBe(0);
    expect(stxn.pqsig?.sig.length).toBeLessThanOrEqual(1423);
    expect(stxn.sig).toBeUndefined();
    expect(stxn.sgnr).toBeUndefined();
    // What the studio, the debugger and signed files count as signed (go: SignedTxn.HasSignature).
    expect(hasSignature(stxn)).toBe(true);
    expect(hasSignature(new algosdk.SignedTransaction({ txn: stxn.txn }))).toBe(false);
    expect((await signer.signGroup(group, [0]))[0]).toEqual(signed[0]);
  });

  it('signs for a sender rekeyed to it, naming its address in sgnr', async () => {
    const signer = createPQKeySigner(key);
    const txn = pay(other.addr, 2);
    expect((await signer.signGroup([txn], [0]))[0]).toBeNull();
    const [signed] = await signer.signGroup([txn], [0], { signerKeys: [key.address] });
    const stxn = algosdk.decodeSignedTransaction(signed as Uint8Array);
    expect(stxn.sgnr?.toString()).toBe(key.address);
    expect(stxn.pqsig?.pk).toEqual(key.publicKey);
  });
});

describe('a logic sig delegated by the PQ account (go: data/transactions/logicsig.go, protocol.ProgramPQ)', () => {
  it('carries a pqsig, survives the store, and signs for the delegator', async () => {
    const program = new Uint8Array(Buffer.from('0c8101', 'hex')); // #pragma version 12; int 1
    const delegation = await delegateWithPQKey(program, key);
    expect(delegation.delegator).toBe(key.address);
    expect(logicSigAddressOf(program, delegation)).toBe(key.address);
    const saved = readSavedLogicSig({
      id: 'x',
      name: 'pq',
      source: '',
      program: algosdk.bytesToBase64(program),
      args: [],
      delegation,
      savedAt: 1,
    });
    expect(saved?.delegation).toEqual(delegation);
    const account = logicSigAccountOf(program, [], delegation);
    expect(account.address().toString()).toBe(key.address);
    const stxn = algosdk.decodeSignedTransaction(
      algosdk.signLogicSigTransactionObject(pay(key.address, 3), account).blob,
    );
    expect(stxn.lsig?.pqsig?.pk).toEqual(key.publicKey);
    expect(stxn.lsig?.sig).toBeUndefined();
  });
});
