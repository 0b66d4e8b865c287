import { decodeStudioHandoff, type HandedLogicSig } from '@sextant/core/lsig/studioHandoff';
import { useMemo } from 'react';
import { useLocation } from 'react-router';

/** The fragment key that keeps a handed-over signer in the studio's URL (a reload keeps it). */
export const SIGNER_FRAGMENT = 'signer';
/** The fragment key of "send from it": the signer and the payment to draft, read once. */
export const SEND_FRAGMENT = 'lsig';

/** The value of `#key=…` in a fragment, or undefined. */
export function fragmentValue(hash: string, key: string): string | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get(key) ?? undefined;
}

/** The logic sig handed to this screen in `#signer=`, or the sentence saying the link is damaged. */
export function useHandedLogicSig(): { handed?: HandedLogicSig; error?: string } {
  const { hash } = useLocation();
  return useMemo(() => {
    const text = fragmentValue(hash, SIGNER_FRAGMENT);
    if (text === undefined) return {};
    try {
      return { handed: decodeStudioHandoff(text).lsig };
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    }
  }, [hash]);
}
