import algosdk from 'algosdk';
import { PQKeyError } from './PQKeyError';
import { FALCON_1024, pqKeyOf, type PQKey } from './PQKey';
import { PQ_MESSAGES as M } from './pqMessages';

/** go: crypto.FalconPublicKeySize. */
const PUBLIC_KEY_SIZE = 1793;
/** go: crypto.FalconPrivateKeySize. */
const PRIVATE_KEY_SIZE = 2305;
const SCHEME = algosdk.FALCON_1024_SCHEME;

/**
 * The export format: go-algorand's `algokey pq` private key file (cmd/algokey/pq_key.go
 * pqSigningMaterial), canonical msgpack
 * `{"private-key": bin 2305, "public": {"public-key": bin 1793, "salt": uint, "scheme": bin "f1"}}`
 * (keys sorted, the salt left out when 0, as go's codec omits empty fields). A file written here
 * is read by `algokey pq sign -k`; one written there is read here.
 */
export function writePQKeyFile(key: PQKey): Uint8Array {
  const pub = new Map<string, unknown>([['public-key', key.publicKey]]);
  if (key.salt !== 0) pub.set('salt', key.salt);
  pub.set('scheme', SCHEME);
  return algosdk.msgpackRawEncode(
    new Map<string, unknown>([
      ['private-key', key.secretKey],
      ['public', pub],
    ]),
  );
}

function bytesAt(map: Map<unknown, unknown>, key: string): Uint8Array | undefined {
  const value = map.get(key);
  return value instanceof Uint8Array ? value : undefined;
}

/**
 * Reads an `algokey pq` key file, checked as go's `pqSigningMaterial.validate` checks it (scheme,
 * key sizes), with the canonical salt (the one algosdk signs with), and that the public key is the
 * private key's.
 */
export async function readPQKeyFile(bytes: Uint8Array): Promise<PQKey> {
  let root: unknown;
  try {
    root = algosdk.msgpackRawDecodeAsMap(bytes);
  } catch (cause) {
    throw new PQKeyError('pq-bad-file', M.badFile, { cause });
  }
  const pub = root instanceof Map ? root.get('public') : undefined;
  const secretKey = root instanceof Map ? bytesAt(root, 'private-key') : undefined;
  if (!(pub instanceof Map) || secretKey === undefined) throw new PQKeyError('pq-bad-file', M.badFile);
  const scheme = bytesAt(pub, 'scheme') ?? new Uint8Array(2);
  const publicKey = bytesAt(pub, 'public-key') ?? new Uint8Array();
  const salt = Number(pub.get('salt') ?? 0);
  const schemeText = new TextDecoder().decode(scheme);
  if (schemeText !== FALCON_1024) throw new PQKeyError('pq-unknown-scheme', M.unknownScheme(schemeText));
  if (publicKey.length !== PUBLIC_KEY_SIZE)
    throw new PQKeyError('pq-bad-key', M.badKey('public key', publicKey.length, PUBLIC_KEY_SIZE));
  if (secretKey.length !== PRIVATE_KEY_SIZE)
    throw new PQKeyError('pq-bad-key', M.badKey('private key', secretKey.length, PRIVATE_KEY_SIZE));
  const key = pqKeyOf(publicKey, secretKey);
  // go accepts any compliant salt; algosdk's signer (and so Sextant) signs with the canonical one.
  if (salt !== key.salt) throw new PQKeyError('pq-salt-not-canonical', M.saltNotCanonical(salt, key.salt));
  const { falcon1024PublicKey } = await import('./falcon1024');
  const derived = falcon1024PublicKey(secretKey);
  if (derived.length !== publicKey.length || derived.some((b, i) => b !== publicKey[i]))
    throw new PQKeyError('pq-bad-key', M.keysDisagree);
  return key;
}
