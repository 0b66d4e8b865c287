/** What `/versions` reports as the build; a 4.x build, since the sandbox serves dry-run as 4.x did. */
export const BUILD_VERSION = {
  branch: 'sextant-sandbox',
  build_number: 0,
  channel: 'dev',
  commit_hash: 'c2FuZGJveA==',
  major: 4,
  minor: 0,
} as const;
