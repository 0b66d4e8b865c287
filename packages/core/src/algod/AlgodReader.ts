import type { EndpointConfig } from '../network/NetworkProfile';
import { readJson, type ReadOptions } from '../explore/readJson';
import { ShapeReader } from '../explore/readShape';
import type {
  AlgodAccount,
  AlgodApplication,
  AlgodAsset,
  AlgodBlockHeader,
  AlgodHolding,
  AlgodStatus,
} from './algodModels';

type Id = number | bigint | string;

/**
 * Typed reads from algod for what works without an indexer: an account, an application, an asset,
 * a block (JSON format), and the node's status. Numbers stay exact (parseJson keeps uint64 as bigint).
 */
export class AlgodReader {
  constructor(private readonly endpoint: EndpointConfig) {}

  private read(path: string, params: object, options: ReadOptions) {
    return readJson('algod', this.endpoint, path, params, options);
  }

  async status(options: ReadOptions = {}): Promise<AlgodStatus> {
    const json = await this.read('/v2/status', {}, options);
    const shape = new ShapeReader('algod', '/v2/status');
    const round = json['last-round'];
    if (typeof round !== 'number' && typeof round !== 'bigint') shape.fail('"last-round" is not a number');
    return json as AlgodStatus;
  }

  /**
   * An account now. `exclude: 'all'` leaves out its lists (holdings, local states, created assets
   * and applications), keeping their totals: for a screen that pages the lists from the indexer.
   */
  async account(
    address: string,
    options: ReadOptions = {},
    params: { exclude?: 'all' } = {},
  ): Promise<AlgodAccount> {
    const path = `/v2/accounts/${encodeURIComponent(address)}`;
    const json = await this.read(path, { ...params, format: 'json' }, options);
    new ShapeReader('algod', path).string(json, 'address');
    return json as unknown as AlgodAccount;
  }

  /**
   * The account's holding of one asset, or undefined when it is not opted in. Read from the whole
   * account (always a 200) rather than `/v2/accounts/{address}/assets/{id}`, whose 404 for "not
   * opted in" the browser would log as a failed request on every asset page.
   */
  async holding(address: string, id: Id, options: ReadOptions = {}): Promise<AlgodHolding | undefined> {
    const wanted = BigInt(id);
    const account = await this.account(address, options);
    const found = (account.assets ?? []).find((a) => BigInt(a['asset-id']) === wanted);
    return found === undefined
      ? undefined
      : { amount: found.amount, 'asset-id': found['asset-id'], 'is-frozen': found['is-frozen'] };
  }

  async asset(id: Id, options: ReadOptions = {}): Promise<AlgodAsset> {
    const path = `/v2/assets/${encodeURIComponent(String(id))}`;
    const json = await this.read(path, {}, options);
    const params = new ShapeReader('algod', path).object<AlgodAsset['params']>(json, 'params');
    return { index: (json['index'] as AlgodAsset['index'] | undefined) ?? BigInt(id), params };
  }

  async application(id: Id, options: ReadOptions = {}): Promise<AlgodApplication> {
    const path = `/v2/applications/${encodeURIComponent(String(id))}`;
    const json = await this.read(path, {}, options);
    const params = new ShapeReader('algod', path).object<AlgodApplication['params']>(json, 'params');
    return { id: (json['id'] as AlgodApplication['id'] | undefined) ?? BigInt(id), params };
  }

  async block(round: Id, options: ReadOptions = {}): Promise<AlgodBlockHeader> {
    const path = `/v2/blocks/${encodeURIComponent(String(round))}`;
    const json = await this.read(path, { format: 'json' }, options);
    return new ShapeReader('algod', path).object<AlgodBlockHeader>(json, 'block');
  }

  /** The ids of a block's top-level transactions, in the block's order (`/v2/blocks/{round}/txids`). */
  async blockTxids(round: Id, options: ReadOptions = {}): Promise<string[]> {
    const path = `/v2/blocks/${encodeURIComponent(String(round))}/txids`;
    const json = await this.read(path, {}, options);
    const ids = json['blockTxids'];
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string'))
      new ShapeReader('algod', path).fail('"blockTxids" is not a list of ids');
    return ids as string[];
  }
}
