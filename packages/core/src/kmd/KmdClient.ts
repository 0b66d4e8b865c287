import algosdk from 'algosdk';
import { authHeaders } from '../http/authHeaders';
import { parseJson } from '../json/parseJson';
import { isJsonObject } from '../json/isJsonObject';
import type { JsonValue } from '../json/JsonValue';
import type { MultisigParams } from '../multisig/MultisigParams';
import { endpointBaseUrl } from '../network/endpointBaseUrl';
import type { EndpointConfig } from '../network/NetworkProfile';
import { KmdClientError, type KmdClientErrorCode } from './KmdClientError';
import { networkFetch } from '../http/networkFetch';

export interface KmdWalletInfo {
  id: string;
  name: string;
}

/** One unlocked wallet, valid inside `KmdClient.withWallet`'s callback only. */
export interface KmdWalletSession {
  listAddresses(): Promise<string[]>;
  /** Adds an account's 64-byte secret key (algosdk's layout) to the wallet; returns its address. */
  importKey(secretKey: Uint8Array): Promise<string>;
  /**
   * The signed transaction's msgpack. `signerAddress` names the key when it is not the sender's
   * (a rekeyed sender: pass its auth address); kmd then records the auth address in `sgnr`.
   */
  signTransaction(txn: algosdk.Transaction, signerAddress?: string): Promise<Uint8Array>;
  /**
   * One sub-signature for a multisig sender: the signer's key must be in this wallet and among
   * `msig.addrs`. Returns the 64-byte signature; merging is the caller's business.
   */
  signMultisig(txn: algosdk.Transaction, msig: MultisigParams, signerAddress: string): Promise<Uint8Array>;
  /**
   * Delegates a program (`/v1/program/sign`): the 64-byte signature of "Program" ‖ program by
   * `address`'s key, which makes the program a logic sig that spends for that account.
   */
  signProgram(program: Uint8Array, address: string): Promise<Uint8Array>;
  /**
   * One member's signature of a multisig delegation in the current `lmsig` form
   * (`/v1/multisig/signprogram`, "MsigProgram" ‖ multisig address ‖ program). Returns the 64 bytes.
   */
  signProgramMultisig(program: Uint8Array, msig: MultisigParams, signerAddress: string): Promise<Uint8Array>;
}

/** kmd's own texts (go-algorand daemon/kmd) that map to a code of ours. */
function codeFor(status: number, message: string): KmdClientErrorCode {
  if (status === 401 && /token/i.test(message)) return 'kmd-bad-token';
  if (/wrong password/i.test(message)) return 'kmd-wrong-password';
  if (/wallet not found/i.test(message)) return 'kmd-wallet-not-found';
  if (/key does not exist/i.test(message)) return 'kmd-key-not-found';
  return 'kmd-refused';
}

/** The signer's own sub-signature out of kmd's msgpack multisig reply. */
function subsigOf(multisigB64: string, signerAddress: string): Uint8Array {
  const decoded = algosdk.msgpackRawDecode(algosdk.base64ToBytes(multisigB64)) as {
    subsig?: { pk: Uint8Array; s?: Uint8Array }[];
  };
  const mine = algosdk.bytesToHex(algosdk.decodeAddress(signerAddress).publicKey);
  const sub = decoded.subsig?.find((s) => s.s !== undefined && algosdk.bytesToHex(s.pk) === mine);
  if (!sub?.s) throw new KmdClientError('kmd-refused', { kmdMessage: 'kmd returned no sub-signature' });
  return sub.s;
}

/**
 * kmd's v1 API over fetch, from a browser or Node. Each `withWallet` opens a handle, runs the
 * callback and releases the handle whatever happens, so no unlocked handle outlives the action.
 */
export class KmdClient {
  readonly #base: string;
  readonly #headers: Record<string, string>;
  readonly #timeoutMs: number;

  constructor(endpoint: EndpointConfig, options: { timeoutMs?: number } = {}) {
    this.#base = endpointBaseUrl(endpoint);
    this.#headers = { ...authHeaders(endpoint), 'Content-Type': 'application/json' };
    this.#timeoutMs = options.timeoutMs ?? 10_000;
  }

  async listWallets(): Promise<KmdWalletInfo[]> {
    const body = await this.#call('GET', '/v1/wallets');
    const wallets = isJsonObject(body) && Array.isArray(body['wallets']) ? body['wallets'] : [];
    return wallets.filter(isJsonObject).map((w) => ({ id: String(w['id']), name: String(w['name']) }));
  }

