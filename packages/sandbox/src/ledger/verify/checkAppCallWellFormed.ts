import type algosdk from 'algosdk';
import { LedgerError } from '../LedgerError';
import type { RawResourceRef } from '../decode/decodedFields';
import { resourceRefError } from './resourceRefError';

/** Consensus v42 limits the checks below read (go-algorand v5.0.0 config/consensus.go). */
const MAX_APP_ARGS = 16;
const MAX_AVM_BYTES_SIZE = 4096;
const MAX_ABSOLUTE_TOTAL_ARG_LEN = 16384;
const MAX_ABSOLUTE_EXTRA_PROGRAM_PAGES = 7;
const MAX_APP_PROGRAM_LEN = 2048;
const MAX_APP_ACCESS = 16;
const MAX_APP_TXN_ACCOUNTS = 8;
const MAX_APP_TXN_FOREIGN_APPS = 8;
const MAX_APP_TXN_FOREIGN_ASSETS = 8;
const MAX_APP_BOX_REFERENCES = 8;
const MAX_APP_TOTAL_TXN_REFERENCES = 8;
const MAX_APP_KEY_LEN = 64;
const MAX_LOCAL_SCHEMA_ENTRIES = 16;
const MAX_GLOBAL_SCHEMA_ENTRIES = 64;

const OC_UPDATE = 4;

function fail(message: string): never {
  throw new LedgerError('well-formed', message);
}

const schema = (uints: number, bytes: number) => `{NumUint:${uints} NumByteSlice:${bytes}}`;

/**
 * go-algorand v5.0.0 data/transactions/application.go ApplicationCallTxnFields.wellFormed, in its
 * order, with its texts (consensus v42: RejectVersion, AppSizeUpdates, the absolute maxima that a
 * per-byte fee surcharge pays for), and each `al` entry's ResourceRef.wellFormed on the list as it
 * came (`rawAccess`; without it, what algosdk's resolved list still shows). Not here:
 * CheckContractVersions.
 */
