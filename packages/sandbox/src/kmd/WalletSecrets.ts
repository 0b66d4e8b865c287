/** A key the wallet holds: the 64-byte secret (seed ‖ public key); `index` marks keys derived from the MDK. */
export interface StoredKey {
  secretKey: Uint8Array;
  index?: number;
}

/** A multisig preimage the wallet remembers. */
export interface StoredMultisig {
  version: number;
  threshold: number;
  pks: Uint8Array[];
}

/** Everything a wallet file keeps encrypted; kmd's sqlite driver keeps the same four things. */
export interface WalletSecrets {
  mdk: Uint8Array;
  /** Highest index generated so far (0 = none yet); deleted keys are never regenerated. */
  maxKeyIndex: number;
  keys: StoredKey[];
  multisigs: StoredMultisig[];
}

interface SecretsJson {
  mdk: string;
  maxKeyIndex: number;
  keys: { sk: string; index?: number }[];
  multisigs: { v: number; thr: number; pks: string[] }[];
}

const b64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64');
const unb64 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'base64'));

/** The plaintext form that gets sealed: JSON with base64 bytes. */
export const walletSecrets = {
  encode(s: WalletSecrets): Uint8Array {
    const json: SecretsJson = {
      mdk: b64(s.mdk),
      maxKeyIndex: s.maxKeyIndex,
      keys: s.keys.map((k) =>
        k.index === undefined ? { sk: b64(k.secretKey) } : { sk: b64(k.secretKey), index: k.index },
      ),
      multisigs: s.multisigs.map((m) => ({ v: m.version, thr: m.threshold, pks: m.pks.map(b64) })),
    };
    return new TextEncoder().encode(JSON.stringify(json));
  },

  decode(bytes: Uint8Array): WalletSecrets {
    const json = JSON.parse(new TextDecoder().decode(bytes)) as SecretsJson;
    return {
      mdk: unb64(json.mdk),
      maxKeyIndex: json.maxKeyIndex,
      keys: json.keys.map((k) =>
        k.index === undefined ? { secretKey: unb64(k.sk) } : { secretKey: unb64(k.sk), index: k.index },
      ),
      multisigs: json.multisigs.map((m) => ({ version: m.v, threshold: m.thr, pks: m.pks.map(unb64) })),
    };
  },
};
