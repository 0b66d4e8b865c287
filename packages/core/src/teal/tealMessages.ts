/** Every sentence the TEAL compiler wrapper shows; tests assert on these. */
export const TEAL_MESSAGES = {
  empty: 'Write a TEAL program first.',
  compileFailed: (count: number) =>
    count === 1
      ? 'The node did not compile the program: 1 error.'
      : `The node did not compile the program: ${count} errors.`,
  compileUnavailable: (nodeText: string) => `The node could not compile TEAL: ${nodeText}`,
  disassembleUnavailable: (nodeText: string) => `The node could not disassemble the program: ${nodeText}`,
} as const;
