import algosdk from 'algosdk';
import { isJsonObject } from '../json/isJsonObject';
import type { JsonValue } from '../json/JsonValue';
import type { MultisigParams } from '../multisig/MultisigParams';
import type { EndpointConfig } from '../network/NetworkProfile';
import { kmdCall, kmdTarget, type KmdTarget } from './kmdCall';
import { KmdClientError } from './KmdClientError';
import { listKmdWallets, type KmdWalletInfo } from './listKmdWallets';

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
  readonly #target: KmdTarget;

  constructor(endpoint: EndpointConfig, options: { timeoutMs?: number } = {}) {
    this.#target = kmdTarget(endpoint, options.timeoutMs);
  }

  listWallets(): Promise<KmdWalletInfo[]> {
    return listKmdWallets(this.#target);
  }

  /**
   * Opens `wallet` (by name, looked up in kmd's list, or as listed already: no second look-up),
   * runs `fn` and releases the handle.
   */
  async withWallet<T>(
    wallet: string | KmdWalletInfo,
    password: string,
    fn: (session: KmdWalletSession) => Promise<T>,
  ): Promise<T> {
    const found =
      typeof wallet === 'string' ? (await this.listWallets()).find((w) => w.name === wallet) : wallet;
    if (!found) throw new KmdClientError('kmd-wallet-not-found', { kmdMessage: 'wallet not found' });
    const init = await this.#call('POST', '/v1/wallet/init', {
      wallet_id: found.id,
      wallet_password: password,
    });
    const handle = isJsonObject(init) ? String(init['wallet_handle_token']) : '';
    try {
      return await fn(this.#session(handle, password));
    } finally {
      await this.#call('POST', '/v1/wallet/release', { wallet_handle_token: handle }).catch(() => undefined);
    }
  }

  #call(method: 'GET' | 'POST', path: string, body?: Record<string, JsonValue>): Promise<JsonValue> {
    return kmdCall(this.#target, method, path, body);
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
}
