import type { ArgSlot } from '@sextant/core/contracts/argSlots';
import type { ContractSpec } from '@sextant/core/contracts/ContractSpec';
import type { LabAction } from '@sextant/core/contracts/labActions';
import { emptyArgInput, type ArgInput } from '@sextant/core/contracts/readCallArgs';
import type algosdk from 'algosdk';
import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import type { LabDraft } from '../storage/labDraftStore';
import { useDefaults } from './useDefaults';

/**
 * The picked action's typed arguments: `setInput` writes one into the draft (and lets readonly
 * calls run by themselves again), `defaults` are the spec's default values being read, and
 * `useDefault` puts an argument back to its default.
 */
export function useLabArgs({
  algod,
  spec,
  action,
  slots,
  inputs,
  appId,
  sender,
  setDraft,
  setHoldAutoRun,
}: {
  algod: algosdk.Algodv2;
  spec: ContractSpec | undefined;
  action: LabAction | undefined;
  slots: ArgSlot[];
  inputs: ArgInput[];
  appId: bigint | undefined;
  sender: string;
  setDraft: Dispatch<SetStateAction<LabDraft>>;
  setHoldAutoRun: (hold: boolean) => void;
}) {
  const [defaultsRound, setDefaultsRound] = useState(0);
  const setInput = useCallback(
    (index: number, input: ArgInput) => {
      if (action === undefined) return;
      setHoldAutoRun(false);
      setDraft((d) => {
        const list = [...(d.args[action.key] ?? [])];
        list[index] = input;
        return { ...d, args: { ...d.args, [action.key]: list } };
      });
    },
    [action, setDraft, setHoldAutoRun],
  );
  const defaults = useDefaults(
    algod,
    spec,
    action?.key ?? '',
    slots,
    inputs,
    appId,
    sender,
    setInput,
    defaultsRound,
  );

  const useDefault = (i: number) => {
    const slot = slots[i];
    if (slot === undefined) return;
    const empty = emptyArgInput(slot);
    if (empty.kind === 'txn') return;
    setInput(i, { ...empty, defaultFrom: slot.arg.defaultValue?.source ?? 'literal' });
    setDefaultsRound((n) => n + 1);
  };

  return { setInput, defaults, useDefault };
}
