import { KmdWalletFields } from '../../../app/kmd/KmdWalletFields';
import { SelectField } from '../../../ui/SelectField';
import { LOGICSIG_LABELS } from '../../logicsig/logicSigLabels';
import { CONTRACTS_LABELS as L } from '../contractsLabels';
import type { useLabSigner } from '../hooks/useLabSigner';
import type { LabDraft } from '../storage/labDraftStore';

/**
 * Which signer signs the lab's call: the connected wallet, a kmd wallet, a saved logic sig, a PQ key,
 * or on a sandbox network an unlocked address (impersonation).
 */
export function SignerChoice({
  draft,
  patch,
  signing,
}: {
  draft: Pick<LabDraft, 'signer' | 'kmdWallet'>;
  patch: (p: Partial<LabDraft>) => void;
  signing: ReturnType<typeof useLabSigner>;
}) {
  const options: Partial<Record<LabDraft['signer'], string>> = {
    wallet: signing.wallet === null ? L.noWallet : `${L.signers.wallet} · ${signing.wallet.label}`,
    kmd: L.signers.kmd,
    logicsig: LOGICSIG_LABELS.pickerOption,
    pq: L.signers.pq,
    // offered where the node is a sandbox (or where a kept draft already chose it, to say why not)
    ...((signing.canImpersonate || draft.signer === 'impersonation') && {
      impersonation: L.signers.impersonation,
    }),
  };
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <SelectField<LabDraft['signer']>
        label={L.signWith}
        value={draft.signer}
        options={options as Record<LabDraft['signer'], string>}
        onChange={(signer) => patch({ signer })}
        error={
          draft.signer === 'kmd' && !signing.hasKmd
            ? L.noKmd
            : draft.signer === 'pq' && !signing.hasPQ
              ? L.noPQ
              : draft.signer === 'impersonation' && !signing.canImpersonate
                ? L.notSandbox
                : draft.signer === 'impersonation' && !signing.hasUnlocked
                  ? L.noUnlocked
                  : undefined
        }
      />
      {draft.signer === 'logicsig' && <div className="sm:col-span-2">{signing.lsig.picker}</div>}
      {draft.signer === 'kmd' && signing.hasKmd && (
        <KmdWalletFields
          wallets={signing.kmdWallets}
          wallet={draft.kmdWallet}
          onWallet={(kmdWallet) => patch({ kmdWallet })}
          password={signing.kmdPassword}
          onPassword={signing.setKmdPassword}
          passwordError={signing.kmdError}
        />
      )}
    </div>
  );
}
