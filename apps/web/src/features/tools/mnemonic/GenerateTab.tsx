import { generateAccount, type RecoveredAccount } from '@sextant/core/mnemonic/mnemonicTools';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { MNEMONIC_LABELS as L } from '../mnemonicLabels';
import { AccountOutputs } from './AccountOutputs';

/** A new account, made in the browser; shown once, kept nowhere. */
export function GenerateTab() {
  const [account, setAccount] = useState<(RecoveredAccount & { phrase: string }) | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-[13px] text-muted">{L.generateNote}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={() => setAccount(generateAccount())}>
          <KeyRound className="size-3.5" aria-hidden />
          {account === null ? L.generate : L.generateAgain}
        </Button>
        {account !== null && (
          <Button variant="ghost" onClick={() => setAccount(null)}>
            {L.clear}
          </Button>
        )}
      </div>
      {account !== null && <AccountOutputs key={account.address} account={account} phrase={account.phrase} />}
    </div>
  );
}
