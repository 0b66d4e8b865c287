import type { ComposeSession } from '@sextant/core/compose/ComposeSession';
import { logicSigAddressOf } from '@sextant/core/lsig/logicSigAccountOf';
import { paymentTxnDraft } from '@sextant/core/lsig/paymentDraft';
import {
  decodeStudioHandoff,
  encodeStudioHandoff,
  type StudioHandoff,
} from '@sextant/core/lsig/studioHandoff';
import algosdk from 'algosdk';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fragmentValue, SEND_FRAGMENT, SIGNER_FRAGMENT } from './useHandedLogicSig';

/**
 * "Send from it" arriving in the studio (`#lsig=`): a new draft with the payment from the account
 * the logic sig signs for, then the fragment becomes `#signer=` (the logic sig alone), so a reload
 * keeps the signer choice without drafting the payment twice. Returns a damaged link's sentence
 * (that link stays in the address bar, drafting nothing).
 */
export function useStudioHandoff(session: ComposeSession, ready: boolean): string | undefined {
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const text = fragmentValue(hash, SEND_FRAGMENT);
  const read = useMemo((): { handoff: StudioHandoff } | { error: string } | undefined => {
    if (text === undefined) return undefined;
    try {
      return { handoff: decodeStudioHandoff(text) };
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    }
  }, [text]);
  useEffect(() => {
    if (!ready || read === undefined || !('handoff' in read)) return;
    const { lsig, payment } = read.handoff;
    const sender = logicSigAddressOf(algosdk.base64ToBytes(lsig.program), lsig.delegation);
    void navigate(`${pathname}#${SIGNER_FRAGMENT}=${encodeStudioHandoff({ lsig })}`, { replace: true });
    void session.newDraft().then(() => {
      session.dispatch({
        type: 'add',
        draft: paymentTxnDraft({ sender, receiver: '', amount: '', ...payment }),
      });
      const added = session.group.entries.at(-1)?.id;
      if (added !== undefined) session.select(added);
    });
  }, [ready, read, session, navigate, pathname]);
  return read !== undefined && 'error' in read ? read.error : undefined;
}
