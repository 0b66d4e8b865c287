import { base64Bytes } from '@sextant/core/explore/base64Bytes';
import { logicSigSaltOf } from '@sextant/core/lsig/logicSigSaltOf';
import { useMemo } from 'react';
import { V42_LABELS as L } from './v42Labels';

/**
 * Whether a logic sig's program carries the v13 assembler's salt (go: assembler.go finalizeProgram),
 * told from its bytes alone: for v13 programs, or older ones whose hash would be on the curve.
 */
export function LogicSigSaltNote({ program }: { program: string }) {
  const salt = useMemo(() => {
    const bytes = base64Bytes(program);
    return bytes === undefined ? undefined : logicSigSaltOf(bytes);
  }, [program]);
  if (salt === undefined || (salt.version < 13 && salt.salt === undefined && salt.offCurve)) return null;
  const text =
    salt.salt !== undefined
      ? L.salted(salt.salt.where, salt.salt.value)
      : salt.offCurve
        ? L.offCurve
        : L.onCurve;
  return (
    <p className="text-[13px] text-muted" data-testid="lsig-salt">
      {text}
    </p>
  );
}