  async withWallet<T>(
    walletName: string,
    password: string,
    fn: (session: KmdWalletSession) => Promise<T>,
  ): Promise<T> {
    const wallet = (await this.listWallets()).find((w) => w.name === walletName);
    if (!wallet) throw new KmdClientError('kmd-wallet-not-found', { kmdMessage: 'wallet not found' });
    const init = await this.#call('POST', '/v1/wallet/init', {
      wallet_id: wallet.id,
      wallet_password: password,
    });
    const handle = isJsonObject(init) ? String(init['wallet_handle_token']) : '';
    try {
      return await fn(this.#session(handle, password));
    } finally {
      await this.#call('POST', '/v1/wallet/release', { wallet_handle_token: handle }).catch(() => undefined);
    }
  }

  #session(handle: string, password: string): KmdWalletSession {
    return {
      listAddresses: async () => {
        const body = await this.#call('POST', '/v1/key/list', { wallet_handle_token: handle });
        const addrs = isJsonObject(body) && Array.isArray(body['addresses']) ? body['addresses'] : [];
        return addrs.map(String);
      },
      importKey: async (secretKey) => {
        const body = await this.#call('POST', '/v1/key/import', {
          wallet_handle_token: handle,
          private_key: algosdk.bytesToBase64(secretKey),
        });
        return isJsonObject(body) ? String(body['address']) : '';
      },
      signTransaction: async (txn, signerAddress) => {
        const request: Record<string, JsonValue> = {
          wallet_handle_token: handle,
          wallet_password: password,
          transaction: algosdk.bytesToBase64(algosdk.encodeUnsignedTransaction(txn)),
        };
        if (signerAddress !== undefined && signerAddress !== txn.sender.toString()) {
          request['public_key'] = algosdk.bytesToBase64(algosdk.decodeAddress(signerAddress).publicKey);
        }
        const body = await this.#call('POST', '/v1/transaction/sign', request);
        return algosdk.base64ToBytes(isJsonObject(body) ? String(body['signed_transaction']) : '');
      },
      signMultisig: async (txn, msig, signerAddress) => {
        // go-codec field names (kmd decodes with the msgpack tags): v, thr, subsig[{pk, s}].
        const partial = {
          v: msig.version,
          thr: msig.threshold,
          subsig: msig.addrs.map((a) => ({ pk: algosdk.bytesToBase64(algosdk.decodeAddress(a).publicKey) })),
        };
        const body = await this.#call('POST', '/v1/multisig/sign', {
          wallet_handle_token: handle,
          wallet_password: password,
          transaction: algosdk.bytesToBase64(algosdk.encodeUnsignedTransaction(txn)),
          public_key: algosdk.bytesToBase64(algosdk.decodeAddress(signerAddress).publicKey),
          partial_multisig: partial,
        });
        return subsigOf(isJsonObject(body) ? String(body['multisig']) : '', signerAddress);
      },
      signProgram: async (program, address) => {
        const body = await this.#call('POST', '/v1/program/sign', {
          wallet_handle_token: handle,
          wallet_password: password,
          address,
          data: algosdk.bytesToBase64(program),
        });
        return algosdk.base64ToBytes(isJsonObject(body) ? String(body['sig']) : '');
      },
      signProgramMultisig: async (program, msig, signerAddress) => {
        // The preimage goes in as a partial so the wallet need not have imported the multisig.
        const body = await this.#call('POST', '/v1/multisig/signprogram', {
          wallet_handle_token: handle,
          wallet_password: password,
          address: algosdk.multisigAddress(msig).toString(),
          data: algosdk.bytesToBase64(program),
          public_key: algosdk.bytesToBase64(algosdk.decodeAddress(signerAddress).publicKey),
          partial_multisig: {
            v: msig.version,
            thr: msig.threshold,
            subsig: msig.addrs.map((a) => ({
              pk: algosdk.bytesToBase64(algosdk.decodeAddress(a).publicKey),
            })),
          },
        });
        return subsigOf(isJsonObject(body) ? String(body['multisig']) : '', signerAddress);
      },
    };
  }

  async #call(method: 'GET' | 'POST', path: string, body?: Record<string, JsonValue>): Promise<JsonValue> {
    let response: Response;
    try {
      response = await networkFetch(`${this.#base}${path}`, {
        method,
        headers: this.#headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        timeoutMs: this.#timeoutMs,
        cache: 'no-store',
        // kmd always takes a token: never follow a redirect that could carry it elsewhere.
        redirect: 'error',
      });
    } catch (cause) {
      throw new KmdClientError('kmd-unreachable', { cause });
    }
    const text = await response.text();
    let json: JsonValue | undefined;
    try {
      json = text.trim() === '' ? undefined : parseJson(text);
    } catch {
      json = undefined;
    }
    const kmdMessage =
      isJsonObject(json) && typeof json['message'] === 'string' ? json['message'] : text.trim();
    if (!response.ok || (isJsonObject(json) && json['error'] === true)) {
      throw new KmdClientError(codeFor(response.status, kmdMessage), { kmdMessage, status: response.status });
    }
    return json ?? null;
  }
}
