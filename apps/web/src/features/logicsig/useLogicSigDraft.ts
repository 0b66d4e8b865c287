import { readSavedLogicSig } from '@sextant/core/lsig/readSavedLogicSig';
import type { SavedLogicSig } from '@sextant/core/lsig/SavedLogicSig';
import { useCallback, useState } from 'react';
import { browserStorage } from '../../app/storage/browserStorage';

/** The logic sig being edited: a saved record plus the source its program was compiled from. */
export interface LogicSigDraft extends SavedLogicSig {
  /** The source that produced `program` ('' for an imported program): differs once edited. */
  compiledSource: string;
}

export const STARTER_TEAL = `#pragma version 10
// An escrow that pays out only when arg 0 is the secret number.
arg 0
btoi
int 42
==
txn CloseRemainderTo
global ZeroAddress
==
&&
txn RekeyTo
global ZeroAddress
==
&&
`;

export function newDraft(): LogicSigDraft {
  return {
    id: crypto.randomUUID(),
    name: '',
    source: STARTER_TEAL,
    program: '',
    compiledSource: '',
    args: [{ type: 'uint64', value: '42' }],
    savedAt: 0,
  };
}

const keyFor = (networkId: string) => `sextant.logicsig.draft.${networkId}`;

/** The saved-record check, allowing the empty name and program a draft may still have. */
function readDraft(text: string | null): LogicSigDraft | undefined {
  if (text === null) return undefined;
  try {
    const raw = JSON.parse(text) as Record<string, unknown>;
    const program = typeof raw['program'] === 'string' ? raw['program'] : '';
    const name = typeof raw['name'] === 'string' ? raw['name'] : '';
    const checked = readSavedLogicSig({ ...raw, program: program || 'AA==', name: name || 'draft' });
    if (!checked) return undefined;
    const compiledSource = typeof raw['compiledSource'] === 'string' ? raw['compiledSource'] : '';
    return { ...checked, program, name, compiledSource };
  } catch {
    return undefined;
  }
}

/** The draft on this network, in localStorage on every change so a reload loses nothing. */
export function useLogicSigDraft(networkId: string) {
  const [draft, setDraft] = useState<LogicSigDraft>(
    () => readDraft(browserStorage().get(keyFor(networkId))) ?? newDraft(),
  );
  const update = useCallback(
    (next: LogicSigDraft | ((d: LogicSigDraft) => LogicSigDraft)) => {
      setDraft((prev) => {
        const value = typeof next === 'function' ? next(prev) : next;
        browserStorage().set(keyFor(networkId), JSON.stringify(value));
        return value;
      });
    },
    [networkId],
  );
  return [draft, update] as const;
}
