import { ReadError } from './ReadError';

/**
 * Asks the indexer first and algod when the indexer cannot answer: absent, unreachable, refusing the
 * token, or not (yet) holding the thing (an indexer trails the node). When algod fails too, its error
 * wins unless the indexer's was more telling (a bad request stays a bad request).
 */
export async function withAlgodFallback<T>(
  fromIndexer: () => Promise<T>,
  fromAlgod: () => Promise<T>,
): Promise<T> {
  try {
    return await fromIndexer();
  } catch (indexerError) {
    if (!(indexerError instanceof ReadError) || indexerError.code === 'READ_BAD_REQUEST') throw indexerError;
    return fromAlgod();
  }
}
