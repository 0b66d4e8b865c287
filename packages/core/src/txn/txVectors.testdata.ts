import { readFileSync } from 'node:fs';
import { referencePath } from '../../../../scripts/referenceDir';

/** go-algorand's transaction vectors (shared/reference/tx-vectors), for tests that compare encodings. */
export interface TxVector {
  id: string;
  txnBlob: string;
  stxnBlob: string;
  stxn: { txn: Record<string, unknown> };
}

const FILE = referencePath('tx-vectors/transact_test_data.json');

export function loadTxVectors(): Record<string, TxVector> {
  return JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, TxVector>;
}
