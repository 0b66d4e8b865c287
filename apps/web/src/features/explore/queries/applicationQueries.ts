import { disassembleProgram } from '@sextant/core/algod/disassembleProgram';
import { base64Bytes } from '@sextant/core/explore/base64Bytes';
import { describeTransaction } from '@sextant/core/explore/describeTransaction';
import { loadApplication } from '@sextant/core/explore/loadApplication';
import { toApplicationView } from '@sextant/core/explore/toApplicationView';
import { IndexerReader } from '@sextant/core/indexer/IndexerReader';
import type { ApplicationSearchParams } from '@sextant/core/indexer/indexerParams';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE, pagedQuery } from './pagedQuery';
import { retryRead } from './retryRead';

export interface LogEntryView {
  txid: string;
  logs: string[];
}

/** A box name as printable text when it is, else base64; `ref` is the API's `b64:` form for /box. */
export interface BoxNameView {
  text?: string;
  base64: string;
  ref: string;
}

function boxName(base64: string): BoxNameView {
  const bytes = base64Bytes(base64);
  let text: string | undefined;
  try {
    const decoded = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (/^[\x20-\x7e]+$/.test(decoded)) text = decoded;
  } catch {
    text = undefined;
  }
  return { ...(text !== undefined && { text }), base64, ref: `b64:${base64}` };
}

/** Query options for applications, keyed `[network, endpoint, ...args]`. */
export const applicationQueries = {
  detail: (profile: NetworkProfile, id: bigint) =>
    queryOptions({
      queryKey: [profile.id, '/v2/applications/{id}', String(id)] as const,
      retry: retryRead,
      queryFn: ({ signal }) => loadApplication(profile, id, { signal }),
    }),

  boxes: (profile: NetworkProfile, id: bigint) =>
    pagedQuery(
      [profile.id, '/v2/applications/{id}/boxes', String(id)],
      (next, signal) =>
        new IndexerReader(profile.indexer).applicationBoxes(
          id,
          { limit: PAGE_SIZE, ...(next && { next }) },
          { signal },
        ),
      (raw) => boxName(raw.name),
    ),

  box: (profile: NetworkProfile, id: bigint, ref: string) =>
    queryOptions({
      queryKey: [profile.id, '/v2/applications/{id}/box', String(id), ref] as const,
      retry: retryRead,
      queryFn: async ({ signal }) =>
        (await new IndexerReader(profile.indexer).applicationBox(id, ref, { signal })).value,
    }),

  /** A program's TEAL source from the node; keyed by the bytecode, which never changes for an app version. */
  disassembly: (profile: NetworkProfile, program: string) =>
    queryOptions({
      queryKey: [profile.id, '/v2/teal/disassemble', program] as const,
      retry: retryRead,
      queryFn: ({ signal }) => disassembleProgram(profile.algod, program, { signal }),
      staleTime: Infinity,
    }),

  logs: (profile: NetworkProfile, id: bigint) =>
    pagedQuery(
      [profile.id, '/v2/applications/{id}/logs', String(id)],
      (next, signal) =>
        new IndexerReader(profile.indexer).applicationLogs(
          id,
          { limit: PAGE_SIZE, ...(next && { next }) },
          { signal },
        ),
      (raw): LogEntryView => ({ txid: raw.txid, logs: raw.logs }),
    ),

  transactions: (profile: NetworkProfile, id: bigint) =>
    pagedQuery(
      [profile.id, '/v2/transactions', 'application-id', String(id)],
      (next, signal) =>
        new IndexerReader(profile.indexer).searchTransactions(
          { 'application-id': id, limit: PAGE_SIZE, ...(next && { next }) },
          { signal },
        ),
      describeTransaction,
    ),

  search: (profile: NetworkProfile, params: ApplicationSearchParams) =>
    pagedQuery(
      [profile.id, '/v2/applications', params],
      (next, signal) =>
        new IndexerReader(profile.indexer).searchApplications(
          { ...params, limit: PAGE_SIZE, ...(next && { next }) },
          { signal },
        ),
      (raw) => toApplicationView(raw, 'indexer'),
    ),
};
