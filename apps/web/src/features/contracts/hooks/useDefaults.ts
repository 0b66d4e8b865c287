import { defaultFieldOf, type ArgSlot } from '@sextant/core/contracts/argSlots';
import type { ContractSpec } from '@sextant/core/contracts/ContractSpec';
import type { ArgInput } from '@sextant/core/contracts/readCallArgs';
import { resolveDefault } from '@sextant/core/contracts/resolveDefault';
import type algosdk from 'algosdk';
import { useEffect, useState } from 'react';

export interface DefaultState {
  source: string;
  /** Why the default could not be had (the field is left for the person). */
  error?: string;
}

/**
 * Fills each argument that has an ARC-56 default and that the person has not typed into: from
 * the literal, the app's global / the sender's local state, a box, or a readonly method run by
 * simulate. A field the person changed keeps what they typed; "use default" puts it back.
 */
export function useDefaults(
  algod: algosdk.Algodv2,
  spec: ContractSpec | undefined,
  actionKey: string,
  slots: readonly ArgSlot[],
  inputs: readonly (ArgInput | undefined)[],
  appId: bigint | undefined,
  sender: string,
  fill: (index: number, input: ArgInput) => void,
  refresh: number,
): Record<number, DefaultState> {
  const [states, setStates] = useState<Record<number, DefaultState>>({});
  const wanted = slots
    .map((s, i) => ({ s, i }))
    .filter(({ s, i }) => {
      if (s.kind === 'txn' || s.arg.defaultValue === undefined) return false;
      const input = inputs[i];
      return input === undefined || (input.kind !== 'txn' && input.defaultFrom !== undefined);
    })
    .map(({ i }) => i)
    .join(',');
  useEffect(() => {
    if (spec === undefined) return;
    let live = true;
    const indexes = wanted === '' ? [] : wanted.split(',').map(Number);
    for (const i of indexes) {
      const slot = slots[i];
      const field = slot === undefined ? undefined : defaultFieldOf(slot);
      if (slot === undefined || field === undefined || slot.arg.defaultValue === undefined) continue;
      const dv = slot.arg.defaultValue;
      resolveDefault(
        { algod, spec, appId, sender: sender.trim() === '' ? undefined : sender.trim() },
        field,
        dv,
      ).then(
        (value) => {
          if (!live) return;
          setStates((s) => ({ ...s, [i]: { source: dv.source } }));
          // a reference's default is the id or address it names, typed as the person would
          fill(
            i,
            slot.kind === 'reference'
              ? { kind: 'ref', text: String(value), defaultFrom: dv.source }
              : { kind: 'value', value, defaultFrom: dv.source },
          );
        },
        (e: unknown) => {
          if (!live) return;
          setStates((s) => ({
            ...s,
            [i]: { source: dv.source, error: e instanceof Error ? e.message : String(e) },
          }));
        },
      );
    }
    return () => {
      live = false;
    };
    // the inputs themselves are left out: filling one must not start another round
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [algod, spec, actionKey, appId, sender, wanted, refresh]);
  return states;
}