export function checkAppCallWellFormed(
  c: algosdk.ApplicationTransactionFields,
  rawAccess?: readonly RawResourceRef[],
  rawBoxIndexes?: readonly bigint[],
): void {
  const creating = c.appIndex === 0n;
  if (c.rejectVersion > 0 && creating) fail('tx.RejectVersion cannot be set during creation');
  if (!creating && c.onComplete !== OC_UPDATE) {
    if (c.approvalProgram.length !== 0 || c.clearProgram.length !== 0)
      fail('programs may only be specified during application creation or update');
  }
  if (c.extraPages > MAX_ABSOLUTE_EXTRA_PROGRAM_PAGES)
    fail(`tx.ExtraProgramPages exceeds MaxAbsoluteExtraProgramPages = ${MAX_ABSOLUTE_EXTRA_PROGRAM_PAGES}`);
  let epp = c.extraPages;
  if (!creating) {
    if (c.numLocalInts !== 0 || c.numLocalByteSlices !== 0)
      fail(`inappropriate non-zero tx.LocalStateSchema (${schema(c.numLocalInts, c.numLocalByteSlices)})`);
    const globalEmpty = c.numGlobalInts === 0 && c.numGlobalByteSlices === 0;
    const updatingSizes = c.onComplete === OC_UPDATE && (c.extraPages !== 0 || !globalEmpty);
    if (!updatingSizes) {
      if (!globalEmpty)
        fail(
          `inappropriate non-zero tx.GlobalStateSchema (${schema(c.numGlobalInts, c.numGlobalByteSlices)})`,
        );
      if (c.extraPages !== 0) fail(`inappropriate non-zero tx.ExtraProgramPages (${c.extraPages})`);
      epp = MAX_ABSOLUTE_EXTRA_PROGRAM_PAGES;
    }
  }
  // WellSizedPrograms (MaxAppTotalProgramLen equals MaxAppProgramLen).
  const lap = c.approvalProgram.length;
  const lcs = c.clearProgram.length;
  const max = (1 + epp) * MAX_APP_PROGRAM_LEN;
  if (lap > max) fail(`approval program too long. (${lap} > ${max})`);
  if (lcs > max) fail(`clear state program too long. (${lcs} > ${max})`);
  if (lap + lcs > max) fail(`app programs too long. (${lap} + ${lcs} > ${max})`);

  if (c.appArgs.length > MAX_APP_ARGS)
    fail(`tx.ApplicationArgs has too many arguments. ${c.appArgs.length} > ${MAX_APP_ARGS}`);
  let argSum = 0;
  c.appArgs.forEach((arg, i) => {
    if (arg.length > MAX_AVM_BYTES_SIZE)
      fail(`tx.ApplicationArgs[${i}] length is too long. ${arg.length} > ${MAX_AVM_BYTES_SIZE}`);
    argSum += arg.length;
  });
  if (argSum > MAX_ABSOLUTE_TOTAL_ARG_LEN)
    fail(`tx.ApplicationArgs total length is too long. ${argSum} > ${MAX_ABSOLUTE_TOTAL_ARG_LEN}`);

  if (c.access.length > 0) {
    if (c.access.length > MAX_APP_ACCESS)
      fail(`tx.Access too long, max number of references is ${MAX_APP_ACCESS}`);
    if (c.accounts.length > 0) fail("tx.Accounts can't be used when tx.Access is used");
    if (c.foreignApps.length > 0) fail("tx.ForeignApps can't be used when tx.Access is used");
    if (c.foreignAssets.length > 0) fail("tx.ForeignAssets can't be used when tx.Access is used");
    if (c.boxes.length > 0) fail("tx.Boxes can't be used when tx.Access is used");
    if (rawAccess !== undefined) {
      for (const rr of rawAccess) {
        const err = resourceRefError(rr, rawAccess, creating);
        if (err !== undefined) fail(err);
      }
    } else
      for (const rr of c.access) {
        if (rr.box && rr.box.name.length > MAX_APP_KEY_LEN)
          fail(`tx.Access box Name too long, max len ${MAX_APP_KEY_LEN} bytes`);
        if (creating && rr.locals && rr.locals.appIndex === 0n)
          fail('0 App in LocalsRef during app create is not allowed or necessary');
      }
  } else {
    if (c.accounts.length > MAX_APP_TXN_ACCOUNTS)
      fail(`tx.Accounts too long, max number of accounts is ${MAX_APP_TXN_ACCOUNTS}`);
    if (c.foreignApps.length > MAX_APP_TXN_FOREIGN_APPS)
      fail(`tx.ForeignApps too long, max number of foreign apps is ${MAX_APP_TXN_FOREIGN_APPS}`);
    if (c.foreignAssets.length > MAX_APP_TXN_FOREIGN_ASSETS)
      fail(`tx.ForeignAssets too long, max number of foreign assets is ${MAX_APP_TXN_FOREIGN_ASSETS}`);
    if (c.boxes.length > MAX_APP_BOX_REFERENCES)
      fail(`tx.Boxes too long, max number of box references is ${MAX_APP_BOX_REFERENCES}`);
    if (
      c.accounts.length + c.foreignApps.length + c.foreignAssets.length + c.boxes.length >
      MAX_APP_TOTAL_TXN_REFERENCES
    )
      fail(`tx references exceed MaxAppTotalTxnReferences = ${MAX_APP_TOTAL_TXN_REFERENCES}`);
  }
  c.boxes.forEach((br, i) => {
    // recall 0 is the current app, so indexes are shifted (go: the test is >, not >=).
    const index = rawBoxIndexes?.[i] ?? 0n;
    if (index > BigInt(c.foreignApps.length))
      fail(`tx.Boxes[${i}].Index is ${index}. Exceeds len(tx.ForeignApps)`);
    if (br.name.length > MAX_APP_KEY_LEN)
      fail(`tx.Boxes[${i}].Name too long, max len ${MAX_APP_KEY_LEN} bytes`);
  });
  const locals = c.numLocalInts + c.numLocalByteSlices;
  if (locals > MAX_LOCAL_SCHEMA_ENTRIES)
    fail(`tx.LocalStateSchema is too large. ${locals} > ${MAX_LOCAL_SCHEMA_ENTRIES}`);
  const globals = c.numGlobalInts + c.numGlobalByteSlices;
  if (globals > MAX_GLOBAL_SCHEMA_ENTRIES)
    fail(`tx.GlobalStateSchema is too large. ${globals} > ${MAX_GLOBAL_SCHEMA_ENTRIES}`);
}
