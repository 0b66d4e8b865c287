/** Every message the debugger's core raises, asserted in tests. */
export const DEBUG_MESSAGES = {
  emptyGroup: 'There is no transaction to debug: paste, drop or open a group first.',
  badFragment: 'The link does not hold a transaction group (its #group= part could not be read).',
  badTxid: 'A transaction id is 52 characters of A–Z and 2–7.',
  txidNotFound: (txid: string) => `Transaction ${txid} was not found on this network.`,
  noIndexer:
    'Finding a transaction by id needs an indexer, and this network has none: paste the transaction instead.',
  disassembleFailed: (hash: string) => `The node could not disassemble program ${hash}.`,
  sourceMapFailed: (hash: string) => `The node did not give a source map for program ${hash}.`,
  sourceMismatch: (hash: string) =>
    `The TEAL given for program ${hash} compiles to other bytes than the program that ran: its steps show on the disassembly.`,
  programNotFound: (hash: string) =>
    `Program ${hash} ran but neither the group nor the node holds it: its steps show by pc only.`,
  nodeRead: (what: string) => `Could not read ${what} from the node.`,
  badTrace: 'This is not a simulate trace file (*.trace.avm.json): it does not read as a simulate response.',
  badBundle:
    'This zip holds no simulate trace (*.trace.avm.json): export one from the debugger, or zip a trace with its sources.avm.json.',
  badSourcesFile:
    'sources.avm.json in this zip has no txn-group-sources list: the programs show as disassembled.',
  bundleFileMissing: (path: string) =>
    `${path} is named in the zip's sources but is missing or unreadable: that program shows as disassembled.`,
  roundNotApplied: (asked: string, used: string) =>
    `You asked to simulate at round ${asked}, but the node simulated at round ${used}: it does not keep that round's state (or ignores the option).`,
  optionNotApplied: (option: string) =>
    `The node did not report applying ${option} (it is missing from its eval-overrides): the result is without it.`,
  traceWithoutExec: 'This simulate response has no exec trace: simulate again with the trace turned on.',
  dryrunUnavailable:
    'This node does not offer dry-run (POST /v2/teal/dryrun answered 404; algod 5 removed it). Use Simulate instead: it runs the same programs with a full trace.',
  badPuyaMap: (name: string) =>
    `${name} is not a puya debug map (*.puya.map, version 3 with sources, mappings and pc_events).`,
  puyaSourceMissing: (source: string, map: string) =>
    `${source}, which ${map} names, was not given: drop the folder with the sources to step by source line.`,
  noPuyaMap:
    "No puya debug map (*.puya.map) among these files: drop puya's out/ folder, or its maps with the .arc56.json beside them.",
  severalSpecs: (names: readonly string[]) =>
    `These files hold several contracts' specs (${names.join(', ')}): give one contract's files at a time.`,
  noSpecInFiles:
    "No app spec among these files: puya's out/ folder has <Contract>.arc56.json beside its maps.",
  badHandoff: 'The sources this link was opened with could not be read; the programs show as disassembled.',
  specNotLoaded: (what: string, why: string) => `The contract spec for ${what} could not be read: ${why}`,
  dryrunFailed: (status: number, text: string) => `The node refused the dry-run request (${status}): ${text}`,
} as const;
