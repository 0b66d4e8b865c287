import { Field } from '../../../ui/Field';
import { CONTRACTS_LABELS as L } from '../contractsLabels';
import type { useLabSigner } from '../hooks/useLabSigner';
import type { LabDraft } from '../storage/labDraftStore';

const select = 'h-8 w-full rounded-md border border-line-strong bg-surface px-2 text-[13px]';

/** Which signer signs the lab's call: the connected wallet or a kmd wallet (with its password). */
export function SignerChoice({
  draft,
  patch,
  signing,
}: {
  draft: Pick<LabDraft, 'signer' | 'kmdWallet'>;
  patch: (p: Partial<LabDraft>) => void;
  signing: ReturnType<typeof useLabSigner>;
}) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <div className="flex flex-col gap-1">
        <label htmlFor="lab-signer" className="text-xs font-medium text-muted">
          {L.signWith}
        </label>
        <select
          id="lab-signer"
          className={select}
          value={draft.signer}
          onChange={(e) => patch({ signer: e.target.value as LabDraft['signer'] })}
        >
          <option value="wallet">
            {signing.wallet === null ? L.noWallet : `${L.signers.wallet} · ${signing.wallet.label}`}
          </option>
          <option value="kmd">{L.signers.kmd}</option>
          {signing.lsig.option}
        </select>
      </div>
      {draft.signer === 'logicsig' && <div className="sm:col-span-2">{signing.lsig.picker}</div>}
      {draft.signer === 'kmd' && (
        <>
          <Field
            label={L.kmdWallet}
            value={draft.kmdWallet}
            onChange={(e) => patch({ kmdWallet: e.target.value })}
            error={signing.hasKmd ? signing.kmdError : L.noKmd}
          />
          <Field
            label={L.kmdPassword}
            type="password"
            value={signing.kmdPassword}
            onChange={(e) => signing.setKmdPassword(e.target.value)}
          />
        </>
      )}
    </div>
  );
}
