/**
 * What `/versions` reports as the build: go-algorand v5.0.0-stable (major 5, minor 0, build 0), the
 * release whose algod.oas2.json the reference specs are, and whose rejection texts the ledger speaks.
 * The sandbox still serves `/v2/teal/dryrun`, which 5.0 removed, as an extra (as 4.x served it).
 */
export const BUILD_VERSION = {
  branch: 'sextant-sandbox',
  build_number: 0,
  channel: 'dev',
  commit_hash: 'c2FuZGJveA==',
  major: 5,
  minor: 0,
} as const;
