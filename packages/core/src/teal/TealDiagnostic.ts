/** One problem the node's assembler reported: 1-based line, 0-based byte column when it gave one. */
export interface TealDiagnostic {
  line: number;
  column?: number;
  message: string;
}
