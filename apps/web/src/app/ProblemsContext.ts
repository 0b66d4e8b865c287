import { createContext } from 'react';

export interface ProblemsValue {
  problems: readonly string[];
  dismiss(): void;
}

/** What went wrong while reading settings at start (shown by the layout until dismissed). */
export const ProblemsContext = createContext<ProblemsValue>({ problems: [], dismiss: () => {} });
