import { disassembleProgram } from '@sextant/core/algod/disassembleProgram';
import { base64Bytes } from '@sextant/core/explore/base64Bytes';
import { describeTransaction } from '@sextant/core/explore/describeTransaction';
import { loadApplication } from '@sextant/core/explore/loadApplication';
import { toApplicationView } from '@sextant/core/explore/toApplicationView';
import { IndexerReader } from '@sextant/core/indexer/IndexerReader';
import type { ApplicationSearchParams } from '@sextant/core/indexer/indexerParams';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../app/queries/queryKeys';
import { pagedQuery } from './pagedQuery';
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

/** Query options for applications: an application's own reads are keyed under `queryKeys.ledger.application`. */
export const applicationQueries = {
  detail: (profile: NetworkProfile, id: bigint) =>
    queryOptions({
      queryKey: queryKeys.ledger.application(profile.id, id),
      retry: retryRead,
      queryFn: ({ signal }) => loadApplication(profile, id, { signal }),
    }),

  boxes: (profile: NetworkProfile, id: bigint) =>
    pagedQuery(
      queryKeys.ledger.application(profile.id, id, 'boxes'),
      profile,
      (reader, page, options) => reader.applicationBoxes(id, page, options),
      (raw) => boxName(raw.name),
    ),

  box: (profile: NetworkProfile, id: bigint, ref: string) =>
    queryOptions({
      queryKey: queryKeys.ledger.application(profile.id, id, 'box', ref),
      retry: retryRead,
      queryFn: async ({ signal }) =>
        (await new IndexerReader(profile.indexer).applicationBox(id, ref, { signal })).value,
    }),

  /** A program's TEAL source from the node; keyed by the bytecode, which never changes for an app version. */
  disassembly: (profile: NetworkProfile, program: string) =>
    queryOptions({
      queryKey: queryKeys.algod.other(profile.id, 'disassemble', program),
      retry: retryRead,
      queryFn: ({ signal }) => disassembleProgram(profile.algod, program, { signal }),
      staleTime: Infinity,
    }),

  logs: (profile: NetworkProfile, id: bigint) =>
    pagedQuery(
      queryKeys.ledger.application(profile.id, id, 'logs'),
      profile,
      (reader, page, options) => reader.applicationLogs(id, page, options),
      (raw): LogEntryView => ({ txid: raw.txid, logs: raw.logs }),
    ),

  transactions: (profile: NetworkProfile, id: bigint) =>
    pagedQuery(
      queryKeys.ledger.application(profile.id, id, 'transactions'),
      profile,
      (reader, page, options) => reader.searchTransactions({ 'application-id': id, ...page }, options),
      describeTransaction,
    ),

  search: (profile: NetworkProfile, params: ApplicationSearchParams) =>
    pagedQuery(
      queryKeys.ledger.search(profile.id, 'applications', params),
      profile,
      (reader, page, options) => reader.searchApplications({ ...params, ...page }, options),
      (raw) => toApplicationView(raw, 'indexer'),
    ),
};
