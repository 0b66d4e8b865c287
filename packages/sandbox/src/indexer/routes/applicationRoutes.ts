import type { Context, Hono } from 'hono';
import { HttpError } from '../../http/HttpError';
import { ERR } from '../params/indexerErrors';
import { LIMITS, MAX_INT64 } from '../params/limits';
import { QueryReader } from '../params/QueryReader';
import { type TxnParamName, transactionFilter } from '../params/transactionParams';
import { creatableQuery, pageIds } from '../query/searchCreatables';
import { searchTransactions } from '../query/searchTransactions';
import { b64 } from '../render/encode';
import { renderApplication } from '../render/renderState';
import type { AppRecord } from '../store/records';
import { boxRoutes } from './boxRoutes';
import { forkNote } from '../fork/ForkRecords';
import type { IndexerDeps } from './IndexerDeps';
import { notFound, pathUint, query, respond } from './respond';

const LOG_PARAMS = new Set<TxnParamName>(['limit', 'next', 'txid', 'min-round', 'max-round', 'address']);

/** /v2/applications, /v2/applications/{id}, its logs and boxes, and an account's created apps. */
export function applicationRoutes(app: Hono, deps: IndexerDeps): void {
  const { store, fork } = deps;
  const { apps } = store.state;
  const application = (id: bigint) => (fork !== undefined ? fork.app(id) : apps.apps.get(id));
  const current = () => Math.max(store.round, 0);

  const search = (c: Context, creator?: string): Response => {
    const cq = creatableQuery(query(c), 'application-id', LIMITS.applications, creator);
    // A fork: what it knows, the creator's own (read through) included.
    const ids = fork?.appIds(cq.creator) ?? apps.ids;
    const rows = pageIds(
      ids,
      cq,
      application,
      (a: AppRecord) =>
        (cq.includeAll || !a.deleted) && (cq.creator === undefined || a.creator === cq.creator),
    );
    const last = rows[rows.length - 1];
    return respond(c, {
      applications: rows.map(renderApplication),
      'current-round': current(),
      'next-token': last === undefined ? undefined : last.id.toString(),
      ...forkNote(fork),
    });
  };

  app.get('/v2/applications', (c) => search(c));
  app.get('/v2/accounts/:accountId/created-applications', (c) => search(c, c.req.param('accountId')));

  app.get('/v2/applications/:appId', (c) => {
    const id = pathUint(c, 'appId', 'application-id');
    const includeAll = query(c).bool('include-all') ?? false;
    if (id > MAX_INT64) throw notFound(ERR.valueExceedingInt64);
    const rec = application(id);
    if (rec === undefined || (rec.deleted && !includeAll))
      throw notFound(`${ERR.noApplicationsFound}: ${id}`);
    return respond(c, { application: renderApplication(rec), 'current-round': current() });
  });

  app.get('/v2/applications/:appId/logs', (c) => {
    const id = pathUint(c, 'appId', 'application-id');
    if (id > MAX_INT64) throw new HttpError(400, ERR.valueExceedingInt64);
    // The sender filter is the search's address filter with the sender role, as the indexer maps it.
    const params = new URL(c.req.url).searchParams;
    const sender = params.getAll('sender-address');
    params.delete('address');
    for (const s of sender) params.append('address', s);
    params.delete('sender-address');
    const q = new QueryReader(params);
    const filter = transactionFilter(q, LOG_PARAMS, { applicationId: id });
    if (id === 0n) filter.creatable = undefined;
    const result = searchTransactions(store, { ...filter, addressRole: 'sender', rowsOnly: true });
    const logData = result.rows
      .map((r) => ({ r, logs: store.stxn(r).applyData.evalDelta?.logs ?? [] }))
      .filter(({ logs }) => logs.length > 0)
      .map(({ r, logs }) => ({
        logs: logs.map((l) => b64(l)),
        txid: (store.rows[r.rootPos] as { txid?: string | undefined }).txid ?? '',
      }));
    return respond(c, {
      'application-id': id,
      'current-round': current(),
      'log-data': logData.length === 0 ? undefined : logData,
      'next-token': result.next,
    });
  });

  boxRoutes(app, deps);
}
