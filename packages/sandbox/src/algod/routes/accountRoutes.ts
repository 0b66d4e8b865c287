import algosdk from 'algosdk';
import type { Hono } from 'hono';
import { HttpError } from '../../http/HttpError';
import { toAccountModel } from '../../ledger/views/toAccountModel';
import { toLocalStateModel } from '../../ledger/views/toApplicationModel';
import { toAssetModel } from '../../ledger/views/toAssetModel';
import type { AlgodContext } from '../AlgodContext';
import { parseAddress, parseOptionalUint64, parseUint64 } from '../params';
import { formatOf, sendModel } from '../respond';

/**
 * go v5.0: daemon/algod/api/server/v2/handlers.go DefaultAssetResults / MaxAssetResults, and for
 * applications DefaultApplicationResults, MaxApplicationResults (with `include=params`) and
 * MaxApplicationResultsWithoutParams.
 */
const DEFAULT_LIMIT = 1000n;
const MAX_ASSET_RESULTS = 1000n;
const MAX_APPLICATION_RESULTS = 1000n;
const MAX_APPLICATION_RESULTS_WITHOUT_PARAMS = 100_000n;

/** `/v2/accounts/{address}` and its asset and application sub-resources. */
export function accountRoutes(app: Hono, { ledger }: AlgodContext): void {
  app.get('/v2/accounts/:address', (c) => {
    const address = parseAddress(c.req.param('address'));
    const format = formatOf(c);
    const exclude = c.req.query('exclude') ?? 'none';
    if (exclude !== 'all' && exclude !== 'none' && exclude !== '')
      throw new HttpError(400, 'failed to parse exclude');
    const model = toAccountModel(
      address,
      ledger.accountState(address),
      ledger.latestRound(),
      exclude === 'all' ? 'all' : 'none',
    );
    return sendModel(c, model, format);
  });

  app.get('/v2/accounts/:address/assets/:assetId', (c) => {
    const address = parseAddress(c.req.param('address'));
    const id = parseUint64('asset-id', c.req.param('assetId'));
    const format = formatOf(c);
    const a = ledger.accountState(address);
    const holding = a?.assets.get(id);
    const params = a?.createdAssets.get(id);
    if (holding === undefined && params === undefined)
      throw new HttpError(404, 'account asset info not found');
    return sendModel(
      c,
      new algosdk.modelsv2.AccountAssetResponse({
        round: ledger.latestRound(),
        ...(holding !== undefined && {
          assetHolding: new algosdk.modelsv2.AssetHolding({
            assetId: id,
            amount: holding.amount,
            isFrozen: holding.frozen,
          }),
        }),
        ...(params !== undefined && { createdAsset: toAssetModel(id, address, params).params }),
      }),
      format,
    );
  });

  app.get('/v2/accounts/:address/assets', (c) => {
    const address = parseAddress(c.req.param('address'));
    const { limit, after } = page(c.req.query('limit'), c.req.query('next'), 'assets', MAX_ASSET_RESULTS);
    const held = [...(ledger.accountState(address)?.assets ?? new Map())]
      .filter(([id]) => id > after)
      .sort(([x], [y]) => (x < y ? -1 : 1));
    const shown = held.slice(0, Number(limit));
    const holdings = shown.map(([id, h]) => {
      const asset = ledger.asset(id);
      return new algosdk.modelsv2.AccountAssetHolding({
        assetHolding: new algosdk.modelsv2.AssetHolding({
          assetId: id,
          amount: h.amount,
          isFrozen: h.frozen,
        }),
        ...(asset?.params !== undefined && { assetParams: asset.params }),
      });
    });
    return sendModel(
      c,
      new algosdk.modelsv2.AccountAssetsInformationResponse({
        round: ledger.latestRound(),
        assetHoldings: holdings,
        ...(held.length > shown.length && { nextToken: String(shown[shown.length - 1]?.[0]) }),
      }),
    );
  });

  // go v5.0: daemon/algod/api/server/v2/handlers.go AccountApplicationsInformation: the apps the
  // account created or opted into, by id; `params` (include=params) only for apps it created, and
  // `deleted: true` for an opted-in app that no longer exists.
  app.get('/v2/accounts/:address/applications', (c) => {
    const address = parseAddress(c.req.param('address'));
    const includeParams = (c.req.query('include') ?? '').split(',').includes('params');
    const max = includeParams ? MAX_APPLICATION_RESULTS : MAX_APPLICATION_RESULTS_WITHOUT_PARAMS;
    const { limit, after } = page(c.req.query('limit'), c.req.query('next'), 'applications', max);
    const a = ledger.accountState(address);
    const ids = [...new Set([...(a?.createdApps.keys() ?? []), ...(a?.appsLocal.keys() ?? [])])]
      .filter((id) => id > after)
      .sort((x, y) => (x < y ? -1 : 1));
    const shown = ids.slice(0, Number(limit));
    const resources = shown.map((id) => {
      const local = a?.appsLocal.get(id);
      const app = ledger.application(id);
      return new algosdk.modelsv2.AccountApplicationResource({
        id,
        ...(app === undefined && { deleted: true }),
        ...(includeParams && a?.createdApps.has(id) === true && app !== undefined && { params: app.params }),
        ...(local !== undefined && { appLocalState: toLocalStateModel(id, local) }),
      });
    });
    return sendModel(
      c,
      new algosdk.modelsv2.AccountApplicationsInformationResponse({
        round: ledger.latestRound(),
        applicationResources: resources,
        ...(ids.length > shown.length && { nextToken: String(shown[shown.length - 1]) }),
      }),
    );
  });

  app.get('/v2/accounts/:address/applications/:appId', (c) => {
    const address = parseAddress(c.req.param('address'));
    const id = parseUint64('application-id', c.req.param('appId'));
    const format = formatOf(c);
    const a = ledger.accountState(address);
    const local = a?.appsLocal.get(id);
    const created = a?.createdApps.has(id) ? ledger.application(id)?.params : undefined;
    if (local === undefined && created === undefined)
      throw new HttpError(404, 'account application info not found');
    return sendModel(
      c,
      new algosdk.modelsv2.AccountApplicationResponse({
        round: ledger.latestRound(),
        ...(local !== undefined && { appLocalState: toLocalStateModel(id, local) }),
        ...(created !== undefined && { createdApp: created }),
      }),
      format,
    );
  });
}

function page(
  limitParam: string | undefined,
  next: string | undefined,
  what: 'assets' | 'applications',
  max: bigint,
): { limit: bigint; after: bigint } {
  const limit = parseOptionalUint64('limit', limitParam) ?? DEFAULT_LIMIT;
  if (limit === 0n) throw new HttpError(400, 'limit parameter must be a positive integer');
  if (limit > max) throw new HttpError(400, `limit ${limit} exceeds max ${what} single batch limit ${max}`);
  if (next !== undefined && !/^[0-9]+$/.test(next)) {
    throw new HttpError(
      400,
      `unable to parse next token: strconv.ParseUint: parsing ${JSON.stringify(next)}: invalid syntax`,
    );
  }
  return { limit, after: next === undefined ? 0n : BigInt(next) };
}
