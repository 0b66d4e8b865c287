import { disassembleProgram } from '@sextant/core/algod/disassembleProgram';
import { base64Bytes } from '@sextant/core/explore/base64Bytes';
import { describeTransaction } from '@sextant/core/explore/describeTransaction';
import { loadApplication } from '@sextant/core/explore/loadApplication';
import { toApplicationView } from '@sextant/core/explore/toApplicationView';
import { IndexerReader } from '@sextant/core/indexer/IndexerReader';
import type { ApplicationSearchParams } from '@sextant/core/indexer/indexerParams';
import type { NetworkProfile } from '@sextant/core/network/NetworkProfile';
import { queryKeys } from '../../../app/queries/queryKeys';
import { entityListQuery } from './entityListQuery';
import { searchQuery } from './searchQuery';
import { readQuery } from './readQuery';
import { transactionListQuery } from './transactionListQuery';

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
    readQuery(queryKeys.ledger.application(profile.id, id), (options) =>
      loadApplication(profile, id, options),
    ),

  boxes: (profile: NetworkProfile, id: bigint) =>
    entityListQuery(profile, 'applicationBoxes', id, (raw) => boxName(raw.name)),

  box: (profile: NetworkProfile, id: bigint, ref: string) =>
    readQuery(
      queryKeys.ledger.application(profile.id, id, 'box', ref),
      async (options) => (await new IndexerReader(profile.indexer).applicationBox(id, ref, options)).value,
    ),

  /** A program's TEAL source from the node; keyed by the bytecode, which never changes for an app version. */
  disassembly: (profile: NetworkProfile, program: string) =>
    readQuery(
      queryKeys.algod.other(profile.id, 'disassemble', program),
      (options) => disassembleProgram(profile.algod, program, options),
      Infinity,
    ),

  logs: (profile: NetworkProfile, id: bigint) =>
    entityListQuery(profile, 'applicationLogs', id, (raw): LogEntryView => ({
      txid: raw.txid,
      logs: raw.logs,
    })),

  /** Its calls, newest first (the indexer answers an application's oldest first). */
  transactions: (profile: NetworkProfile, id: bigint) =>
    transactionListQuery(
      queryKeys.ledger.application(profile.id, id, 'transactions'),
      profile,
      {},
      (reader, query, options) => reader.searchTransactions({ 'application-id': id, ...query }, options),
      describeTransaction,
    ),

  search: (profile: NetworkProfile, params: ApplicationSearchParams) =>
    searchQuery(profile, 'searchApplications', params, (raw) => toApplicationView(raw, 'indexer')),
};
