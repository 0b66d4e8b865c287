import type algosdk from 'algosdk';
import type { Context, Hono } from 'hono';
import { ControlError } from '../../control/ControlError';
import type { NetworkControl } from '../../control/NetworkControl';
import { readJson } from '../../http/readBody';
import { modelToJson } from '../encodeModel';
import { parseAddress, parseUint64 } from '../params';
import { requestBytes } from '../../control/stateEditRequests';

/** The JSON body as an object (`{}` when empty); 400 otherwise. */
async function bodyObject(c: Context): Promise<Record<string, unknown>> {
  const body = await readJson(c);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ControlError('bad-request', 'the body must be a JSON object');
  return body as Record<string, unknown>;
}

/**
 * The sandbox's admin API, under `/v2/sandbox/` (a prefix algod does not use), on the algod port
 * with algod's token: snapshots, revert, reset, the clock, empty blocks, impersonation and state
 * edits (balance, asset holding, global and local state, boxes).
 * Every answer is JSON; every refusal a 4xx `{message}`.
 */
export function sandboxRoutes(app: Hono, control: NetworkControl): void {
  app.get('/v2/sandbox/snapshots', (c) => c.json({ snapshots: control.snapshots() }));
  app.post('/v2/sandbox/snapshots', async (c) => {
    const { name } = await bodyObject(c);
    return c.json({ snapshot: await control.snapshot(name) });
  });
  app.post('/v2/sandbox/snapshots/:id/revert', async (c) => c.json(await control.revert(c.req.param('id'))));
  app.delete('/v2/sandbox/snapshots/:id', async (c) => {
    await control.forget(c.req.param('id'));
    return c.json({ snapshots: control.snapshots() });
  });
  app.post('/v2/sandbox/reset', async (c) => c.json(await control.reset()));
  app.get('/v2/sandbox/time', (c) => c.json(control.time()));
  app.post('/v2/sandbox/time', async (c) => c.json(control.setTime(await bodyObject(c))));
  app.post('/v2/sandbox/rounds', async (c) => {
    const { count } = await bodyObject(c);
    return c.json(await control.advance(count ?? 1));
  });
  app.post('/v2/sandbox/accounts/:address/balance', async (c) => {
    const { amount } = await bodyObject(c);
    return c.json(await control.setBalance(parseAddress(c.req.param('address')), amount));
  });
  app.post('/v2/sandbox/accounts/:address/assets/:asset', async (c) => {
    const asset = parseUint64('asset-id', c.req.param('asset'));
    const address = parseAddress(c.req.param('address'));
    return c.json(await control.setHolding(address, asset, await bodyObject(c)));
  });
  const sendState = (c: Context, r: { round: string; state: algosdk.modelsv2.TealKeyValue[] }) =>
    c.body(`{"round":"${r.round}","state":[${r.state.map((kv) => modelToJson(kv)).join(',')}]}`, 200, {
      'Content-Type': 'application/json',
    });
  app.post('/v2/sandbox/applications/:app/state', async (c) => {
    const app = parseUint64('application-id', c.req.param('app'));
    return sendState(c, await control.setAppState(app, undefined, await bodyObject(c)));
  });
  app.post('/v2/sandbox/accounts/:address/applications/:app/state', async (c) => {
    const app = parseUint64('application-id', c.req.param('app'));
    const address = parseAddress(c.req.param('address'));
    return sendState(c, await control.setAppState(app, address, await bodyObject(c)));
  });
  app.post('/v2/sandbox/applications/:app/box', async (c) => {
    const app = parseUint64('application-id', c.req.param('app'));
    return c.json(await control.setBox(app, await bodyObject(c)));
  });
  app.delete('/v2/sandbox/applications/:app/box', async (c) => {
    const app = parseUint64('application-id', c.req.param('app'));
    return c.json(await control.deleteBox(app, requestBytes(c.req.query('name'), 'name')));
  });
  app.get('/v2/sandbox/unlocked', (c) => c.json({ addresses: control.unlocked() }));
  app.post('/v2/sandbox/unlocked', async (c) => {
    const { address } = await bodyObject(c);
    if (typeof address !== 'string')
      throw new ControlError('bad-request', 'address must be an Algorand address');
    return c.json({ addresses: await control.unlock(parseAddress(address)) });
  });
  app.delete('/v2/sandbox/unlocked', async (c) => c.json({ addresses: await control.lock() }));
  app.delete('/v2/sandbox/unlocked/:address', async (c) =>
    c.json({ addresses: await control.lock(parseAddress(c.req.param('address'))) }),
  );
}
