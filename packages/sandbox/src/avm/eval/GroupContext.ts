/** What all programs of one transaction group share: see `GroupContext` in Machine.ts. */
export type { Counter, GroupContext } from './Machine';
