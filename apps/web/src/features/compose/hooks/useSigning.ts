import { builtTransactions } from '@sextant/core/compose/buildGroup';
import type { ComposeAction } from '@sextant/core/compose/composeReducer';
import type { GroupDraft } from '@sextant/core/compose/GroupDraft';
import { positionsSignableBy, requiredSigners } from '@sextant/core/compose/requiredSigners';
import { KmdClient } from '@sextant/core/kmd/KmdClient';
import type { GroupSigner } from '@sextant/core/signing/GroupSigner';
import { bytesToBase64, decodeBase64 } from '@sextant/core/txn/decodeBytesText';
import algosdk from 'algosdk';
import { useCallback, useMemo, useState } from 'react';
import { useActiveNetwork } from '../../../app/networks/useActiveNetwork';
import { COMPOSE_LABELS as L } from '../composeLabels';

export interface SignOutcome {
  kind: 'ok' | 'error';
  message: string;
}

/** Signs the given positions (each with the named signer's key); null where it did not sign. */
type SignFn = (
  txns: readonly algosdk.Transaction[],
  positions: readonly number[],
  signers: readonly string[],
) => Promise<(Uint8Array | null)[]>;

class NothingToSign extends Error {}

/**
 * Every way the studio collects signatures. Each signs only the positions still unsigned whose
 * signer (the sender, or its auth address) it holds, then hands each result to the reducer, which
 * checks it is the transaction that was built.
 */
export function useSigning(
  latest: () => GroupDraft | undefined,
  dispatch: (action: ComposeAction) => void,
  authAddresses: ReadonlyMap<string, string>,
) {
  const profile = useActiveNetwork();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SignOutcome | undefined>();
  const [kmdAccounts, setKmdAccounts] = useState<string[]>([]);
  const kmd = useMemo(() => (profile.kmd === undefined ? undefined : new KmdClient(profile.kmd)), [profile]);

  /** Signs what `addresses` can sign with `sign`; returns how many were signed. */
  const collect = useCallback(
    async (none: string, addresses: readonly string[], sign: SignFn): Promise<number> => {
      const g = latest();
      if (g?.built === undefined) return 0;
      const txns = builtTransactions(g.built);
      const signers = requiredSigners(txns, authAddresses);
      const positions = positionsSignableBy(signers, addresses).filter((i) => g.signatures[i] == null);
      if (positions.length === 0) throw new NothingToSign(none);
      const signed = await sign(
        txns,
        positions,
        positions.map((i) => signers[i]?.signer ?? ''),
      );
      let count = 0;
      signed.forEach((bytes, i) => {
        if (bytes === null || bytes === undefined) return;
        dispatch({ type: 'signed', position: i, signedTxn: bytesToBase64(bytes) });
        count++;
      });
      const refusal = latest()?.refusal;
      if (refusal) throw new Error(refusal.message);
      return count;
    },
    [authAddresses, dispatch, latest],
  );

  const act = useCallback(async (label: string, work: () => Promise<number>) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      const count = await work();
      setOutcome({ kind: 'ok', message: L.signedBy(count, label) });
    } catch (e) {
      setOutcome({ kind: 'error', message: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  }, []);

  const signWithKmd = (wallet: string, password: string) => {
    if (!kmd) return Promise.resolve();
    const label = `kmd · ${wallet}`;
    return act(label, () =>
      kmd.withWallet(wallet, password, async (session) => {
        const addresses = await session.listAddresses();
        setKmdAccounts(addresses);
        return collect(L.noneSignable(label), addresses, async (txns, positions, signers) => {
          const out: (Uint8Array | null)[] = txns.map(() => null);
          for (const [k, i] of positions.entries())
            out[i] = await session.signTransaction(txns[i] as algosdk.Transaction, signers[k]);
          return out;
        });
      }),
    );
  };

  const loadKmdAccounts = async (wallet: string, password: string) => {
    if (!kmd) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      const addresses = await kmd.withWallet(wallet, password, (s) => s.listAddresses());
      setKmdAccounts(addresses);
      setOutcome({ kind: 'ok', message: L.kmdAccountsLoaded(addresses.length, wallet) });
    } catch (e) {
      setOutcome({ kind: 'error', message: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };

  const signWithWallet = (wallet: GroupSigner) =>
    act(wallet.label, () =>
      collect(L.noneSignable(wallet.label), wallet.addresses, (txns, positions) =>
        wallet.signGroup(txns, positions),
      ),
    );

  const signWithLogicSig = (programBase64: string) => {
    const program = decodeBase64(programBase64.trim());
    if (program === undefined || program.length === 0) {
      setOutcome({ kind: 'error', message: L.logicSigBad });
      return Promise.resolve();
    }
    const lsig = new algosdk.LogicSigAccount(program);
    const address = lsig.address().toString();
    return act(`logic sig ${address.slice(0, 6)}…`, () =>
      collect(L.logicSigNone(address), [address], (txns, positions) =>
        Promise.resolve(
          txns.map((t, i) =>
            positions.includes(i) ? algosdk.signLogicSigTransactionObject(t, lsig).blob : null,
          ),
        ),
      ),
    );
  };

  return {
    busy,
    outcome,
    kmdAccounts,
    kmd,
    signWithKmd,
    loadKmdAccounts,
    signWithWallet,
    signWithLogicSig,
  };
}
