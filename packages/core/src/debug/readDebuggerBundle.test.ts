import algosdk from 'algosdk';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { avmDebuggerBundle, TRACE_FILE } from './avmDebuggerBundle';
import { DEBUG_MESSAGES as M } from './debugMessages';
import type { ProgramListing } from './ProgramListing';
import { isZip, readDebuggerBundle } from './readDebuggerBundle';

const HASH = 'fIO/34eVDCWzoUBkGeDjt6yN9LArDaS7wFYgPgjhwQA=';
const SENDER = algosdk.generateAccount().addr;

/** A simulate response with one traced approval program, as a trace file holds it. */
function response(): algosdk.modelsv2.SimulateResponse {
  const txn = algosdk.makeApplicationNoOpTxnFromObject({
    sender: SENDER,
    appIndex: 5,
    suggestedParams: {
      fee: 1000,
      firstValid: 1,
      lastValid: 100,
      genesisHash: new Uint8Array(32),
      genesisID: 'test',
      minFee: 1000,
    },
  });
  return new algosdk.modelsv2.SimulateResponse({
    version: 2,
    lastRound: 3,
    txnGroups: [
      new algosdk.modelsv2.SimulateTransactionGroupResult({
        txnResults: [
          new algosdk.modelsv2.SimulateTransactionResult({
            txnResult: new algosdk.modelsv2.PendingTransactionResponse({
              poolError: '',
              txn: new algosdk.SignedTransaction({ txn }),
            }),
            execTrace: new algosdk.modelsv2.SimulationTransactionExecTrace({
              approvalProgramHash: algosdk.base64ToBytes(HASH),
              approvalProgramTrace: [
                new algosdk.modelsv2.SimulationOpcodeTraceUnit({ pc: 1 }),
                new algosdk.modelsv2.SimulationOpcodeTraceUnit({ pc: 4 }),
              ],
            }),
          }),
        ],
      }),
    ],
    execTraceConfig: new algosdk.modelsv2.SimulateTraceConfig({ enable: true }),
  });
}

const listing: ProgramListing = {
  hash: HASH,
  lines: ['#pragma version 10', '// the caller', 'intcblock 1', 'txn ApplicationID', 'return'],
  lineOfPc: new Map([
    [0, 0],
    [1, 2],
    [4, 3],
    [6, 4],
  ]),
  origin: 'spec',
};

describe('the AVM debugger bundle (one zip) and reading it back', () => {
  it('holds the trace, sources.avm.json, each program’s TEAL and map where it points, and a launch.json', () => {
    const zip = avmDebuggerBundle(response(), [listing]);
    expect(isZip(zip)).toBe(true);
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(
      [
        '.vscode/launch.json',
        TRACE_FILE,
        'sources.avm.json',
        'sources/program-fIO_34eVDCWzoUBkGeDjt6yN9LArDaS7wFYgPgjhwQA.teal',
        'sources/program-fIO_34eVDCWzoUBkGeDjt6yN9LArDaS7wFYgPgjhwQA.teal.map',
      ].sort(),
    );
    const launch = JSON.parse(strFromU8(files['.vscode/launch.json'] as Uint8Array)) as {
      configurations: Record<string, unknown>[];
    };
    expect(launch.configurations[0]).toMatchObject({
      type: 'avm',
      request: 'launch',
      simulateTraceFile: `\${workspaceFolder}/${TRACE_FILE}`,
      programSourcesDescriptionFile: '${workspaceFolder}/sources.avm.json',
    });
    // Every location sources.avm.json names is in the zip, relative to it, as the debugger resolves it.
    const sources = JSON.parse(strFromU8(files['sources.avm.json'] as Uint8Array)) as {
      'txn-group-sources': { hash: string; 'sourcemap-location': string }[];
    };
    for (const e of sources['txn-group-sources']) expect(files[e['sourcemap-location']]).toBeDefined();
  });

  it('re-imports to the same steps and the same TEAL lines by pc', () => {
    const back = readDebuggerBundle(avmDebuggerBundle(response(), [listing]));
    expect(back.problems).toEqual([]);
    expect(
      back.response.txnGroups[0]?.txnResults[0]?.execTrace?.approvalProgramTrace?.map((u) => u.pc),
    ).toEqual([1, 4]);
    expect(back.group[0]?.stxn.txn.txID()).toBe(
      response().txnGroups[0]?.txnResults[0]?.txnResult.txn.txn.txID(),
    );
    const read = back.listings.get(HASH);
    expect(read?.origin).toBe('import');
    expect(read?.lines).toEqual(listing.lines);
    expect([...(read?.lineOfPc ?? [])]).toEqual([...listing.lineOfPc]);
  });

  it('reads a project’s own layout: paths relative to sources.avm.json and to each map, Puya maps into TEAL', () => {
    const map = {
      version: 3,
      // A Puya map names the Python too; the TEAL beside it is what the page lists.
      sources: ['../../contract.py', 'approval.teal'],
      names: [],
      mappings: ';ACCA;;;AAAA',
    };
    const zip = zipSync({
      'debug_traces/20240101.trace.avm.json': strToU8(algosdk.encodeJSON(response())),
      '.algokit/sources/sources.avm.json': strToU8(
        JSON.stringify({
          'txn-group-sources': [
            { hash: HASH, 'sourcemap-location': 'Caller/approval.teal.map' },
            { hash: 'other', 'sourcemap-location': 'Gone/approval.teal.map' },
            { hash: 'none', 'sourcemap-location': null },
          ],
        }),
      ),
      '.algokit/sources/Caller/approval.teal.map': strToU8(JSON.stringify(map)),
      '.algokit/sources/Caller/approval.teal': strToU8('#pragma version 10\nintcblock 1\nreturn\n'),
      'contract.py': strToU8('class Caller: ...\n'),
    });
    const back = readDebuggerBundle(zip);
    expect(back.problems).toEqual([M.bundleFileMissing('.algokit/sources/Gone/approval.teal.map')]);
    const read = back.listings.get(HASH);
    expect(read?.file).toBe('.algokit/sources/Caller/approval.teal');
    // pc 1 → line 1 of approval.teal ("ACCA": source 1, line +1); pc 4 → line 1 again.
    expect([...(read?.lineOfPc ?? [])]).toEqual([
      [1, 1],
      [4, 1],
    ]);
  });

  it('says what is wrong with a zip that holds no trace', () => {
    expect(() => readDebuggerBundle(zipSync({ 'notes.txt': strToU8('hello') }))).toThrow(M.badBundle);
    expect(() => readDebuggerBundle(new Uint8Array([0x50, 0x4b, 3, 4, 0]))).toThrow(M.badBundle);
  });
});
