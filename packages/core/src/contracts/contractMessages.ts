/** What the contract lab says about a spec it refuses, and notes on what it converted. */
export const SPEC_MESSAGES = {
  notJson: (why: string) => `This is not JSON: ${why}`,
  notASpec:
    'This is not an ARC-56, ARC-32 or ARC-4 spec: expected "methods" (ARC-4 / ARC-56) or "contract" and "hints" (ARC-32).',
  at: (path: string, problem: string) => `${path}: ${problem}`,
  expected: (what: string, got: string) => `expected ${what}, found ${got}`,
  badType: (problem: string) => problem,
  duplicateMethod: (signature: string) => `the method ${signature} is declared twice`,
  badAction: (value: string) =>
    `"${value}" is not an on-complete action (NoOp, OptIn, CloseOut, UpdateApplication or DeleteApplication)`,
  badDefaultSource: (value: string) =>
    `"${value}" is not a default-value source (literal, method, global, local or box)`,
  badCallConfig: (value: string) => `"${value}" is not a call config (NEVER, CALL, CREATE or ALL)`,
  notBase64: 'not base64',
  noteArc4:
    'ARC-4 interface only: no programs, state schema or defaults; give the TEAL and the schema to deploy it. Every method is offered both to create and to call.',
  noteArc32: 'Converted from ARC-32.',
  noteTemplateFound: (names: string) => `Template variables found in the TEAL: ${names}.`,
  noteBadNetworks: '"networks" is not an object of genesis hash → { appID }: left out.',
  noteBadNetwork: (hash: string, why: string) => `networks["${hash}"] left out: ${why}.`,
  notGenesisHash: 'the key is not a genesis hash (base64 of 32 bytes)',
  notAppId: 'its appID is not an app id (a whole number above 0)',
  noteBadCompilerInfo:
    '"compilerInfo" is not { compiler, compilerVersion: { major, minor, patch } }: partly left out.',
  noteBadRecommendation: (method: string, what: string) =>
    `${method}'s recommendations: ${what} is not what ARC-56 describes, left out.`,
} as const;
